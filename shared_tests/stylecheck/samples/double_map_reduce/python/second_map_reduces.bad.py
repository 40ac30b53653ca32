# Chunks, a map and a shuffle, but the groups are then summed in a loop, not by a second map.
import sys


def chunks(words, size=100):
    return [words[i : i + size] for i in range(0, len(words), size)]


def pairs(chunk):
    return [(word, 1) for word in chunk]


def regroup(pair_lists):
    groups = {}
    for pair_list in pair_lists:
        for word, one in pair_list:
            groups.setdefault(word, []).append(one)
    return groups


totals = {}
for word, ones in regroup(map(pairs, chunks(sys.stdin.read().lower().split()))).items():
    totals[word] = sum(ones)
print(sorted(totals.items(), key=lambda p: -p[1])[:10])
