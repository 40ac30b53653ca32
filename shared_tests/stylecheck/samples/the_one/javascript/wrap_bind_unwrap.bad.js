"use strict";
// Values are wrapped and functions bound, but the value never comes out: no unwrap.
class Box {
  constructor(value) {
    this.value = value;
  }
  bind(fn) {
    return new Box(fn(this.value));
  }
}

new Box(process.argv.slice(2)).bind((a) => a.join(" ")).bind((t) => t.length).bind((n) => n * 2);
