// A counting actor and a reporting actor, each a worker thread with its own port; the main thread only sends.
const { Worker, isMainThread, parentPort, workerData } = require("node:worker_threads");

if (isMainThread) {
  const reporter = new Worker(__filename, { workerData: "reporter" });
  const counter = new Worker(__filename, { workerData: "counter" });
  const { port1, port2 } = new MessageChannel();
  reporter.postMessage({ kind: "inbox", port: port1 }, [port1]);
  counter.postMessage({ kind: "outbox", port: port2 }, [port2]);
  for (const word of process.argv.slice(2)) counter.postMessage({ kind: "word", word });
  counter.postMessage({ kind: "end" });
} else if (workerData === "counter") {
  const counts = new Map();
  let out;
  parentPort.on("message", (message) => {
    if (message.kind === "outbox") out = message.port;
    if (message.kind === "word") counts.set(message.word, (counts.get(message.word) || 0) + 1);
    if (message.kind === "end") {
      out.postMessage([...counts]);
      process.exit(0);
    }
  });
} else {
  parentPort.once("message", ({ port }) => {
    port.once("message", (counts) => {
      console.log(counts);
      process.exit(0);
    });
  });
}
