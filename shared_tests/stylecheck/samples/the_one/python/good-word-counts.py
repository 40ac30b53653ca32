import sys


class Box:
    def __init__(self, value):
        self._value = value

    def bind(self, function):
        return Box(function(self._value))

    def unwrap(self):
        return self._value


def read_text(path):
    with open(path) as file:
        return file.read()


def split_words(text):
    return text.lower().split()


def count_words(words):
    return {word: words.count(word) for word in set(words)}


print(Box(sys.argv[1]).bind(read_text).bind(split_words).bind(count_words).unwrap())
