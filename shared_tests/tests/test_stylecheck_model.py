"""The style check's model of a program (shared_tests/stylecheck/model.py), read from small Python programs: what a
name refers to, what a call may run and how, tail position, results used, recursion, module state."""

from __future__ import annotations

import textwrap

import pytest

from shared_tests.stylecheck.load import parse
from shared_tests.stylecheck.model import Node, Program, call_name, keyword, positional, receiver, root_name


def program(text: str, **more: str) -> Program:
    files = {"main.py": textwrap.dedent(text)} | {name: textwrap.dedent(t) for name, t in more.items()}
    return parse("python", files)


def call(p: Program, text: str) -> Node:
    """The one call whose source is `text` (or starts with it)."""
    found = [c for c in p.calls() if c.text == text] or [c for c in p.calls() if c.text.startswith(text)]
    assert len(found) == 1, (text, [c.text for c in p.calls()])
    return found[0]


def names(functions: list[Node]) -> list[str]:
    return [f.name or f"<lambda:{f.line}>" for f in functions]


KICK = """\
import sys


def read_line(state, then):
    line = sys.stdin.readline()
    return then(state, line)


def check_won(state, then):
    then(state["won"])


CHECKS = {"won": check_won}


def apply_move(state, line, then):
    CHECKS["won"](state, lambda won: won)
    value = CHECKS.get("won")(state, then)
    then(state)
    print("after")


def main():
    step = read_line
    while True:
        step({}, lambda s, l: apply_move(s, l, print))
"""


def test_a_local_alias_is_followed() -> None:
    p = program(KICK)
    step = call(p, "step({}, lambda s, l: apply_move(s, l, print))")
    assert names(p.callees(step)) == ["read_line"]
    assert p.callee_kind(step) == "function"
    assert p.resolve(step.child("callee")).name == "read_line"


def test_a_dispatch_table_is_followed() -> None:
    p = program(KICK)
    indexed = call(p, 'CHECKS["won"](state, lambda won: won)')
    got = call(p, 'CHECKS.get("won")(state, then)')
    assert names(p.callees(indexed)) == ["check_won"] and p.callee_kind(indexed) == "table"
    assert names(p.callees(got)) == ["check_won"] and p.callee_kind(got) == "table"


def test_a_parameter_runs_the_functions_passed_for_it() -> None:
    p = program(KICK)
    in_read_line = call(p, "then(state, line)")
    assert p.callee_kind(in_read_line) == "parameter"
    assert names(p.callees(in_read_line)) == ["<lambda:26>"]
    in_check_won = call(p, 'then(state["won"])')
    # the lambda passed through the table, and apply_move's own continuation passed on
    assert "<lambda:17>" in names(p.callees(in_check_won))


def test_a_lambda_and_a_nested_function_are_functions() -> None:
    p = program(
        """\
        def outer(k):
            def inner(x):
                return k(x + 1)
            go = lambda y: inner(y)
            return go(1)

        outer(print)
        """
    )
    go = call(p, "go(1)")
    assert p.callee_kind(go) == "lambda" and names(p.callees(go)) == ["<lambda:4>"]
    assert names(p.callees(call(p, "inner(y)"))) == ["inner"]
    assert p.callee_kind(call(p, "k(x + 1)")) == "parameter"


def test_methods_through_self_and_through_an_object() -> None:
    p = program(
        """\
        class Game:
            def __init__(self, step):
                self.step = step
                self.count = 0

            def play(self):
                self.turn()
                self.step(self)

            def turn(self):
                self.count += 1


        game = Game(lambda g: None)
        game.play()
        """
    )
    assert names(p.callees(call(p, "self.turn()"))) == ["turn"]
    assert p.callee_kind(call(p, "self.turn()")) == "method"
    assert names(p.callees(call(p, "game.play()"))) == ["play"]
    assert names(p.callees(call(p, "Game(lambda g: None)"))) == ["__init__"]
    assert names(p.callees(call(p, "self.step(self)"))) == ["<lambda:14>"]  # kept in a field by the constructor


def test_imports_of_the_programs_own_modules() -> None:
    p = program(
        """\
        from steps import read as take
        import steps

        take()
        steps.write()
        print()
        """,
        **{"steps.py": "def read():\n    pass\n\n\ndef write():\n    pass\n"},
    )
    assert names(p.callees(call(p, "take()"))) == ["read"]
    assert names(p.callees(call(p, "steps.write()"))) == ["write"]
    assert p.is_library(call(p, "print()")) and not p.is_library(call(p, "take()"))


@pytest.mark.parametrize(
    "text, tail",
    [("then(state, line)", True), ('then(state["won"])', True), ("then(state)", False),
     ('CHECKS["won"](state, lambda won: won)', False), ("apply_move(s, l, print)", True),
     ("sys.stdin.readline()", False), ('print("after")', True)],
)  # fmt: skip
def test_tail_position(text: str, tail: bool) -> None:
    p = program(KICK)
    assert p.in_tail_position(call(p, text)) is tail


