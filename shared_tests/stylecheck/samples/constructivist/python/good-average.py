"""Averages of the numbers on each line; a bad field becomes 0 and a bad line an average of 0."""
import sys


def parse(field):
    try:
        return float(field)
    except (TypeError, ValueError):
        return 0.0


def average(values):
    values = values or [0.0]
    return sum(values) / len(values)


def report(lines):
    lines = lines if lines is not None else []
    return [round(average([parse(f) for f in line.split()]), 2) for line in lines]


print(report(sys.stdin.readlines()))
