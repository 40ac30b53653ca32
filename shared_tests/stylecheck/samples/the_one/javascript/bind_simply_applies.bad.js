"use strict";
// bind decides whether to apply the function: a failure skips the rest (an Either, not The One).
class Either {
  constructor(value, failed) {
    this.value = value;
    this.failed = failed;
  }
  bind(fn) {
    return this.failed ? this : new Either(fn(this.value), false);
  }
  unwrap() {
    return this.value;
  }
}

console.log(new Either(process.argv[2], !process.argv[2]).bind((s) => s.trim()).bind((s) => s.length).bind((n) => `${n} characters`).unwrap());
