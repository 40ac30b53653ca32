"""Keeps the chapter, but the context goes to a log and the same exception travels on (our reading)."""


def load(path):
    if not path:
        raise ValueError("no path")
    try:
        return open(path).read()
    except OSError as error:
        print("cannot read", path)
        raise error


def main():
    try:
        load("missing.txt")
    except (OSError, ValueError):
        return 1
    return 0


if __name__ == "__main__":
    main()
