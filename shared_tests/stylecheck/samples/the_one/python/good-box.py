"""Statistics of a file of numbers: the value is wrapped in a Box, functions are bound to it one after another."""

import sys


class Box:
    def __init__(self, value):
        self._value = value

    def bind(self, function):
        return Box(function(self._value))

    def unwrap(self):
        return self._value


def read_text(path):
    with open(path) as source:
        return source.read()


def numbers(text):
    return [float(token) for token in text.split()]


def summary(values):
    return {"count": len(values), "mean": sum(values) / max(len(values), 1)}


def render(stats):
    return f"{stats['count']} numbers, mean {stats['mean']:.2f}"


print(Box(sys.argv[1]).bind(read_text).bind(numbers).bind(summary).bind(render).unwrap())
