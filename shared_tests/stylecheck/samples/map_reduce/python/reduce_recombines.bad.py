# Chunks and a map, but the partial counts are printed one chunk at a time: nothing recombines them.
import sys
from collections import Counter


def chunks(words, size=500):
    for i in range(0, len(words), size):
        yield words[i : i + size]


def count(chunk):
    return Counter(chunk).most_common(3)


for partial in map(count, chunks(sys.stdin.read().lower().split())):
    print(partial)
