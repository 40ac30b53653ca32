"""Anagram classes of the words on stdin, as nested function applications."""

import sys


def words(text):
    return sorted({word.lower() for word in text.split() if word.isalpha()})


def signature(word):
    return "".join(sorted(word))


def classes(word_list):
    return {sig: tuple(w for w in word_list if signature(w) == sig) for sig in map(signature, word_list)}


def with_partners(groups):
    return [group for group in groups.values() if len(group) > 1]


def lines(groups):
    return "\n".join(" ".join(group) for group in groups)


print(lines(with_partners(classes(words(sys.stdin.read())))))
