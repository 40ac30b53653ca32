// Word counts: chunks of lines counted concurrently (a map of promises), then one reduce over the results.
const fs = require("fs/promises");

function chunk(lines, size) {
  return Array.from({ length: Math.ceil(lines.length / size) }, (_, i) => lines.slice(i * size, (i + 1) * size));
}

async function countWords(lines) {
  const counts = new Map();
  for (const word of lines.join(" ").toLowerCase().match(/[a-z]{2,}/g) || []) {
    counts.set(word, (counts.get(word) || 0) + 1);
  }
  return counts;
}

function combine(a, b) {
  for (const [word, n] of b) a.set(word, (a.get(word) || 0) + n);
  return a;
}

(async () => {
  const lines = (await fs.readFile(process.argv[2], "utf8")).split("\n");
  const partials = await Promise.all(chunk(lines, 200).map(countWords));
  const counts = partials.reduce(combine, new Map());
  console.log([...counts].sort((a, b) => b[1] - a[1]).slice(0, 25));
})();
