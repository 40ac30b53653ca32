"""Entities use the board, but the reader also calls the counter directly."""


class Board:
    def __init__(self):
        self._wanted = {}

    def subscribe(self, kind, handler):
        self._wanted.setdefault(kind, []).append(handler)

    def publish(self, kind, payload=None):
        for handler in self._wanted.get(kind, []):
            handler(payload)


class Counter:
    def __init__(self, board):
        self._count = 0
        board.subscribe("word", self.add)

    def add(self, word):
        self._count += 1

    def show(self):
        print(self._count)


class Reader:
    def __init__(self, board, counter):
        self._board, self._counter = board, counter
        board.subscribe("text", self._read)

    def _read(self, text):
        for word in text.split():
            self._board.publish("word", word)
        self._counter.show()


board = Board()
Reader(board, Counter(board))
board.publish("text", "a b c")
