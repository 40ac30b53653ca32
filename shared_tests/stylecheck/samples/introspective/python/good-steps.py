"""Word counting whose steps know their names, docstrings and caller, and never change them."""
import inspect
import sys


def count_words(text):
    """Count each word of the text."""
    counts = {}
    for word in text.lower().split():
        counts[word] = counts.get(word, 0) + 1
    return counts


def top(counts):
    """The ten most frequent words."""
    if inspect.stack()[1].function != "main":
        raise RuntimeError("top answers main only")
    return sorted(counts.items(), key=lambda pair: -pair[1])[:10]


def main():
    value = sys.stdin.read()
    for step in [globals()[name] for name in ("count_words", "top")]:
        print("next:", step.__name__, "-", step.__doc__, file=sys.stderr)
        value = step(value)
    print(value)


main()
