# Mailboxes, but no threads: one loop on the main thread hands each thing its messages in turn.
import queue
import sys


class Thing:
    def __init__(self, receive):
        self.mailbox = queue.Queue()
        self.receive = receive

    def step(self):
        while not self.mailbox.empty():
            self.receive(self.mailbox.get())


printer = Thing(print)
shouter = Thing(lambda line: printer.mailbox.put(line.upper()))
for line in sys.stdin:
    shouter.mailbox.put(line.rstrip("\n"))
    for thing in (shouter, printer):
        thing.step()
