// A bill splitter: pure functions, and a list of deferred steps (thunks) that main alone runs in order.
function shares(paid) {
  const names = Object.keys(paid);
  const each = names.reduce((sum, n) => sum + paid[n], 0) / Math.max(names.length, 1);
  return Object.fromEntries(names.map((n) => [n, paid[n] - each]));
}

function parse(lines) {
  return Object.fromEntries(lines.map((l) => l.trim().split(/\s+/)).filter((p) => p.length === 2).map(([n, a]) => [n, Number(a)]));
}

const getLines = (state) => () => { state.lines = require("fs").readFileSync(0, "utf8").split("\n"); };
const compute = (state) => () => { state.shares = shares(parse(state.lines)); };
const putShares = (state) => () => { console.log(state.shares); };

function main() {
  const state = {};
  for (const step of [getLines(state), compute(state), putShares(state)]) step();
}

main();
