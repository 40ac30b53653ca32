// Refuses bad arguments, but a middle level stops the error with a default instead of passing it up.
function parseNumber(field) {
  if (!/^\d+$/.test(field)) throw new RangeError(`${field} is not a number`);
  return Number(field);
}

function parseMove(line) {
  if (typeof line !== "string") throw new TypeError("parseMove wants text");
  try {
    return parseNumber(line);
  } catch (error) {
    return null;
  }
}

try {
  console.log(parseMove("x"));
} catch (error) {
  process.exitCode = 2;
}
