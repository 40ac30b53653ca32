"""The chain of binds folded over a list of functions, unwrapped at the end."""

import sys
from functools import reduce


class TheOne:
    def __init__(self, value):
        self.value = value

    def bind(self, function):
        self.value = function(self.value)
        return self

    def printme(self):
        print(self.value)


STEPS = [str.lower, str.split, len]
reduce(lambda one, step: one.bind(step), STEPS, TheOne(sys.stdin.read())).printme()
