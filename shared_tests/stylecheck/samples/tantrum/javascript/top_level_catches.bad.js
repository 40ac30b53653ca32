// Keeps the chapter, but nothing at the top catches: the error ends in a stack trace (our reading).
function parse(field) {
  if (typeof field !== "string") throw new TypeError("parse wants text");
  try {
    return JSON.parse(field);
  } catch (error) {
    throw new Error(`parse: ${field}`, { cause: error });
  }
}

console.log(parse("x"));
