// Chunks and two maps, but the second map works on each chunk's pairs: no regrouping by key.
const fs = require("fs");

const words = fs.readFileSync(process.argv[2], "utf8").split(/\s+/);
const chunks = [];
for (let i = 0; i < words.length; i += 100) chunks.push(words.slice(i, i + 100));
const pairs = (chunk) => chunk.map((w) => [w, 1]);
const total = (list) => list.length;
console.log(chunks.map(pairs).map(total));
