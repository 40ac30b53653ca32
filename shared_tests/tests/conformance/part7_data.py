"""Part VII, data-centric: persistent_tables (26), spreadsheet (27), lazy_rivers (28)."""

from __future__ import annotations

import ast
from pathlib import Path

from shared_tests.tests.conformance import Sources, Style, functions, imported_roots, name_of, strings, walk, where

# the quarantine chapter's good sample, now kept as a file beside the new rules
QUARANTINE = (Path(__file__).resolve().parents[2] / "stylecheck/samples/quarantine/python/good-io-class.py").read_text(
    encoding="utf-8"
)

DATABASE_CALLS = {"execute", "executemany", "executescript", "fetchone", "fetchall", "fetchmany", "commit"}
OUTPUT_AND_INPUT = {"print", "write", "readline", "read", "flush"}


# ---------------------------------------------------------------------------------------------- persistent_tables
def _sql(style: Style) -> str:
    return " ".join(strings(style.sources).upper().split())


def data_in_tables(style: Style) -> list[str]:
    """The data lives in relational tables, and the problem is solved by issuing queries over them.

    A relational database (sqlite3) with tables the program creates; the answers come from queries (SELECT);
    a Python loop only carries data to or from the database (each one runs a query, fetches, reads or writes)."""
    problems = []
    if not any(m.split(".")[0] == "sqlite3" for _, _, m in imported_roots(style.sources)):
        problems.append("No relational database: sqlite3 is never imported.")
    text = _sql(style)
    if "CREATE TABLE" not in text:
        problems.append("No table is created (CREATE TABLE): the data is not modelled as relations.")
    if "SELECT" not in text:
        problems.append("No query (SELECT): the problem is not solved by querying the data.")
    for name, loop in walk(style.sources, ast.For, ast.While, ast.AsyncFor):
        called = {name_of(c.func) for c in ast.walk(loop) if isinstance(c, ast.Call)}
        if not called & (DATABASE_CALLS | OUTPUT_AND_INPUT):
            problems.append(f"{where(name, loop)} a loop that works in Python, not with the database: a query's job.")
    return problems


def data_outlives_the_program(style: Style) -> list[str]:
    """The data exists beyond the run of the program: the database is a file, not `:memory:`."""
    connects = [c for _, c in walk(style.sources, ast.Call) if name_of(c.func) == "connect"]
    memory = [c for c in connects if c.args and isinstance(c.args[0], ast.Constant) and c.args[0].value == ":memory:"]
    if not connects:
        return ["The program connects to no database."]
    return ["The database lives in memory (':memory:'): its data does not outlive the program."] if memory else []


def the_game_is_queries(style: Style) -> list[str]:
    """Our Minesweeper: the queries play the whole game, and Python keeps no board.

    An in-memory database, neighbours by a JOIN, the flood by WITH RECURSIVE, ordered selects, moves as UPDATEs
    of the squares; the only loop in Python is the game loop."""
    text = _sql(style)
    wanted = {
        "a :memory: database": ":MEMORY:" in text,
        "a JOIN": "JOIN" in text,
        "a WITH RECURSIVE": "WITH RECURSIVE" in text,
        "an ORDER BY": "ORDER BY" in text,
        "an UPDATE squares": "UPDATE SQUARES" in text,
    }
    problems = [f"No {what}." for what, ok in wanted.items() if not ok]
    loops = walk(style.sources, ast.For, ast.While, ast.AsyncFor)
    if len(loops) > 1:
        problems += [f"{where(name, loop)} a loop in Python: the queries should do this work." for name, loop in loops]
    return problems


# ---------------------------------------------------------------------------------------------- spreadsheet
def _formulas(sources: Sources) -> int:
    """How many functions are kept as data: lambdas in a list, tuple or dict, or handed to a method (a cell)."""
    count = 0
    for _, node in walk(sources, ast.List, ast.Tuple, ast.Dict, ast.Call):
        values = node.values if isinstance(node, ast.Dict) else node.elts if not isinstance(node, ast.Call) else []
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            values = [*node.args, *(k.value for k in node.keywords)]
        count += sum(isinstance(v, ast.Lambda) for v in values)
    return count


def _recomputes(loop: ast.AST) -> bool:
    """A loop that calls formulas taken from cells (`cell[1]()`, `formulas[name][1]()`) and stores what they give."""
    calls = any(isinstance(c, ast.Call) and isinstance(c.func, ast.Subscript) for c in ast.walk(loop))
    stores = any(isinstance(n, (ast.Subscript, ast.Attribute)) and isinstance(n.ctx, ast.Store) for n in ast.walk(loop))
    return calls and stores


