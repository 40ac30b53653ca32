"""Anagram classes again: the pipeline written as one named step after another, each taking the last one's output."""

import sys


def words(text):
    return sorted({word.lower() for word in text.split() if word.isalpha()})


def classes(word_list):
    return {key: tuple(w for w in word_list if sorted(w) == list(key)) for key in {tuple(sorted(w)) for w in word_list}}


def with_partners(groups):
    return [group for group in groups.values() if len(group) > 1]


def main(text):
    found = words(text)
    grouped = classes(found)
    paired = with_partners(grouped)
    return "\n".join(" ".join(group) for group in paired)


print(main(sys.stdin.read()))
