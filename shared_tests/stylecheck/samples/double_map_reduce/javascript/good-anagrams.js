// Anagram classes: chunks of words map to [letters, word] pairs, regrouped by letters, a second map per group.
const fs = require("fs");

const words = fs.readFileSync(process.argv[2], "utf8").toLowerCase().match(/[a-z]+/g) || [];
const chunks = Array.from({ length: Math.ceil(words.length / 200) }, (_, i) => words.slice(i * 200, i * 200 + 200));
const keyed = (chunk) => chunk.map((w) => [[...w].sort().join(""), w]);
const shuffle = (pairLists) =>
  pairLists.flat().reduce((groups, [key, word]) => groups.set(key, [...(groups.get(key) || []), word]), new Map());
const anagramClass = ([, members]) => [...new Set(members)].sort();
const classes = [...shuffle(chunks.map(keyed))].map(anagramClass);
console.log(classes.filter((c) => c.length > 1).slice(0, 10));
