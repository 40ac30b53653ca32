"""Word counting between capsules that each have one slot: receive(message)."""
import sys


class Counter:
    def __init__(self):
        self._counts = {}

    def receive(self, message, *args):
        if message == "add":
            self._counts[args[0]] = self._counts.get(args[0], 0) + 1
        elif message == "top":
            return sorted(self._counts.items(), key=lambda pair: -pair[1])[: args[0]]
        else:
            raise ValueError(f"Counter does not understand {message!r}")


class Reader:
    def __init__(self, text):
        self._text = text

    def receive(self, message, *args):
        if message == "feed":
            for word in self._text.lower().split():
                args[0].receive("add", word)
        else:
            raise ValueError(f"Reader does not understand {message!r}")


counter = Counter()
Reader(sys.stdin.read()).receive("feed", counter)
print(counter.receive("top", 10))
