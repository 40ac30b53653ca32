# Actors that are not Thread subclasses: each owns a thread and a mailbox, and handles one message at a time.
import queue
import sys
import threading


class Actor:
    def __init__(self, behaviour):
        self._mailbox = queue.SimpleQueue()
        self._behaviour = behaviour
        self._thread = threading.Thread(target=self._loop)
        self._thread.start()

    def post(self, message):
        self._mailbox.put(message)

    def wait(self):
        self._thread.join()

    def _loop(self):
        while (message := self._mailbox.get()) is not None:
            self._behaviour(message)


def printer(message):
    print(message)


def make_upper(next_actor):
    def upper(message):
        next_actor.post(message.upper())

    return upper


out = Actor(printer)
shout = Actor(make_upper(out))
for line in sys.stdin:
    shout.post(line.rstrip("\n"))
shout.post(None)
shout.wait()
out.post(None)
out.wait()
