// Refuses by throwing, but nothing at any level handles the errors.
function parse(field) {
  if (!/^\d+$/.test(field)) throw new RangeError(`${field} is not a number`);
  return Number(field);
}

function total(fields) {
  if (!Array.isArray(fields)) throw new TypeError("total wants a list");
  return fields.reduce((sum, f) => sum + parse(f), 0);
}

console.log(total(["1", "2"]));
