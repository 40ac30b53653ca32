"""The One without a class: wrap, bind and unwrap are functions over a one-field record."""

import sys


def wrap(value):
    return {"held": value}


def bind(one, function):
    return wrap(function(one["held"]))


def unwrap(one):
    return one["held"]


def words(text):
    return text.lower().split()


def longest(word_list):
    return max(word_list, key=len, default="")


def shout(word):
    return word.upper() + "!"


one = wrap(sys.stdin.read())
one = bind(one, words)
one = bind(one, longest)
one = bind(one, shout)
print(unwrap(one))
