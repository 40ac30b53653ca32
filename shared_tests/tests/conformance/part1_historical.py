"""Part I, historical styles: good_old_times (1), go_forth (2), arrays (3)."""

from __future__ import annotations

import ast

from shared_tests.tests.conformance import Sources, Style, functions, imported_roots, name_of, parents, walk, where


# ---------------------------------------------------------------------------------------------- helpers
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


def _module_level(sources: Sources, test) -> dict[str, str]:
    """name -> file, for the module-level names a module binds to a value that `test` accepts."""
    found = {}
    for file, tree in sources.items():
        for node in tree.body:
            if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None and test(node.value):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                found |= {t.id: file for t in targets if isinstance(t, ast.Name)}
    return found


def _is_list(value: ast.AST) -> bool:
    if isinstance(value, ast.BinOp) and isinstance(value.op, ast.Mult):
        return isinstance(value.left, ast.List) or isinstance(value.right, ast.List)
    return isinstance(value, ast.List) or (isinstance(value, ast.Call) and name_of(value.func) == "list")


def _is_dict(value: ast.AST) -> bool:
    return isinstance(value, ast.Dict) or (isinstance(value, ast.Call) and name_of(value.func) == "dict")


def _number(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, int) and not isinstance(node.value, bool)


def _method_calls(sources: Sources, owner: str, methods: set[str]) -> list[tuple[str, ast.Call]]:
    """Calls `owner.m(...)` with m in `methods`."""
    return [
        (file, call)
        for file, call in walk(sources, ast.Call)
        if isinstance(call.func, ast.Attribute)
        and call.func.attr in methods
        and isinstance(call.func.value, ast.Name)
        and call.func.value.id == owner
    ]


def _own_statements(function: ast.AST) -> list[ast.AST]:
    """The nodes of a function's body, without the bodies of the functions and lambdas defined in it."""
    found, pending = [], list(ast.iter_child_nodes(function))
    while pending:
        node = pending.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            continue
        found.append(node)
        pending += list(ast.iter_child_nodes(node))
    return found


def _parameters(function: ast.FunctionDef | ast.AsyncFunctionDef) -> list[str]:
    args = function.args
    every = [*args.posonlyargs, *args.args, *args.kwonlyargs, *(a for a in (args.vararg, args.kwarg) if a)]
    return [a.arg for a in every if a.arg not in ("self", "cls")]


# ---------------------------------------------------------------------------------------------- good_old_times
OPENERS = {"open", "fdopen", "TemporaryFile", "NamedTemporaryFile", "SpooledTemporaryFile", "mkstemp"}


def _memories(sources: Sources) -> set[str]:
    """The lists the program addresses by number: module-level lists with three or more constant addresses."""
    lists = _module_level(sources, _is_list)
    addresses: dict[str, set[int]] = {}
    for _, node in walk(sources, ast.Subscript):
        if isinstance(node.value, ast.Name) and node.value.id in lists and _number(node.slice):
            addresses.setdefault(node.value.id, set()).add(node.slice.value)
    return {name for name, seen in addresses.items() if len(seen) >= 3}


def _opens_a_file(sources: Sources) -> set[str]:
    """The program's functions that return a file they open (a device, like `open`)."""
    found = set()
    for _, function in functions(sources):
        for node in ast.walk(function):
            if isinstance(node, ast.Return) and isinstance(node.value, ast.Call):
                if name_of(node.value.func) in OPENERS:
                    found.add(function.name)
    return found


def _cursor(name: str, loops: set[str]) -> bool:
    return name in loops


