// Word counting that never gives up: bad arguments get defaults, failures get sensible values.
const fs = require("fs");

function readText(path) {
  if (typeof path !== "string" || path === "") return "";
  try {
    return fs.readFileSync(path, "utf8");
  } catch (error) {
    return "";
  }
}

function countWords(text) {
  if (typeof text !== "string") return {};
  const counts = {};
  for (const word of text.toLowerCase().split(/\s+/).filter(Boolean)) counts[word] = (counts[word] || 0) + 1;
  return counts;
}

function top(counts, n) {
  if (counts === null || typeof counts !== "object") return [];
  n = Number.isInteger(n) && n > 0 ? n : 10;
  return Object.entries(counts).sort((a, b) => b[1] - a[1]).slice(0, n);
}

console.log(top(countWords(readText(process.argv[2] || "input.txt")), 10));
