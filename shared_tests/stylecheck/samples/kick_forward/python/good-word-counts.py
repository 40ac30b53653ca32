import sys


def read_text(path, then):
    with open(path) as file:
        then(file.read(), count_words)


def split_words(text, then):
    then(text.lower().split(), show)


def count_words(words, then):
    then({word: words.count(word) for word in set(words)}, done)


def show(counts, then):
    print(sorted(counts.items()))
    then(None)


def done(_):
    return


read_text(sys.argv[1], split_words)
