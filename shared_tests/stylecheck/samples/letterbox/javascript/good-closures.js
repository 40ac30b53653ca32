// A bank whose capsules are closures answering one procedure each: receive(message).
function makeAccount() {
  let balance = 0;
  const handlers = {
    deposit: (amount) => { balance += amount; return balance; },
    balance: () => balance,
  };
  return {
    receive(message, ...args) {
      if (!(message in handlers)) throw new Error(`unknown message ${message}`);
      return handlers[message](...args);
    },
  };
}

function makeTeller(account) {
  return {
    receive(message, ...args) {
      if (message !== "pay in") throw new Error(`unknown message ${message}`);
      for (const amount of args[0]) account.receive("deposit", amount);
      return account.receive("balance");
    },
  };
}

console.log(makeTeller(makeAccount()).receive("pay in", [5, 10, 20]));
