"""Word count with the continuations written in place, as lambdas that take the value and call on."""

import sys


def read_text(path, k):
    with open(path) as source:
        return k(source.read())


def split_words(text, k):
    return k(text.lower().split())


def count(words, k):
    return k(len(words))


read_text(sys.argv[1], lambda text: split_words(text, lambda words: count(words, lambda n: print(n, "words"))))
