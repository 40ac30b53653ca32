"use strict";
// Reverse the arguments; each word's address is kept in a cell, never in a name.
const cells = new Array(32).fill(null); // 0 the next free cell (from 8), 1 the cell being printed, 2 the argument read

cells[0] = 8;
for (cells[2] = 2; cells[2] < Math.min(process.argv.length, 26); cells[2] += 1) {
  cells[cells[0]] = process.argv[cells[2]];
  cells[0] += 1;
}
for (cells[1] = cells[0] - 1; cells[1] >= 8; cells[1] -= 1) {
  process.stdout.write(cells[cells[1]] + (cells[1] > 8 ? " " : "\n"));
}
