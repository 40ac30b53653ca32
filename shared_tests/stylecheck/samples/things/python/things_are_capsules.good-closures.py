"""A bank of accounts as closures: each account keeps its balance in its own variables and hands back procedures."""


def make_account(owner):
    balance = 0
    history = []

    def deposit(amount):
        nonlocal balance
        balance += amount
        history.append(("in", amount))

    def withdraw(amount):
        nonlocal balance
        if amount <= balance:
            balance -= amount
            history.append(("out", amount))

    def statement():
        return f"{owner}: {balance} after {len(history)} moves"

    return {"deposit": deposit, "withdraw": withdraw, "statement": statement}


def make_ledger():
    accounts = []

    def open_account(owner):
        account = make_account(owner)
        accounts.append(account)
        return account

    def report():
        return [account["statement"]() for account in accounts]

    return {"open": open_account, "report": report}


ledger = make_ledger()
mine = ledger["open"]("me")
mine["deposit"](30)
mine["withdraw"](10)
print(ledger["report"]())
