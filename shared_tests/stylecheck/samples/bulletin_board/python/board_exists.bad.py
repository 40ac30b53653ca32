"""Entities wired to each other's handlers by hand: no infrastructure manages the events."""


class Reader:
    def __init__(self):
        self._listeners = []

    def listen(self, handler):
        self._listeners.append(handler)

    def read(self, text):
        for word in text.split():
            for handler in self._listeners:
                handler(word)


class Counter:
    def __init__(self, reader):
        self._count = 0
        reader.listen(self._add)

    def _add(self, word):
        self._count += 1
        print(self._count, word)


reader = Reader()
Counter(reader)
reader.read("a b c")
