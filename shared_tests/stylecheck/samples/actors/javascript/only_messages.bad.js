// Worker threads with message ports, but both also write one shared counter directly.
const { Worker, isMainThread, parentPort, workerData } = require("node:worker_threads");

if (isMainThread) {
  const counter = new Int32Array(new SharedArrayBuffer(4));
  const workers = [0, 1].map((id) => new Worker(__filename, { workerData: { id, counter } }));
  workers.forEach((w) => w.postMessage({ kind: "count", words: process.argv.slice(2) }));
  workers.forEach((w) => w.on("message", () => console.log(Atomics.load(counter, 0))));
} else {
  parentPort.on("message", (message) => {
    for (const word of message.words) Atomics.add(workerData.counter, 0, word.length);
    parentPort.postMessage({ kind: "done" });
    process.exit(0);
  });
}
