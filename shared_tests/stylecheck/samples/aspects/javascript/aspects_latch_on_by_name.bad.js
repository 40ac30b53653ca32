// A timing helper each function calls itself: nothing latches on from outside.
function took(name, start) { console.error(`${name} took ${Date.now() - start} ms`); }

function doubled(values) {
  const start = Date.now();
  const result = values.map((v) => 2 * v);
  took("doubled", start);
  return result;
}

console.log(doubled([1, 2, 3]));
