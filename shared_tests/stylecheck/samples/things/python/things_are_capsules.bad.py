"""Word counting in plain procedures: no capsule keeps any data."""
import sys


def words(text):
    return text.lower().split()


def tally(words):
    counts = {}
    for word in words:
        counts[word] = counts.get(word, 0) + 1
    return counts


def most(counts, n):
    return sorted(counts.items(), key=lambda kv: -kv[1])[:n]


print(most(tally(words(sys.stdin.read())), 10))
