// No I/O in the counting, but the I/O is done on the spot in main, not in deferred actions.
function countWords(text) { return text.split(/\s+/).filter(Boolean).length; }

function main() {
  const text = require("fs").readFileSync(0, "utf8");
  console.log(countWords(text));
}

main();
