// Word counting with things that are objects from keys to values; some values are functions using `this`.
const reader = {
  text: "",
  load(text) { this.text = text; },
  words() { return this.text.toLowerCase().split(/\s+/).filter(Boolean); },
};

const counter = {
  counts: {},
  add(word) { this.counts[word] = (this.counts[word] || 0) + 1; },
  top(n) { return Object.entries(this.counts).sort((a, b) => b[1] - a[1]).slice(0, n); },
};

reader.load("a b a c b a");
for (const word of reader.words()) counter.add(word);
console.log(counter.top(2));
