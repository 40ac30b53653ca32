"""Part I, historical styles: good_old_times (1), go_forth (2), arrays (3)."""

from __future__ import annotations

import ast

from shared_tests.tests.conformance import Style, imported_roots, walk


def numbered_memory(style: Style) -> list[str]:
    """good_old_times: a fixed-size memory list and a temporary file as secondary storage."""
    roots = {m.split(".")[0] for _, _, m in imported_roots(style.sources)}
    sized = any(isinstance(n.op, ast.Mult) and isinstance(n.left, ast.List) for _, n in walk(style.sources, ast.BinOp))
    return ([] if "tempfile" in roots else ["no tempfile for secondary storage"]) + (
        [] if sized else ["no [..] * N memory"]
    )


def data_stack(style: Style) -> list[str]:
    """go_forth: a data stack that words push to and pop from, many times over."""
    names = [getattr(c.func, "attr", "") for _, c in walk(style.sources, ast.Call)]
    pushes, pops = names.count("append"), names.count("pop")
    return [] if pushes >= 10 and pops >= 10 else [f"only {pushes} pushes and {pops} pops"]


def uses_numpy(style: Style) -> list[str]:
    """arrays (and the neural chapters): the arithmetic is numpy's."""
    roots = {m.split(".")[0] for _, _, m in imported_roots(style.sources)}
    return [] if "numpy" in roots else ["numpy is never imported"]


RULES = {
    "good_old_times": [numbered_memory],
    "go_forth": [data_stack],
    "arrays": [uses_numpy],
}
NEGATIVE_SAMPLES = {
    "numbered_memory": "board = {}\n",
    "data_stack": "stack = []\nstack.append(1)\n",
    "uses_numpy": "import math\n",
}
