"use strict";
// Recursion counts, but the printing is a loop.
const count = ([head, ...tail], counts) =>
  head === undefined ? counts : count(tail, { ...counts, [head]: (counts[head] || 0) + 1 });

for (const [word, n] of Object.entries(count(process.argv.slice(2), {}))) console.log(word, "-", n);
