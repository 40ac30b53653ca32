// Temperature readings: the readings are the model, a bar chart the view, the console the controller.
const readline = require("node:readline");

class Readings {
  constructor() {
    this.values = [];
  }

  add(value) {
    this.values.push(value);
  }

  highest() {
    return Math.max(0, ...this.values);
  }
}

class BarChart {
  constructor(readings) {
    this.readings = readings;
  }

  draw() {
    const top = this.readings.highest() || 1;
    for (const v of this.readings.values.slice(-5)) {
      console.log(`${v.toFixed(1).padStart(6)} ${"#".repeat(Math.round((20 * v) / top))}`);
    }
  }
}

class Console {
  constructor(readings, chart) {
    this.readings = readings;
    this.chart = chart;
  }

  run() {
    readline.createInterface({ input: process.stdin }).on("line", (line) => {
      this.readings.add(Number(line));
      this.chart.draw();
    });
  }
}

const readings = new Readings();
new Console(readings, new BarChart(readings)).run();
