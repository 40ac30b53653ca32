"""Part III, function composition: infinite_mirror (8), kick_forward (9), the_one (10)."""

from __future__ import annotations

import ast

from shared_tests.tests.conformance import Style, called_names, functions, walk, where


def recursive(style: Style) -> list[str]:
    """infinite_mirror: at least three functions call themselves, and nothing loops with `while`."""
    selfish = [
        f.name
        for _, f in functions(style.sources)
        if any(isinstance(c, ast.Call) and getattr(c.func, "id", None) == f.name for c in ast.walk(f))
    ]
    problems = [] if len(selfish) >= 3 else [f"only {selfish} are recursive"]
    return problems + [f"{where(n, node)} a while loop" for n, node in walk(style.sources, ast.While)]


def continuation_last(style: Style) -> list[str]:
    """kick_forward: each function's last parameter is its continuation: it is called or passed on."""
    problems = []
    for name, func in functions(style.sources):
        params = func.args.posonlyargs + func.args.args
        if not params:
            problems.append(f"{where(name, func)} {func.name} has no continuation parameter")
            continue
        last = params[-1].arg
        used = False
        for call in (n for n in ast.walk(func) if isinstance(n, ast.Call)):
            callee = isinstance(call.func, ast.Name) and call.func.id == last
            passed = any(isinstance(a, ast.Name) and a.id == last for a in call.args)
            used = used or callee or passed
        if not used:
            problems.append(f"{where(name, func)} {func.name}: last parameter {last!r} is never called or passed on")
    return problems


def wrap_bind_unwrap(style: Style) -> list[str]:
    """the_one: a wrapper class with wrap (its constructor or a `wrap` method), bind and unwrap."""
    for _, cls in walk(style.sources, ast.ClassDef):
        methods = {item.name for item in cls.body if isinstance(item, ast.FunctionDef)}
        if {"bind", "unwrap"} <= methods and methods & {"__init__", "wrap"}:
            return [] if "bind" in called_names(style.sources) else ["bind is defined but the program never binds"]
    return ["no class with wrap (or __init__), bind and unwrap"]


RULES = {
    "infinite_mirror": [recursive],
    "kick_forward": [continuation_last],
    "the_one": [wrap_bind_unwrap],
}
NEGATIVE_SAMPLES = {
    "recursive": "def f(n):\n    while n:\n        n -= 1\n",
    "continuation_last": "def reveal(board, then):\n    return board\n",
    "wrap_bind_unwrap": "class TheOne:\n    def __init__(self, v):\n        self.v = v\n",
}
