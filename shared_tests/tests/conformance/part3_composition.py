"""Part III, function composition: infinite_mirror (8), kick_forward (9), the_one (10)."""

from __future__ import annotations

import ast

from shared_tests.tests.conformance import Style, called_names, functions, name_of, walk, where
from shared_tests.tests.conformance.part2_basic import GOLF, PIPELINE

LOOPS = (ast.While, ast.For, ast.AsyncFor, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
BRANCHES = (ast.If, ast.IfExp, ast.BoolOp, ast.Match)


# ---------------------------------------------------------------------------------------------- infinite_mirror
def _recursive(style: Style) -> list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
    return [
        (file, f)
        for file, f in functions(style.sources)
        if any(isinstance(c, ast.Call) and getattr(c.func, "id", None) == f.name for c in ast.walk(f))
    ]


def modelled_by_induction(style: Style) -> list[str]:
    """The problem is modelled by induction: its repetitions are recursions, each a base case and a step.

    At least two functions call themselves, each behind a branch (the base case that ends it), and the
    recursions outnumber the loops: all, or a significant part, of the work is induction."""
    recursive = _recursive(style)
    problems = []
    if len(recursive) < 2:
        problems.append(f"{len(recursive)} function(s) call themselves: the repetitions are not inductions.")
    for file, function in recursive:
        if not any(isinstance(node, BRANCHES) for node in ast.walk(function)):
            problems.append(f"{where(file, function)} {function.name} recurses with no base case to end it.")
    loops = walk(style.sources, *LOOPS)
    if recursive and len(loops) >= len(recursive):
        first = where(*loops[0])
        problems.append(f"{first} {len(loops)} loops against {len(recursive)} recursions: loops do most of the work.")
    return problems


def no_loops_at_all(style: Style) -> list[str]:
    """Our reading: nothing loops, not even a comprehension: every repetition is an induction."""
    return [
        f"{where(n, node)} a loop ({type(node).__name__}): a repetition that is not an induction."
        for n, node in walk(style.sources, *LOOPS)
    ]


# ---------------------------------------------------------------------------------------------- kick_forward
def _does_nothing(function: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """A body of a docstring, `pass` and a bare `return` only: the end of a chain of continuations."""
    for statement in function.body:
        if isinstance(statement, ast.Pass):
            continue
        if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
            continue
        if isinstance(statement, ast.Return) and (statement.value is None or isinstance(statement.value, ast.Constant)):
            continue
        return False
    return True


def continuation_last(style: Style) -> list[str]:
    """Each function takes one more parameter, the last, a function: the continuation, which it calls (or hands on)
    with what it would have returned.

    The one function that may leave it unused is the end of the chain, which does nothing at all."""
    problems = []
    for name, func in functions(style.sources):
        params = func.args.posonlyargs + func.args.args
        if not params:
            problems.append(f"{where(name, func)} {func.name} takes no continuation: it has no parameter.")
            continue
        last = params[-1].arg
        used = False
        for call in (n for n in ast.walk(func) if isinstance(n, ast.Call)):
            callee = isinstance(call.func, ast.Name) and call.func.id == last
            passed = any(
                isinstance(a, ast.Name) and a.id == last for a in [*call.args, *(k.value for k in call.keywords)]
            )
            used = used or callee or passed
        if not used and not _does_nothing(func):
            problems.append(
                f"{where(name, func)} {func.name} never calls its last parameter {last!r}: it does not kick forward."
            )
    return problems


def kicks_forward(style: Style) -> list[str]:
    """The next function to apply is given as a parameter, not called by its name.

    Inside a function, a function of the program is called by name only to hand a continuation on: its own
    (`reveal(game, square, then)`) or the exit (`fail(message, 2, sys.exit)`); `draw_frame(game, next_turn)`
    inside `next_turn` is a plain call in disguise."""
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
                problems.append(
                    f"{where(name, call)} {func.name} calls {call.func.id} by its name, not as a continuation."
                )
    return problems


# ---------------------------------------------------------------------------------------------- the_one
def _wrappers(style: Style) -> list[tuple[str, ast.ClassDef, dict[str, ast.FunctionDef]]]:
    """Classes with a `bind` method and a way in (a constructor or `wrap`) and one more way out."""
    found = []
    for file, cls in walk(style.sources, ast.ClassDef):
        methods = {item.name: item for item in cls.body if isinstance(item, ast.FunctionDef)}
        if "bind" in methods and set(methods) & {"__init__", "wrap", "unit", "of"}:
            found.append((file, cls, methods))
    return found


def _chain(node: ast.AST) -> int:
    links = 0
    while isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        links += node.func.attr == "bind"
        node = node.func.value
    return links


def wrap_bind_unwrap(style: Style) -> list[str]:
    """An abstraction that values are wrapped in: it binds functions to the value, one after another, and the
    value is taken out at the end.

    A class made from a value (its constructor or `wrap`) has `bind` and a way to give the value out; the
    program is a chain of at least three binds."""
    wrappers = _wrappers(style)
    if not wrappers:
        return ["No wrapper: no class made from a value that has a bind method."]
    problems = []
    _, cls, methods = wrappers[0]
    if not set(methods) - {"__init__", "bind", "wrap", "unit", "of"}:
        problems.append(f"{cls.name} has no way to give the value out (an unwrap, or a method that shows it).")
    if "bind" not in called_names(style.sources):
        problems.append("bind is defined but the program never binds.")
    if max((_chain(c) for _, c in walk(style.sources, ast.Call)), default=0) < 3:
        problems.append("No chain of three or more binds: the program is not a sequence of bound functions.")
    return problems


def bind_applies_and_rewraps(style: Style) -> list[str]:
    """bind simply calls the given function with the value it holds, and holds on to what it returns.

    No branch in bind (nothing skipped, as an Either would), and the function is applied at once (not kept
    for later, as the quarantine does)."""
    wrappers = _wrappers(style)
    if not wrappers:
        return ["No wrapper: no class made from a value that has a bind method."]
    problems = []
    for file, cls, methods in wrappers:
        bind = methods["bind"]
        given = [a.arg for a in bind.args.args[1:]]
        for node in ast.walk(bind):
            if isinstance(node, (ast.If, ast.IfExp, ast.Try, ast.Match, ast.BoolOp)):
                problems.append(
                    f"{where(file, node)} {cls.name}.bind decides whether to apply the function: it "
                    "should simply apply it."
                )
        applied = any(isinstance(n, ast.Call) and name_of(n.func) in given for n in ast.walk(bind))
        if not applied:
            problems.append(f"{where(file, bind)} {cls.name}.bind never calls the function it is given.")
    return list(dict.fromkeys(problems))


WRITERS = {"write", "print", "exit", "flush"}


def unwrap_hands_the_value_out(style: Style) -> list[str]:
    """Our reading: `unwrap` only hands the value out; it writes nothing and exits nothing."""
    wrappers = _wrappers(style)
    if not wrappers or "unwrap" not in wrappers[0][2]:
        return ["No wrapper with an unwrap method."]
    file, _, methods = wrappers[0]
    problems = []
    for call in (n for n in ast.walk(methods["unwrap"]) if isinstance(n, ast.Call)):
        callee = call.func.id if isinstance(call.func, ast.Name) else getattr(call.func, "attr", "")
        if callee in WRITERS:
            problems.append(f"{where(file, call)} unwrap calls {callee}: it should only hand the value out.")
    return problems


RULES = {
    "infinite_mirror": [modelled_by_induction, no_loops_at_all],
    "kick_forward": [continuation_last, kicks_forward],
    "the_one": [wrap_bind_unwrap, bind_applies_and_rewraps, unwrap_hands_the_value_out],
}
HOUSE_RULES = {"no_loops_at_all", "unwrap_hands_the_value_out"}

# ---------------------------------------------------------------------------------------------- samples
MIRROR = """
import sys


def count(words, counts):
    if not words:
        return counts
    return count(words[1:], {**counts, words[0]: counts.get(words[0], 0) + 1})


def show(pairs):
    if pairs:
        print(pairs[0][0], "-", pairs[0][1])
        show(pairs[1:])


show(sorted(count(open(sys.argv[1]).read().lower().split(), {}).items(), key=lambda p: -p[1])[:25])
"""
KICK = """
import sys


def read_text(path, then):
    with open(path) as file:
        then(file.read(), count_words)


def split_words(text, then):
    then(text.lower().split(), show)


def count_words(words, then):
    then({word: words.count(word) for word in set(words)}, done)


def show(counts, then):
    print(sorted(counts.items()))
    then(None)


def done(_):
    return


read_text(sys.argv[1], split_words)
"""
THE_ONE = """
import sys


class Box:
    def __init__(self, value):
        self._value = value

    def bind(self, function):
        return Box(function(self._value))

    def unwrap(self):
        return self._value


def read_text(path):
    with open(path) as file:
        return file.read()


def split_words(text):
    return text.lower().split()


def count_words(words):
    return {word: words.count(word) for word in set(words)}


print(Box(sys.argv[1]).bind(read_text).bind(split_words).bind(count_words).unwrap())
"""
POSITIVE_SAMPLES = {
    "modelled_by_induction": MIRROR,
    "no_loops_at_all": "def length(items):\n    return 0 if not items else 1 + length(items[1:])\n",
    "continuation_last": KICK,
    "kicks_forward": KICK,
    "wrap_bind_unwrap": THE_ONE,
    "bind_applies_and_rewraps": THE_ONE,
    "unwrap_hands_the_value_out": THE_ONE,
}
NEGATIVE_SAMPLES = {
    # loops do the work; the recursions have no base case
    "modelled_by_induction": (
        "def f(n):\n    return f(n - 1)\n\ndef g(n):\n    return g(n)\n\n"
        "for row in range(3):\n    for col in range(3):\n        print([f(r) for r in range(row)])\n"
    ),
    "no_loops_at_all": (
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
        "class TheOne:\n    def __init__(self, v):\n        self.v = v\n"
        "    def bind(self, f):\n        return TheOne(f(self.v))\n"
        "\nTheOne(1).bind(abs)\n"
    ),
    # the Either of issue 27: bind skips the function after a failure
    "bind_applies_and_rewraps": (
        "class Failure:\n    pass\n\nclass TheOne:\n    def __init__(self, value):\n        self._value = value\n\n"
        "    def bind(self, step):\n"
        "        return self if isinstance(self._value, Failure) else TheOne(step(self._value))\n\n"
        "    def unwrap(self):\n        return self._value\n"
    ),
    "unwrap_hands_the_value_out": (
        "import sys\n\nclass TheOne:\n    def __init__(self, v):\n        self.v = v\n"
        "    def bind(self, f):\n        return TheOne(f(self.v))\n"
        "    def unwrap(self):\n        sys.stderr.write(str(self.v))\n        return self.v\n\n"
        "TheOne(1).bind(abs).bind(abs).bind(abs).unwrap()\n"
    ),
}
# The quarantine's bind (chapter 25) keeps the functions for later instead of applying them.
DEFERRED = """
import sys


class Actions:
    def __init__(self, value):
        self._functions, self._value = [], value

    def bind(self, function):
        self._functions.append(function)
        return self

    def run(self):
        for function in self._functions:
            self._value = function(self._value)
        return self._value


print(Actions(sys.argv[1]).bind(open).bind(lambda f: f.read()).bind(str.split).run())
"""
NEIGHBOUR_SAMPLES = {
    "infinite_mirror": [GOLF, KICK],
    "kick_forward": [MIRROR, THE_ONE, PIPELINE],
    "the_one": [KICK, PIPELINE, DEFERRED],
}
