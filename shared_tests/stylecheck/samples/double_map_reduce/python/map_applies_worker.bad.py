# Chunks, a shuffle and a second map, but the first stage is a loop, not a map.
import sys


def chunks(words, size=100):
    return [words[i : i + size] for i in range(0, len(words), size)]


def regroup(pair_lists):
    groups = {}
    for pair_list in pair_lists:
        for word, one in pair_list:
            groups.setdefault(word, []).append(one)
    return groups


def total(group):
    return group[0], sum(group[1])


emitted = []
for chunk in chunks(sys.stdin.read().lower().split()):
    emitted.append([(word, 1) for word in chunk])
print(sorted(map(total, regroup(emitted).items()), key=lambda p: -p[1])[:10])
