// The client uses a concrete thing by what it is: a procedure no abstraction declares.
class Greeter {
  greet(name) { throw new Error(`not implemented: greet ${name}`); }
}

class English extends Greeter {
  greet(name) { return "hello " + name; }

  spell(name) { return name.split("").join("-"); }
}

function welcome(greeter, names) { return names.map((name) => greeter.greet(name) + " " + greeter.spell(name)); }

console.log(welcome(new English(), ["Ann", "Ben"]));
