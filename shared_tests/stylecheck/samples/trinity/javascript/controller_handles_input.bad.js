// A model and a view, but the model reads the input itself: nothing takes the input and updates the model.
const fs = require("fs");

class Readings {
  constructor() {
    this.values = [];
  }

  load() {
    this.values = fs.readFileSync(0, "utf8").split("\n").filter(Boolean).map(Number);
  }
}

class Chart {
  constructor(readings) {
    this.readings = readings;
  }

  draw() {
    for (const v of this.readings.values) console.log(v);
  }
}

const readings = new Readings();
readings.load();
new Chart(readings).draw();
