"""Entities that take their partners whole and call them: nothing can register a callback."""


class Printer:
    def show(self, line):
        print(line)


class Counter:
    def __init__(self, printer):
        self._printer, self._count = printer, 0

    def count(self, words):
        self._count += len(words)
        self._printer.show(f"{self._count} words")


Counter(Printer()).count(["a", "b"])
