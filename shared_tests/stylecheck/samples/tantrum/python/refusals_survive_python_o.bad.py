"""A check written as assert, which python -O removes."""


def parse(field):
    assert field.isdigit(), "a number"
    try:
        return int(field)
    except ValueError as error:
        raise ValueError(f"parse: {field}") from error


try:
    print(parse("12"))
except ValueError as error:
    print(error)
