// Word counting that refuses bad arguments and passes every error up with its context.
const fs = require("fs");

function readText(path) {
  if (typeof path !== "string" || path === "") throw new TypeError(`readText needs a path, not ${path}`);
  try {
    return fs.readFileSync(path, "utf8");
  } catch (error) {
    throw new Error(`cannot read ${path}`, { cause: error });
  }
}

function countWords(text) {
  if (typeof text !== "string") throw new TypeError("countWords needs text");
  const counts = {};
  for (const word of text.toLowerCase().split(/\s+/).filter(Boolean)) counts[word] = (counts[word] || 0) + 1;
  return counts;
}

function report(path) {
  if (!path) throw new TypeError("report needs a path");
  try {
    return countWords(readText(path));
  } catch (error) {
    throw new Error(`no report for ${path}`, { cause: error });
  }
}

try {
  console.log(report(process.argv[2]));
} catch (error) {
  console.error(`error: ${error.message}`);
  process.exitCode = 1;
}
