"""Deferred actions, but a core function runs one itself instead of leaving it to the main program."""
import sys


class IO:
    def __init__(self, effect):
        self._effect = effect

    def bind(self, then):
        return IO(lambda: then(self._effect()).run())

    def run(self):
        return self._effect()


def count_words(stream):
    text = IO(lambda: stream.read()).run()
    return len(text.split())


def program(stream):
    return IO(lambda: count_words(stream)).bind(lambda n: IO(lambda: print(n)))


if __name__ == "__main__":
    program(sys.stdin).run()
