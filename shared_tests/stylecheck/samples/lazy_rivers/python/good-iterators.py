"""Longest words of a text as they stream past: iterator classes, each pulling from the one upstream."""

import sys


class Lines:
    def __init__(self, stream):
        self.stream = stream

    def __iter__(self):
        return self

    def __next__(self):
        line = self.stream.readline()
        if not line:
            raise StopIteration
        return line


class Words:
    def __init__(self, lines):
        self.lines, self.pending = iter(lines), []

    def __iter__(self):
        return self

    def __next__(self):
        while not self.pending:
            self.pending = next(self.lines).split()
        return self.pending.pop(0)


class Records:
    """Passes on a word only when it is longer than every word before it."""

    def __init__(self, words):
        self.words, self.best = iter(words), ""

    def __iter__(self):
        return self

    def __next__(self):
        for word in self.words:
            if len(word) > len(self.best):
                self.best = word
                return word
        raise StopIteration


for record in Records(Words(Lines(sys.stdin))):
    print(len(record), record)
