"""Refuses by raising, but a middle level catches only to raise again (the tantrum's way)."""


def parse(field):
    if not field.isdigit():
        raise ValueError(f"{field!r} is not a number")
    return int(field)


def parse_all(fields):
    if not isinstance(fields, list):
        raise TypeError("parse_all wants a list")
    try:
        return [parse(f) for f in fields]
    except ValueError as error:
        raise ValueError(f"fields: {error}") from error


def main():
    try:
        print(parse_all(["1", "x"]))
    except (TypeError, ValueError) as error:
        print(error)


if __name__ == "__main__":
    main()
