// An abstraction nobody is bound to: the concrete thing stands alone.
class Greeter {
  greet(name) { throw new Error(`not implemented: greet ${name}`); }
}

class English {
  greet(name) { return "hello " + name; }
}

function welcome(greeter, names) { return names.map((name) => greeter.greet(name)); }

console.log(welcome(new English(), ["Ann", "Ben"]));
