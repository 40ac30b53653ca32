// Word counting: functions jump out on bad arguments; only the top level, which can answer, catches.
const fs = require("fs");

function readText(path) {
  if (typeof path !== "string" || path === "") throw new TypeError(`readText needs a path, not ${path}`);
  return fs.readFileSync(path, "utf8");
}

function countWords(text) {
  if (typeof text !== "string") throw new TypeError("countWords needs text");
  const counts = {};
  for (const word of text.toLowerCase().split(/\s+/).filter(Boolean)) counts[word] = (counts[word] || 0) + 1;
  return counts;
}

try {
  console.log(countWords(readText(process.argv[2])));
} catch (error) {
  console.error(`error: ${error.message}`);
  process.exitCode = 1;
}
