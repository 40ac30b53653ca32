"use strict";
// Word lengths, but the counters are named variables: labels, not numbered cells.
const fs = require("fs");

const mem = new Array(4).fill(0);
const source = fs.openSync(process.argv[2], "r");
const storage = fs.openSync("lengths.tmp", "w+");
let words = 0;
let longest = 0;
mem[3] = Buffer.alloc(64);
mem[0] = fs.readSync(source, mem[3], 0, 64, null);
while (mem[0] > 0) {
  mem[1] = 0;
  while (mem[1] < mem[0]) {
    if (/[a-z]/i.test(String.fromCharCode(mem[3][mem[1]]))) {
      mem[2] += 1;
    } else if (mem[2] > 0) {
      fs.writeSync(storage, String(mem[2]).padStart(4) + "\n");
      words += 1;
      if (mem[2] > longest) longest = mem[2];
      mem[2] = 0;
    }
    mem[1] += 1;
  }
  mem[0] = fs.readSync(source, mem[3], 0, 64, null);
}
console.log(words + " words, the longest " + longest);
