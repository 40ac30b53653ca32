"use strict";
// Loops do the work; the one recursion has no base case to end it.
function spin(n) {
  return spin(n + 1);
}

const counts = {};
for (const word of process.argv.slice(2)) counts[word] = (counts[word] || 0) + 1;
for (const [word, n] of Object.entries(counts)) console.log(word, "-", n);
