"use strict";
// No labels, but memory grows with the data: the whole file is read at once and a cell pushed per word.
const fs = require("fs");

const mem = [];
const storage = fs.openSync("lengths.tmp", "w+");
mem.push(fs.readFileSync(process.argv[2], "utf8").split(/\W+/));
mem.push(0);
while (mem[1] < mem[0].length) {
  mem.push(mem[0][mem[1]].length);
  fs.writeSync(storage, mem[mem.length - 1] + "\n");
  mem[1] += 1;
}
console.log(mem.length - 2 + " words");
