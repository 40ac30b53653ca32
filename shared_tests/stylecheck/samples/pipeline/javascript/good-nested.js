"use strict";
// Anagram classes of the arguments, as nested applications of functions.
function words(args) {
  return [...new Set(args.map((w) => w.toLowerCase()))].sort();
}

function signature(word) {
  return [...word].sort().join("");
}

function classes(list) {
  return list.reduce((groups, w) => ({ ...groups, [signature(w)]: [...(groups[signature(w)] || []), w] }), {});
}

function render(groups) {
  return Object.values(groups)
    .filter((g) => g.length > 1)
    .map((g) => g.join(" "))
    .join("\n");
}

console.log(render(classes(words(process.argv.slice(2)))));
