"""Word counting over a bulletin board: entities subscribe to events and publish events."""
import sys


class Board:
    def __init__(self):
        self._wanted = {}

    def subscribe(self, kind, handler):
        self._wanted.setdefault(kind, []).append(handler)

    def publish(self, kind, *payload):
        for handler in self._wanted.get(kind, []):
            handler(*payload)


class Reader:
    def __init__(self, board):
        self._board = board
        board.subscribe("start", self._start)

    def _start(self, text):
        for word in text.lower().split():
            self._board.publish("word", word)
        self._board.publish("done")


class Counter:
    def __init__(self, board):
        self._counts = {}
        board.subscribe("word", self._add)
        board.subscribe("done", self._show)

    def _add(self, word):
        self._counts[word] = self._counts.get(word, 0) + 1

    def _show(self):
        print(sorted(self._counts.items(), key=lambda pair: -pair[1])[:10])


board = Board()
Reader(board), Counter(board)
board.publish("start", sys.stdin.read())
