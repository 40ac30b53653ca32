"""Part VII, data-centric: persistent_tables (26), spreadsheet (27), lazy_rivers (28)."""

from __future__ import annotations

import ast

from shared_tests.tests.conformance import Style, functions, imported_roots, strings


def state_in_sqlite(style: Style) -> list[str]:
    """persistent_tables: an in-memory sqlite database, tables, a join, a recursive CTE and ordered selects."""
    text = strings(style.sources).upper()
    wanted = {
        "sqlite3 import": any(m == "sqlite3" for _, _, m in imported_roots(style.sources)),
        ":memory: database": ":MEMORY:" in text,
        "CREATE TABLE": "CREATE TABLE" in text,
        "a JOIN": "JOIN" in text,
        "WITH RECURSIVE": "WITH RECURSIVE" in text,
        "ORDER BY": "ORDER BY" in text,
    }
    return [f"no {what}" for what, ok in wanted.items() if not ok]


def uses_generators(style: Style) -> list[str]:
    """lazy_rivers: the stream is a chain of generators (at least four functions yield)."""
    yielding = {
        f.name
        for _, f in functions(style.sources)
        if any(isinstance(n, (ast.Yield, ast.YieldFrom)) for n in ast.walk(f))
    }
    return [] if len(yielding) >= 4 else [f"only {sorted(yielding)} yield"]


RULES = {
    "persistent_tables": [state_in_sqlite],
    "lazy_rivers": [uses_generators],
}
NEGATIVE_SAMPLES = {
    "state_in_sqlite": "board = [[0] * 3]\n",
    "uses_generators": "def lines():\n    return []\n",
}
