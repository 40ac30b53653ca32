import sys


def read_text(path):
    with open(path) as file:
        return file.read()


def split_words(text):
    return text.lower().split()


def count_words(words):
    return {word: words.count(word) for word in set(words)}


def top(counts):
    return sorted(counts.items(), key=lambda pair: -pair[1])[:25]


def show(pairs):
    return "\n".join(f"{word} - {count}" for word, count in pairs)


print(show(top(count_words(split_words(read_text(sys.argv[1]))))))
