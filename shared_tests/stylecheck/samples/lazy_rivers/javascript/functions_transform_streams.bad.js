// The lines come one at a time, but every later stage builds a whole array.
const fs = require("fs");

function* lines(path) {
  const fd = fs.openSync(path, "r");
  const buffer = Buffer.alloc(4096);
  let rest = "";
  let read;
  while ((read = fs.readSync(fd, buffer, 0, buffer.length, null)) > 0) {
    const parts = (rest + buffer.toString("utf8", 0, read)).split("\n");
    rest = parts.pop();
    yield* parts;
  }
  if (rest) yield rest;
}

function words(lines) {
  const all = [];
  for (const line of lines) all.push(...line.toLowerCase().split(/[^a-z]+/));
  return all;
}

const longOnes = (words) => words.filter((w) => w.length > 7);

for (const w of longOnes(words(lines(process.argv[2])))) console.log(w);
