// A map and a reduce, but the whole text is a single piece.
const fs = require("fs");

const count = (text) => text.split(/\s+/).length;
console.log([fs.readFileSync(process.argv[2], "utf8")].map(count).reduce((a, b) => a + b, 0));
