// A board exists, but only the main program uses it: no entity subscribes or publishes.
class Board {
  constructor() { this._wanted = {}; }

  subscribe(kind, handler) { (this._wanted[kind] = this._wanted[kind] || []).push(handler); }

  publish(kind, payload) { for (const handler of this._wanted[kind] || []) handler(payload); }
}

const board = new Board();
board.subscribe("word", (word) => console.log(word.toUpperCase()));
for (const word of "a b c".split(" ")) board.publish("word", word);
