"use strict";
// Marks given as arguments: the mean, the marks above it and a histogram, as operations over whole arrays.
const marks = process.argv.slice(2).map(Number);
const mean = marks.reduce((sum, m) => sum + m, 0) / Math.max(marks.length, 1);
const above = marks.filter((m) => m > mean);
const histogram = Array.from({ length: 11 }, (_, bucket) => marks.filter((m) => Math.round(m) === bucket).length);
console.log("mean", mean);
console.log("above", above.join(" "));
console.log("histogram", histogram.join(" "));
