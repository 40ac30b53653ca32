"""Small helpers for the grader's words: points, plurals, shortened text."""

from __future__ import annotations


def _points(value: float) -> str:
    """Points as a report shows them: `4.0`, and to the hundredth below one point (a quarter of R10.4's is `0.25`,
    not `0.2`), so that the causes add up to what the score lost."""
    return f"{value:.1f}" if value >= 1 or abs(value * 10 - round(value * 10)) < 1e-9 else f"{value:.2f}"


def _plural(count: int, word: str, many: str | None = None) -> str:
    return f"{count:,} {word if count == 1 else many or word + 's'}"


def _short(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"
