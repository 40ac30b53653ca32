"use strict";
// Numbered cells only, but nothing is written anywhere: no secondary storage.
const cells = [0, 2];
while (cells[1] < process.argv.length) {
  cells[0] += process.argv[cells[1]].length;
  cells[1] += 1;
}
console.log(cells[0] + " letters");
