"""One path of a step ends without calling its continuation: the chain just stops there."""

import sys


def read_numbers(path, then):
    with open(path) as source:
        then([float(t) for t in source.read().split()], report)


def summarise(numbers, then):
    if not numbers:
        return 0.0
    then(sum(numbers) / len(numbers), done)


def report(value, then):
    print(value)
    then(None)


def done(_):
    return


read_numbers(sys.argv[1], summarise)