def numbered_memory(style: Style) -> list[str]:
    """No labels: the data lives in a small memory of numbered cells, and what does not fit in a file.

    Primary memory is a list addressed by number (`data[4]`, or a loop's counter); no other name holds data,
    except the files the program works with (the input, the secondary storage) and the cursors of its loops;
    and some file is opened to be written: the secondary storage that data is swapped in and out of."""
    sources = style.sources
    problems = []
    memories = _memories(sources)
    if not memories:
        return ["No list is addressed by numbers (memory[0], memory[1], ...): there is no numbered memory."]
    devices = OPENERS | _opens_a_file(sources)
    for file, tree in sources.items():
        loops = {
            name
            for node in ast.walk(tree)
            if isinstance(node, (ast.For, ast.comprehension))
            for name in (n.id for n in ast.walk(node.target) if isinstance(n, ast.Name))
        }
        for node, bound in _bound_names(tree):
            if bound in memories or isinstance(node, (ast.withitem, ast.For, ast.AsyncFor, ast.comprehension)):
                continue
            value = getattr(node, "value", None)
            if isinstance(node, ast.Assign) and isinstance(value, ast.Call) and name_of(value.func) in devices:
                continue  # a file: a device, not data
            problems.append(
                f"{where(file, node)} binds the name {bound!r}: data lives in numbered cells, not in names."
            )
        for node in ast.walk(tree):
            if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id in memories:
                index = node.slice
                parts = [index.lower, index.upper, index.step] if isinstance(index, ast.Slice) else [index]
                for part in (p for p in parts if p is not None):
                    if not (_number(part) or (isinstance(part, ast.Name) and _cursor(part.id, loops))):
                        problems.append(
                            f"{where(file, node)} addresses memory by {ast.unparse(part)!r}: cells have numbers, "
                            "not names."
                        )
    if not _writes_a_file(sources):
        problems.append("No file is opened for writing: what does not fit in memory has no secondary storage.")
    return problems


def _writes_a_file(sources: Sources) -> bool:
    for _, call in walk(sources, ast.Call):
        callee = name_of(call.func)
        if callee in OPENERS - {"open", "fdopen"}:
            return True
        if callee in ("open", "fdopen"):
            mode = (
                call.args[1] if len(call.args) > 1 else next((k.value for k in call.keywords if k.arg == "mode"), None)
            )
            if isinstance(mode, ast.Constant) and isinstance(mode.value, str) and set(mode.value) & set("wax+"):
                return True
            if mode is not None and not isinstance(mode, ast.Constant):
                return True  # a mode the program passes on: `touchopen(name, 'rb+')`
    return False


def subroutines_share_the_cells(style: Style) -> list[str]:
    """Our reading: primary memory has a fixed size (`[None] * N`) and subroutines take no parameters."""
    sources = style.sources
    fixed = _module_level(
        sources, lambda v: isinstance(v, ast.BinOp) and isinstance(v.op, ast.Mult) and isinstance(v.left, ast.List)
    )
    problems = [] if set(fixed) & _memories(sources) else ["Primary memory is not one fixed-size list ([None] * N)."]
    for file, function in functions(sources):
        if _parameters(function):
            problems.append(f"{where(file, function)} {function.name} takes parameters: subroutines share the cells.")
    return problems


# ---------------------------------------------------------------------------------------------- go_forth
PUSHES, POPS = {"append", "extend"}, {"pop"}
HEAP_STORES = {"append", "extend", "insert", "clear", "update", "add", "discard", "remove", "pop", "setdefault"}


def _stack(sources: Sources) -> str | None:
    """The all-important stack: the module-level list pushed and popped most."""
    lists = _module_level(sources, _is_list)
    use = {name: len(_method_calls(sources, name, PUSHES | POPS)) for name in lists}
    use = {
        name: n
        for name, n in use.items()
        if _method_calls(sources, name, PUSHES) and _method_calls(sources, name, POPS)
    }
    return max(use, key=use.get) if use else None


def _heap(sources: Sources, stack: str | None) -> str | None:
    """The heap: the module-level dict of named values, the one whose names the program spells out most, in the
    dict itself (`heap = {"words": []}`) or where it stores into it (`heap["words"] = ...`)."""
    dicts = {}
    for tree in sources.values():
        for node in tree.body:
            if isinstance(node, ast.Assign) and _is_dict(node.value):
                keys = node.value.keys if isinstance(node.value, ast.Dict) else []
                named = sum(isinstance(k, ast.Constant) and isinstance(k.value, str) for k in keys)
                dicts |= {t.id: named for t in node.targets if isinstance(t, ast.Name)}
    stored: dict[str, int] = {}
    for _, node in walk(sources, ast.Assign, ast.AugAssign):
        for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
            for element in target.elts if isinstance(target, ast.Tuple) else [target]:
                if isinstance(element, ast.Subscript) and isinstance(element.value, ast.Name):
                    if element.value.id in dicts:
                        constant = isinstance(element.slice, ast.Constant) and isinstance(element.slice.value, str)
                        stored[element.value.id] = stored.get(element.value.id, dicts[element.value.id]) + constant
    stored = {name: score for name, score in stored.items() if score and name != stack}
    return max(stored, key=stored.get) if stored else None


