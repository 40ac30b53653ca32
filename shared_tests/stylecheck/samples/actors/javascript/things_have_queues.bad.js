// Worker threads, but they take their work from one shared buffer, not from messages sent to them.
const { Worker, isMainThread, workerData } = require("node:worker_threads");

if (isMainThread) {
  const shared = new Int32Array(new SharedArrayBuffer(4 * 64));
  process.argv.slice(2).forEach((n, i) => (shared[i + 1] = Number(n)));
  shared[0] = process.argv.length - 2;
  new Worker(__filename, { workerData: { shared, from: 0 } });
  new Worker(__filename, { workerData: { shared, from: 1 } });
} else {
  const { shared, from } = workerData;
  for (let i = 1 + from; i <= shared[0]; i += 2) console.log(shared[i] * shared[i]);
}
