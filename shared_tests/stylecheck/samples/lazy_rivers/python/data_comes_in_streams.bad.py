# The stages are generators, but the first one is handed the whole text at once.
import sys


def words(text):
    for word in text.split():
        yield word.lower()


def long_words(words):
    for word in words:
        if len(word) > 7:
            yield word


text = open(sys.argv[1]).read()
for word in long_words(words(text)):
    print(word)
