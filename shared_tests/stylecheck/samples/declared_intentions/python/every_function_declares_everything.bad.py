"""Keeps the chapter, but a function without arguments declares no result and is not decorated (our reading)."""
import functools
import typing


def typechecked(function):
    hints = typing.get_type_hints(function)

    @functools.wraps(function)
    def checked(*args):
        for value, name in zip(args, function.__code__.co_varnames):
            if name in hints and not isinstance(value, hints[name]):
                raise TypeError(f"{function.__name__}: {name} must be {hints[name].__name__}")
        return function(*args)

    return checked


@typechecked
def double(x: int) -> int:
    return 2 * x


def main():
    print(double(4))


main()
