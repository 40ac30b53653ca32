"""Refuses bad arguments, but a middle level stops the error with a default instead of passing it up."""


def parse_number(field):
    if not field.isdigit():
        raise ValueError(f"{field!r} is not a number")
    return int(field)


def parse_move(line):
    if not isinstance(line, str):
        raise TypeError("parse_move wants text")
    try:
        return parse_number(line)
    except ValueError:
        return None


def main():
    try:
        print(parse_move("x"))
    except (TypeError, ValueError):
        return 2
    return 0


if __name__ == "__main__":
    main()
