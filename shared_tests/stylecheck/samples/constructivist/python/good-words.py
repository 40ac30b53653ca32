"""Word counting that never gives up: bad arguments get defaults, failures get sensible values."""
import sys


def read_text(stream):
    if stream is None or not hasattr(stream, "read"):
        return ""
    try:
        return stream.read()
    except (OSError, UnicodeDecodeError):
        return ""


def count_words(text):
    if not isinstance(text, str):
        return {}
    counts = {}
    for word in text.lower().split():
        counts[word] = counts.get(word, 0) + 1
    return counts


def top(counts, n=10):
    if not isinstance(counts, dict):
        return []
    n = n if isinstance(n, int) and n > 0 else 10
    return sorted(counts.items(), key=lambda pair: -pair[1])[:n]


for word, count in top(count_words(read_text(sys.stdin))):
    print(word, "-", count)
