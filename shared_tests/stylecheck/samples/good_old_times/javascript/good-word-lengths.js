"use strict";
// How many words of each length a text holds: ten numbered cells, a file for what does not fit.
const fs = require("fs");

// 0 bytes in the buffer, 1 the position in it, 2 letters in the current word, 3 words seen,
// 4 the longest word, 5 the length being reported, 6 its count, 7 the buffer, 8 the storage position
const mem = new Array(10).fill(0);
const source = fs.openSync(process.argv[2], "r");
const storage = fs.openSync("lengths.tmp", "w+");
mem[7] = Buffer.alloc(64);
mem[0] = fs.readSync(source, mem[7], 0, 64, null);
while (mem[0] > 0) {
  mem[1] = 0;
  while (mem[1] < mem[0]) {
    if (/[a-z]/i.test(String.fromCharCode(mem[7][mem[1]]))) {
      mem[2] += 1;
    } else if (mem[2] > 0) {
      fs.writeSync(storage, String(mem[2]).padStart(4) + "\n");
      mem[3] += 1;
      if (mem[2] > mem[4]) mem[4] = mem[2];
      mem[2] = 0;
    }
    mem[1] += 1;
  }
  mem[0] = fs.readSync(source, mem[7], 0, 64, null);
}
fs.closeSync(source);
for (mem[5] = 1; mem[5] <= mem[4]; mem[5] += 1) {
  mem[6] = 0;
  mem[8] = 0;
  while (fs.readSync(storage, mem[7], 0, 5, mem[8]) === 5) {
    if (Number(mem[7].toString("latin1", 0, 4)) === mem[5]) mem[6] += 1;
    mem[8] += 5;
  }
  if (mem[6] > 0) console.log(mem[5] + " letters: " + mem[6]);
}
console.log(mem[3] + " words");
fs.closeSync(storage);
