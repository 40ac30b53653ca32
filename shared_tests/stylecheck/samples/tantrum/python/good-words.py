'''Word counting that refuses bad arguments and passes every error up with its context.'''
import sys


class CountError(Exception):
    """What went wrong, and where."""


def read_text(path):
    if not isinstance(path, str) or not path:
        raise CountError(f"read_text needs a path, not {path!r}")
    try:
        with open(path) as file:
            return file.read()
    except OSError as error:
        raise CountError(f"cannot read {path}: {error.strerror}") from error


def count_words(text):
    if not isinstance(text, str):
        raise CountError("count_words needs text")
    counts = {}
    for word in text.lower().split():
        counts[word] = counts.get(word, 0) + 1
    return counts


def report(path):
    if not path:
        raise CountError("report needs a path")
    try:
        return sorted(count_words(read_text(path)).items(), key=lambda pair: -pair[1])[:10]
    except CountError as error:
        raise CountError(f"no report for {path}: {error}") from error


def main():
    try:
        print(report(sys.argv[1] if len(sys.argv) > 1 else ""))
    except CountError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
