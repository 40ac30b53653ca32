// The model prints its own data; the "view" only asks it to.
const readline = require("node:readline");

class Readings {
  constructor() {
    this.values = [];
  }

  add(value) {
    this.values.push(value);
  }

  printChart() {
    for (const v of this.values) console.log(`${v} ${"#".repeat(Math.round(v))}`);
  }
}

class Chart {
  constructor(readings) {
    this.readings = readings;
  }

  draw() {
    this.readings.printChart();
  }
}

const readings = new Readings();
const chart = new Chart(readings);
readline.createInterface({ input: process.stdin }).on("line", (line) => {
  readings.add(Number(line));
  chart.draw();
});
