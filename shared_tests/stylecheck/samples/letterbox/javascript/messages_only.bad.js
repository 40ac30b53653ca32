// A capsule reaching past another's letterbox into its private state.
class Lamp {
  constructor() { this._on = false; }

  dispatch(message) {
    if (message === "toggle") { this._on = !this._on; return undefined; }
    throw new Error(message);
  }
}

class Switch {
  constructor(lamp) { this._lamp = lamp; }

  dispatch(message) {
    if (message === "press") {
      this._lamp.dispatch("toggle");
      return this._lamp._on;
    }
    throw new Error(message);
  }
}

console.log(new Switch(new Lamp()).dispatch("press"));
