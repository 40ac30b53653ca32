// Entities wired to each other's handlers by hand: no infrastructure manages the events.
class Reader {
  constructor() { this._listeners = []; }

  listen(handler) { this._listeners.push(handler); }

  read(text) { for (const word of text.split(" ")) for (const handler of this._listeners) handler(word); }
}

class Counter {
  constructor(reader) { this._count = 0; reader.listen((word) => this._add(word)); }

  _add(word) { this._count += 1; console.log(this._count, word); }
}

const reader = new Reader();
new Counter(reader);
reader.read("a b c");
