"""Statistics of a file of numbers, continuation-passing: each step hands its result to the function it was given."""

import sys


def read_numbers(path, then):
    with open(path) as source:
        numbers = [float(token) for token in source.read().split()]
    then(numbers, summarise)


def drop_outliers(numbers, then):
    middle = sorted(numbers)[len(numbers) // 2] if numbers else 0.0
    then([n for n in numbers if abs(n - middle) <= 10 * max(abs(middle), 1)], report)


def summarise(numbers, then):
    count = len(numbers)
    then({"count": count, "mean": sum(numbers) / count if count else 0.0}, finish)


def report(summary, then):
    print(f"{summary['count']} numbers, mean {summary['mean']:.2f}")
    then(None)


def finish(_):
    return


read_numbers(sys.argv[1], drop_outliers)
