// Passes errors up with context, but one function takes any argument without a check.
function parse(field) {
  try {
    return JSON.parse(field);
  } catch (error) {
    throw new Error(`parse: ${field}`, { cause: error });
  }
}

function total(fields) {
  if (!Array.isArray(fields)) throw new TypeError("total wants a list");
  try {
    return fields.reduce((sum, f) => sum + parse(f), 0);
  } catch (error) {
    throw new Error(`total: ${error.message}`, { cause: error });
  }
}

try {
  console.log(total(["1", "x"]));
} catch (error) {
  console.error(error.message);
}
