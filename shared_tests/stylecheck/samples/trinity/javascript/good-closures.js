// The trinity with closures: a tally object, a view function subscribed to it, a controller reading lines.
const readline = require("node:readline");

function makeTally() {
  const listeners = [];
  return {
    counts: new Map(),
    subscribe(listener) {
      listeners.push(listener);
    },
    countLine(line) {
      for (const word of line.toLowerCase().split(/\s+/).filter(Boolean)) {
        this.counts.set(word, (this.counts.get(word) || 0) + 1);
      }
      listeners.forEach((listener) => listener(this));
    },
  };
}

function showTop(tally) {
  const best = [...tally.counts].sort((a, b) => b[1] - a[1]).slice(0, 3);
  console.log(best.map(([w, n]) => `${w} ${n}`).join(", "));
}

function drive(tally, input) {
  readline.createInterface({ input }).on("line", (line) => tally.countLine(line));
}

const tally = makeTally();
tally.subscribe(showTop);
drive(tally, process.stdin);
