"""Word counting with I/O quarantined in actions that bind; only the main program runs them."""
import sys


class IO:
    def __init__(self, effect):
        self._effect = effect

    def bind(self, then):
        return IO(lambda: then(self._effect()).run())

    def run(self):
        return self._effect()


def read_text(stream):
    return IO(lambda: stream.read())


def show(text):
    return IO(lambda: print(text))


def count_words(text):
    counts = {}
    for word in text.lower().split():
        counts[word] = counts.get(word, 0) + 1
    return sorted(counts.items(), key=lambda pair: -pair[1])[:10]


def program(stream):
    return read_text(stream).bind(lambda text: show(count_words(text)))


if __name__ == "__main__":
    program(sys.stdin).run()
