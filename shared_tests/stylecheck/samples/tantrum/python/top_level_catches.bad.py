"""Keeps the chapter, but nothing at the top catches: the error ends in a traceback (our reading)."""


def parse(field):
    if not isinstance(field, str):
        raise TypeError("parse wants text")
    try:
        return int(field)
    except ValueError as error:
        raise ValueError(f"parse: {field!r}") from error


print(parse("x"))
