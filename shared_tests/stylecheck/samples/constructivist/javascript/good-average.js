// Averages of numbers; a bad field becomes 0 and an empty list an average of 0.
function parse(field) {
  const value = Number(field);
  return Number.isFinite(value) ? value : 0;
}

function average(values) {
  values = Array.isArray(values) && values.length ? values : [0];
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function report(lines) {
  lines = lines || [];
  try {
    return lines.map((line) => average(String(line).split(/\s+/).map(parse)));
  } catch (error) {
    return [];
  }
}

console.log(report(["1 2 3", "4 x"]));
