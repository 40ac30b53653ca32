// Objects of procedures that never refer to their own object (the book allows it: our reading does not).
function greet(name) { return "hello " + name; }

function shout(text) { return text.toUpperCase(); }

const greeter = { greet, language: "en" };
const loud = { shout, volume: 11 };
console.log(loud.shout(greeter.greet("world")));
