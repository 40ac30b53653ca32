// Async iteration over standard input: each line flows through async generators as it arrives.
const readline = require("node:readline");

async function* numbers(lines) {
  for await (const line of lines) {
    for (const field of line.split(/\s+/)) if (field && !Number.isNaN(Number(field))) yield Number(field);
  }
}

async function* runningMean(values) {
  let total = 0;
  let count = 0;
  for await (const value of values) {
    total += value;
    count += 1;
    yield total / count;
  }
}

(async () => {
  const lines = readline.createInterface({ input: process.stdin });
  for await (const mean of runningMean(numbers(lines))) console.log(mean.toFixed(3));
})();
