"""The numbered rules of SPEC.md (and of EXERCISES.md, written the same way): numbers, text and sections."""

from __future__ import annotations

import functools
import re
from pathlib import Path

from shared_tests.harness.transcript import FIXTURES

SPEC = FIXTURES.parent / "SPEC.md"
EXERCISES = FIXTURES.parent / "EXERCISES.md"  # the exercises' rules (E1.1 ...): shared_tests/exercises.py
_RULE = re.compile(r"^- \*\*(?P<rule>[A-Z]\d+\.\d+)\*\*(?P<text>.*(?:\n(?!- \*\*|#|\n).*)*)", re.MULTILINE)
_SECTION = re.compile(r"^## (?P<number>[A-Z]\d+) (?P<title>.+)$", re.MULTILINE)


@functools.cache
def _read(path: Path = SPEC) -> str:
    return path.read_text(encoding="utf-8")


def rules(path: Path = SPEC) -> list[str]:
    """Every rule number defined in SPEC.md (or in `path`), in order."""
    return [match["rule"] for match in _RULE.finditer(_read(path))]


@functools.cache
def texts() -> dict[str, str]:
    """Rule number -> its text, on one line (code blocks and their indentation folded away); the exercises'
    rules too."""
    found = {}
    for path in (SPEC, EXERCISES):
        for match in _RULE.finditer(_read(path)):
            text = re.sub(r"\s*```.*?```", f" (see {path.name})", match["text"], flags=re.DOTALL)
            found[match["rule"]] = " ".join(text.split())
    return found


@functools.cache
def sections() -> dict[str, str]:
    """Section number (R6) -> its title (Frames); the exercises' sections too (E2 -> Chording)."""
    return {match["number"]: match["title"] for path in (SPEC, EXERCISES) for match in _SECTION.finditer(_read(path))}


def section(rule: str) -> str:
    """The section a rule belongs to: R6.4 -> R6."""
    return rule.split(".")[0]
