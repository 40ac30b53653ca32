"use strict";

function signature(word) {
  return [...word].sort().join("");
}

const groups = {};
for (const word of process.argv.slice(2)) {
  const key = signature(word.toLowerCase());
  groups[key] = groups[key] || [];
  groups[key].push(word.toLowerCase());
}
for (const group of Object.values(groups)) {
  if (group.length > 1) {
    console.log(
      group.join(" ")
    );
  }
}
