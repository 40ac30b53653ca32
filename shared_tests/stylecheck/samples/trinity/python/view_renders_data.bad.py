# The view does the counting: it changes the model's data while drawing it.
import sys


class Words:
    def __init__(self):
        self.lines, self.counts = [], {}

    def add(self, line):
        self.lines.append(line)


class Table:
    def __init__(self, words):
        self._words = words

    def render(self):
        for word in self._words.lines[-1].lower().split():
            self._words.counts[word] = self._words.counts.get(word, 0) + 1
        print(sorted(self._words.counts.items())[:5])


class Keyboard:
    def __init__(self, words, table):
        self._words, self._table = words, table

    def run(self):
        for line in sys.stdin:
            self._words.add(line)
            self._table.render()


words = Words()
Keyboard(words, Table(words)).run()
