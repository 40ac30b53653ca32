"""Word counting whose functions are held to their annotations by a run-time checker."""
import functools
import inspect
import sys
import typing


def typechecked(function):
    hints = typing.get_type_hints(function)
    signature = inspect.signature(function)

    @functools.wraps(function)
    def checked(*args, **kwargs):
        for name, value in signature.bind(*args, **kwargs).arguments.items():
            if name in hints and not isinstance(value, hints[name]):
                raise TypeError(f"{function.__name__}: {name} must be {hints[name].__name__}")
        return function(*args, **kwargs)

    return checked


@typechecked
def words(text: str) -> list:
    return text.lower().split()


@typechecked
def count_words(words: list) -> dict:
    counts = {}
    for word in words:
        counts[word] = counts.get(word, 0) + 1
    return counts


if __name__ == "__main__":
    print(count_words(words(sys.stdin.read())))
