// A logging aspect latched onto an account through a Proxy: every method it has, none of them edited.
class Savings {
  constructor() { this._balance = 0; }

  deposit(amount) { this._balance += amount; return this._balance; }

  withdraw(amount) { if (amount <= this._balance) this._balance -= amount; return this._balance; }
}

function logged(target) {
  return new Proxy(target, {
    get(object, name) {
      const value = object[name];
      if (typeof value !== "function") return value;
      return (...args) => {
        const result = value.apply(object, args);
        console.log(`${String(name)}(${args}) -> ${result}`);
        return result;
      };
    },
  });
}

const account = logged(new Savings());
account.deposit(50);
account.withdraw(20);
