"""Composed functions, but one of them changes a module-level list instead of handing its result on."""

import sys

seen = []


def words(text):
    return text.lower().split()


def remember(word_list):
    seen.extend(word_list)
    return word_list


def count(word_list):
    return len(set(word_list))


print(count(remember(words(sys.stdin.read()))), len(seen))
