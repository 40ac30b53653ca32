// A timing aspect woven onto a module's functions from outside, by their names.
const counting = {
  readWords(text) { return text.toLowerCase().split(/\s+/).filter(Boolean); },
  count(words) {
    const counts = {};
    for (const word of words) counts[word] = (counts[word] || 0) + 1;
    return counts;
  },
};

function timed(name, fn) {
  return (...args) => {
    const start = Date.now();
    const result = fn(...args);
    console.error(`${name} took ${Date.now() - start} ms`);
    return result;
  };
}

for (const name of ["readWords", "count"]) counting[name] = timed(name, counting[name]);

console.log(counting.count(counting.readWords("a b a c")));
