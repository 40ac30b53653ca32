// Formulas are written next to the data, but nothing applies them: the program works each value out again.
const cells = {
  price: { value: 0, formula: null },
  quantity: { value: 0, formula: null },
  total: { value: 0, formula: () => cells.price.value * cells.quantity.value },
};

for (let i = 2; i + 1 < process.argv.length; i += 2) {
  cells[process.argv[i]].value = Number(process.argv[i + 1]);
  cells.total.value = cells.price.value * cells.quantity.value;
  console.log(cells.total.value);
}
