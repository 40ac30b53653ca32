// A checker exists, but one function runs without handing it its arguments.
function expect(values, types) {
  values.forEach((value, i) => {
    if (typeof value !== types[i]) throw new TypeError(`expected ${types[i]}, got ${typeof value}`);
  });
}

function double(x) {
  expect([x], ["number"]);
  return 2 * x;
}

function shout(text) {
  return text.toUpperCase();
}

console.log(double(4), shout("hi"));
