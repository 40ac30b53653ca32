// Chunks, a regrouping and a second map, but the first stage is a loop, not a map.
const fs = require("fs");

const words = fs.readFileSync(process.argv[2], "utf8").split(/\s+/);
const groups = new Map();
for (let i = 0; i < words.length; i += 100) {
  for (const w of words.slice(i, i + 100)) groups.set(w, [...(groups.get(w) || []), 1]);
}
console.log([...groups].map(([w, ones]) => [w, ones.length]));
