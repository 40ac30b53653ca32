"use strict";
// Statistics of a file of numbers, continuation-passing: each step hands its result to the function it is given.
const fs = require("fs");

function readNumbers(path, then) {
  const numbers = fs.readFileSync(path, "utf8").split(/\s+/).filter(Boolean).map(Number);
  then(numbers, summarise);
}

function dropOutliers(numbers, then) {
  const middle = numbers.length ? [...numbers].sort((a, b) => a - b)[numbers.length >> 1] : 0;
  then(numbers.filter((n) => Math.abs(n - middle) <= 10 * Math.max(Math.abs(middle), 1)), report);
}

function summarise(numbers, then) {
  then({ count: numbers.length, mean: numbers.reduce((a, b) => a + b, 0) / Math.max(numbers.length, 1) }, finish);
}

function report(summary, then) {
  console.log(`${summary.count} numbers, mean ${summary.mean.toFixed(2)}`);
  then(null);
}

function finish() {}

readNumbers(process.argv[2], dropOutliers);
