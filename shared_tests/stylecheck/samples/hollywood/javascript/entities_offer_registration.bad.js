// Entities that hold their partners and call them: nothing can register a callback.
class Printer {
  show(line) { console.log(line); }
}

class Counter {
  constructor(printer) { this._printer = printer; this._count = 0; }

  count(words) {
    this._count += words.length;
    this._printer.show(`${this._count} words`);
  }
}

new Counter(new Printer()).count(["a", "b"]);
