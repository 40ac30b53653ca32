# Spaces, but nothing runs concurrently: the same function is called in turn on the main thread.
import queue
import sys

words, lengths = queue.Queue(), queue.Queue()


def measure():
    while not words.empty():
        word = words.get_nowait()
        lengths.put((word, len(word)))


for word in sys.stdin.read().split():
    words.put(word)
measure()
while not lengths.empty():
    print(*lengths.get_nowait())
