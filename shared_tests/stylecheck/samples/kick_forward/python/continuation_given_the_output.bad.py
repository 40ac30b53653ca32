"""A step does work after its continuation returns, and uses what the continuation gives back."""

import sys


def read_numbers(path, then):
    with open(path) as source:
        then([float(t) for t in source.read().split()], report)


def summarise(numbers, then):
    shown = then(sum(numbers) / max(len(numbers), 1), done)
    print("summary shown:", shown)


def report(value, then):
    print(value)
    then(None)


def done(_):
    return


read_numbers(sys.argv[1], summarise)
