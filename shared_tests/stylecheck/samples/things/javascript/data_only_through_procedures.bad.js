// An account whose balance is read from outside it.
class Account {
  constructor(owner) { this._owner = owner; this._balance = 0; }

  deposit(amount) { this._balance += amount; }

  owner() { return this._owner; }
}

class Bank {
  constructor() { this._accounts = []; }

  open(owner) {
    const account = new Account(owner);
    this._accounts.push(account);
    return account;
  }

  total() { return this._accounts.reduce((sum, account) => sum + account._balance, 0); }
}

const bank = new Bank();
const mine = bank.open("me");
mine.deposit(10);
console.log(mine.owner(), bank.total());
