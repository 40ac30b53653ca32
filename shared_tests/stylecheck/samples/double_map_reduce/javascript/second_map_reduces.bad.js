// Chunks, a map and a regrouping, but the groups are summed in a loop, not by a second map.
const fs = require("fs");

const words = fs.readFileSync(process.argv[2], "utf8").split(/\s+/);
const chunks = [];
for (let i = 0; i < words.length; i += 100) chunks.push(words.slice(i, i + 100));
const pairs = (chunk) => chunk.map((w) => [w, 1]);
const groups = {};
for (const list of chunks.map(pairs)) for (const [w, one] of list) (groups[w] = groups[w] || []).push(one);
const totals = {};
for (const w of Object.keys(groups)) totals[w] = groups[w].length;
console.log(totals);
