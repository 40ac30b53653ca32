"use strict";
// One path of a step ends without calling its continuation: the chain just stops there.
function parse(args, then) {
  then(args.map(Number), report);
}

function summarise(numbers, then) {
  if (numbers.length === 0) {
    return 0;
  }
  then(numbers.reduce((a, b) => a + b, 0) / numbers.length);
}

function report(value) {
  console.log(value);
}

parse(process.argv.slice(2), summarise);
