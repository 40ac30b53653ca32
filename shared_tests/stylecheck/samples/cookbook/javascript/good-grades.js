"use strict";
// Class marks given as "name=mark" arguments: procedures share module state; the end is a list of commands.
const marks = new Map();
let mean = 0;
const report = [];

function loadMarks() {
  for (const arg of process.argv.slice(2)) {
    const [name, mark] = arg.split("=");
    marks.set(name, Number(mark));
  }
}

function computeMean() {
  let sum = 0;
  for (const mark of marks.values()) sum += mark;
  mean = sum / Math.max(marks.size, 1);
}

function gradeStudents() {
  for (const [name, mark] of marks) report.push(`${name}: ${mark} ${mark > mean ? "above" : "at or below"} the mean`);
}

function printReport() {
  console.log("mean", mean.toFixed(2));
  console.log(report.join("\n"));
}

loadMarks();
computeMean();
gradeStudents();
printReport();
