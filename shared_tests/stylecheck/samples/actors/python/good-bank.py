"""Transfers between bank accounts: every account and the ledger is a thread with a mailbox of its own."""

import queue
import sys
import threading


class Agent(threading.Thread):
    def __init__(self):
        super().__init__()
        self.inbox = queue.Queue()

    def tell(self, *message):
        self.inbox.put(message)

    def run(self):
        while True:
            kind, *body = self.inbox.get()
            if kind == "halt":
                break
            getattr(self, "on_" + kind)(*body)


class Account(Agent):
    def __init__(self, name, ledger):
        super().__init__()
        self._name, self._balance, self._ledger = name, 0, ledger

    def on_deposit(self, amount):
        self._balance += amount
        self._ledger.tell("record", self._name, self._balance)

    def on_withdraw(self, amount, to):
        if amount <= self._balance:
            self._balance -= amount
            to.tell("deposit", amount)
        self._ledger.tell("record", self._name, self._balance)


class Ledger(Agent):
    def __init__(self):
        super().__init__()
        self._balances = {}

    def on_record(self, name, balance):
        self._balances[name] = balance

    def on_report(self, done):
        print(sorted(self._balances.items()))
        done.put(True)


ledger = Ledger()
accounts = {name: Account(name, ledger) for name in ("ann", "bob")}
for agent in (ledger, *accounts.values()):
    agent.start()
for line in sys.stdin:
    verb, who, amount, *to = line.split()
    if verb == "deposit":
        accounts[who].tell("deposit", int(amount))
    else:
        accounts[who].tell("withdraw", int(amount), accounts[to[0]])
done = queue.Queue()
for account in accounts.values():
    account.tell("halt")
    account.join()
ledger.tell("report", done)
done.get(timeout=5)
ledger.tell("halt")
ledger.join()
