"""Word counting against Protocols: the things are bound structurally, checked when they are made."""
import sys
from typing import Protocol, runtime_checkable


@runtime_checkable
class Source(Protocol):
    def words(self) -> list[str]: ...


@runtime_checkable
class Tally(Protocol):
    def add(self, word: str) -> None: ...

    def top(self, n: int) -> list[tuple[str, int]]: ...


class StreamSource:
    def __init__(self, stream):
        self._stream = stream

    def words(self):
        return self._stream.read().lower().split()


class DictTally:
    def __init__(self):
        self._counts = {}

    def add(self, word):
        self._counts[word] = self._counts.get(word, 0) + 1

    def top(self, n):
        return sorted(self._counts.items(), key=lambda pair: -pair[1])[:n]


def count(source: Source, tally: Tally):
    for word in source.words():
        tally.add(word)
    return tally.top(10)


def main():
    source, tally = StreamSource(sys.stdin), DictTally()
    assert isinstance(source, Source) and isinstance(tally, Tally)
    print(count(source, tally))


main()
