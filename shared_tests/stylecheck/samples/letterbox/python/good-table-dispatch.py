"""A bank of accounts; each capsule dispatches through a table of its private handlers."""


class Account:
    def __init__(self):
        self._balance = 0
        self._handlers = {"deposit": self._deposit, "balance": self._report}

    def handle(self, message):
        kind, *rest = message
        if kind not in self._handlers:
            raise KeyError(f"unknown message {kind}")
        return self._handlers[kind](*rest)

    def _deposit(self, amount):
        self._balance += amount

    def _report(self):
        return self._balance


class Teller:
    def __init__(self, account):
        self._account = account

    def handle(self, message):
        if message[0] == "pay in":
            for amount in message[1]:
                self._account.handle(("deposit", amount))
            return self._account.handle(("balance",))
        raise KeyError(f"unknown message {message[0]}")


print(Teller(Account()).handle(("pay in", [5, 10, 20])))
