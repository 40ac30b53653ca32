"""A plain program: nothing in it looks at itself."""
import sys


def count_words(text):
    counts = {}
    for word in text.lower().split():
        counts[word] = counts.get(word, 0) + 1
    return counts


print(sorted(count_words(sys.stdin.read()).items()))
