// Temperatures: each level checks, prints its context, and throws the error on.
function celsius(field) {
  if (typeof field !== "string") throw new TypeError(`celsius wants text, got ${typeof field}`);
  try {
    const value = Number(field);
    if (Number.isNaN(value)) throw new RangeError(`${field} is not a number`);
    return value;
  } catch (error) {
    console.error("celsius:", field);
    throw error;
  }
}

function fahrenheit(fields) {
  if (!Array.isArray(fields) || fields.length === 0) throw new RangeError("fahrenheit wants readings");
  try {
    return fields.map((f) => (celsius(f) * 9) / 5 + 32);
  } catch (error) {
    console.error("fahrenheit: could not convert", fields);
    throw error;
  }
}

try {
  console.log(fahrenheit(process.argv.slice(2)));
} catch (error) {
  console.error(`no conversion: ${error.message}`);
}
