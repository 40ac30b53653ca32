"use strict";
// Each step takes a continuation, but calls the next step by its name instead of through it.
function parse(args, then) {
  summarise(args.map(Number), then);
}

function summarise(numbers, then) {
  report(numbers.reduce((a, b) => a + b, 0) / Math.max(numbers.length, 1), finish);
}

function report(value, then) {
  console.log(value);
  then();
}

function finish() {}

parse(process.argv.slice(2), summarise);
