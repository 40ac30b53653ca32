"""The style check's front ends: one small program written in Python, Java and JavaScript gives the same answers
from the model (a continuation called last, an alias followed, a table entry found, recursion seen, a result used),
and each front end maps its language's own constructs (Java interfaces, anonymous classes, static fields; JavaScript
prototypes, object literals, require; TypeScript) onto the model's kinds."""

from __future__ import annotations

import pytest

from shared_tests.stylecheck.load import parse as parse_program

pytest.importorskip("tree_sitter_java")
pytest.importorskip("tree_sitter_javascript")

PYTHON = """\
import sys


def show(text):
    print(text)


def won(state, k):
    return k(state)


TABLE = {"won": won}


def countdown(n):
    if n > 0:
        countdown(n - 1)


def add(a, b):
    return a + b


def read_line(state, k):
    line = sys.stdin.readline()
    k(state + len(line))


def finish(state):
    step = show
    step(state)
    total = add(state, 1)
    TABLE["won"](total, show)
    countdown(3)


def main():
    read_line(0, finish)
"""

JAVA = """\
import java.util.Map;
import java.util.Scanner;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

public class Kick {
    static final Map<String, BiConsumer<Integer, Consumer<Object>>> TABLE = Map.of("won", Kick::won);

    static void show(Object text) {
        System.out.println(text);
    }

    static void won(int state, Consumer<Object> k) {
        k.accept(state);
    }

    static void countdown(int n) {
        if (n > 0) {
            countdown(n - 1);
        }
    }

    static int add(int a, int b) {
        return a + b;
    }

    static void readLine(int state, Consumer<Integer> k) {
        String line = new Scanner(System.in).nextLine();
        k.accept(state + line.length());
    }

    static void finish(int state) {
        Consumer<Object> step = Kick::show;
        step.accept(state);
        int total = add(state, 1);
        TABLE.get("won").accept(total, Kick::show);
        countdown(3);
    }

    public static void main(String[] args) {
        readLine(0, Kick::finish);
    }
}
"""

JAVASCRIPT = """\
const fs = require('fs');

function show(text) {
  console.log(text);
}

function won(state, k) {
  return k(state);
}

const TABLE = { won: won };

function countdown(n) {
  if (n > 0) {
    countdown(n - 1);
  }
}

function add(a, b) {
  return a + b;
}

function readLine(state, k) {
  const line = fs.readFileSync(0, 'utf8');
  k(state + line.length);
}

function finish(state) {
  const step = show;
  step(state);
  const total = add(state, 1);
  TABLE['won'](total, show);
  countdown(3);
}

function main() {
  readLine(0, finish);
}
"""

SAME = {"python": ("kick.py", PYTHON), "java": ("Kick.java", JAVA), "javascript": ("kick.js", JAVASCRIPT)}
NAMES = {  # the same function in each language
    "python": {"read_line": "read_line", "finish": "finish"},
    "java": {"read_line": "readLine", "finish": "finish"},
    "javascript": {"read_line": "readLine", "finish": "finish"},
}


def program(language: str, files: dict[str, str] | None = None):
    if files is None:
        name, text = SAME[language]
        files = {name: text}
    return parse_program(language, files)


def function(prog, name):
    found = prog.named(name)
    assert len(found) == 1, (name, found)
    return found[0]


def calls_in(prog, fn, text):
    return [c for c in fn.walk() if c.kind == "call" and c.text.startswith(text)]


def names(nodes):
    return sorted(n.name for n in nodes)


@pytest.mark.parametrize("language", SAME)
def test_a_continuation_is_called_last_and_passed_at_the_call_site(language):
    prog = program(language)
    read = function(prog, NAMES[language]["read_line"])
    (call,) = [c for c in read.walk() if c.kind == "call" and c.text.startswith("k")]
    assert prog.callee_kind(call) == "parameter"
    assert prog.in_tail_position(call)
    assert not prog.result_used(call)
    assert names(prog.callees(call)) == ["finish"]


@pytest.mark.parametrize("language", SAME)
def test_an_alias_is_followed_to_the_function_it_names(language):
    prog = program(language)
    (call,) = calls_in(prog, function(prog, "finish"), "step")
    assert names(prog.callees(call)) == ["show"]
    assert not prog.in_tail_position(call)  # the function does more after it
    assert prog.after(call)


