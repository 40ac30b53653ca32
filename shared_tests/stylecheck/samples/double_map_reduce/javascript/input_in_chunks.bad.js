// Two maps and a regrouping, but the whole text is a single piece.
const fs = require("fs");

const pairs = (text) => text.split(/\s+/).map((w) => [w, 1]);
const groups = new Map();
for (const list of [fs.readFileSync(process.argv[2], "utf8")].map(pairs)) {
  for (const [w, one] of list) groups.set(w, [...(groups.get(w) || []), one]);
}
console.log([...groups].map(([w, ones]) => [w, ones.length]));
