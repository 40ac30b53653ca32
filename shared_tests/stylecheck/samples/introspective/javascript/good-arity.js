// A calculator that reads its own operations' names and arity to run a program of tokens.
class Calculator {
  add(a, b) { return a + b; }

  negate(a) { return -a; }

  run(tokens) {
    const stack = [];
    const operations = Object.getOwnPropertyNames(Calculator.prototype).filter((n) => n !== "constructor" && n !== "run");
    for (const token of tokens) {
      if (operations.includes(token)) {
        const operation = this[token];
        const operands = stack.splice(stack.length - operation.length, operation.length);
        stack.push(operation.apply(this, operands));
      } else {
        stack.push(Number(token));
      }
    }
    return stack;
  }
}

console.log(new Calculator().run("2 3 add negate".split(" ")), new Calculator().constructor.name);
