// A checker exists and wraps the functions, but one declares no types to it.
function typed(types, fn) {
  return (...args) => {
    types.forEach((type, i) => {
      if (typeof args[i] !== type) throw new TypeError(`${fn.name}: argument ${i} must be ${type}`);
    });
    return fn(...args);
  };
}

const double = typed(["number"], (x) => 2 * x);

function shout(text) { return text.toUpperCase(); }

console.log(double(4), shout("hi"));
