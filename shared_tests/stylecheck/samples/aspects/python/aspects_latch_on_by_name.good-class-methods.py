"""A logging aspect woven onto every public method of a class, found by reading the class."""
import functools


class Account:
    def __init__(self):
        self._balance = 0

    def deposit(self, amount):
        self._balance += amount
        return self._balance

    def withdraw(self, amount):
        self._balance -= amount
        return self._balance


def logged(method):
    @functools.wraps(method)
    def wrapper(*args):
        result = method(*args)
        print(method.__name__, args[1:], "->", result)
        return result

    return wrapper


for name, member in list(vars(Account).items()):
    if callable(member) and not name.startswith("_"):
        setattr(Account, name, logged(member))

account = Account()
account.deposit(10)
account.withdraw(3)
