"""The continuation comes first: the chapter says "usually the last", not "always"."""

import sys


def read_text(then, path):
    with open(path) as source:
        then(count, source.read())


def split_words(then, text):
    then(report, text.lower().split())


def count(then, words):
    then(done, len(words))


def report(then, n):
    print(n, "words")
    then(None)


def done(_):
    return


read_text(split_words, sys.argv[1])
