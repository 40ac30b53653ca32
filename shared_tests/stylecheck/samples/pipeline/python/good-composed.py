"""Column statistics of a CSV file: small functions, composed with reduce into one pipeline."""

import sys
from functools import reduce


def compose(*functions):
    return lambda value: reduce(lambda acc, f: f(acc), functions, value)


def read_lines(path):
    with open(path) as source:
        return source.read().splitlines()


def parse_rows(lines):
    return tuple(tuple(float(cell) for cell in line.split(",")) for line in lines if line.strip())


def columns(rows):
    return tuple(zip(*rows))


def statistics(cols):
    return tuple((min(col), max(col), sum(col) / len(col)) for col in cols)


def render(stats):
    return "\n".join(f"column {i}: min {lo:g} max {hi:g} mean {mean:.2f}" for i, (lo, hi, mean) in enumerate(stats, 1))


print(compose(read_lines, parse_rows, columns, statistics, render)(sys.argv[1]))
