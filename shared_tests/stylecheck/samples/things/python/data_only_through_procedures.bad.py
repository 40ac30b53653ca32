"""An account whose balance is read and changed from outside it."""


class Account:
    def __init__(self, owner):
        self._owner = owner
        self._balance = 0

    def deposit(self, amount):
        self._balance += amount

    def owner(self):
        return self._owner


class Bank:
    def __init__(self):
        self._accounts = []

    def open(self, owner):
        account = Account(owner)
        self._accounts.append(account)
        return account

    def total(self):
        return sum(account._balance for account in self._accounts)


bank = Bank()
mine = bank.open("me")
mine.deposit(10)
print(mine.owner(), bank.total())