def data_stack(style: Style) -> list[str]:
    """An all-important data stack: procedures take their arguments from the stack and leave their results on it.

    One list is pushed and popped by most of the program's procedures (words), and a procedure that works on
    the stack takes no parameters and returns nothing: what it needs it pops, what it makes it pushes."""
    sources = style.sources
    stack = _stack(sources)
    if stack is None:
        return ["No list is both pushed (append) and popped (pop): there is no data stack."]
    problems, users, procedures = [], 0, 0
    for file, function in functions(sources):
        body = _own_statements(function)
        touches = any(
            isinstance(n, ast.Call)
            and isinstance(n.func, ast.Attribute)
            and n.func.attr in PUSHES | POPS
            and name_of(n.func.value) == stack
            for n in body
        )
        procedures += 1
        users += touches
        if touches and _parameters(function):
            problems.append(
                f"{where(file, function)} {function.name} takes parameters: a word pops its arguments off the stack."
            )
        if touches:
            problems += [
                f"{where(file, n)} {function.name} returns a value: a word pushes its result onto the stack."
                for n in body
                if isinstance(n, ast.Return) and n.value is not None
            ]
    if procedures and users * 2 < procedures:
        problems.append(
            f"Only {users} of the {procedures} procedures work on the stack {stack!r}: it is not all-important."
        )
    return problems


def _heap_value_uses(tree: ast.AST, heap: str) -> list[tuple[ast.AST, ast.AST]]:
    """(outermost heap-rooted expression, its parent) for every use of a heap value: heap[k], heap[k][i]."""
    up = parents(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id == heap:
            outer = node
            while isinstance(up.get(outer), ast.Subscript) and up[outer].value is outer:
                outer = up[outer]
            found.append((outer, up.get(outer)))
    return found


def _mentions(node: ast.AST, name: str) -> bool:
    return any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(node))


def heap_holds_named_values(style: Style) -> list[str]:
    """A heap of named values that procedures fetch onto the stack and store from it: nothing is computed on it.

    A heap value is only pushed (stack.append(heap["x"])), stored (heap["x"] = stack.pop()), deleted, stored
    into (heap["words"].append(...)) or looked up (`... in heap["seen"]`); arithmetic, comparisons, tests and
    calls work on values on the stack, as in Forth's `x @ 1 + x !`."""
    sources = style.sources
    stack = _stack(sources)
    heap = _heap(sources, stack)
    if heap is None:
        return ["No heap: no dict of named values (heap['words'] = ...) that procedures store to."]
    problems = []
    for file, tree in sources.items():
        up = parents(tree)
        for value, parent in _heap_value_uses(tree, heap):
            text = ast.unparse(value)
            if isinstance(getattr(value, "ctx", None), (ast.Store, ast.Del)) and not isinstance(parent, ast.AugAssign):
                continue  # a store (or a delete)
            if isinstance(parent, ast.Call) and value in parent.args:
                callee = parent.func
                if isinstance(callee, ast.Attribute) and callee.attr in PUSHES and name_of(callee.value) == stack:
                    continue  # a fetch: onto the stack
            if isinstance(parent, ast.Attribute) and parent.value is value and parent.attr in HEAP_STORES:
                call = up.get(parent)
                if isinstance(call, ast.Call) and not any(_mentions(a, heap) for a in call.args):
                    continue  # a store into a heap value: heap["words"].append(stack.pop())
            if isinstance(parent, ast.Compare) and value in parent.comparators:
                if all(isinstance(op, (ast.In, ast.NotIn)) for op in parent.ops):
                    continue  # a lookup in a heap table
            if (
                isinstance(parent, ast.Assign)
                and parent.value is value
                and all(isinstance(t, ast.Subscript) and name_of(t.value) == heap for t in parent.targets)
            ):
                continue  # moved from one heap cell to another
            if isinstance(parent, ast.AugAssign):
                problems.append(
                    f"{where(file, value)} `{ast.unparse(parent).strip()}` computes on the heap: "
                    "fetch the value, work on it on the stack, store it back."
                )
            elif isinstance(parent, (ast.If, ast.While)) and parent.test is value:
                problems.append(f"{where(file, value)} tests {text} where it lies: a conditional works on the stack.")
            else:
                problems.append(f"{where(file, value)} works on {text} in place: fetch it onto the stack first.")
    return list(dict.fromkeys(problems))


