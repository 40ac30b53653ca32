// The view does the counting: it changes the model's data while drawing it.
const readline = require("node:readline");

class Words {
  constructor() {
    this.lines = [];
    this.counts = {};
  }

  add(line) {
    this.lines.push(line);
  }
}

class Table {
  constructor(words) {
    this.words = words;
  }

  render() {
    for (const w of this.words.lines[this.words.lines.length - 1].split(/\s+/)) {
      this.words.counts[w] = (this.words.counts[w] || 0) + 1;
    }
    console.log(this.words.counts);
  }
}

const words = new Words();
const table = new Table(words);
readline.createInterface({ input: process.stdin }).on("line", (line) => {
  words.add(line);
  table.render();
});
