"""The numbered rules of SPEC.md."""

from __future__ import annotations

import re

from shared_tests.transcript import FIXTURES

SPEC = FIXTURES.parent / "SPEC.md"
_RULE = re.compile(r"^- \*\*(?P<rule>[A-Z]\d+\.\d+)\*\*", re.MULTILINE)


def rules() -> list[str]:
    """Every rule number defined in SPEC.md, in order."""
    return _RULE.findall(SPEC.read_text(encoding="utf-8"))
