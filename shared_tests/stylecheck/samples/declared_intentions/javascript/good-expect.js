// Prices with tax: each function hands its arguments and their declared types to the checker first.
function expect(values, types) {
  values.forEach((value, i) => {
    if (typeof value !== types[i]) throw new TypeError(`expected ${types[i]}, got ${typeof value}`);
  });
}

function withTax(price, rate) {
  expect([price, rate], ["number", "number"]);
  return Math.round(price * (1 + rate) * 100) / 100;
}

function total(prices) {
  expect([prices], ["object"]);
  return prices.reduce((sum, p) => sum + withTax(p, 0.2), 0);
}

console.log(total([1.5, 2.25]));
