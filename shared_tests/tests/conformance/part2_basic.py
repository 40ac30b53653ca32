"""Part II, basic styles: monolith (4), cookbook (5), pipeline (6), code_golf (7)."""

from __future__ import annotations

import ast
import re

from shared_tests.tests.conformance import Style, functions, non_blank_lines, walk, where

MUTATORS = {
    "append",
    "extend",
    "insert",
    "pop",
    "remove",
    "clear",
    "update",
    "add",
    "discard",
    "setdefault",
    "popitem",
    "sort",
    "reverse",
    "__setitem__",
    "__delitem__",
}


def no_definitions(style: Style) -> list[str]:
    """monolith: no functions, classes or lambdas of its own."""
    kinds = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)
    return [f"{where(n, node)} defines a {type(node).__name__}" for n, node in walk(style.sources, *kinds)]


def procedures_without_parameters(style: Style) -> list[str]:
    """cookbook: procedures take no parameters and return nothing."""
    problems = []
    for name, func in functions(style.sources):
        args = func.args
        if args.args or args.posonlyargs or args.kwonlyargs or args.vararg or args.kwarg:
            problems.append(f"{where(name, func)} {func.name} takes parameters")
        for node in ast.walk(func):
            if isinstance(node, ast.Return) and node.value is not None:
                problems.append(f"{where(name, node)} {func.name} returns a value")
    return problems


def shared_state_declared(style: Style) -> list[str]:
    """cookbook: the shared state means the same everywhere. A procedure that binds a shared (module-level) name
    declares it `global`, never shadows it with a local of the same name, and never changes it as the hidden
    target of a loop: a shared value is set by a plain assignment that a reader can see."""
    problems = []
    for name, tree in style.sources.items():
        shared = {
            target.id
            for node in tree.body
            if isinstance(node, (ast.Assign, ast.AnnAssign))
            for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
            for target in ast.walk(target)
            if isinstance(target, ast.Name)
        }
        for func in (n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))):
            declared = {g for n in ast.walk(func) if isinstance(n, ast.Global) for g in n.names}
            for node in ast.walk(func):
                if isinstance(node, (ast.For, ast.AsyncFor, ast.comprehension)):
                    for n in ast.walk(node.target):
                        if isinstance(n, ast.Name) and n.id in shared:
                            kind = "global" if n.id in declared else "local"
                            problems.append(
                                f"{where(name, node)} {func.name}: the loop rebinds shared {n.id!r} ({kind})"
                            )
                elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                    if node.id in shared and node.id not in declared:
                        problems.append(f"{where(name, node)} {func.name}: a local {node.id!r} shadows the shared one")
    return sorted(set(problems))


def no_shared_mutable_state(style: Style) -> list[str]:
    """pipeline: no global/nonlocal, no module-level name rebound or mutated."""
    sources = style.sources
    problems = [
        f"{where(n, node)} {type(node).__name__.lower()}" for n, node in walk(sources, ast.Global, ast.Nonlocal)
    ]
    for name, tree in sources.items():
        module_names = {
            target.id
            for node in tree.body
            if isinstance(node, (ast.Assign, ast.AnnAssign))
            for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
            if isinstance(target, ast.Name)
        }
        for node in tree.body:
            if isinstance(node, ast.AugAssign):
                problems.append(f"{where(name, node)} changes a module-level name")
        for _, call in walk({name: tree}, ast.Call):
            func = call.func
            if (
                isinstance(func, ast.Attribute)
                and func.attr in MUTATORS
                and isinstance(func.value, ast.Name)
                and func.value.id in module_names
            ):
                problems.append(f"{where(name, call)} mutates module-level {func.value.id}")
        for _, node in walk({name: tree}, ast.Assign, ast.AugAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                base = target.value if isinstance(target, (ast.Subscript, ast.Attribute)) else None
                if isinstance(base, ast.Name) and base.id in module_names:
                    problems.append(f"{where(name, node)} mutates module-level {base.id}")
    return problems


def plain_composition(style: Style) -> list[str]:
    """pipeline: the program is a plain composition of stages, and each stage takes what the one before gave it.
    Some call composes at least four of the program's functions (`compose(f, g, h, k)`), and no stage asks what
    it was given (`isinstance`, `type`): only the edge, `main`, may, to check the input before it enters the
    pipe. A stage lifted so that failures flow past it is the_one's bind (chapter 10), not a pipeline."""
    problems = []
    defined = {f.name for _, f in functions(style.sources)}
    composed = any(
        sum(isinstance(a, ast.Name) and a.id in defined for a in call.args) >= 4
        for _, call in walk(style.sources, ast.Call)
    )
    if not composed:
        problems.append("no call composes four or more of the program's functions")
    for name, func in functions(style.sources):
        if func.name == "main":
            continue
        for node in ast.walk(func):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("isinstance", "type"):
                problems.append(f"{where(name, node)} {func.name} asks what its input is: checks belong at the edge")
    return problems


def within_line_budget(style: Style) -> list[str]:
    """code_golf: no more non-blank lines of Python (the boundary too) than the README's **N lines**, and none
    longer than 200 characters (a line budget that one endless line could game is no budget)."""
    recorded = re.search(r"\*\*(\d+) lines\*\*", (style.folder / "README.md").read_text(encoding="utf-8"))
    if not recorded:
        return ["README records no **N lines** budget"]
    count = sum(non_blank_lines(text) for text in style.texts.values())
    problems = [] if count <= int(recorded.group(1)) else [f"{count} lines, the README records {recorded.group(1)}"]
    for name, text in style.texts.items():
        problems += [
            f"{name}:{i} is {len(line)} characters long"
            for i, line in enumerate(text.splitlines(), 1)
            if len(line) > 200
        ]
    return problems


RULES = {
    "monolith": [no_definitions],
    "cookbook": [procedures_without_parameters, shared_state_declared],
    "pipeline": [no_shared_mutable_state, plain_composition],
    "code_golf": [within_line_budget],
}
NEGATIVE_SAMPLES = {
    "no_definitions": "def f():\n    pass\n",
    "procedures_without_parameters": "def reveal(row):\n    return row\n",
    "shared_state_declared": (
        "square = (0, 0)\nnumbers = {}\n\ndef place_mines():\n    global square\n    for square in [(0, 0), (0, 1)]:\n"
        "        numbers[square] = 0\n\ndef draw_symbols():\n    for square in numbers:\n        print(square)\n"
    ),
    "no_shared_mutable_state": "board = []\ndef reveal():\n    global board\n    board.append(1)\n",
    "plain_composition": (
        "from functools import reduce\n\nclass Failure:\n    pass\n\n"
        "def passing_failures(stage):\n"
        "    return lambda value: value if isinstance(value, Failure) else stage(value)\n\n"
        "def compose(*stages):\n    return lambda v: reduce(lambda r, s: passing_failures(s)(r), stages, v)\n\n"
        "def first(argv):\n    return argv\n\ndef name(path):\n    return path\n\ndef read(path):\n    return path\n\n"
        "def parse(data):\n    return data\n\nload_board = compose(first, name, read, parse)\n"
    ),
    "within_line_budget": {
        "README.md": "The whole game is **20 lines**.",
        "__main__.py": "\n".join(f"x{i} = {i}" for i in range(21)),
    },
}
