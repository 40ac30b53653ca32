"""A wrapper exists, but the program applies its functions directly and wraps only at the end."""

import sys


class Box:
    def __init__(self, value):
        self._value = value

    def bind(self, function):
        return Box(function(self._value))

    def unwrap(self):
        return self._value


def words(text):
    return text.lower().split()


def count(word_list):
    return len(word_list)


print(Box(count(words(sys.stdin.read()))).bind(str).unwrap())
