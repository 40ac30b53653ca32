"""No loop at all, but no array operation either: the readings are summed one element at a time, by recursion."""

import sys


def total(values, i):
    return 0.0 if i == len(values) else values[i] + total(values, i + 1)


readings = [float(token) for token in sys.stdin.read().split()[:500]]
print(total(readings, 0) / max(len(readings), 1))
