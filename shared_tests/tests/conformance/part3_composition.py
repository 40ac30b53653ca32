"""Part III, function composition: infinite_mirror (8), kick_forward (9), the_one (10)."""

from __future__ import annotations

import ast

from shared_tests.tests.conformance import Style, called_names, functions, walk, where


def recursive(style: Style) -> list[str]:
    """infinite_mirror: at least three functions call themselves, and nothing loops: no `while`, no `for`, not
    even inside a comprehension; every repetition is an induction."""
    selfish = [
        f.name
        for _, f in functions(style.sources)
        if any(isinstance(c, ast.Call) and getattr(c.func, "id", None) == f.name for c in ast.walk(f))
    ]
    problems = [] if len(selfish) >= 3 else [f"only {selfish} are recursive"]
    loops = (ast.While, ast.For, ast.AsyncFor, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
    return problems + [f"{where(n, node)} a loop ({type(node).__name__})" for n, node in walk(style.sources, *loops)]


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


def kicks_forward(style: Style) -> list[str]:
    """kick_forward: the next step is reached through a continuation, not by its name. A function may call one of
    the program's own functions by name only to hand a continuation on: its own (`reveal(game, square, then)`)
    or the exit (`fail(message, 2, sys.exit)`); `draw_frame(game, next_turn)` inside `next_turn` is a plain
    call in disguise."""
    problems = []
    defined = {f.name for _, f in functions(style.sources)}
    for name, func in functions(style.sources):
        params = func.args.posonlyargs + func.args.args
        own = params[-1].arg if params else None
        for call in (n for n in ast.walk(func) if isinstance(n, ast.Call)):
            if not (isinstance(call.func, ast.Name) and call.func.id in defined):
                continue
            last = call.args[-1] if call.args else None
            handed_on = (isinstance(last, ast.Name) and last.id == own) or (
                isinstance(last, ast.Attribute) and last.attr == "exit"
            )
            if not handed_on:
                problems.append(f"{where(name, call)} {func.name} calls {call.func.id} by name")
    return problems


WRITERS = {"write", "print", "exit", "flush"}


def wrap_bind_unwrap(style: Style) -> list[str]:
    """the_one: a wrapper class with wrap (its constructor or a `wrap` method), bind and unwrap; the program is a
    chain of at least five binds; and `unwrap` only hands the value out: it writes nothing and exits nothing
    (what the value means is for the plain function that receives it)."""
    wrappers = [
        (file, {item.name: item for item in cls.body if isinstance(item, ast.FunctionDef)})
        for file, cls in walk(style.sources, ast.ClassDef)
    ]
    wrappers = [(f, m) for f, m in wrappers if {"bind", "unwrap"} <= set(m) and set(m) & {"__init__", "wrap"}]
    if not wrappers:
        return ["no class with wrap (or __init__), bind and unwrap"]
    file, methods = wrappers[0]
    problems = []
    if "bind" not in called_names(style.sources):
        problems.append("bind is defined but the program never binds")

    def chain(node: ast.AST) -> int:
        links = 0
        while isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            links += node.func.attr == "bind"
            node = node.func.value
        return links

    if max((chain(c) for _, c in walk(style.sources, ast.Call)), default=0) < 5:
        problems.append("no chain of five or more binds")
    for call in (n for n in ast.walk(methods["unwrap"]) if isinstance(n, ast.Call)):
        callee = call.func.id if isinstance(call.func, ast.Name) else getattr(call.func, "attr", "")
        if callee in WRITERS:
            problems.append(f"{where(file, call)} unwrap calls {callee}: it should only hand the value out")
    return problems


RULES = {
    "infinite_mirror": [recursive],
    "kick_forward": [continuation_last, kicks_forward],
    "the_one": [wrap_bind_unwrap],
}
NEGATIVE_SAMPLES = {
    "recursive": (
        "def f(n):\n    return n and f(n - 1)\n\ndef g(n):\n    return n and g(n - 1)\n\n"
        "def h(n):\n    return n and h(n - 1)\n\ndef rows(board):\n    return [f(r) for r in board]\n"
    ),
    "continuation_last": "def reveal(board, then):\n    return board\n",
    "kicks_forward": (
        "def next_turn(game, then):\n    if not game:\n        return draw_frame(game, next_turn)\n"
        "    return then(game, draw_frame)\n\n"
        "def draw_frame(game, then):\n    return then(game, next_turn)\n"
    ),
    "wrap_bind_unwrap": (
        "import sys\n\nclass TheOne:\n    def __init__(self, v):\n        self.v = v\n"
        "    def bind(self, f):\n        return TheOne(f(self.v))\n"
        "    def unwrap(self):\n        sys.stderr.write(str(self.v))\n        return self.v\n\n"
        "TheOne(1).bind(abs).bind(abs).bind(abs).bind(abs).bind(abs).unwrap()\n"
    ),
}
