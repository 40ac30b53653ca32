"use strict";
// Shared state, but one procedure does the whole job: the problem is not decomposed.
const marks = new Map();

function everything() {
  for (const arg of process.argv.slice(2)) marks.set(arg.split("=")[0], Number(arg.split("=")[1]));
  let sum = 0;
  for (const mark of marks.values()) sum += mark;
  const mean = sum / Math.max(marks.size, 1);
  for (const [name, mark] of marks) console.log(name, mark > mean ? "above" : "");
}

everything();
console.log(marks.size, "students");
