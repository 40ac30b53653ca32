// Total sales per region: batches of lines map to [region, amount] pairs, regrouped by region, a second map sums.
const fs = require("fs");

const batches = (lines, size) => {
  const out = [];
  for (let i = 0; i < lines.length; i += size) out.push(lines.slice(i, i + size));
  return out;
};

const emit = (batch) => batch.filter(Boolean).map((line) => {
  const [region, amount] = line.split(/\s+/);
  return [region, Number(amount)];
});

function regroup(emitted) {
  const groups = new Map();
  for (const pairs of emitted) {
    for (const [region, amount] of pairs) {
      if (!groups.has(region)) groups.set(region, []);
      groups.get(region).push(amount);
    }
  }
  return groups;
}

const total = ([region, amounts]) => [region, amounts.reduce((a, b) => a + b, 0)];

const lines = fs.readFileSync(process.argv[2], "utf8").split("\n");
const totals = [...regroup(batches(lines, 100).map(emit))].map(total);
console.log(totals.sort((a, b) => b[1] - a[1]));
