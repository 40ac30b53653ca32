// Letterboxes that quietly ignore a message they do not understand.
class Lamp {
  constructor() { this._on = false; }

  dispatch(message) {
    if (message === "toggle") this._on = !this._on;
    else if (message === "state") return this._on;
    return undefined;
  }
}

class Switch {
  constructor(lamp) { this._lamp = lamp; }

  dispatch(message) {
    if (message === "press") {
      this._lamp.dispatch("toggle");
      return this._lamp.dispatch("state");
    }
    return undefined;
  }
}

console.log(new Switch(new Lamp()).dispatch("press"));
