# The reactive trinity: the view subscribes to the tally, which calls it back after each change.
import sys


class Tally:
    def __init__(self):
        self.counts, self._listeners = {}, []

    def subscribe(self, listener):
        self._listeners.append(listener)

    def count_line(self, line):
        for word in line.lower().split():
            self.counts[word] = self.counts.get(word, 0) + 1
        for listener in self._listeners:
            listener(self)


def show_top(tally):
    best = sorted(tally.counts.items(), key=lambda pair: (-pair[1], pair[0]))[:3]
    print(", ".join(f"{word} {count}" for word, count in best))


def drive(tally, stream):
    while line := stream.readline():
        tally.count_line(line)


tally = Tally()
tally.subscribe(show_top)
drive(tally, sys.stdin)
