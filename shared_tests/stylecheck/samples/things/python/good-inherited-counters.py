"""Word counting with capsules that reappropriate a base class's procedures."""
import sys


class Tally:
    def __init__(self):
        self._counts = {}

    def add(self, key):
        self._counts[key] = self._counts.get(key, 0) + 1

    def most(self, n):
        return sorted(self._counts.items(), key=lambda kv: (-kv[1], kv[0]))[:n]


class FilteredTally(Tally):
    def __init__(self, ignored):
        super().__init__()
        self._ignored = frozenset(ignored)

    def add(self, key):
        if key not in self._ignored:
            super().add(key)


class Text:
    def __init__(self, raw):
        self._raw = raw

    def words(self):
        return self._raw.lower().split()

    def size(self):
        return len(self._raw)


tally = FilteredTally({"the", "and", "a"})
text = Text(sys.stdin.read())
for word in text.words():
    tally.add(word)
print(text.size(), tally.most(10))
