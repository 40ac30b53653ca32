// Word counting between capsules that each expose one procedure: dispatch(message).
class Counter {
  constructor() { this._counts = {}; }

  dispatch([message, ...args]) {
    switch (message) {
      case "add":
        this._counts[args[0]] = (this._counts[args[0]] || 0) + 1;
        return undefined;
      case "top":
        return Object.entries(this._counts).sort((a, b) => b[1] - a[1]).slice(0, args[0]);
      default:
        throw new Error(`Counter does not understand ${message}`);
    }
  }
}

class Reader {
  constructor(text) { this._text = text; }

  dispatch([message, ...args]) {
    if (message === "feed") {
      for (const word of this._text.toLowerCase().split(/\s+/)) args[0].dispatch(["add", word]);
      return undefined;
    }
    throw new Error(`Reader does not understand ${message}`);
  }
}

const counter = new Counter();
new Reader("a b a c b a").dispatch(["feed", counter]);
console.log(counter.dispatch(["top", 2]));
