"""Part II, basic styles: monolith (4), cookbook (5), pipeline (6), code_golf (7)."""

from __future__ import annotations

import ast
import io
import re
import tokenize

from shared_tests.tests.conformance import Sources, Style, functions, name_of, non_blank_lines, walk, where
from shared_tests.tests.conformance.part1_historical import MONOLITH_COUNT

MUTATORS = {
    "append", "extend", "insert", "pop", "remove", "clear", "update", "add", "discard", "setdefault", "popitem",
    "sort", "reverse", "__setitem__", "__delitem__",
}  # fmt: skip


# ---------------------------------------------------------------------------------------------- helpers
def _module_functions(sources: Sources) -> dict[str, tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
    """name -> (file, function) for the functions defined at the top of a module (not methods, not nested)."""
    return {
        node.name: (file, node)
        for file, tree in sources.items()
        for node in tree.body
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
    }


def _module_names(tree: ast.Module) -> set[str]:
    """The names a module binds at its top level to a value."""
    return {
        target.id
        for node in tree.body
        if isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign))
        for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
        for target in ast.walk(target)
        if isinstance(target, ast.Name)
    }


def _main_body(sources: Sources) -> list[ast.stmt]:
    """The statements of the main program: the `if __name__ == "__main__":` block, else a `main()`'s body, else
    the module-level statements of the file that runs."""
    for tree in sources.values():
        for node in tree.body:
            if isinstance(node, ast.If) and "__main__" in ast.unparse(node.test):
                return node.body
    defined = _module_functions(sources)
    if "main" in defined:
        return defined["main"][1].body
    return [node for tree in sources.values() for node in tree.body]


# ---------------------------------------------------------------------------------------------- monolith
def no_definitions(style: Style) -> list[str]:
    """No named abstractions: no functions, classes or lambdas of the program's own."""
    kinds = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)
    names = {ast.FunctionDef: "function", ast.AsyncFunctionDef: "function", ast.ClassDef: "class", ast.Lambda: "lambda"}
    return [
        f"{where(n, node)} defines a {names[type(node)]}: a monolith has no abstractions of its own."
        for n, node in walk(style.sources, *kinds)
    ]


# ---------------------------------------------------------------------------------------------- cookbook
def _changes_shared_state(function: ast.AST, shared: set[str]) -> bool:
    declared = {name for node in ast.walk(function) if isinstance(node, ast.Global) for name in node.names}
    for node in ast.walk(function):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store) and node.id in declared:
            return True
        if isinstance(node, (ast.Subscript, ast.Attribute)) and isinstance(node.ctx, (ast.Store, ast.Del)):
            root = node
            while isinstance(root, (ast.Subscript, ast.Attribute)):
                root = root.value
            if isinstance(root, ast.Name) and root.id in shared:
                return True
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in MUTATORS:
            if isinstance(node.func.value, ast.Name) and node.func.value.id in shared:
                return True
    return False


def procedures_share_state(style: Style) -> list[str]:
    """Procedures that share global state: they change the program's data and return nothing; the main program is
    a sequence of procedure calls.

    The program defines procedures (at least two) that return no value and change module-level data (through
    `global` or in place), and the main program calls them one after the other, using no result."""
    sources = style.sources
    procedures = _module_functions(sources)
    if len(procedures) < 2:
        return [f"{len(procedures)} procedure(s): the problem is not decomposed into procedures."]
    problems, changers = [], 0
    for name, (file, function) in procedures.items():
        shared = _module_names(sources[file])
        changers += _changes_shared_state(function, shared)
        for node in ast.walk(function):
            if isinstance(node, ast.Return) and node.value is not None:
                if not (isinstance(node.value, ast.Constant) and node.value.value is None):
                    problems.append(f"{where(file, node)} {name} returns a value: a procedure changes the shared data.")
    if not changers:
        problems.append("No procedure changes the shared data: the procedures share no state.")
    calls = [
        node
        for node in _main_body(sources)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) and name_of(node.value.func) in procedures
    ]
    if len(calls) < 2:
        problems.append("The main program is not a sequence of procedure calls.")
    for file, call in walk(sources, ast.Call):
        if isinstance(call.func, ast.Name) and call.func.id in procedures:
            used = [
                parent
                for parent in ast.walk(sources[file])
                for child in ast.iter_child_nodes(parent)
                if child is call and not isinstance(parent, ast.Expr)
            ]
            if used:
                problems.append(
                    f"{where(file, call)} uses what {call.func.id}() gives back: procedures return nothing."
                )
    return problems


