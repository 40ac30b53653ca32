// Word counting in inversion of control: entities register handlers, the framework calls them back.
class Framework {
  constructor() { this._onLoad = []; this._onEnd = []; }

  registerForLoad(handler) { this._onLoad.push(handler); }

  registerForEnd(handler) { this._onEnd.push(handler); }

  run(text) {
    for (const handler of this._onLoad) handler(text);
    for (const handler of this._onEnd) handler();
  }
}

class Words {
  constructor(framework) {
    this._wordHandlers = [];
    framework.registerForLoad((text) => this._load(text));
  }

  registerForWord(handler) { this._wordHandlers.push(handler); }

  _load(text) {
    for (const word of text.toLowerCase().split(/\s+/)) this._wordHandlers.forEach((handler) => handler(word));
  }
}

class Counter {
  constructor(framework, words) {
    this._counts = {};
    words.registerForWord((word) => this._add(word));
    framework.registerForEnd(() => this._show());
  }

  _add(word) { this._counts[word] = (this._counts[word] || 0) + 1; }

  _show() { console.log(this._counts); }
}

const framework = new Framework();
new Counter(framework, new Words(framework));
framework.run("a b a c");
