// Two capsules, neither reappropriating the other's procedures.
class Stack {
  constructor() { this._items = []; }

  push(item) { this._items.push(item); }

  pop() { return this._items.pop(); }
}

class Calculator {
  constructor() { this._stack = new Stack(); }

  enter(number) { this._stack.push(number); }

  add() {
    const sum = this._stack.pop() + this._stack.pop();
    this._stack.push(sum);
    return sum;
  }
}

const calculator = new Calculator();
calculator.enter(2);
calculator.enter(3);
console.log(calculator.add());
