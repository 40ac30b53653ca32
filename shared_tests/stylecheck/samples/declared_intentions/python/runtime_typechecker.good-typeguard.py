"""Word counting held to its annotations by a library's run-time checker (typeguard), not one of its own."""
import sys

from typeguard import typechecked


@typechecked
def words(text: str) -> list:
    return text.lower().split()


@typechecked
def count(items: list) -> dict:
    return {w: items.count(w) for w in set(items)}


print(count(words(sys.stdin.read())))
