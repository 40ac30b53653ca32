// Deferred actions exist, but a pure-looking function prints for itself.
function countWords(text) {
  const words = text.split(/\s+/).filter(Boolean);
  console.log("counted", words.length);
  return words.length;
}

function main() {
  const steps = [() => countWords("a b c"), () => console.log("done")];
  for (const step of steps) step();
}

main();