def colon_definitions(style: Style) -> list[str]:
    """Our reading: higher words are colon definitions, phrases of other words (at least two)."""
    phrases = [
        c
        for _, c in walk(style.sources, ast.Call)
        if len(c.args) == 2
        and isinstance(c.args[1], ast.Constant)
        and isinstance(c.args[1].value, str)
        and len(c.args[1].value.split()) >= 2
    ]
    return (
        [] if len(phrases) >= 2 else ["Fewer than two colon definitions (a word defined as a phrase of other words)."]
    )


def _pops(node: ast.AST) -> list[ast.Call]:
    return [c for c in ast.walk(node) if isinstance(c, ast.Call) and getattr(c.func, "attr", "") == "pop"]


def pops_always_run(style: Style) -> list[str]:
    """Our reading: no pop hides where it may not run (after `and`/`or`, in a branch of `x if c else y`)."""
    problems = []
    for name, node in walk(style.sources, ast.BoolOp, ast.IfExp):
        maybe = node.values[1:] if isinstance(node, ast.BoolOp) else [node.body, node.orelse]
        for pop in (p for part in maybe for p in _pops(part)):
            problems.append(f"{where(name, pop)} pops inside a short circuit: the stack then depends on it.")
    return problems


# ---------------------------------------------------------------------------------------------- arrays
ARRAY_LOOPS = {"ndindex", "ndenumerate", "nditer", "flat", "flatten", "ravel", "tolist", "argwhere", "nonzero"}


def _numpy_modules(style: Style) -> dict[str, ast.Module]:
    return {
        name: tree
        for name, tree in style.sources.items()
        if any(m.split(".")[0] == "numpy" for _, _, m in imported_roots({name: tree}))
    }


def whole_arrays(style: Style) -> list[str]:
    """No explicit iteration: the problem is operations over whole arrays (numpy), not loops over their elements.

    In the modules that use numpy no Python loop visits the elements: no loop or comprehension over a `range` of
    a size or over an array's elements (`np.ndindex`, `.flat`, `.tolist()`, `np.argwhere`...), and no loop
    nested in another one."""
    modules = _numpy_modules(style)
    if not modules:
        return ["numpy is never imported: there are no arrays to operate on as a whole."]
    problems = []
    for name, tree in modules.items():
        loops = [n for n in ast.walk(tree) if isinstance(n, (ast.For, ast.AsyncFor, ast.comprehension))]
        for loop in loops:
            iterable = loop.iter
            for call in (c for c in ast.walk(iterable) if isinstance(c, ast.Call)):
                callee = call.func.id if isinstance(call.func, ast.Name) else getattr(call.func, "attr", "")
                if callee == "range" and not all(isinstance(a, (ast.Constant, ast.UnaryOp)) for a in call.args):
                    problems.append(
                        f"{where(name, loop)} loops over {ast.unparse(iterable)}: element by element, not as a whole."
                    )
                if callee in ARRAY_LOOPS:
                    problems.append(f"{where(name, loop)} loops over the elements of an array ({callee}).")
            for attribute in (a for a in ast.walk(iterable) if isinstance(a, ast.Attribute)):
                if attribute.attr == "flat":
                    problems.append(f"{where(name, loop)} loops over the elements of an array (.flat).")
        statements = [n for n in ast.walk(tree) if isinstance(n, (ast.For, ast.AsyncFor, ast.While))]
        for outer in statements:
            for inner in ast.walk(outer):
                if inner is not outer and isinstance(inner, (ast.For, ast.AsyncFor, ast.comprehension)):
                    problems.append(
                        f"{where(name, inner)} a loop nested in the loop of line {outer.lineno}: element by element."
                    )
    return problems


def uses_numpy(style: Style) -> list[str]:
    """The arithmetic is numpy's: arrays and the operations over them."""
    roots = {m.split(".")[0] for _, _, m in imported_roots(style.sources)}
    return [] if "numpy" in roots else ["numpy is never imported."]


RULES = {
    "good_old_times": [numbered_memory, subroutines_share_the_cells],
    "go_forth": [data_stack, heap_holds_named_values, colon_definitions, pops_always_run],
    "arrays": [whole_arrays],
}
HOUSE_RULES = {"subroutines_share_the_cells", "colon_definitions", "pops_always_run"}

