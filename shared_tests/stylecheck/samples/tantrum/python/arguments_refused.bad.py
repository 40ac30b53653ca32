"""Passes errors up with context, but one function takes any argument without a check."""
import sys


def parse(field):
    try:
        return int(field)
    except ValueError as error:
        raise ValueError(f"parse: {field!r} is not a number") from error


def total(fields):
    if not isinstance(fields, list):
        raise TypeError("total wants a list")
    try:
        return sum(parse(f) for f in fields)
    except ValueError as error:
        raise ValueError(f"total: {error}") from error


try:
    print(total(sys.argv[1:]))
except ValueError as error:
    sys.exit(str(error))
