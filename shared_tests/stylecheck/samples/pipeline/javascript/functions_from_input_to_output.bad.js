"use strict";
// Composed functions, but one of them changes a module-level array instead of handing its result on.
const seen = [];

function words(args) {
  return args.map((w) => w.toLowerCase());
}

function remember(list) {
  seen.push(...list);
  return list;
}

function distinct(list) {
  return new Set(list).size;
}

console.log(distinct(remember(words(process.argv.slice(2)))), seen.length);
