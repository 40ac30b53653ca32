"""Plain data in maps, but no map carries a procedure: the functions stand apart."""
import sys

counter = {"counts": {}}


def add(word):
    counter["counts"][word] = counter["counts"].get(word, 0) + 1


def top(n):
    return sorted(counter["counts"].items(), key=lambda pair: -pair[1])[:n]


for word in sys.stdin.read().lower().split():
    add(word)
print(top(10))
