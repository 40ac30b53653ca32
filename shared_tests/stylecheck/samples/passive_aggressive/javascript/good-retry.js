// A prompt that asks again: the one level that can react to a bad answer catches it and asks again.
function parseAge(text) {
  if (typeof text !== "string" || !/^\d+$/.test(text.trim())) throw new RangeError(`${text} is not an age`);
  return Number(text);
}

function isAdult(age) {
  if (age < 0) throw new RangeError("an age is not negative");
  return age >= 18;
}

function ask(answers) {
  if (!Array.isArray(answers)) throw new TypeError("ask wants answers");
  for (const answer of answers) {
    try {
      return isAdult(parseAge(answer));
    } catch (error) {
      console.log("again:", error.message);
    }
  }
  return false;
}

console.log(ask(["ten", "-", "21"]));
