# The workers take words from a space, but they write their counts straight into a shared dictionary.
import queue
import sys
import threading

words = queue.Queue()
counts = {}


def count():
    while True:
        try:
            word = words.get(timeout=0.5)
        except queue.Empty:
            return
        counts[word] = counts.get(word, 0) + 1


for word in sys.stdin.read().lower().split():
    words.put(word)
workers = [threading.Thread(target=count) for _ in range(3)]
for worker in workers:
    worker.start()
for worker in workers:
    worker.join()
print(sorted(counts.items(), key=lambda pair: -pair[1])[:10])
