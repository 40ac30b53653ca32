"use strict";
// Statistics of the numbers given as arguments: small functions composed with reduce into one pipeline.
const pipe = (...fns) => (input) => fns.reduce((value, fn) => fn(value), input);

const parse = (args) => args.map(Number).filter((n) => !Number.isNaN(n));
const summary = (values) => ({
  min: Math.min(...values),
  max: Math.max(...values),
  mean: values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1),
});
const render = ({ min, max, mean }) => `min ${min} max ${max} mean ${mean.toFixed(2)}`;

console.log(pipe(parse, summary, render)(process.argv.slice(2)));
