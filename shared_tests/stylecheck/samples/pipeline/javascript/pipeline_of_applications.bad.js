"use strict";
// Functions from input to output, but never applied one to another's result: no pipeline.
function countWords(text) {
  return text.split(" ").filter((w) => w).length;
}

function countVowels(text) {
  return [...text].filter((c) => "aeiou".includes(c)).length;
}

function countCharacters(text) {
  return text.length;
}

const text = process.argv.slice(2).join(" ");
console.log(countWords(text));
console.log(countVowels(text));
console.log(countCharacters(text));