def procedures_without_parameters(style: Style) -> list[str]:
    """Our reading: procedures take no parameters; everything they work on is shared."""
    problems = []
    for name, func in functions(style.sources):
        args = func.args
        if args.args or args.posonlyargs or args.kwonlyargs or args.vararg or args.kwarg:
            problems.append(f"{where(name, func)} {func.name} takes parameters: procedures share the state instead.")
    return problems


def shared_state_declared(style: Style) -> list[str]:
    """Our reading: a shared name means the same everywhere: bound only as `global`, never shadowed or looped over.

    A procedure that binds a shared (module-level) name declares it `global`, never shadows it with a local of
    the same name, and never changes it as the hidden target of a loop."""
    problems = []
    for name, tree in style.sources.items():
        shared = _module_names(tree)
        for func in (n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))):
            declared = {g for n in ast.walk(func) if isinstance(n, ast.Global) for g in n.names}
            for node in ast.walk(func):
                if isinstance(node, (ast.For, ast.AsyncFor, ast.comprehension)):
                    for n in ast.walk(node.target):
                        if isinstance(n, ast.Name) and n.id in shared:
                            kind = "global" if n.id in declared else "local"
                            problems.append(
                                f"{where(name, node)} {func.name}: the loop rebinds the shared {n.id!r} ({kind})."
                            )
                elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                    if node.id in shared and node.id not in declared:
                        problems.append(f"{where(name, node)} {func.name}: a local {node.id!r} shadows the shared one.")
    return sorted(set(problems))


