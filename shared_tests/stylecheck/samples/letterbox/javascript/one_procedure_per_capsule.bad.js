// A capsule exposing a second procedure beside its letterbox.
class Lamp {
  constructor() { this._on = false; }

  dispatch(message) {
    if (message === "toggle") { this._on = !this._on; return undefined; }
    if (message === "state") return this._on;
    throw new Error(message);
  }

  reset() { this._on = false; }
}

class Switch {
  constructor(lamp) { this._lamp = lamp; }

  dispatch(message) {
    if (message === "press") {
      this._lamp.dispatch("toggle");
      return this._lamp.dispatch("state");
    }
    throw new Error(message);
  }
}

const lamp = new Lamp();
console.log(new Switch(lamp).dispatch("press"));
lamp.reset();
