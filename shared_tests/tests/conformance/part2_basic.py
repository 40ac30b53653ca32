"""Part II, basic styles: monolith (4), cookbook (5), pipeline (6), code_golf (7)."""

from __future__ import annotations

import ast
import re

from shared_tests.tests.conformance import Style, functions, non_blank_lines, walk, where

MUTATORS = {
    "append", "extend", "insert", "pop", "remove", "clear", "update", "add", "discard", "setdefault", "popitem",
    "sort", "reverse", "__setitem__", "__delitem__",
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


def within_line_budget(style: Style) -> list[str]:
    """code_golf: no more non-blank lines of Python (the boundary too) than the README's **N lines**."""
    recorded = re.search(r"\*\*(\d+) lines\*\*", (style.folder / "README.md").read_text(encoding="utf-8"))
    if not recorded:
        return ["README records no **N lines** budget"]
    count = sum(non_blank_lines(text) for text in style.texts.values())
    return [] if count <= int(recorded.group(1)) else [f"{count} lines, the README records {recorded.group(1)}"]


RULES = {
    "monolith": [no_definitions],
    "cookbook": [procedures_without_parameters],
    "pipeline": [no_shared_mutable_state],
    "code_golf": [within_line_budget],
}
NEGATIVE_SAMPLES = {
    "no_definitions": "def f():\n    pass\n",
    "procedures_without_parameters": "def reveal(row):\n    return row\n",
    "no_shared_mutable_state": "board = []\ndef reveal():\n    global board\n    board.append(1)\n",
    "within_line_budget": {
        "README.md": "The whole game is **20 lines**.",
        "__main__.py": "\n".join(f"x{i} = {i}" for i in range(21)),
    },
}
