"use strict";
// A subroutine that takes its data as a parameter instead of from the cells.
const fs = require("fs");

const cells = [2];
const storage = fs.openSync("lengths.tmp", "w+");

function store(word) {
  fs.writeSync(storage, word.length + "\n");
}

while (cells[0] < process.argv.length) {
  store(process.argv[cells[0]]);
  cells[0] += 1;
}
