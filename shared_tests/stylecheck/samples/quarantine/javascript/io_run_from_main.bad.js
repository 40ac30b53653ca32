// Deferred actions, but a core function runs one itself instead of leaving it to main.
const readText = () => () => require("fs").readFileSync(0, "utf8");

function countWords() {
  return readText()().split(/\s+/).length;
}

function main() {
  const show = () => console.log(countWords());
  show();
}

main();
