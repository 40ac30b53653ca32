"""Catches only at the top, but a function answers an error code instead of jumping out."""
import sys


def parse(field):
    if not field.isdigit():
        return -1
    return int(field)


def total(fields):
    if not isinstance(fields, list):
        raise TypeError("total wants a list")
    return sum(parse(f) for f in fields)


def main():
    try:
        print(total(sys.argv[1:]))
    except TypeError as error:
        print(error)


if __name__ == "__main__":
    main()
