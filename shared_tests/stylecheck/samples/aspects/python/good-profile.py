"""Word counting with a timing aspect woven on from outside, by the functions' names."""
import sys
import time


def read_words(stream):
    return stream.read().lower().split()


def count(words):
    return {word: words.count(word) for word in set(words)}


def timed(function):
    def wrapper(*args):
        start = time.perf_counter()
        result = function(*args)
        print(f"{function.__name__} took {time.perf_counter() - start:.4f} s", file=sys.stderr)
        return result

    return wrapper


for name in ("read_words", "count"):
    globals()[name] = timed(globals()[name])

print(sorted(count(read_words(sys.stdin)).items()))
