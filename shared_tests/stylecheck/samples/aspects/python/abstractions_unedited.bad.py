"""A woven aspect, but the function knows its advice: it is decorated with it in its own source."""
import time


def timed(function):
    def wrapper(*args):
        start = time.perf_counter()
        result = function(*args)
        print(f"{function.__name__} took {time.perf_counter() - start:.4f} s")
        return result

    return wrapper


@timed
def double(values):
    return [2 * v for v in values]


def total(values):
    return sum(values)


globals()["total"] = timed(total)
print(total(double([1, 2, 3])))
