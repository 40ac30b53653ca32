// Generators, each pulling from the one upstream: characters, words, words not seen before.
const fs = require("fs");

function* characters(path) {
  const fd = fs.openSync(path, "r");
  const buffer = Buffer.alloc(1024);
  let read;
  while ((read = fs.readSync(fd, buffer, 0, buffer.length, null)) > 0) {
    yield* buffer.toString("latin1", 0, read);
  }
  fs.closeSync(fd);
}

function* words(chars) {
  let word = "";
  for (const c of chars) {
    if (/[a-z]/i.test(c)) word += c.toLowerCase();
    else if (word) {
      yield word;
      word = "";
    }
  }
  if (word) yield word;
}

function* firstSightings(words) {
  const seen = new Set();
  for (const w of words) {
    if (!seen.has(w)) {
      seen.add(w);
      yield w;
    }
  }
}

for (const w of firstSightings(words(characters(process.argv[2])))) console.log(w);
