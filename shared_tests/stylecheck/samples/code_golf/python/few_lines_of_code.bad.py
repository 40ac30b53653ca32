import sys
import collections


def signature(word):
    return "".join(sorted(word))


groups = collections.defaultdict(set)
for word in sys.stdin.read().lower().split():
    groups[signature(word)].add(word)
for group in groups.values():
    if len(group) > 1:
        print(
            " ".join(
                sorted(group)
            )
        )
