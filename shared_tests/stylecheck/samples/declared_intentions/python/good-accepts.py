"""Prices with tax: types declared to the checker (as the book does), not in annotations."""


class Accepts:
    def __init__(self, *types):
        self._types = types

    def __call__(self, function):
        def checked(*args):
            for expected, value in zip(self._types, args):
                if type(value) is not expected:
                    raise TypeError(f"{function.__name__} expects {expected.__name__}, got {type(value).__name__}")
            return function(*args)

        return checked


@Accepts(float, float)
def with_tax(price, rate):
    return round(price * (1 + rate), 2)


@Accepts(list)
def total(prices):
    return sum(with_tax(p, 0.2) for p in prices)


print(total([1.5, 2.25]))
