"use strict";
// The chain of binds folded over a list of functions, unwrapped at the end.
function wrap(value) {
  return { held: value };
}

function bind(one, fn) {
  return wrap(fn(one.held));
}

function unwrap(one) {
  return one.held;
}

const steps = [(t) => t.trim(), (t) => t.split(" "), (w) => w.length];
console.log(unwrap(steps.reduce(bind, wrap(process.argv.slice(2).join(" ")))));
