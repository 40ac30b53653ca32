"""Checks its arguments with defaults, but lets a failure escape instead of recovering."""


def parse(field):
    if not isinstance(field, str):
        return 0
    if not field.strip().isdigit():
        raise ValueError(f"{field!r} is not a number")
    return int(field)


def total(fields):
    if not fields:
        return 0
    return sum(parse(f) for f in fields)


print(total(["1", "2", "x"]))
