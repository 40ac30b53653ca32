// Word counting against abstractions written as classes of operations that must be overridden.
class Source {
  words() { throw new TypeError("Source.words is abstract"); }
}

class Tally {
  add(word) { throw new TypeError(`Tally.add(${word}) is abstract`); }

  top(n) { throw new TypeError(`Tally.top(${n}) is abstract`); }
}

class TextSource extends Source {
  constructor(text) { super(); this._text = text; }

  words() { return this._text.toLowerCase().split(/\s+/).filter(Boolean); }
}

class ObjectTally extends Tally {
  constructor() { super(); this._counts = {}; }

  add(word) { this._counts[word] = (this._counts[word] || 0) + 1; }

  top(n) { return Object.entries(this._counts).sort((a, b) => b[1] - a[1]).slice(0, n); }
}

function count(source, tally) {
  for (const word of source.words()) tally.add(word);
  return tally.top(2);
}

console.log(count(new TextSource("a b a c b a"), new ObjectTally()));
