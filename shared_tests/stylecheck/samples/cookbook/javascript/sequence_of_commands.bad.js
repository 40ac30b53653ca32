"use strict";
// Procedures that share state, but the main program tests and combines what they hand back.
const marks = new Map();
let mean = 0;

function loadMarks() {
  for (const arg of process.argv.slice(2)) marks.set(arg.split("=")[0], Number(arg.split("=")[1]));
  return marks.size > 0;
}

function computeMean() {
  mean = [...marks.values()].reduce((a, b) => a + b, 0) / marks.size;
  return mean;
}

function printReport() {
  for (const [name, mark] of marks) console.log(name, mark);
}

if (loadMarks()) {
  console.log("mean", computeMean().toFixed(2));
  printReport();
}
