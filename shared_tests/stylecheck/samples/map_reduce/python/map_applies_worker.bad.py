# Chunks and a reduce, but a loop runs the counting chunk after chunk into a list: no map applies a worker.
import sys
from collections import Counter
from functools import reduce


def chunks(words, size=500):
    return [words[i : i + size] for i in range(0, len(words), size)]


partials = []
for chunk in chunks(sys.stdin.read().lower().split()):
    partials.append(Counter(chunk))
print(reduce(lambda a, b: a + b, partials).most_common(10))
