# Two maps and a shuffle, but the whole text is a single chunk.
import sys


def pairs(text):
    return [(word, 1) for word in text.lower().split()]


def regroup(pair_lists):
    groups = {}
    for pair_list in pair_lists:
        for word, one in pair_list:
            groups.setdefault(word, []).append(one)
    return groups


def total(group):
    return group[0], sum(group[1])


print(sorted(map(total, regroup(map(pairs, [sys.stdin.read()])).items()), key=lambda p: -p[1])[:10])
