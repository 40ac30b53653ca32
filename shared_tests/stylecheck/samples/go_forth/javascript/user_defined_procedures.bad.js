"use strict";
// A stack and a heap, but no procedure of the program's own: one long sequence of stack operations.
const stack = [];
const heap = { count: 0 };
stack.push(0);
for (const arg of process.argv.slice(2)) {
  stack.push(Number(arg));
  stack.push(stack.pop() + stack.pop());
  stack.push(heap.count);
  stack.push(1);
  stack.push(stack.pop() + stack.pop());
  heap.count = stack.pop();
}
stack.push(heap.count || 1);
stack.push(1 / stack.pop());
stack.push(stack.pop() * stack.pop());
console.log(stack.pop());
