"use strict";
// Steps with continuations, but a plain loop calls them one after another through local aliases.
const add = (total, word, then) => then(total + Number(word));
const keep = (total) => total;

let total = 0;
const step = add;
for (const word of process.argv.slice(2)) {
  total = step(total, word, keep);
}
console.log(total);
