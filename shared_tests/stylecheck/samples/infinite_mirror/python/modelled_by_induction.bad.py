"""Loops do the work; the one recursion has no base case to end it."""

import sys


def spin(n):
    return spin(n + 1)


counts = {}
for line in sys.stdin:
    for word in line.lower().split():
        counts[word] = counts.get(word, 0) + 1
for word in sorted(counts, key=counts.get, reverse=True)[:25]:
    print(word, "-", counts[word])
