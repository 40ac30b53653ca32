"""Part VII, data-centric: persistent_tables (26), spreadsheet (27), lazy_rivers (28)."""

from __future__ import annotations

import ast

from shared_tests.tests.conformance import Sources, Style, functions, imported_roots, name_of, strings, walk, where


def state_in_sqlite(style: Style) -> list[str]:
    """persistent_tables: an in-memory sqlite database, tables, a join, a recursive CTE and ordered selects;
    moves are UPDATE statements on the squares."""
    text = " ".join(strings(style.sources).upper().split())
    wanted = {
        "sqlite3 import": any(m == "sqlite3" for _, _, m in imported_roots(style.sources)),
        ":memory: database": ":MEMORY:" in text,
        "CREATE TABLE": "CREATE TABLE" in text,
        "a JOIN": "JOIN" in text,
        "WITH RECURSIVE": "WITH RECURSIVE" in text,
        "ORDER BY": "ORDER BY" in text,
        "UPDATE squares": "UPDATE SQUARES" in text,
    }
    return [f"no {what}" for what, ok in wanted.items() if not ok]


def python_keeps_no_board(style: Style) -> list[str]:
    """persistent_tables: Python has no loop of its own over the board (a flood fill, a win check, a drawing
    loop): the only loop statement is the game loop; comprehensions only carry rows to and from the database."""
    loops = walk(style.sources, ast.For, ast.While, ast.AsyncFor)
    if len(loops) <= 1:
        return []
    return [f"{where(name, loop)}: a loop in Python; the queries should do this work" for name, loop in loops]


def _calls_named(node: ast.AST, words: tuple[str, ...]) -> bool:
    """Whether `node` contains a call of a function or method whose name contains one of `words`."""
    for call in ast.walk(node):
        if isinstance(call, ast.Call):
            name = name_of(call.func)
            if any(word in name.lower() for word in words):
                return True
    return False


def formulas_recompute(style: Style) -> list[str]:
    """spreadsheet: cells hold formulas (functions registered with the sheet, at least three through one
    method); nothing outside the sheet's engine (its class) loops to work the game out, except the game
    loop that reads input (the flood fill ripples through the formulas); and what the program writes is a
    cell's value, not the result of a drawing function it calls."""
    problems = []
    registrations: dict[str, int] = {}
    for _, call in walk(style.sources, ast.Call):
        arguments = [*call.args, *(k.value for k in call.keywords)]
        if isinstance(call.func, ast.Attribute) and any(isinstance(a, ast.Lambda) for a in arguments):
            registrations[call.func.attr] = registrations.get(call.func.attr, 0) + 1
    if max(registrations.values(), default=0) < 3:
        problems.append("no formulas: no method registers three or more functions (lambdas) as cells")
    in_classes = {id(node) for _, cls in walk(style.sources, ast.ClassDef) for node in ast.walk(cls)}
    for name, loop in walk(style.sources, ast.While):
        if id(loop) not in in_classes and not _calls_named(loop, ("read",)):
            problems.append(f"{where(name, loop)}: a while loop outside the sheet's engine works the game out")
    own = {f.name for _, f in functions(style.sources)}
    for name, call in walk(style.sources, ast.Call):
        if name_of(call.func) not in ("write", "print"):
            continue
        for inner in ast.walk(call):
            if isinstance(inner, ast.Call) and getattr(inner.func, "id", None) in own:
                problems.append(f"{where(name, call)}: writes what {inner.func.id}() computes, not a cell")
    return problems


def _generators(sources: Sources) -> set[str]:
    """The names of the functions that yield."""
    return {
        f.name for _, f in functions(sources) if any(isinstance(n, (ast.Yield, ast.YieldFrom)) for n in ast.walk(f))
    }


def uses_generators(style: Style) -> list[str]:
    """lazy_rivers: the stream is a chain of generators (at least four functions yield)."""
    yielding = _generators(style.sources)
    return [] if len(yielding) >= 4 else [f"only {sorted(yielding)} yield"]


def _chain_depth(node: ast.AST, generators: set[str]) -> int:
    """How many calls of generator functions are nested in `node`, outermost first: f(x, g(y, h(z))) is 3."""
    if not isinstance(node, ast.Call) or getattr(node.func, "id", None) not in generators:
        return 0
    return 1 + max((_chain_depth(arg, generators) for arg in node.args), default=0)


def input_flows_lazily(style: Style) -> list[str]:
    """lazy_rivers: standard input is read one line at a time, inside a generator, only when the next line
    is pulled (no readlines(), no read() of the whole input); the program's loop pulls from a river of at
    least three generators nested one in another."""
    problems = []
    generators = _generators(style.sources)
    for name, function in functions(style.sources):
        for call in ast.walk(function):
            if isinstance(call, ast.Call) and getattr(call.func, "attr", None) == "readline":
                if function.name not in generators:
                    problems.append(f"{where(name, call)}: {function.name}() reads a line but yields none")
    for name, call in walk(style.sources, ast.Call):
        chain = ast.unparse(call.func)
        if getattr(call.func, "attr", None) in ("readlines", "read") and "stdin" in chain:
            problems.append(f"{where(name, call)}: {chain}() reads the whole input at once")
    depths = [_chain_depth(loop.iter, generators) for _, loop in walk(style.sources, ast.For)]
    if max(depths, default=0) < 3:
        problems.append("no for loop pulls from a chain of three or more nested generators")
    return problems


RULES = {
    "persistent_tables": [state_in_sqlite, python_keeps_no_board],
    "spreadsheet": [formulas_recompute],
    "lazy_rivers": [uses_generators, input_flows_lazily],
}
NEGATIVE_SAMPLES = {
    "state_in_sqlite": "board = [[0] * 3]\n",
    "python_keeps_no_board": (
        "import sqlite3\n"
        "db = sqlite3.connect(':memory:')\n"
        "opened, waiting = set(), [(1, 1)]\n"
        "while waiting:\n"
        "    opened.add(waiting.pop())\n"
        "for row in range(3):\n"
        "    print(['.' for _ in range(3)])\n"
    ),
    "formulas_recompute": (
        "import sys\n"
        "cells = {}\n"
        "def draw(board):\n"
        "    return '\\n'.join(board)\n"
        "def flood(board, square):\n"
        "    waiting = [square]\n"
        "    while waiting:\n"
        "        board[waiting.pop()] = 'open'\n"
        "sys.stdout.write(draw(['...']))\n"
    ),
    "uses_generators": "def lines():\n    return []\n",
    "input_flows_lazily": (
        "import sys\n"
        "def moves(lines):\n"
        "    for line in lines:\n"
        "        yield line.split()\n"
        "def lines():\n"
        "    return sys.stdin.buffer.readline()\n"
        "for move in moves(sys.stdin.buffer.readlines()):\n"
        "    print(move)\n"
    ),
}
