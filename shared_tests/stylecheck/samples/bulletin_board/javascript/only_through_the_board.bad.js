// Entities use the board, but the reader also calls the counter directly.
class Board {
  constructor() { this._wanted = {}; }

  subscribe(kind, handler) { (this._wanted[kind] = this._wanted[kind] || []).push(handler); }

  publish(kind, payload) { for (const handler of this._wanted[kind] || []) handler(payload); }
}

class Counter {
  constructor(board) { this._count = 0; board.subscribe("word", () => { this._count += 1; }); }

  show() { console.log(this._count); }
}

class Reader {
  constructor(board, counter) {
    this._board = board;
    this._counter = counter;
    board.subscribe("text", (text) => this._read(text));
  }

  _read(text) {
    for (const word of text.split(" ")) this._board.publish("word", word);
    this._counter.show();
  }
}

const board = new Board();
new Reader(board, new Counter(board));
board.publish("text", "a b c");
