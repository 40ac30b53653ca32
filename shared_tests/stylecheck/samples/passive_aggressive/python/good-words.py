"""Word counting: functions jump out on bad arguments; only main, which can answer, catches."""
import sys


def read_text(path):
    if not isinstance(path, str) or not path:
        raise ValueError(f"read_text needs a path, not {path!r}")
    with open(path) as file:
        return file.read()


def count_words(text):
    if not isinstance(text, str):
        raise TypeError("count_words needs text")
    counts = {}
    for word in text.lower().split():
        counts[word] = counts.get(word, 0) + 1
    return counts


def main():
    try:
        counts = count_words(read_text(sys.argv[1]))
    except (IndexError, OSError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print(sorted(counts.items(), key=lambda pair: -pair[1])[:10])
    return 0


if __name__ == "__main__":
    sys.exit(main())
