"use strict";
// A stack and a heap exist, but the functions take parameters and return their results.
const stack = [];
const heap = {};

function total(numbers) {
  return numbers.reduce((a, b) => a + b, 0);
}

function mean(numbers) {
  stack.push(numbers.length);
  heap.count = stack.pop();
  return total(numbers) / Math.max(numbers.length, 1);
}

console.log(mean(process.argv.slice(2).map(Number)));
