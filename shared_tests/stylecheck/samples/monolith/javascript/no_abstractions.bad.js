"use strict";
// Letter frequencies, but the counting is a function of its own: an abstraction.
const fs = require("fs");

function countLetters(text, counts) {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i) - 97;
    if (code >= 0 && code < 26) counts[code] += 1;
  }
}

const counts = new Array(26).fill(0);
countLetters(fs.readFileSync(process.argv[2], "utf8").toLowerCase(), counts);
for (let i = 0; i < 26; i++) console.log(String.fromCharCode(97 + i), counts[i]);
