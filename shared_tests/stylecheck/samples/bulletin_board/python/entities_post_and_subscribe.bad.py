"""A board exists, but only the main program uses it: the entities never subscribe nor publish."""


class Board:
    def __init__(self):
        self._wanted = {}

    def subscribe(self, kind, handler):
        self._wanted.setdefault(kind, []).append(handler)

    def publish(self, kind, payload):
        for handler in self._wanted.get(kind, []):
            handler(payload)


def shout(word):
    print(word.upper())


board = Board()
board.subscribe("word", shout)
for word in "a b c".split():
    board.publish("word", word)