@pytest.mark.parametrize("language", SAME)
def test_a_dispatch_table_entry_is_what_the_call_runs(language):
    prog = program(language)
    (call,) = calls_in(prog, function(prog, "finish"), "TABLE")[:1]
    assert prog.callee_kind(call) == "table"
    assert names(prog.callees(call)) == ["won"]
    won = function(prog, "won")
    (continuation,) = [c for c in won.walk() if c.kind == "call"]
    assert names(prog.callees(continuation)) == ["show"]  # the function passed for k at the table call
    assert prog.in_tail_position(continuation)


@pytest.mark.parametrize("language", SAME)
def test_recursion_is_found_and_a_used_result_is_seen(language):
    prog = program(language)
    assert prog.recursive(function(prog, "countdown"))
    assert not prog.recursive(function(prog, "add"))
    finish = function(prog, "finish")
    (adding,) = calls_in(prog, finish, "add")
    (counting,) = calls_in(prog, finish, "countdown")
    assert prog.result_used(adding) and not prog.in_tail_position(adding)
    assert not prog.result_used(counting) and prog.in_tail_position(counting)


@pytest.mark.parametrize("language", SAME)
def test_printing_is_a_library_call_standing_for_io(language):
    prog = program(language)
    (call,) = [c for c in function(prog, "show").walk() if c.kind == "call"]
    assert prog.is_library(call)
    assert "io" in prog.concepts(call)
    assert [s.name for s in prog.module_state()] == ["TABLE"]


@pytest.mark.parametrize(
    ("language", "name", "text", "line"),
    [
        ("java", "Bad.java", "class Bad {\n  void f() { int x = ; }\n}\n", 2),
        ("javascript", "bad.js", "const a = 1;\nfunction f( {\n", 2),
        ("javascript", "bad.ts", "let a: number = ;\n", 1),
    ],
)
def test_a_syntax_error_is_unreadable_with_its_line_never_a_traceback(language, name, text, line):
    prog = parse_program(language, {name: text})
    assert name not in prog.files
    assert prog.unreadable[name].startswith(f"{name}:{line} does not parse: column ")


def test_without_tree_sitter_the_reader_is_told_what_to_install(monkeypatch):
    from shared_tests.stylecheck import treesitter

    monkeypatch.setattr(treesitter, "_PARSERS", {})
    monkeypatch.setitem(__import__("sys").modules, "tree_sitter_java", None)
    with pytest.raises(ImportError, match=r"pip install 'minesweeper-styles\[stylecheck\]'"):
        treesitter.parser("java")


def test_java_kinds_interfaces_anonymous_classes_enums_records_and_static_state():
    prog = program(
        "java",
        {
            "Game.java": """\
import java.util.List;

interface Step { void run(int s, Step next); }

enum Color { RED, GREEN }

record Cell(int row, int col) { }

public class Game extends Base implements Step {
    private static int moves = 0;
    private final List<String> log = new java.util.ArrayList<>();

    public void run(int s, Step next) {
        moves += 1;
        Runnable r = new Runnable() { public void run() { System.out.println(s); } };
        for (String line : log) { r.run(); }
        try { next.run(s, this); } catch (IllegalStateException | IllegalArgumentException e) { throw e; }
    }
}
"""
        },
    )
    classes = {c.name: c for c in prog.classes()}
    assert classes["Step"].attrs["flavour"] == "interface"
    assert classes["Color"].attrs["flavour"] == "enum"
    assert classes["Cell"].attrs["flavour"] == "record"
    game = classes["Game"]
    assert game.attrs["bases"] == ["Base"] and game.attrs["interfaces"] == ["Step"]
    (anonymous,) = [c for c in prog.classes() if c.attrs["flavour"] == "object"]
    assert anonymous.attrs["bases"] == ["Runnable"] and anonymous.parent.attrs["is_new"]
    (moves,) = [s for s in prog.module_state() if s.name == "moves"]
    assert [w.line for w in moves.writes] == [14]
    (loop,) = prog.nodes("loop")
    assert loop.attrs["form"] == "foreach" and (loop.line, loop.col) == (16, 9)
    (attempt,) = prog.nodes("try")
    assert attempt.attrs["catches"] == ["IllegalStateException", "IllegalArgumentException"]
    (step_call,) = [c for c in prog.calls() if c.text.startswith("next.run")]
    assert prog.callee_kind(step_call) == "parameter"  # the one method of a functional interface of the program
    (imported,) = prog.imports()
    assert imported.attrs["names"] == {"List": "java.util.List"}


