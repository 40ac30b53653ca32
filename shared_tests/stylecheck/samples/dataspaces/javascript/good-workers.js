// Worker threads that meet only in a shared space: the main thread keeps the space and answers in/out requests.
const { Worker, isMainThread, parentPort } = require("node:worker_threads");

if (isMainThread) {
  const space = { words: process.argv.slice(2), lengths: [] };
  let running = 2;
  for (let i = 0; i < 2; i++) {
    const unit = new Worker(__filename);
    unit.on("message", (request) => {
      if (request.op === "in") unit.postMessage(space.words.shift() ?? null);
      if (request.op === "out") space.lengths.push(request.tuple);
      if (request.op === "done" && --running === 0) console.log(space.lengths);
    });
    unit.postMessage("start");
  }
} else {
  parentPort.on("message", (word) => {
    if (word === null) {
      parentPort.postMessage({ op: "done" });
      process.exit(0);
    }
    if (word !== "start") parentPort.postMessage({ op: "out", tuple: [word, word.length] });
    parentPort.postMessage({ op: "in" });
  });
}
