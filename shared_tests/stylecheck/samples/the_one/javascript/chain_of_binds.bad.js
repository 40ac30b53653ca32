"use strict";
// A wrapper exists, but the program applies its functions directly and wraps only at the end.
class Box {
  constructor(value) {
    this.value = value;
  }
  bind(fn) {
    return new Box(fn(this.value));
  }
  unwrap() {
    return this.value;
  }
}

const count = (words) => words.length;
console.log(new Box(count(process.argv.slice(2))).bind((n) => `${n} words`).unwrap());