def test_javascript_prototypes_object_literals_closures_and_require():
    prog = program(
        "javascript",
        {
            "counter.js": """\
const { readFileSync } = require('fs');
import path from 'path';

function Counter(start) {
  this.count = start;
}
Counter.prototype.inc = function () {
  this.count += 1;
  return this.report();
};
Counter.prototype.report = function () {
  console.log(this.count);
};

const store = {
  items: [],
  add(item) { this.items.push(item); },
};

function makeCounter() {
  let n = 0;
  return { next: () => ++n };
}

async function* lines() { yield readFileSync(path.join('a', 'b')); }
const twice = (f) => (x) => f(f(x));
"""
        },
    )
    classes = {c.name: c for c in prog.classes()}
    counter = classes["Counter"]
    assert counter.attrs["prototype"] and counter.attrs["methods"] == ["inc", "report"]
    (report_call,) = [c for c in prog.calls() if c.text.startswith("this.report")]
    assert names(prog.callees(report_call)) == ["report"]
    assert prog.in_tail_position(report_call) and prog.callee_kind(report_call) == "method"
    assert classes["store"].attrs["flavour"] == "object"
    assert function(prog, "add").attrs["is_method"]
    (closure,) = [c for c in prog.nodes("collection") if c.attrs["type"] == "map"]
    assert [v.kind for v in closure.children_in("value")] == ["function"]
    generator = function(prog, "lines")
    assert generator.attrs["is_generator"] and generator.attrs["is_async"]
    twice = function(prog, "twice")
    assert twice.attrs["is_lambda"] and twice.children_in("body")[0].kind == "function"
    (reading,) = [c for c in prog.calls() if c.text.startswith("readFileSync")]
    assert prog.is_library(reading) and "io" in prog.concepts(reading)
    assert prog.qualified(reading.child("callee")) == "fs.readFileSync"


def test_typescript_reads_as_javascript_with_its_types():
    prog = program(
        "javascript",
        {
            "steps.ts": """\
interface Step { run(s: number, next: (s: number) => void): void; }
class Reader implements Step {
  private lines: string[] = [];
  run(s: number, next: (s: number) => void): void { next(s + 1); }
}
"""
        },
    )
    classes = {c.name: c for c in prog.classes()}
    assert classes["Step"].attrs["flavour"] == "interface"
    assert classes["Reader"].attrs["interfaces"] == ["Step"]
    run = [f for f in prog.named("run") if f.attrs["owner"] == "Reader"][0]
    assert run.attrs["params"] == ["s", "next"] and run.attrs["returns"] == "void"
    (call,) = [c for c in run.walk() if c.kind == "call"]
    assert prog.callee_kind(call) == "parameter" and prog.in_tail_position(call)


@pytest.mark.parametrize("language", ["java", "javascript"])
def test_positions_are_one_based_lines_and_columns(language):
    prog = program(language)
    (show,) = [c for c in prog.calls() if c.text.startswith(("System.out", "console"))]
    assert (show.line, show.col) == ((10, 9) if language == "java" else (4, 3))


def test_a_java_declaration_is_placed_after_its_annotations():
    """As Python's `def` line comes after its decorators, a finding about a method points at its own line."""
    prog = program("java", {"A.java": "class A {\n    @Override\n    public void run() { }\n}\n"})
    (run,) = prog.named("run")
    assert (run.line, run.col, run.text) == (3, 5, "public void run() { }")
    assert run.attrs["decorators"] == ["Override"]


def test_an_import_of_another_folders_index_is_not_the_importing_file():
    """`import { f } from "../utils/index.js"` in index.js names the folder utils, not the file itself."""
    alone = program("javascript", {"index.js": 'import { f } from "../utils/index.js";\nf(1);\n'})
    (call,) = alone.calls()
    assert prog_resolves_to_library(alone, call)
    both = program(
        "javascript",
        {
            "app/index.js": 'import { f } from "../utils/index.js";\nf(1);\n',
            "utils/index.js": "export function f(x) {\n  return x;\n}\n",
        },
    )
    (call,) = [c for c in both.calls() if c.file == "app/index.js"]
    assert names(both.callees(call)) == ["f"]


def prog_resolves_to_library(prog, call):
    return prog.is_library(call) and not prog.callees(call)
