"use strict";
// Statistics of the numbers given as arguments: a class wraps the value, bind applies and holds, unwrap gives it out.
class TheOne {
  constructor(value) {
    this.value = value;
  }
  bind(fn) {
    this.value = fn(this.value);
    return this;
  }
  unwrap() {
    return this.value;
  }
}

const parse = (args) => args.map(Number);
const mean = (numbers) => numbers.reduce((a, b) => a + b, 0) / Math.max(numbers.length, 1);
const render = (m) => `mean ${m.toFixed(2)}`;

console.log(new TheOne(process.argv.slice(2)).bind(parse).bind(mean).bind(render).unwrap());
