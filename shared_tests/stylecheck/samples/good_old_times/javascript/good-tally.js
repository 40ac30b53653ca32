"use strict";
// Tally the votes given as arguments on a tape of fixed-width records; subroutines share six cells.
const fs = require("fs");

const cells = [null, null, 0, false, 0, 0]; // 0 the vote, 1 a record, 2 its count, 3 found?, 4 its place, 5 the next argument
const tape = fs.openSync("votes.tape", "w+");

function findVote() {
  cells[3] = false;
  cells[4] = 0;
  cells[1] = Buffer.alloc(27);
  while (!cells[3] && fs.readSync(tape, cells[1], 0, 27, cells[4]) === 27) {
    if (cells[1].toString("latin1", 0, 20).trim() === cells[0]) {
      cells[3] = true;
      cells[2] = Number(cells[1].toString("latin1", 20, 26));
    } else {
      cells[4] += 27;
    }
  }
}

function recordVote() {
  findVote();
  fs.writeSync(tape, cells[0].padStart(20) + String(cells[3] ? cells[2] + 1 : 1).padStart(6, "0") + "\n", cells[4]);
}

cells[1] = Buffer.alloc(27);
cells[5] = 2;
while (cells[5] < process.argv.length) {
  cells[0] = process.argv[cells[5]];
  recordVote();
  cells[5] += 1;
}
cells[4] = 0;
while (fs.readSync(tape, cells[1], 0, 27, cells[4]) === 27) {
  process.stdout.write(cells[1].toString("latin1"));
  cells[4] += 27;
}
fs.closeSync(tape);
