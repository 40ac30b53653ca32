# The lines arrive one at a time, but each stage after the first builds a whole list.
import sys


def lines(path):
    with open(path) as source:
        for line in source:
            yield line


def words(lines):
    found = []
    for line in lines:
        found.extend(line.lower().split())
    return found


def long_words(words):
    return [word for word in words if len(word) > 7]


for word in long_words(words(lines(sys.argv[1]))):
    print(word)
