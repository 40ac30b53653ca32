"""Deferred actions exist, but a pure-looking function prints for itself."""
import sys


class IO:
    def __init__(self, effect):
        self._effect = effect

    def bind(self, then):
        return IO(lambda: then(self._effect()).run())

    def run(self):
        return self._effect()


def count_words(text):
    counts = {}
    for word in text.lower().split():
        counts[word] = counts.get(word, 0) + 1
    print("counted", len(counts), "words")
    return counts


def program(stream):
    return IO(lambda: stream.read()).bind(lambda text: IO(lambda: print(count_words(text))))


if __name__ == "__main__":
    program(sys.stdin).run()
