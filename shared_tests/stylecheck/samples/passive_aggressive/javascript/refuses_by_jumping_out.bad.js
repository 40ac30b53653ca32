// Catches only at the top, but a function answers an error code instead of jumping out.
function parse(field) {
  if (!/^\d+$/.test(field)) return -1;
  return Number(field);
}

function total(fields) {
  if (!Array.isArray(fields)) throw new TypeError("total wants a list");
  return fields.reduce((sum, f) => sum + parse(f), 0);
}

try {
  console.log(total(process.argv.slice(2)));
} catch (error) {
  console.error(error.message);
}
