"""Annotated throughout, but nothing checks the types while the program runs."""
import sys


def words(text: str) -> list:
    return text.lower().split()


def count_words(words: list) -> dict:
    counts = {}
    for word in words:
        counts[word] = counts.get(word, 0) + 1
    return counts


print(count_words(words(sys.stdin.read())))