def test_tail_position_through_branches_and_blocks() -> None:
    p = program(
        """\
        def step(x, k):
            if x:
                k(1)
            else:
                try:
                    k(2)
                except ValueError:
                    return k(3)
            for i in range(3):
                k(4)
            k(5) if x else k(6)
        """
    )
    assert p.in_tail_position(call(p, "k(1)")) is False  # the loop and k(5) follow
    assert p.in_tail_position(call(p, "k(3)")) is True
    assert p.in_tail_position(call(p, "k(4)")) is False
    assert p.in_tail_position(call(p, "k(5)")) is True  # a branch of the last statement
    assert not p.result_used(call(p, "k(6)"))
    assert [n.kind for n in p.after(call(p, "k(1)"))] == ["loop", "expr"]
    assert [n.kind for n in p.after(call(p, "k(4)"))] == ["loop", "expr"]


def test_result_used() -> None:
    p = program(KICK)
    assert p.result_used(call(p, 'CHECKS.get("won")(state, then)'))  # assigned
    assert not p.result_used(call(p, "then(state, line)"))  # returned unchanged
    assert not p.result_used(call(p, "then(state)"))  # dropped
    assert p.result_used(call(p, "sys.stdin.readline()"))
    assert [n.kind for n in p.after(call(p, "then(state)"))] == ["expr"]


def test_recursion_and_the_call_graph() -> None:
    p = program(
        """\
        def even(n):
            return n == 0 or odd(n - 1)

        def odd(n):
            return n != 0 and even(n - 1)

        def count(n, k):
            return k(n)

        def loop(n):
            steps = {"again": loop}
            return steps["again"](n - 1) if n else 0

        count(3, count)
        """
    )
    even, odd, count, loop = (p.named(n)[0] for n in ("even", "odd", "count", "loop"))
    assert p.recursive(even) and p.recursive(odd) and p.recursive(loop)
    assert p.recursive(count)  # count is passed for its own k
    assert names(p.call_graph()[even]) == ["odd"]
    assert p.loops_in(even) == []


def test_module_state_and_its_writers() -> None:
    p = program(
        """\
        TOTAL = 0
        BOARD = []
        NAMES = {"a": 1}
        LIMIT = 10


        def add(x):
            global TOTAL
            TOTAL += x
            BOARD.append(x)
            NAMES["b"] = 2
            return LIMIT


        def local():
            TOTAL = 5
            return TOTAL
        """
    )
    state = {s.name: s for s in p.module_state()}
    assert set(state) == {"TOTAL", "BOARD", "NAMES", "LIMIT"}
    assert [w.line for w in state["TOTAL"].writes] == [9]  # local()'s TOTAL is its own
    assert [w.line for w in state["BOARD"].writes] == [10]
    assert [w.line for w in state["NAMES"].writes] == [11]
    assert state["LIMIT"].writes == []


def test_library_concepts() -> None:
    p = program(
        """\
        import re
        import threading
        from queue import Queue
        import sqlite3 as db

        print(re.sub("a", "b", "c"))
        threading.Thread(target=print).start()
        q = Queue()
        db.connect(":memory:").execute("SELECT 1")
        sorted([3, 1])
        """
    )
    assert p.concepts(call(p, 'print(re.sub("a", "b", "c"))')) == {"io"}
    assert p.concepts(call(p, 're.sub("a", "b", "c")')) == {"regex"}
    assert p.concepts(call(p, "threading.Thread(target=print)")) == {"threads"}
    assert p.concepts(call(p, "Queue()")) == {"queues"}
    assert "sql" in p.concepts(call(p, 'db.connect(":memory:")'))
    assert p.concepts(call(p, "sorted([3, 1])")) == {"sort"}
    assert [s.attrs["value"] for s in p.strings() if "SELECT" in s.attrs["value"]] == ["SELECT 1"]


def test_nodes_know_their_place() -> None:
    p = program("def f(a, b=1):\n    return a\n\n\nx = f(2)\n")
    f = p.named("f")[0]
    assert (f.file, f.line, f.col, f.attrs["params"]) == ("main.py", 1, 1, ["a", "b"])
    assert [c.role for c in f.children] == ["param", "param", "body"]
    made = call(p, "f(2)")
    assert (made.line, made.col) == (5, 5) and made.enclosing("module").name == "main"
    assert p.main_file == "main.py"


def test_a_file_that_does_not_parse_is_named() -> None:
    p = parse("python", {"good.py": "x = 1\n", "bad.py": "def (:\n"})
    assert list(p.files) == ["good.py"] and p.unreadable["bad.py"].startswith("bad.py:1 does not parse")


def test_small_readings_of_calls() -> None:
    p = program("import os\n\nos.path.join('a', sep='b')\nf = len\nf('x')\n")
    join = call(p, "os.path.join('a', sep='b')")
    assert call_name(join) == "join" and receiver(join).name == "path" and root_name(join).name == "os"
    assert [a.attrs["value"] for a in positional(join)] == ["a"] and keyword(join, "sep").attrs["value"] == "b"
    assert p.as_function(call(p, "f('x')").child("callee")) is None  # len is not the program's
