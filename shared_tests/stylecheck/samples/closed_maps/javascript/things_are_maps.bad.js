// Data kept in an object, but no object carries a procedure: the functions stand apart.
const counter = { counts: {} };

function add(word) { counter.counts[word] = (counter.counts[word] || 0) + 1; }

function top(n) { return Object.entries(counter.counts).sort((a, b) => b[1] - a[1]).slice(0, n); }

for (const word of "a b a".split(" ")) add(word);
console.log(top(2));
