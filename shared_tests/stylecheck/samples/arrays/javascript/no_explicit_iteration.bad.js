"use strict";
// Arrays, but visited element by element with index loops, one inside the other.
const grid = process.argv.slice(2).map((row) => row.split(",").map(Number));
const totals = new Array(grid.length ? grid[0].length : 0).fill(0);
for (let r = 0; r < grid.length; r++) {
  for (let c = 0; c < totals.length; c++) {
    totals[c] += grid[r][c];
  }
}
console.log(totals);
