"use strict";
// Words on a stack, but the heap's values are computed on where they lie.
const stack = [];
const heap = { count: 0, total: 0 };

function tally() {
  heap.count += 1;
  heap.total = heap.total + stack.pop();
}

function mean() {
  stack.push(heap.count ? heap.total / heap.count : 0);
}

for (const arg of process.argv.slice(2)) {
  stack.push(Number(arg));
  tally();
}
mean();
console.log(stack.pop());
