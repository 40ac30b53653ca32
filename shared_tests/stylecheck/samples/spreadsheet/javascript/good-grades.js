// A grade book: two data columns and three formula columns, refreshed whenever a score arrives.
const readline = require("node:readline");

const column = (formula = null) => ({ value: [], formula });
const names = column();
const scores = column();
const mean = column(() => scores.value.reduce((a, b) => a + b, 0) / Math.max(scores.value.length, 1));
const above = column(() => names.value.filter((_, i) => scores.value[i] > mean.value));
const summary = column(() => `mean ${mean.value.toFixed(1)}; above it: ${above.value.join(", ")}`);
const book = [names, scores, mean, above, summary];

function refresh() {
  for (const col of book) {
    if (col.formula) col.value = col.formula();
  }
}

readline.createInterface({ input: process.stdin }).on("line", (line) => {
  const [name, score] = line.trim().split(/\s+/);
  names.value.push(name);
  scores.value.push(Number(score));
  refresh();
  console.log(summary.value);
});
