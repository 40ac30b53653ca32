// Actors as worker threads: each runs on its own thread and is reached only through its message port.
const { Worker, isMainThread, parentPort, workerData } = require("node:worker_threads");

if (isMainThread) {
  const printer = new Worker(__filename, { workerData: { role: "printer" } });
  const shouter = new Worker(__filename, { workerData: { role: "shouter" } });
  const channel = new MessageChannel();
  printer.postMessage({ kind: "listen", port: channel.port1 }, [channel.port1]);
  shouter.postMessage({ kind: "forward", port: channel.port2 }, [channel.port2]);
  const lines = require("node:readline").createInterface({ input: process.stdin });
  lines.on("line", (line) => shouter.postMessage({ kind: "line", text: line }));
  lines.on("close", () => shouter.postMessage({ kind: "stop" }));
} else if (workerData.role === "shouter") {
  let out = null;
  parentPort.on("message", (message) => {
    if (message.kind === "forward") out = message.port;
    else if (message.kind === "line") out.postMessage({ kind: "show", text: message.text.toUpperCase() });
    else if (message.kind === "stop") {
      out.postMessage({ kind: "stop" });
      process.exit(0);
    }
  });
} else {
  parentPort.on("message", (message) => {
    message.port.on("message", (inner) => {
      if (inner.kind === "show") console.log(inner.text);
      else process.exit(0);
    });
  });
}
