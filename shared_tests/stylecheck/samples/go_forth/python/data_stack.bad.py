"""A stack and a heap exist, but the procedures take their data as parameters and return their results."""

import sys

stack = []
heap = {}


def read_numbers(text):
    stack.append(text)
    return [float(token) for token in stack.pop().split()]


def total(numbers):
    heap["numbers"] = numbers
    return sum(numbers)


def mean(numbers):
    return total(numbers) / max(len(numbers), 1)


print(mean(read_numbers(sys.stdin.read())))