# ---------------------------------------------------------------------------------------------- pipeline
def no_shared_mutable_state(style: Style) -> list[str]:
    """Functions as in mathematics: no shared mutable state; what a function needs it takes, what it makes it gives.

    No `global` or `nonlocal`, and no module-level name is rebound or changed in place."""
    sources = style.sources
    problems = [
        f"{where(n, node)} declares {type(node).__name__.lower()}: functions share no state."
        for n, node in walk(sources, ast.Global, ast.Nonlocal)
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
                problems.append(f"{where(name, node)} changes a module-level name.")
        for _, call in walk({name: tree}, ast.Call):
            func = call.func
            if (
                isinstance(func, ast.Attribute)
                and func.attr in MUTATORS
                and isinstance(func.value, ast.Name)
                and func.value.id in module_names
            ):
                problems.append(f"{where(name, call)} changes the module-level {func.value.id} in place.")
        for _, node in walk({name: tree}, ast.Assign, ast.AugAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                base = target.value if isinstance(target, (ast.Subscript, ast.Attribute)) else None
                if isinstance(base, ast.Name) and base.id in module_names:
                    problems.append(f"{where(name, node)} changes the module-level {base.id} in place.")
    return problems


COMPOSED = 3  # functions of the program in one composition: f(g(h(x))) or compose(f, g, h)


def _composed(node: ast.AST, defined: set[str]) -> set[str]:
    """The program's functions a call composes: its own callee and, through its arguments, the functions applied
    to or passed into them (not through a method chain: `x.bind(f).bind(g)` is a wrapper's, not a composition)."""
    found = set()
    if isinstance(node, ast.Call):
        if isinstance(node.func, ast.Name) and node.func.id in defined:
            found.add(node.func.id)
        for argument in [*node.args, *(k.value for k in node.keywords)]:
            found |= _composed(argument, defined)
    elif isinstance(node, ast.Name) and node.id in defined:
        found.add(node.id)
    elif isinstance(node, ast.Starred):
        found |= _composed(node.value, defined)
    return found


def functions_composed(style: Style) -> list[str]:
    """The program is a pipeline: functions applied one to the result of another, from input to output.

    Some expression composes at least three of the program's functions, by nesting their calls (h(g(f(x))))
    or by handing them to a function that applies them in turn (compose(f, g, h))."""
    defined = set(_module_functions(style.sources))
    best = max((len(_composed(call, defined)) for _, call in walk(style.sources, ast.Call)), default=0)
    if best >= COMPOSED:
        return []
    return [f"No expression composes {COMPOSED} or more of the program's functions (the most is {best}): no pipeline."]


def stages_trust_their_input(style: Style) -> list[str]:
    """Our reading: a stage takes what the one before gave it, unasked: only `main`, the edge, checks (isinstance).

    A stage lifted so that failures flow past it is the_one's bind (chapter 10), not a pipeline."""
    problems = []
    for name, func in functions(style.sources):
        if func.name == "main":
            continue
        for node in ast.walk(func):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("isinstance", "type"):
                problems.append(f"{where(name, node)} {func.name} asks what its input is: checks belong at the edge.")
    return problems


# ---------------------------------------------------------------------------------------------- code_golf
def _comment_lines(text: str) -> list[int]:
    """The numbers of the lines that hold a comment, the `#!` line left out."""
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, SyntaxError):
        return []
    return [t.start[0] for t in tokens if t.type == tokenize.COMMENT and not (t.start[0] == 1 and t.string[:2] == "#!")]


def no_ceremony(style: Style) -> list[str]:
    """As few lines of code as possible: no line is spent on ceremony.

    No def or class statement (a lambda at most), no docstring and no comment: each line does work."""
    problems = []
    for file, node in walk(style.sources, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
        if file.endswith("__init__.py"):
            continue
        problems.append(f"{where(file, node)} defines {node.name} over several lines: a golfer writes a lambda.")
    for file, tree in style.sources.items():
        if file.endswith("__init__.py"):
            continue  # a package's marker
        bodies = [tree, *(n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.ClassDef)))]
        for body in bodies:
            if ast.get_docstring(body, clean=False) is not None:
                problems.append(f"{where(file, body.body[0])} a docstring: lines spent on words, not on code.")
        problems += [
            f"{file}:{line} a comment: a line spent on words, not on code."
            for line in _comment_lines(style.texts[file])
        ]
    return problems


def within_line_budget(style: Style) -> list[str]:
    """Our reading: no more non-blank lines (every .py file) than the README's **N lines**, none over 200 long.

    A line budget that one endless line could game is no budget."""
    readme = style.folder / "README.md"
    recorded = re.search(r"\*\*(\d+) lines\*\*", readme.read_text(encoding="utf-8")) if readme.is_file() else None
    if not recorded:
        return ["The README records no **N lines** budget."]
    count = sum(non_blank_lines(text) for text in style.texts.values())
    problems = [] if count <= int(recorded.group(1)) else [f"{count} lines: the README records {recorded.group(1)}."]
    for name, text in style.texts.items():
        problems += [
            f"{name}:{i} is {len(line)} characters long, over 200."
            for i, line in enumerate(text.splitlines(), 1)
            if len(line) > 200
        ]
    return problems


RULES = {
    "monolith": [no_definitions],
    "cookbook": [procedures_share_state, procedures_without_parameters, shared_state_declared],
    "pipeline": [no_shared_mutable_state, functions_composed, stages_trust_their_input],
    "code_golf": [no_ceremony, within_line_budget],
}
HOUSE_RULES = {
    "procedures_without_parameters",
    "shared_state_declared",
    "stages_trust_their_input",
    "within_line_budget",
}

