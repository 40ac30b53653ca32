# Threads, but the data goes straight into each unit's own queue: mailboxes, not shared spaces.
import queue
import sys
import threading


class Counter(threading.Thread):
    def __init__(self):
        super().__init__()
        self.inbox, self.total = queue.Queue(), 0

    def run(self):
        while (word := self.inbox.get()) is not None:
            self.total += len(word)


counters = [Counter(), Counter()]
for counter in counters:
    counter.start()
for number, word in enumerate(sys.stdin.read().split()):
    counters[number % 2].inbox.put(word)
for counter in counters:
    counter.inbox.put(None)
    counter.join()
print(sum(counter.total for counter in counters))
