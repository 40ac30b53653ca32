"""No I/O in the counting, but the I/O is done on the spot in main, not in deferred actions."""
import sys


def count_words(text):
    counts = {}
    for word in text.lower().split():
        counts[word] = counts.get(word, 0) + 1
    return counts


def main():
    text = sys.stdin.read()
    print(count_words(text))


if __name__ == "__main__":
    main()