# ---------------------------------------------------------------------------------------------- samples
MONOLITH = MONOLITH_COUNT  # chapter 4's idea: a neighbour of 5, the same sample as part1's
COOKBOOK = """
import sys

text = ""
words = []
counts = {}


def read_text():
    global text
    with open(sys.argv[1]) as file:
        text = file.read()


def split_words():
    words.extend(text.lower().split())


def count_words():
    for word in words:
        counts[word] = counts.get(word, 0) + 1


def show_counts():
    for word in sorted(counts, key=counts.get, reverse=True)[:25]:
        print(word, "-", counts[word])


read_text()
split_words()
count_words()
show_counts()
"""
PIPELINE = """
import sys


def read_text(path):
    with open(path) as file:
        return file.read()


def split_words(text):
    return text.lower().split()


def count_words(words):
    return {word: words.count(word) for word in set(words)}


def top(counts):
    return sorted(counts.items(), key=lambda pair: -pair[1])[:25]


def show(pairs):
    return "\\n".join(f"{word} - {count}" for word, count in pairs)


print(show(top(count_words(split_words(read_text(sys.argv[1]))))))
"""
GOLF = """import collections,sys
for w,c in collections.Counter(open(sys.argv[1]).read().lower().split()).most_common(25):print(w,"-",c)
"""
POSITIVE_SAMPLES = {
    "no_definitions": MONOLITH,
    "procedures_share_state": COOKBOOK,
    "procedures_without_parameters": COOKBOOK,
    "shared_state_declared": COOKBOOK,
    "no_shared_mutable_state": PIPELINE,
    "functions_composed": PIPELINE,
    "stages_trust_their_input": PIPELINE,
    "no_ceremony": GOLF,
    "within_line_budget": {"README.md": "The whole program is **3 lines**.", "__main__.py": GOLF},
}
NEGATIVE_SAMPLES = {
    "no_definitions": "def f():\n    pass\n",
    # a procedure that hands its result back, and a main program that uses it: the pipeline's idea
    "procedures_share_state": (
        "import sys\n\ndef read_text(path):\n    return open(path).read()\n\n"
        "def count(text):\n    return len(text.split())\n\nprint(count(read_text(sys.argv[1])))\n"
    ),
    "procedures_without_parameters": "def reveal(row):\n    pass\n",
    "shared_state_declared": (
        "square = (0, 0)\nnumbers = {}\n\ndef place_mines():\n    global square\n    for square in [(0, 0), (0, 1)]:\n"
        "        numbers[square] = 0\n\ndef draw_symbols():\n    for square in numbers:\n        print(square)\n"
    ),
    "no_shared_mutable_state": "board = []\ndef reveal():\n    global board\n    board.append(1)\n",
    # each function calls the next one itself: kick-forward's idea, not a composition
    "functions_composed": (
        "import sys\n\ndef read(path, then):\n    then(open(path).read(), show)\n\n"
        "def count(text, then):\n    then(len(text.split()))\n\ndef show(n):\n    print(n)\n\n"
        "read(sys.argv[1], count)\n"
    ),
    "stages_trust_their_input": (
        "from functools import reduce\n\nclass Failure:\n    pass\n\n"
        "def passing_failures(stage):\n"
        "    return lambda value: value if isinstance(value, Failure) else stage(value)\n\n"
        "def compose(*stages):\n    return lambda v: reduce(lambda r, s: passing_failures(s)(r), stages, v)\n"
    ),
    "no_ceremony": '"""Count the words."""\nimport sys\n\n\ndef count(text):\n    # one line\n    return len(text)\n',
    "within_line_budget": {
        "README.md": "The whole game is **20 lines**.",
        "__main__.py": "\n".join(f"x{i} = {i}" for i in range(21)),
    },
}
NEIGHBOUR_SAMPLES = {
    "monolith": [COOKBOOK, PIPELINE],
    "cookbook": [MONOLITH, PIPELINE],
    "pipeline": [COOKBOOK, GOLF],
    "code_golf": [PIPELINE, COOKBOOK],
}
