// Refuses by throwing, but a middle level catches only to throw again (the tantrum's way).
function parse(field) {
  if (!/^\d+$/.test(field)) throw new RangeError(`${field} is not a number`);
  return Number(field);
}

function parseAll(fields) {
  if (!Array.isArray(fields)) throw new TypeError("parseAll wants a list");
  try {
    return fields.map(parse);
  } catch (error) {
    throw new RangeError(`fields: ${error.message}`);
  }
}

try {
  console.log(parseAll(["1", "x"]));
} catch (error) {
  console.error(error.message);
}
