"""Recovers from failures on the spot, but a function takes its arguments on trust."""
import sys


def read_text(stream):
    if stream is None:
        return ""
    try:
        return stream.read()
    except OSError:
        return ""


def count_words(text):
    counts = {}
    for word in text.lower().split():
        counts[word] = counts.get(word, 0) + 1
    return counts


print(count_words(read_text(sys.stdin)))
