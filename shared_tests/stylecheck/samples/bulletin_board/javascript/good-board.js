// Word counting over a bulletin board: entities subscribe to events and publish events.
class Board {
  constructor() { this._wanted = new Map(); }

  subscribe(kind, handler) {
    if (!this._wanted.has(kind)) this._wanted.set(kind, []);
    this._wanted.get(kind).push(handler);
  }

  publish(kind, payload) {
    for (const handler of this._wanted.get(kind) || []) handler(payload);
  }
}

class Reader {
  constructor(board) {
    this._board = board;
    board.subscribe("start", (text) => this._start(text));
  }

  _start(text) {
    for (const word of text.toLowerCase().split(/\s+/)) this._board.publish("word", word);
    this._board.publish("done");
  }
}

class Counter {
  constructor(board) {
    this._counts = {};
    board.subscribe("word", (word) => { this._counts[word] = (this._counts[word] || 0) + 1; });
    board.subscribe("done", () => console.log(this._counts));
  }
}

const board = new Board();
new Reader(board);
new Counter(board);
board.publish("start", "a b a c");
