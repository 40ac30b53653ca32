"""A timing helper each function calls itself: nothing latches on from outside."""
import time


def timed_print(name, start):
    print(f"{name} took {time.perf_counter() - start:.4f} s")


def double(values):
    start = time.perf_counter()
    result = [2 * v for v in values]
    timed_print("double", start)
    return result


print(double([1, 2, 3]))
