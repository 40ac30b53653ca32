"use strict";
// A small Forth: a Stack class of our own, and words kept in a dictionary, some of them phrases of others.
class Stack {
  constructor() {
    this.cells = [];
  }
  push(value) {
    this.cells.push(value);
  }
  pop() {
    return this.cells.pop();
  }
}

const S = new Stack();
const heap = new Map();
const words = {
  "+": () => S.push(S.pop() + S.pop()),
  "*": () => S.push(S.pop() * S.pop()),
  ".": () => console.log(S.pop()),
  keep: () => heap.set("kept", S.pop()),
  kept: () => S.push(heap.get("kept")),
  hold: () => heap.set("held", S.pop()),
  held: () => S.push(heap.get("held")),
};

const run = (phrase) =>
  phrase.split(" ").forEach((token) => (token in words ? words[token]() : S.push(Number(token))));

words.square = () => run("keep kept kept *");
words["sum-of-squares"] = () => run("square hold square held +");
process.argv.slice(2).forEach((arg) => S.push(Number(arg)));
run("sum-of-squares .");
