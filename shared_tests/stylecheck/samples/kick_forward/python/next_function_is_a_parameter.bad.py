"""Each step takes a continuation, but calls the next step by its name instead of through it."""

import sys


def read_numbers(path, then):
    with open(path) as source:
        summarise([float(t) for t in source.read().split()], then)


def summarise(numbers, then):
    report(sum(numbers) / max(len(numbers), 1), done)


def report(value, then):
    print(value)
    then(None)


def done(_):
    return


read_numbers(sys.argv[1], summarise)
