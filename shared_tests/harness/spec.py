"""The numbered rules of SPEC.md: their numbers, their text, and their sections."""

from __future__ import annotations

import functools
import re

from shared_tests.harness.transcript import FIXTURES

SPEC = FIXTURES.parent / "SPEC.md"
_RULE = re.compile(r"^- \*\*(?P<rule>[A-Z]\d+\.\d+)\*\*(?P<text>.*(?:\n(?!- \*\*|#|\n).*)*)", re.MULTILINE)
_SECTION = re.compile(r"^## (?P<number>[A-Z]\d+) (?P<title>.+)$", re.MULTILINE)


@functools.cache
def _read() -> str:
    return SPEC.read_text(encoding="utf-8")


def rules() -> list[str]:
    """Every rule number defined in SPEC.md, in order."""
    return [match["rule"] for match in _RULE.finditer(_read())]


@functools.cache
def texts() -> dict[str, str]:
    """Rule number -> its text, on one line (code blocks and their indentation folded away)."""
    found = {}
    for match in _RULE.finditer(_read()):
        text = re.sub(r"\s*```.*?```", " (see SPEC.md)", match["text"], flags=re.DOTALL)
        found[match["rule"]] = " ".join(text.split())
    return found


@functools.cache
def sections() -> dict[str, str]:
    """Section number (R6) -> its title (Frames)."""
    return {match["number"]: match["title"] for match in _SECTION.finditer(_read())}


def section(rule: str) -> str:
    """The section a rule belongs to: R6.4 -> R6."""
    return rule.split(".")[0]
