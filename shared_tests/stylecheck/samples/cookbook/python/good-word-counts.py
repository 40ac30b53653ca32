import sys

text = ""
words = []
counts = {}


def read_text():
    global text
    with open(sys.argv[1]) as file:
        text = file.read()


def split_words():
    words.extend(text.lower().split())


def count_words():
    for word in words:
        counts[word] = counts.get(word, 0) + 1


def show_counts():
    for word in sorted(counts, key=counts.get, reverse=True)[:25]:
        print(word, "-", counts[word])


read_text()
split_words()
count_words()
show_counts()
