// Checks its arguments with defaults, but lets a failure escape instead of recovering.
function parse(field) {
  if (typeof field !== "string") return 0;
  if (!/^\d+$/.test(field.trim())) throw new Error(`${field} is not a number`);
  return Number(field);
}

function total(fields) {
  if (!Array.isArray(fields)) return 0;
  return fields.reduce((sum, f) => sum + parse(f), 0);
}

console.log(total(["1", "2", "x"]));
