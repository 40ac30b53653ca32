def deposit(balance, amount):
    return balance + amount


def withdraw(balance, amount):
    return balance - amount if amount <= balance else balance


def run():
    balance = deposit(0, 50)
    return withdraw(balance, 20)