# ---------------------------------------------------------------------------------------------- samples
# Programs of our own, for problems other than Minesweeper, that keep each chapter.
OLD_TIMES = """
import sys
import tempfile

memory = [None] * 16  # 0 the input, 1 a line, 2 a word, 3 its count, 4 the storage's size


def store_word():
    storage.seek(0)
    memory[3] = 1
    for line in storage:
        if line.split()[0] == memory[2]:
            memory[3] = int(line.split()[1]) + 1
    storage.write(f"{memory[2]} {memory[3]}\\n")


with tempfile.TemporaryFile("w+") as storage, open(sys.argv[1]) as source:
    for line in source:
        memory[1] = line.split()
        while memory[1]:
            memory[2] = memory[1].pop()
            store_word()
    storage.seek(0)
    print(storage.read())
"""
FORTH = """
import sys

stack = []
heap = {}


def read_words():
    stack.extend(open(stack.pop()).read().lower().split())


def count_words():
    heap["counts"] = {}
    while stack:
        if stack[-1] in heap["counts"]:
            stack.append(heap["counts"][stack[-1]])
            stack.append(1)
            stack.append(stack.pop() + stack.pop())
        else:
            stack.append(1)
        heap["counts"][stack.pop(-2)] = stack.pop()
    stack.append(heap["counts"])


def show():
    for word, count in sorted(stack.pop().items()):
        print(word, count)


stack.append(sys.argv[1])
read_words()
count_words()
show()
"""
ARRAYS = """
import sys

import numpy as np

words = np.array(open(sys.argv[1]).read().lower().split())
kept = words[~np.isin(words, np.array(["the", "a", "of"]))]
unique, counts = np.unique(kept, return_counts=True)
order = np.argsort(-counts)[:25]
for word, count in zip(unique[order], counts[order]):
    print(word, "-", count)
"""
POSITIVE_SAMPLES = {
    "numbered_memory": OLD_TIMES,
    "subroutines_share_the_cells": OLD_TIMES,
    "data_stack": FORTH,
    "heap_holds_named_values": FORTH,
    "colon_definitions": (
        "words = {}\n\ndef define(name, phrase):\n    words[name] = phrase.split()\n\n"
        "define('count', 'read-words tally')\ndefine('report', 'count sort show')\n"
    ),
    "pops_always_run": "stack = [1, 2]\nstack.append(stack.pop() + stack.pop())\n",
    "whole_arrays": ARRAYS,
    "uses_numpy": ARRAYS,
}
NEGATIVE_SAMPLES = {
    "numbered_memory": "import tempfile\nmemory = [None] * 64\nROWS = 4\n\ndef load():\n    memory[ROWS] = 9\n",
    "subroutines_share_the_cells": "memory = []\n\ndef load(path):\n    memory.append(path)\n",
    "data_stack": (
        "stack = []\n\ndef frequencies(words):\n    stack.append(words)\n    return stack.pop()\n\n"
        "def sort(counts):\n    return sorted(counts)\n\ndef show(pairs):\n    print(pairs)\n"
    ),
    # issue 27: go_forth computing on the heap and testing it directly
    "heap_holds_named_values": (
        "stack = []\nheap = {'opened': 0, 'playing': True}\n\n"
        "def reveal():\n    heap['opened'] += 1\n"
        "    heap['playing'] = heap['opened'] < heap['safe']\n    stack.pop()\n\n"
        "def game():\n    while heap['playing']:\n        stack.append(1)\n        reveal()\n"
    ),
    "colon_definitions": "stack = []\n\ndef frame():\n    stack.append('')\n",
    "pops_always_run": (
        "stack = []\ndef play():\n    if stack[-1] > 0 and stack.pop() == b'F':\n        stack.append('')\n"
    ),
    "whole_arrays": (
        "import numpy as np\n\ndef counts(mines, rows, cols):\n    result = np.zeros((rows, cols))\n"
        "    for r in range(rows):\n        for c in range(cols):\n            result[r, c] = mines[r, c]\n"
        "    return result\n"
    ),
    "uses_numpy": "import math\n",
}
# The neighbouring chapters' ideas, which each chapter's own rules must tell apart from it.
MONOLITH_COUNT = """
import sys

counts = {}
for word in open(sys.argv[1]).read().lower().split():
    if word in counts:
        counts[word] += 1
    else:
        counts[word] = 1
for word in sorted(counts, key=counts.get, reverse=True)[:25]:
    print(word, "-", counts[word])
"""
NEIGHBOUR_SAMPLES = {
    "good_old_times": [FORTH, MONOLITH_COUNT],
    "go_forth": [OLD_TIMES, ARRAYS],
    "arrays": [FORTH, MONOLITH_COUNT],
}
