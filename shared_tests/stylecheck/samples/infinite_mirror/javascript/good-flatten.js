"use strict";
// Flatten nested JSON arrays given as an argument and sum them: the base case a number, the step a list.
function flatten(value) {
  if (!Array.isArray(value)) return [value];
  if (value.length === 0) return [];
  return [...flatten(value[0]), ...flatten(value.slice(1))];
}

function total(values) {
  return values.length === 0 ? 0 : values[0] + total(values.slice(1));
}

const numbers = flatten(JSON.parse(process.argv[2] || "[]"));
console.log(numbers.join(" "), "=", total(numbers));
