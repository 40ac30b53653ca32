// Chunks and a map, but each chunk's result is printed on its own.
const fs = require("fs");

const words = fs.readFileSync(process.argv[2], "utf8").split(/\s+/);
const chunks = [];
for (let i = 0; i < words.length; i += 500) chunks.push(words.slice(i, i + 500));
chunks.map((chunk) => chunk.join("").length).forEach((n) => console.log(n));
