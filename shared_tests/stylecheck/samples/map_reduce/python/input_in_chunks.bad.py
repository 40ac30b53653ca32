# A map and a reduce, but the whole text is one piece: nothing divides the input.
import sys
from collections import Counter
from functools import reduce


def count(text):
    return Counter(text.lower().split())


def merge(left, right):
    return left + right


print(reduce(merge, map(count, [sys.stdin.read()])).most_common(10))
