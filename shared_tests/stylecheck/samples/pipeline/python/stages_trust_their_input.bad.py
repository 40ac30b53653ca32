"""A stage that asks what its input is, so that failures flow past it: the_one's bind, not a pipeline's stage."""

import sys


class Failure:
    def __init__(self, why):
        self.why = why


def parse(text):
    return [float(t) for t in text.split()] if text.strip() else Failure("no numbers")


def total(numbers):
    return numbers if isinstance(numbers, Failure) else sum(numbers)


def show(value):
    return value.why if isinstance(value, Failure) else f"total {value}"


print(show(total(parse(sys.stdin.read()))))
