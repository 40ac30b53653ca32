"""Part I, historical styles: good_old_times (1), go_forth (2), arrays (3)."""

from __future__ import annotations

import ast

from shared_tests.tests.conformance import Style, functions, imported_roots, walk, where


def _bound_names(tree: ast.AST) -> list[tuple[ast.AST, str]]:
    """(node, name) for every plain name the code binds to a value (assignments, loop and `with` targets...)."""
    found = []
    for node in ast.walk(tree):
        targets: list[ast.AST] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign, ast.For, ast.AsyncFor, ast.comprehension)):
            targets = [node.target]
        elif isinstance(node, ast.NamedExpr):
            targets = [node.target]
        elif isinstance(node, ast.withitem) and node.optional_vars is not None:
            targets = [node.optional_vars]
        for target in targets:
            found += [
                (node, n.id) for n in ast.walk(target) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)
            ]
    return found


def numbered_memory(style: Style) -> list[str]:
    """good_old_times: primary memory is one fixed-size list (`[..] * N`) addressed by number only
    (`memory[4]`, never `memory[ROWS]`); no other name holds data (only `with` targets, which stand for devices);
    subroutines take no parameters; secondary storage is a temporary file."""
    problems = []
    if "tempfile" not in {m.split(".")[0] for _, _, m in imported_roots(style.sources)}:
        problems.append("no tempfile for secondary storage")
    memories = {
        target.id
        for _, tree in style.sources.items()
        for node in tree.body
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.BinOp)
        and isinstance(node.value.op, ast.Mult)
        and isinstance(node.value.left, ast.List)
        for target in node.targets
        if isinstance(target, ast.Name)
    }
    if not memories:
        return [*problems, "no `memory = [..] * N` primary memory"]
    for name, tree in style.sources.items():
        for node, bound in _bound_names(tree):
            if bound not in memories and not isinstance(node, ast.withitem):
                problems.append(f"{where(name, node)} binds the name {bound!r}: data lives in numbered cells")
        for node in ast.walk(tree):
            if isinstance(node, ast.Subscript) and getattr(node.value, "id", None) in memories:
                if not (isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, int)):
                    problems.append(
                        f"{where(name, node)} addresses memory by {ast.unparse(node.slice)!r}, not a number"
                    )
    for name, func in functions(style.sources):
        args = func.args
        if args.args or args.posonlyargs or args.kwonlyargs or args.vararg or args.kwarg:
            problems.append(f"{where(name, func)} {func.name} takes parameters: subroutines share the cells")
    return problems


def _pops(node: ast.AST) -> list[ast.Call]:
    return [c for c in ast.walk(node) if isinstance(c, ast.Call) and getattr(c.func, "attr", "") == "pop"]


def data_stack(style: Style) -> list[str]:
    """go_forth: a data stack that words push to and pop from, many times over; words defined as sequences of
    other words (colon definitions); primitive words take their arguments from the stack, never as parameters;
    and no pop hides where it may not run (after the first operand of `and`/`or`, or in a branch of `x if c else
    y`), which leaves the stack in a state that depends on a short circuit."""
    problems = []
    names = [getattr(c.func, "attr", "") for _, c in walk(style.sources, ast.Call)]
    pushes, pops = names.count("append") + names.count("extend"), names.count("pop")
    if pushes < 10 or pops < 10:
        problems.append(f"only {pushes} pushes and {pops} pops")
    phrases = [
        c
        for _, c in walk(style.sources, ast.Call)
        if len(c.args) == 2
        and isinstance(c.args[1], ast.Constant)
        and isinstance(c.args[1].value, str)
        and len(c.args[1].value.split()) >= 2
    ]
    if len(phrases) < 2:
        problems.append("fewer than two colon definitions (a word made of a phrase of other words)")
    for name, func in functions(style.sources):
        decorated = any(isinstance(d, ast.Call) for d in func.decorator_list)
        args = func.args
        if decorated and (args.args or args.posonlyargs or args.kwonlyargs or args.vararg or args.kwarg):
            problems.append(f"{where(name, func)} word {func.name} takes parameters instead of popping them")
    for name, node in walk(style.sources, ast.BoolOp, ast.IfExp):
        maybe = node.values[1:] if isinstance(node, ast.BoolOp) else [node.body, node.orelse]
        for pop in (p for part in maybe for p in _pops(part)):
            problems.append(f"{where(name, pop)} pops inside a short circuit: the stack depends on it")
    return problems


