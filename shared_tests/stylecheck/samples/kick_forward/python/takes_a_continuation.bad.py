"""A step calls a plain helper that takes no continuation and hands its value back."""

import sys


def mean(numbers):
    return sum(numbers) / max(len(numbers), 1)


def read_numbers(path, then):
    with open(path) as source:
        then([float(t) for t in source.read().split()], report)


def summarise(numbers, then):
    then(mean(numbers), done)


def report(value, then):
    print(value)
    then(None)


def done(_):
    return


read_numbers(sys.argv[1], summarise)