def formulas_recompute(style: Style) -> list[str]:
    """Cells of data and formulas: when data changes, the formulas that depend on it recompute automatically.

    At least three formulas are kept as data (lambdas in the sheet, or handed to it), and an update loop
    applies formulas taken from the cells and stores what they give back into the cells."""
    sources = style.sources
    problems = []
    if _formulas(sources) < 3:
        problems.append("Fewer than three formulas (functions kept in the cells): no spreadsheet.")
    calls_from_cells = [loop for _, loop in walk(sources, ast.For, ast.While) if _recomputes(loop)]
    if not calls_from_cells:
        problems.append("Nothing recomputes: no loop applies the formulas of the cells and stores their values.")
    return problems


def _calls_named(node: ast.AST, words: tuple[str, ...]) -> bool:
    """Whether `node` contains a call of a function or method whose name contains one of `words`."""
    for call in ast.walk(node):
        if isinstance(call, ast.Call):
            name = name_of(call.func)
            if any(word in name.lower() for word in words):
                return True
    return False


def the_sheet_does_the_work(style: Style) -> list[str]:
    """Our Minesweeper: the sheet does the work, and the program writes what a cell holds.

    Outside the sheet's engine no loop works the game out (the flood ripples through the formulas), the only
    one reads input; and what the program writes is a cell's value, not a drawing function's result."""
    problems = []
    in_classes = {id(node) for _, cls in walk(style.sources, ast.ClassDef) for node in ast.walk(cls)}
    for name, loop in walk(style.sources, ast.While):
        if id(loop) not in in_classes and not _calls_named(loop, ("read",)):
            problems.append(f"{where(name, loop)} a while loop outside the sheet's engine works the game out.")
    own = {f.name for _, f in functions(style.sources)}
    for name, call in walk(style.sources, ast.Call):
        if name_of(call.func) not in ("write", "print"):
            continue
        for inner in ast.walk(call):
            if isinstance(inner, ast.Call) and getattr(inner.func, "id", None) in own:
                problems.append(f"{where(name, call)} writes what {inner.func.id}() computes, not a cell.")
    return problems


# ---------------------------------------------------------------------------------------------- lazy_rivers
def _generators(sources: Sources) -> set[str]:
    """The names of the functions that yield."""
    return {
        f.name for _, f in functions(sources) if any(isinstance(n, (ast.Yield, ast.YieldFrom)) for n in ast.walk(f))
    }


def _pulls(sources: Sources, generators: set[str]) -> dict[str, set[str]]:
    """generator -> the generators it pulls from: those it iterates over itself (`for w in words(...)`,
    `yield from`), and those whose stream it is handed (`frames(states(...))`)."""
    pulls: dict[str, set[str]] = {name: set() for name in generators}
    for _, function in functions(sources):
        if function.name not in generators:
            continue
        for node in ast.walk(function):
            if isinstance(node, (ast.For, ast.comprehension, ast.YieldFrom)):
                source = node.iter if not isinstance(node, ast.YieldFrom) else node.value
                pulls[function.name] |= {
                    name_of(c.func) for c in ast.walk(source) if isinstance(c, ast.Call)
                } & generators
    for _, call in walk(sources, ast.Call):
        if name_of(call.func) in generators:
            for argument in call.args:
                if isinstance(argument, ast.Call) and name_of(argument.func) in generators:
                    pulls[name_of(call.func)].add(name_of(argument.func))
    return pulls


def _longest(pulls: dict[str, set[str]], start: str, seen: frozenset[str] = frozenset()) -> int:
    return 1 + max((_longest(pulls, up, seen | {start}) for up in pulls[start] - seen - {start}), default=0)


def streams_of_generators(style: Style) -> list[str]:
    """Data flows in streams: functions are generators that transform one stream into another, on demand.

    A river of at least three generators, each pulling its items from the one upstream (iterating over it,
    or handed its stream), and the program's loop pulls from the river's end."""
    sources = style.sources
    generators = _generators(sources)
    pulls = _pulls(sources, generators)
    river = max((_longest(pulls, g) for g in generators), default=0)
    problems = []
    if river < 3:
        problems.append(f"The longest stream runs through {river} generator(s): a river has three or more.")
    inside = {id(n) for _, f in functions(sources) if f.name in generators for n in ast.walk(f)}
    consumers = [
        loop
        for _, loop in walk(sources, ast.For)
        if id(loop) not in inside
        and any(isinstance(c, ast.Call) and name_of(c.func) in generators for c in ast.walk(loop.iter))
    ]
    if not consumers:
        problems.append("No loop pulls from the stream: nothing drives it from downstream.")
    return problems