ARRAY_LOOPS = {"ndindex", "ndenumerate", "nditer", "flat", "flatten", "ravel", "tolist", "argwhere", "nonzero"}


def _numpy_modules(style: Style) -> dict[str, ast.Module]:
    return {
        name: tree
        for name, tree in style.sources.items()
        if any(m.split(".")[0] == "numpy" for _, _, m in imported_roots({name: tree}))
    }


def whole_arrays(style: Style) -> list[str]:
    """arrays: the game is numpy operations over whole arrays. In the modules that use numpy no Python loop
    visits the squares: no loop or comprehension over a `range` of the board's size or over an array's
    elements (`np.ndindex`, `.flat`, `.tolist()`, `np.argwhere`...), and no loop nested in another one."""
    modules = _numpy_modules(style)
    if not modules:
        return ["numpy is never imported"]
    problems = []
    for name, tree in modules.items():
        loops = [n for n in ast.walk(tree) if isinstance(n, (ast.For, ast.AsyncFor, ast.comprehension))]
        for loop in loops:
            iterable = loop.iter
            for call in (c for c in ast.walk(iterable) if isinstance(c, ast.Call)):
                callee = call.func.id if isinstance(call.func, ast.Name) else getattr(call.func, "attr", "")
                if callee == "range" and not all(isinstance(a, (ast.Constant, ast.UnaryOp)) for a in call.args):
                    problems.append(f"{where(name, loop)} loops over {ast.unparse(iterable)}: squares, one by one")
                if callee in ARRAY_LOOPS:
                    problems.append(f"{where(name, loop)} loops over the elements of an array ({callee})")
            for attribute in (a for a in ast.walk(iterable) if isinstance(a, ast.Attribute)):
                if attribute.attr == "flat":
                    problems.append(f"{where(name, loop)} loops over the elements of an array (.flat)")
        statements = [n for n in ast.walk(tree) if isinstance(n, (ast.For, ast.AsyncFor, ast.While))]
        for outer in statements:
            for inner in ast.walk(outer):
                if inner is not outer and isinstance(inner, (ast.For, ast.AsyncFor, ast.comprehension)):
                    problems.append(f"{where(name, inner)} a loop nested in the loop of line {outer.lineno}")
    return problems


def uses_numpy(style: Style) -> list[str]:
    """The neural chapters: the arithmetic is numpy's."""
    roots = {m.split(".")[0] for _, _, m in imported_roots(style.sources)}
    return [] if "numpy" in roots else ["numpy is never imported"]


RULES = {
    "good_old_times": [numbered_memory],
    "go_forth": [data_stack],
    "arrays": [whole_arrays],
}
NEGATIVE_SAMPLES = {
    "numbered_memory": ("import tempfile\nmemory = [None] * 64\nROWS = 4\n\ndef load():\n    memory[ROWS] = 9\n"),
    "data_stack": (
        "stack = []\n"
        "def define(name, phrase):\n    pass\n"
        "define('frame', 'render-board banner prompt')\ndefine('count-mines', 'neighbours sum-mines')\n"
        + "stack.append(1)\nstack.pop()\n" * 10
        + "def play():\n    if stack[-1] > 0 and stack.pop() == b'F':\n        stack.append('')\n"
    ),
    "whole_arrays": (
        "import numpy as np\n\ndef counts(mines, rows, cols):\n    result = np.zeros((rows, cols))\n"
        "    for r in range(rows):\n        for c in range(cols):\n            result[r, c] = mines[r, c]\n"
        "    return result\n"
    ),
    "uses_numpy": "import math\n",
}
