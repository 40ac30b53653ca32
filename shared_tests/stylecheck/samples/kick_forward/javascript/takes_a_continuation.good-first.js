"use strict";
// The continuation comes first ("usually the last" is not "always"), and the continuations are written in place.
const split = (k, text) => k(text.split(" ").filter(Boolean));
const count = (k, words) => k(words.length);
const show = (k, n) => {
  console.log(n, "words");
  return k();
};

split((words) => count((n) => show(() => undefined, n), words), process.argv.slice(2).join(" "));
