// Cells that know who depends on them: setting a value pushes the change to the dependent formulas.
class Cell {
  constructor(formula = null, inputs = []) {
    this.formula = formula;
    this.inputs = inputs;
    this.dependents = [];
    this.value = formula ? formula(...inputs.map((c) => c.value)) : 0;
    inputs.forEach((c) => c.dependents.push(this));
  }

  set(value) {
    this.value = value;
    this.dependents.forEach((d) => d.recompute());
  }

  recompute() {
    this.set(this.formula(...this.inputs.map((c) => c.value)));
  }
}

const celsius = new Cell();
const fahrenheit = new Cell((c) => (c * 9) / 5 + 32, [celsius]);
const kelvin = new Cell((c) => c + 273.15, [celsius]);
for (const arg of process.argv.slice(2)) {
  celsius.set(Number(arg));
  console.log(fahrenheit.value, kelvin.value);
}
