"""Anagram classes of a word list: pairs (letters, word) per chunk, regrouped by letters, each group reduced."""

import sys


def chunks(words, size=200):
    return [words[i : i + size] for i in range(0, len(words), size)]


def keyed(chunk):
    return [("".join(sorted(word)), word) for word in chunk]


def shuffle(pair_lists):
    groups = {}
    for pairs in pair_lists:
        for key, word in pairs:
            groups.setdefault(key, set()).add(word)
    return groups


def anagram_class(group):
    key, words = group
    return len(words), sorted(words)


words = sys.stdin.read().lower().split()
classes = map(anagram_class, shuffle(map(keyed, chunks(words))).items())
for size, members in sorted(classes, reverse=True)[:5]:
    print(size, " ".join(members))
