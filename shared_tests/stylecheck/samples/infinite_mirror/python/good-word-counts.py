"""Word counts of stdin by induction: an empty list counts nothing; a list counts its head and then its tail."""

import sys

sys.setrecursionlimit(10000)


def count(words, counts):
    if not words:
        return counts
    head, *tail = words
    return count(tail, {**counts, head: counts.get(head, 0) + 1})


def insert(pair, ordered):
    if not ordered or pair[1] >= ordered[0][1]:
        return [pair, *ordered]
    return [ordered[0], *insert(pair, ordered[1:])]


def sort(pairs):
    return [] if not pairs else insert(pairs[0], sort(pairs[1:]))


def show(pairs, left):
    if pairs and left:
        print(pairs[0][0], "-", pairs[0][1])
        show(pairs[1:], left - 1)


show(sort(list(count(sys.stdin.read().lower().split()[:2000], {}).items())), 25)
