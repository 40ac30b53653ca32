// Recovers from failures on the spot, but a function takes its argument on trust.
const fs = require("fs");

function readText(path) {
  if (!path) return "";
  try {
    return fs.readFileSync(path, "utf8");
  } catch (error) {
    return "";
  }
}

function countWords(text) {
  return text.split(/\s+/).length;
}

console.log(countWords(readText(process.argv[2])));
