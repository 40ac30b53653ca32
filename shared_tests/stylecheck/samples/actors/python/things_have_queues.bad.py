# Threads, but one queue for all of them: nobody has a mailbox of its own.
import queue
import sys
import threading

lines = queue.Queue()


class Shouter(threading.Thread):
    def run(self):
        while (line := lines.get()) is not None:
            print(line.upper())


workers = [Shouter(), Shouter()]
for worker in workers:
    worker.start()
for line in sys.stdin:
    lines.put(line.rstrip("\n"))
for worker in workers:
    lines.put(None)
for worker in workers:
    worker.join()
