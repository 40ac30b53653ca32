"use strict";
// Letter frequencies of a file, most frequent first: one body, no functions, the sorting done by hand.
const fs = require("fs");

const text = fs.readFileSync(process.argv[2], "utf8").toLowerCase();
const counts = new Array(26).fill(0);
for (let i = 0; i < text.length; i++) {
  const code = text.charCodeAt(i) - 97;
  if (code >= 0 && code < 26) counts[code] += 1;
}
const order = [];
for (let i = 0; i < 26; i++) order.push(i);
for (let i = 1; i < 26; i++) {
  for (let j = i; j > 0 && counts[order[j - 1]] < counts[order[j]]; j--) {
    const t = order[j];
    order[j] = order[j - 1];
    order[j - 1] = t;
  }
}
for (const letter of order) {
  if (counts[letter] > 0) console.log(String.fromCharCode(97 + letter), counts[letter]);
}
