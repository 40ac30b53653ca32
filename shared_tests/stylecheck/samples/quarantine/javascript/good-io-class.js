// Word counting with I/O quarantined in actions that bind; only the main program runs them.
class IO {
  constructor(effect) { this._effect = effect; }

  bind(then) { return new IO(() => then(this._effect()).run()); }

  run() { return this._effect(); }
}

const readText = () => new IO(() => require("fs").readFileSync(0, "utf8"));
const show = (value) => new IO(() => console.log(value));

function countWords(text) {
  const counts = {};
  for (const word of text.toLowerCase().split(/\s+/).filter(Boolean)) counts[word] = (counts[word] || 0) + 1;
  return counts;
}

function main() {
  readText().bind((text) => show(countWords(text))).run();
}

main();
