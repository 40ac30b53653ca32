// Chunks and a reduce, but a loop runs the worker over the chunks: no map.
const fs = require("fs");

const words = fs.readFileSync(process.argv[2], "utf8").split(/\s+/);
const partials = [];
for (let i = 0; i < words.length; i += 500) {
  let letters = 0;
  for (const w of words.slice(i, i + 500)) letters += w.length;
  partials.push(letters);
}
console.log(partials.reduce((a, b) => a + b, 0));
