"""Whole-list operations, but with the builtins: no numpy arrays."""

import sys

readings = list(map(float, sys.stdin.read().split()))
mean = sum(readings) / max(len(readings), 1)
print(mean, list(filter(lambda r: r > mean, readings)))
