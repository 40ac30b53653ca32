import sys


def count(words, counts):
    if not words:
        return counts
    return count(words[1:], {**counts, words[0]: counts.get(words[0], 0) + 1})


def show(pairs):
    if pairs:
        print(pairs[0][0], "-", pairs[0][1])
        show(pairs[1:])


show(sorted(count(open(sys.argv[1]).read().lower().split(), {}).items(), key=lambda p: -p[1])[:25])
