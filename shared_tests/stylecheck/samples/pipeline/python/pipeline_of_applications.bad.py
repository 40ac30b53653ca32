"""Functions from input to output, but never applied one to another's result: no pipeline."""

import sys


def count_words(text):
    return len(text.split())


def count_lines(text):
    return len(text.splitlines())


def count_characters(text):
    return len(text)


TEXT = sys.stdin.read()
print(count_words(TEXT))
print(count_lines(TEXT))
print(count_characters(TEXT))
