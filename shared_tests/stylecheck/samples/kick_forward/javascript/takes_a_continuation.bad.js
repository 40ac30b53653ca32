"use strict";
// A step calls a plain helper that takes no continuation and hands its value back.
function mean(numbers) {
  return numbers.reduce((a, b) => a + b, 0) / Math.max(numbers.length, 1);
}

function parse(args, then) {
  then(args.map(Number), report);
}

function summarise(numbers, then) {
  then(mean(numbers));
}

function report(value) {
  console.log(value);
}

parse(process.argv.slice(2), summarise);
