# How often each letter occurs: the text is cut into blocks, a Counter per block, the Counters added up.
import operator
import sys
from collections import Counter
from functools import reduce

BLOCK = 4096


def blocks(text):
    return [text[i : i + BLOCK] for i in range(0, len(text), BLOCK)]


text = sys.stdin.read().lower()
tallies = map(lambda block: Counter(c for c in block if c.isalpha()), blocks(text))
for letter, count in reduce(operator.add, tallies, Counter()).most_common(5):
    print(letter, count)
