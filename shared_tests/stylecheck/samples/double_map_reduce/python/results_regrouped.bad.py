# Chunks and two maps, but the second map works on each chunk's results as they come: no shuffle by key.
import sys
from collections import Counter


def chunks(words, size=100):
    return [words[i : i + size] for i in range(0, len(words), size)]


def pairs(chunk):
    return [(word, 1) for word in chunk]


def totals(pair_list):
    return Counter(word for word, _ in pair_list).most_common(3)


for best in map(totals, map(pairs, chunks(sys.stdin.read().lower().split()))):
    print(best)
