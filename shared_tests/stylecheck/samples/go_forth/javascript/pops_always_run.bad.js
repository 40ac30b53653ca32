"use strict";
// A pop behind a short circuit: whether it runs depends on the value before it.
const stack = [0, 5];
const heap = {};

function positive() {
  stack.push(stack[stack.length - 1] > 0 && stack.pop() > 0);
}

function show() {
  console.log(stack.pop());
}

positive();
show();
