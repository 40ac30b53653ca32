"""Refuses by raising, but nothing at any level handles the errors."""


def parse(field):
    if not field.isdigit():
        raise ValueError(f"{field!r} is not a number")
    return int(field)


def total(fields):
    if not isinstance(fields, list):
        raise TypeError("total wants a list")
    return sum(parse(f) for f in fields)


print(total(["1", "2"]))
