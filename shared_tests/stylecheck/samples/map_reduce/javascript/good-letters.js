// How often each letter occurs: blocks of text, one tally per block, the tallies merged by reduce.
const fs = require("fs");

const BLOCK = 4096;
const text = fs.readFileSync(process.argv[2], "utf8").toLowerCase();
const blocks = [];
for (let i = 0; i < text.length; i += BLOCK) blocks.push(text.slice(i, i + BLOCK));

const tally = (block) => {
  const counts = {};
  for (const c of block) if (c >= "a" && c <= "z") counts[c] = (counts[c] || 0) + 1;
  return counts;
};

const merge = (left, right) => {
  const out = { ...left };
  for (const [c, n] of Object.entries(right)) out[c] = (out[c] || 0) + n;
  return out;
};

const total = blocks.map(tally).reduce(merge, {});
console.log(Object.entries(total).sort((a, b) => b[1] - a[1]).slice(0, 5));
