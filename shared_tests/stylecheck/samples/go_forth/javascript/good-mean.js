"use strict";
// The mean of the numbers given as arguments: each word pops its arguments and pushes its results.
const stack = [];
const heap = {};

function readNumbers() {
  for (const arg of process.argv.slice(2)) stack.push(Number(arg));
}

function count() {
  stack.push(stack.length);
  heap.count = stack.pop();
}

function add() {
  stack.push(stack.pop() + stack.pop());
}

function total() {
  stack.push(0);
  while (stack.length > 1) add();
}

function divide() {
  stack.push(1 / stack.pop());
  stack.push(stack.pop() * stack.pop());
}

function mean() {
  stack.push(heap.count);
  stack.push(stack.pop() || 1);
  divide();
}

readNumbers();
count();
total();
mean();
console.log(stack.pop());
