// Generators, but the first is handed the whole file at once.
const fs = require("fs");

function* words(text) {
  for (const w of text.toLowerCase().split(/[^a-z]+/)) if (w) yield w;
}

function* longOnes(words) {
  for (const w of words) if (w.length > 7) yield w;
}

const text = fs.readFileSync(process.argv[2], "utf8");
for (const w of longOnes(words(text))) console.log(w);