def input_flows_lazily(style: Style) -> list[str]:
    """The input is available in a stream, not as a complete whole: it is read on demand, from downstream.

    Standard input is read one line at a time, inside a generator, only when the next line is pulled: no
    readlines(), no read() of the whole input."""
    problems = []
    generators = _generators(style.sources)
    for name, function in functions(style.sources):
        for call in ast.walk(function):
            if isinstance(call, ast.Call) and getattr(call.func, "attr", None) == "readline":
                if function.name not in generators:
                    problems.append(f"{where(name, call)} {function.name}() reads a line but yields none.")
    for name, call in walk(style.sources, ast.Call):
        chain = ast.unparse(call.func)
        if getattr(call.func, "attr", None) in ("readlines", "read") and "stdin" in chain:
            problems.append(f"{where(name, call)} {chain}() reads the whole input at once.")
    return problems


RULES = {
    "persistent_tables": [data_in_tables, data_outlives_the_program, the_game_is_queries],
    "spreadsheet": [formulas_recompute, the_sheet_does_the_work],
    "lazy_rivers": [streams_of_generators, input_flows_lazily],
}
HOUSE_RULES = {"the_game_is_queries", "the_sheet_does_the_work"}

# ---------------------------------------------------------------------------------------------- samples
TABLES = """
import os
import sqlite3
import sys
import tempfile

path = os.path.join(tempfile.gettempdir(), "words.db")
with sqlite3.connect(path) as db:
    db.execute("CREATE TABLE IF NOT EXISTS words (document, word)")
    db.executemany(
        "INSERT INTO words VALUES (?, ?)", ((sys.argv[1], w) for w in open(sys.argv[1]).read().lower().split())
    )
    query = "SELECT word, COUNT(*) AS n FROM words WHERE document = ? GROUP BY word ORDER BY n DESC LIMIT 25"
    for word, count in db.execute(query, (sys.argv[1],)):
        print(word, "-", count)
"""
SHEET = """
import sys

words = [[], None]
stop_words = [{"the", "a", "of"}, None]
kept = [[], lambda: [w for w in words[0] if w not in stop_words[0]]]
counts = [{}, lambda: {w: kept[0].count(w) for w in set(kept[0])}]
top = [[], lambda: sorted(counts[0].items(), key=lambda pair: -pair[1])[:25]]
columns = [words, stop_words, kept, counts, top]


def update():
    for column in columns:
        if column[1] is not None:
            column[0] = column[1]()


words[0] = open(sys.argv[1]).read().lower().split()
update()
print(top[0])
"""
RIVER = """
import sys


def lines(stream):
    for line in stream:
        yield line


def words(lines):
    for line in lines:
        yield from line.lower().split()


def running_counts(words):
    counts = {}
    for word in words:
        counts[word] = counts.get(word, 0) + 1
        yield word, counts[word]


for word, count in running_counts(words(lines(sys.stdin))):
    print(word, count)
"""
POSITIVE_SAMPLES = {
    "data_in_tables": TABLES,
    "data_outlives_the_program": TABLES,
    "the_game_is_queries": (
        "import sqlite3\n\ndb = sqlite3.connect(':memory:')\n"
        "db.execute('CREATE TABLE squares (r, c, open)')\n"
        "db.execute('WITH RECURSIVE n(x) AS (SELECT 1) SELECT * FROM n JOIN squares ORDER BY x')\n"
        "db.execute('UPDATE squares SET open = 1')\n"
        "while db.execute('SELECT 0').fetchone()[0]:\n    pass\n"
    ),
    "formulas_recompute": SHEET,
    "the_sheet_does_the_work": SHEET,
    "streams_of_generators": RIVER,
    "input_flows_lazily": RIVER,
}
NEGATIVE_SAMPLES = {
    "data_in_tables": "board = [[0] * 3]\nfor row in board:\n    row[0] = 1\n",
    "data_outlives_the_program": "import sqlite3\n\ndb = sqlite3.connect(':memory:')\n",
    "the_game_is_queries": (
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
    "the_sheet_does_the_work": (
        "import sys\n"
        "def draw(board):\n"
        "    return '\\n'.join(board)\n"
        "def flood(board, square):\n"
        "    waiting = [square]\n"
        "    while waiting:\n"
        "        board[waiting.pop()] = 'open'\n"
        "sys.stdout.write(draw(['...']))\n"
    ),
    "streams_of_generators": "def lines():\n    return []\n\nfor line in lines():\n    print(line)\n",
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
NEIGHBOUR_SAMPLES = {
    "persistent_tables": [QUARANTINE, SHEET],
    "spreadsheet": [TABLES, RIVER],
    "lazy_rivers": [SHEET, TABLES],
}
