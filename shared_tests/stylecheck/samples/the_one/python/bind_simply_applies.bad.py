"""bind decides whether to apply the function: a failure skips the rest (an Either, not The One)."""

import sys


class Failure:
    def __init__(self, why):
        self.why = why


class TheOne:
    def __init__(self, value):
        self._value = value

    def bind(self, step):
        return self if isinstance(self._value, Failure) else TheOne(step(self._value))

    def unwrap(self):
        return self._value


def parse(text):
    return [float(t) for t in text.split()] or Failure("no numbers")


print(TheOne(sys.stdin.read()).bind(parse).bind(sum).bind(round).unwrap())
