// Adds to itself with defineProperty (the book allows it), but makes no code from text (our reading wants it).
class Greeter {}

for (const word of ["hello", "goodbye"]) {
  Object.defineProperty(Greeter.prototype, word, { value: (name) => `${word}, ${name}` });
}
console.log(Object.getOwnPropertyNames(Greeter.prototype), new Greeter().hello("Ann"));
