"""The concern map: where a style does each concern, written beside the style, and the excerpts shown from it.

Each style keeps its map in `concerns.map` in its folder, no marker in its code. Under each concern's name, in
brackets, one place a line, named as a reader of the code names it:

    [flood-fill]
    Board.reveal                              a function, method or class by its qualified name
    NEIGHBOURS                                a module-level (or class-level) assignment by its name(s)
    Board.reveal: if square in self._opened:  a statement inside one, by the text of its first line
    Board.reveal: else:                       a clause (`elif ...:`, `else:`, `except ...:`, `case ...:`) alike
    if line == b"":                           a statement of the module `__main__.py`, by its first line
    main: board = Board() … while True:       a run of statements of one body, from the first to the last
    framework.GameFramework.run               in another module of the style: its name first
    console["show"]                           an item of a dict display by its key
    LOOKS: ("square in self.flagged", "'¶'")  an element of a list display, by its first line
    SCHEMA: CREATE VIEW symbols (row, col, symbol) AS SELECT row, col, CASE
                                              a query in a string: its statement (to its `;`), or one line
    MOVES: move_R: if square in self.mines:   a program kept in a string, addressed as code is

A first line is matched whole (its trailing comment left out), never as a prefix; where the same text occurs
twice in one function, name the statement around it first: `main: while True: if line == b"":` (a header's
own colon ends that step, and what follows it is a statement of its own body or one of its clauses). Every
`try:` reads alike, so a try is named with the first line of its body (`read: try: info = os.stat(path)`),
and a statement whose first line only opens a bracket may be named with the next line joined to it
(`sheet.formula("won",`). A name or text that matches nothing, or more than one place, is a finding that
quotes the entry and its line in concerns.map: code that moves breaks the map loudly, never silently. Lines
of the form `LINE:FIRST-LAST, ...` (`FILE LINE:FIRST-LAST` for a file other than `__main__.py`) name column
ranges instead, for a style without room for a statement of its own per concern (code_golf).

A place holds the lines of its construct: a whole function, a whole statement with all of its clauses, one
clause with its body; comment lines directly above it go with it. A place inside another place of another
concern answers to its own concern (the `*` of a lost game inside the frame's code is losing's), and the same
place named under several concerns is code that does them at once.

The excerpt of a concern (`layout`) shows whole constructs only: the statements around a place inside a
function are shown by their headers (an `else:` with its `if`, every clause of it), the header of a function
shown only in part comes first, and a body or part of one that is not the concern's is one line, `… (flagging)`,
naming the concerns it holds (two or more hidden clauses in a row, one such line; one hidden line, itself).
Between places at the level of a module or a class, a single blank line joins and anything else starts a new
block.
"""

from __future__ import annotations

import ast
import functools
import io
import re
import tokenize
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

SIDE_FILE = "concerns.map"  # not .txt: to a rule of chapter 35, a .txt a style ships is its weights
MAIN = "__main__.py"
SECTION = re.compile(r"\[(?P<names>[a-z][a-z0-9-]*(?:\s*,\s*[a-z][a-z0-9-]*)*)\]")
COLUMNS_ENTRY = re.compile(r"(?:(?P<file>\S+\.py)\s+)?(?P<ranges>\d+:\d+-\d+(?:\s*,\s*\d+:\d+-\d+)*)")
COLUMNS = re.compile(r"(?P<line>\d+):(?P<first>\d+)-(?P<last>\d+)")
NAME = re.compile(r"[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*")
KEY = re.compile(r"\[(?P<key>b?(?:\"[^\"]*\"|'[^']*')|-?\d+)\]")
ELLIPSIS = "…"  # an elision: lines not shown
RANGE = " … "  # FIRST … LAST: a run of statements of one body
SCOPES = ("def", "class")  # a text step never looks inside one of these: it has a name of its own


# ---- The units of a source: what a place can name.


@dataclass(eq=False)
class Unit:
    """A construct of a source that a place can name: a statement, a clause of one, an item of a display, a
    string, a line of text in a string. `head`: the last line of its header (a compound statement's `if ...:`);
    `foot`: the first line of a closing part of its own (a display's `}`, a string's `\"\"\"`), or None."""

    kind: str  # module, def, class, statement, clause, docstring, item, string, line
    text: str  # the text a place names it by: its first line without indentation and comment ("" for none)
    names: tuple[str, ...]  # the names a qualified name calls it by (a def's, an assignment's targets, a key)
    first: int
    last: int
    head: int
    foot: int | None = None
    also: str = ""  # a first line that only opens a bracket, joined with the next: `sheet.formula("won",`
    children: list[Unit] = field(default_factory=list)
    parent: Unit | None = None
    depth: int = 0
    index: dict = field(default_factory=dict, repr=False)  # _index's tables, built on first use

    def lines(self) -> range:
        return range(self.first, self.last + 1)

    def walk(self) -> Iterable[Unit]:
        yield self
        for child in self.children:
            yield from child.walk()

    def ancestors(self) -> Iterable[Unit]:
        unit = self.parent
        while unit is not None:
            yield unit
            unit = unit.parent

    def qualified(self) -> str:
        """The dotted names of the named units around it and of itself (`Board.reveal`), keys as `[...]`."""
        out = ""
        for unit in [*reversed(list(self.ancestors())), self]:
            if unit.names and unit.kind in ("def", "class", "statement"):
                out += ("." if out else "") + ", ".join(unit.names)
            elif unit.names and unit.kind == "item":
                out += f"[{unit.names[0]}]"
        return out


class Source:
    """One file of a style: its lines, its comments and its units (built once per text)."""

    def __init__(self, name: str, text: str) -> None:
        self.name, self.text = name, text
        self.lines = text.splitlines()
        try:
            tree = ast.parse(text)
        except SyntaxError:
            tree = ast.Module(body=[], type_ignores=[])
        self.module = Unit("module", "", (), 1, max(1, len(self.lines)), 0)
        self.module.children = self._statements(tree.body, _Code(text, 0), level=True)
        _link(self.module, None, 0)

    def line(self, number: int) -> str:
        return self.lines[number - 1] if 0 < number <= len(self.lines) else ""

    # -- building

    def _text(self, number: int, code: _Code) -> str:
        """A line without indentation and without its trailing comment."""
        line = self.line(number)
        column = code.comments.get(number - code.offset)
        return (line[:column] if column is not None else line).strip()

    def _head(self, line: int, body_first: int) -> int:
        """The last line of a header that starts on `line` and ends before `body_first` (the blank and comment
        lines above the body left out)."""
        head = body_first - 1
        while head > line and (not self.line(head).strip() or _is_comment(self.line(head))):
            head -= 1
        return max(head, line)

    def _statements(self, body: list[ast.stmt], code: _Code, level: bool = False) -> list[Unit]:
        """Units of a body; `level`: a module's or a class's own body, whose assignments are named."""
        out = [self._statement(node, code) for node in body]
        if not level:
            for unit in out:
                if unit.kind == "statement":
                    unit.names = ()
        return out

    def _statement(self, node: ast.stmt, code: _Code) -> Unit:
        o = code.offset
        first = min([node.lineno] + [d.lineno for d in getattr(node, "decorator_list", [])]) + o
        last = node.end_lineno + o
        text = self._text(node.lineno + o, code)
        body = getattr(node, "body", None)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            kind = "class" if isinstance(node, ast.ClassDef) else "def"
            unit = Unit(kind, text, (node.name,), first, last, last)
            if body[0].lineno > node.lineno:  # not a one-line definition
                unit.head = self._head(node.lineno + o, body[0].lineno + o)
                unit.children = self._statements(body, code, level=kind == "class")
                if _docstring(body[0]):
                    unit.children[0].kind = "docstring"
            return unit
        if isinstance(node, ast.Match):
            unit = Unit(
                "statement", text, (), first, last, self._head(node.lineno + o, node.cases[0].pattern.lineno + o)
            )
            unit.children = [self._clause(case.pattern.lineno + o, case.body, code) for case in node.cases]
            return unit
        compound = (ast.If, ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith, ast.Try)
        if body and (isinstance(node, compound) or type(node).__name__ == "TryStar"):
            unit = Unit("statement", text, (), first, last, last)
            if body[0].lineno > node.lineno:  # not `if x: y` on one line
                unit.head = self._head(node.lineno + o, body[0].lineno + o)
                unit.children = self._statements(body, code) + self._clauses(node, code)
                if text == "try:":  # every `try:` reads alike: it is named with the first line of its body
                    unit.text = f"try: {unit.children[0].text}"
            return unit
        unit = Unit("statement", text, _targets(node), first, last, last)
        if last > first and text.endswith(("(", "[", "{")):
            unit.also = text + self._text(node.lineno + o + 1, code)
        self._contents(unit, node, code)
        return unit

    def _clauses(self, node: ast.stmt, code: _Code) -> list[Unit]:
        """The clauses after a compound statement's first body: elif, else, except, finally."""
        o, out = code.offset, []
        previous = node.body[-1].end_lineno + o
        if isinstance(node, ast.If):
            orelse = node.orelse
            while orelse:
                line = orelse[0].lineno + o
                if len(orelse) == 1 and isinstance(orelse[0], ast.If) and self.line(line).lstrip().startswith("elif"):
                    out.append(self._clause(line, orelse[0].body, code))
                    previous, orelse = orelse[0].body[-1].end_lineno + o, orelse[0].orelse
                else:
                    out.append(self._keyword_clause(previous, orelse, code, "else"))
                    orelse = []
            return out
        for handler in getattr(node, "handlers", []):
            out.append(self._clause(handler.lineno + o, handler.body, code))
            previous = handler.body[-1].end_lineno + o
        if getattr(node, "orelse", None):
            out.append(self._keyword_clause(previous, node.orelse, code, "else"))
            previous = node.orelse[-1].end_lineno + o
        if getattr(node, "finalbody", None):
            out.append(self._keyword_clause(previous, node.finalbody, code, "finally"))
        return out

    def _clause(self, line: int, body: list[ast.stmt], code: _Code) -> Unit:
        unit = Unit("clause", self._text(line, code), (), line, body[-1].end_lineno + code.offset, line)
        if body[0].lineno + code.offset > line:
            unit.head = self._head(line, body[0].lineno + code.offset)
            unit.children = self._statements(body, code)
        else:
            unit.head = unit.last
        return unit

    def _keyword_clause(self, previous: int, body: list[ast.stmt], code: _Code, word: str) -> Unit:
        """An `else:` or `finally:` clause: its keyword starts the first line after `previous` that starts with it."""
        start = body[0].lineno + code.offset
        line = next((n for n in range(previous + 1, start + 1) if re.match(rf"\s*{word}\b", self.line(n))), start)
        return self._clause(line, body, code)

    def _contents(self, unit: Unit, node: ast.stmt, code: _Code) -> None:
        """The parts of a simple statement a place can name: the items of a display it assigns or returns, the
        lines of the strings in it that span several lines."""
        value = getattr(node, "value", None)
        if isinstance(value, (ast.Dict, ast.List, ast.Tuple, ast.Set, ast.Call)) and value.end_lineno > value.lineno:
            unit.children = self._items(value, code)
            unit.foot = self._closing(value.end_lineno + code.offset)
        elif not _docstring(node):
            strings = [
                n
                for n in ast.walk(node)
                if isinstance(n, ast.Constant) and isinstance(n.value, str) and n.end_lineno > n.lineno
            ]
            for string in sorted(strings, key=lambda n: n.lineno):
                inner = self._string(string, code)
                unit.children += inner.children
                unit.foot = inner.foot if inner.foot is not None else unit.foot
        if unit.children:
            unit.head = self._head(unit.first, unit.children[0].first)

    def _closing(self, line: int) -> int | None:
        """The line of a closing bracket when nothing but brackets and punctuation is on it."""
        return line if re.fullmatch(r"\s*[\]})]+[\s,;)\]}]*(#.*)?", self.line(line)) else None

    def _items(self, value: ast.expr, code: _Code) -> list[Unit]:
        o, out = code.offset, []
        if isinstance(value, ast.Dict):
            pairs = list(zip(value.keys, value.values, strict=True))
        elif isinstance(value, ast.Call):  # the arguments of a call, keywords by their line
            pairs = sorted([(None, arg) for arg in value.args] + [(None, k) for k in value.keywords],
                           key=lambda pair: (pair[1].lineno, pair[1].col_offset))  # fmt: skip
        else:
            pairs = [(None, element) for element in value.elts]
        for key, element in pairs:
            start = (key or element).lineno + o
            if start == value.lineno + o:  # on the opening line: not a line of its own
                continue
            names = (code.segment(key),) if isinstance(key, ast.Constant) else ()
            if (
                isinstance(element, ast.Constant)
                and isinstance(element.value, str)
                and element.end_lineno > element.lineno
            ):
                item = self._string(element, code)
                if key is not None:
                    item.kind, item.names, item.first, item.text = "item", names, start, self._text(start, code)
                out.append(item)
                continue
            item = Unit("item", self._text(start, code).rstrip(",").rstrip(), names, start, element.end_lineno + o,
                        element.end_lineno + o)  # fmt: skip
            if isinstance(element, (ast.Dict, ast.List, ast.Tuple, ast.Set)) and element.end_lineno > element.lineno:
                item.children = self._items(element, code)
                item.foot = self._closing(element.end_lineno + o)
                if item.children:
                    item.head = self._head(start, item.children[0].first)
            out.append(item)
        return out

    def _string(self, node: ast.Constant, code: _Code) -> Unit:
        """A string spanning several lines: a program in it is units of code, a query or a text is its lines."""
        first, last = node.lineno + code.offset, node.end_lineno + code.offset
        unit = Unit("string", "", (), first, last, first)
        value = node.value
        if value.count("\n") != last - first:  # escaped line ends: its lines are not the file's lines
            return unit
        if re.fullmatch(r"\s*(\"\"\"|\'\'\')[\s,;)\]}]*(#.*)?", self.line(last)):
            unit.foot = last
        try:
            tree = ast.parse(value)
            program = any(not isinstance(n, ast.Expr) for n in tree.body)
        except SyntaxError:
            program = False
        if program:
            unit.children = self._statements(tree.body, _Code(value, first - 1), level=True)
        else:
            numbered = [(first + k, text) for k, text in enumerate(value.split("\n")) if k and first + k != unit.foot]
            unit.children = _text_units(numbered)
        return unit


@dataclass(frozen=True)
class _Code:
    """The text being parsed (a file, or a program in one of its strings), its line offset in the file, and
    where its comments start."""

    text: str
    offset: int

    @functools.cached_property
    def comments(self) -> dict[int, int]:
        return _comment_columns(self.text)

    @functools.cached_property
    def _lines(self) -> list[str]:
        return self.text.splitlines()

    def segment(self, node: ast.expr) -> str:
        """The source text of a node on one line (a dict's key)."""
        if node.lineno != node.end_lineno:
            return ast.get_source_segment(self.text, node) or ""
        line = self._lines[node.lineno - 1].encode()
        return line[node.col_offset : node.end_col_offset].decode()


def _text_units(numbered: list[tuple[int, str]]) -> list[Unit]:
    """The lines of a text in a string (a query, say): a statement that ends with `;` holds its lines."""
    sql = any(_sql_code(text).endswith(";") for _, text in numbered)
    out: list[Unit] = []
    open_statement: Unit | None = None
    for number, text in numbered:
        code = _sql_code(text)
        if not code or code.startswith("--"):
            continue
        line = Unit("line", code, (), number, number, number)
        if sql and open_statement is None:
            open_statement = Unit("statement", code, (), number, number, number)
            out.append(open_statement)
        elif sql:
            open_statement.children.append(line)
            open_statement.last = number
        else:
            out.append(line)
        if sql and code.endswith(";"):
            open_statement = None
    return out


def _sql_code(text: str) -> str:
    """A line of a query without its `--` comment (outside quotes) and its indentation."""
    quoted = False
    for index, char in enumerate(text):
        if char == "'":
            quoted = not quoted
        elif not quoted and text.startswith("--", index):
            return text[:index].strip()
    return text.strip()


def _link(unit: Unit, parent: Unit | None, depth: int) -> None:
    unit.parent, unit.depth = parent, depth
    for child in unit.children:
        _link(child, unit, depth + 1)


def _docstring(node: ast.stmt) -> bool:
    return isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)


def _targets(node: ast.stmt) -> tuple[str, ...]:
    """The names a module- or class-level assignment gives (`A, B = ...` gives the tuple of both)."""
    if isinstance(node, ast.Assign) and len(node.targets) == 1:
        target = node.targets[0]
    elif isinstance(node, ast.AnnAssign):
        target = node.target
    else:
        return ()
    if isinstance(target, ast.Name):
        return (target.id,)
    if isinstance(target, ast.Tuple) and all(isinstance(t, ast.Name) for t in target.elts):
        return tuple(t.id for t in target.elts)
    return ()


def _comment_columns(text: str) -> dict[int, int]:
    """line -> the column where a comment starts on it (tokenize: a `#` inside a string is none)."""
    out = {}
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type == tokenize.COMMENT:
                out[token.start[0]] = token.start[1]
    except (tokenize.TokenError, SyntaxError, IndentationError):
        pass
    return out


def _is_comment(line: str) -> bool:
    stripped = line.strip()
    return stripped.startswith("#") or stripped.startswith("--")


@functools.lru_cache(maxsize=512)
def source(name: str, text: str) -> Source:
    return Source(name, text)


# ---- Places: resolving what a line of concerns.map names.


def module_name(file: str) -> str:
    """`game.py` -> `game`, `parts/board/classic.py` -> `parts.board.classic` (`__main__.py` has none)."""
    name = file[:-3].replace("/", ".")
    return name[: -len(".__init__")] if name.endswith(".__init__") else name


def resolve(place: str, sources: dict[str, Source]) -> list[tuple[str, tuple[Unit, ...]]]:
    """Every (file, units) the place names: one when it names a place, none or several when it does not. A
    place names one unit, or with `FIRST … LAST` a run of statements of one body, from FIRST to LAST."""
    found: list[tuple[str, tuple[Unit, ...]]] = []
    for at in [m.start() for m in re.finditer(RANGE, place)]:
        for file, units in resolve(place[:at], sources):
            start = units[0]
            if len(units) != 1 or start.parent is None or start.kind == "clause":
                continue
            after = start.parent.children[start.parent.children.index(start) + 1 :]
            ends = [unit for unit in after if unit.text == place[at + len(RANGE) :] and unit.kind != "clause"]
            if len(ends) == 1 and all(unit.kind != "clause" for unit in after[: after.index(ends[0])]):
                found.append((file, (start, *after[: after.index(ends[0]) + 1])))
    if found:
        return found
    for file, src in sources.items():
        name = module_name(file)
        if file == MAIN:
            units = _match(src.module, place, True)
        elif place == name:
            units = [src.module]
        elif place.startswith(name + ".") or place.startswith(name + ": "):
            units = _match(src.module, place[len(name) + 1 :].lstrip(), True)
        else:
            units = []
        found += [(file, (unit,)) for unit in units]
    return found


def _inside(unit: Unit) -> Iterable[Unit]:
    """The units inside `unit` that a step from it can name: every descendant, but not inside a def or class."""
    for child in unit.children:
        yield child
        if child.kind not in SCOPES:
            yield from _inside(child)


def _match(context: Unit, rest: str, deep: bool) -> list[Unit]:
    """The units that `rest` names inside `context` (at any depth when `deep`, else among its children): name
    steps (`Board.reveal`, `console["show"]`) and text steps (a statement's first line), each found inside
    the one before; after a name, any depth; after a header (`if x:`), its own body and clauses."""
    if not rest:
        return [context]
    by_name, by_text = _index(context, deep)
    out: list[Unit] = []
    name = NAME.match(rest)
    if name:
        wanted = tuple(part.strip() for part in name[0].split(","))
        for unit in by_name.get(wanted, ()):
            out += _after_name(unit, rest[name.end() :])
    ends = [len(rest)] + [at for at, char in enumerate(rest) if char == " "]  # where a step may end
    for end in ends:
        for unit, text in by_text.get(rest[:end], ()):
            if end == len(rest):
                out.append(unit)
            elif _header(unit, text):  # a header's colon ends its step: a step of its body follows
                out += _match(unit, rest[end + 1 :], False)
        if end > 0 and rest[end - 1] == ":":  # `TEXT: ` -- a step inside a statement that is no header
            for unit, text in by_text.get(rest[: end - 1], ()):
                if not _header(unit, text):
                    out += _match(unit, rest[end + 1 :], True)
    return list({id(unit): unit for unit in out}.values())


def _index(context: Unit, deep: bool) -> tuple[dict, dict]:
    """The units a step from `context` may name, by their names and by their texts (kept on the unit)."""
    if deep not in context.index:
        by_name: dict[tuple[str, ...], list[Unit]] = {}
        by_text: dict[str, list[tuple[Unit, str]]] = {}
        for unit in _inside(context) if deep else context.children:
            if unit.names and unit.kind in ("def", "class", "statement"):
                by_name.setdefault(unit.names, []).append(unit)
            for text in dict.fromkeys((unit.text, unit.also)):
                if text:
                    by_text.setdefault(text, []).append((unit, text))
        context.index[deep] = (by_name, by_text)
    return context.index[deep]


def _header(unit: Unit, text: str) -> bool:
    """Whether a step naming `unit` by `text` is a header, after which a space and a step of its body follow."""
    return text.endswith(":") or (text == unit.text and text.startswith("try: "))


def _after_name(unit: Unit, after: str) -> list[Unit]:
    """What follows a name step: nothing, `.NAME...`, `[KEY]...` or `: TEXT...`."""
    if not after:
        return [unit]
    if after.startswith("."):
        name = NAME.match(after[1:])
        if not name:
            return []
        wanted = tuple(part.strip() for part in name[0].split(","))
        return [
            found
            for inner in _inside(unit)
            if inner.names == wanted and inner.kind in ("def", "class", "statement")
            for found in _after_name(inner, after[1 + name.end() :])
        ]
    if after.startswith(": "):
        return _match(unit, after[2:], True)
    key = KEY.match(after)
    if key:
        items = [u for u in _inside(unit) if u.kind == "item" and u.names and u.names[0] == key["key"]]
        return [found for item in items for found in _after_name(item, after[key.end() :])]
    return []


def address(file: str, unit: Unit, sources: dict[str, Source], by_name: bool = True) -> str | None:
    """The shortest place that names `unit` and nothing else (None when none does): its qualified name, else
    the text of its first line after the name of the function or assignment around it, with the headers of
    the statements around it added, innermost first, until it is unique."""
    prefix = "" if file == MAIN else module_name(file)

    def unique(place: str) -> bool:
        return bool(place) and resolve(place, sources) == [(file, (unit,))]

    named = next((a for a in unit.ancestors() if a.kind != "item"), None) if unit.kind == "item" else None
    if unit.kind == "item" and not (named and named.kind == "statement" and named.names):
        pass  # an item of a display that no name holds (a local variable's): named by its text
    elif unit.names and unit.kind in ("def", "class", "statement", "item") and (by_name or unit.kind != "statement"):
        qualified = unit.qualified()
        place = f"{prefix}.{qualified}" if prefix else qualified
        if unique(place):
            return place
    if not unit.text:
        return None
    scope = next((a for a in unit.ancestors() if a.names and a.kind in ("def", "class", "statement")), None)
    name = scope.qualified() if scope else ""
    if prefix:
        name = f"{prefix}.{name}" if name else prefix
    between = [a for a in unit.ancestors() if a.text and (scope is None or a.depth > scope.depth)]
    for count in range(len(between) + 1):
        for chosen in _choices(between, count):
            for last in filter(None, (unit.text, unit.also)):
                place, header = name, False
                for step, after in [(a.text, a) for a in reversed(chosen)] + [(last, unit)]:
                    place += (" " if header else ": " if place else "") + step
                    header = _header(after, step)
                if unique(place):
                    return place
    return None


def _choices(items: list[Unit], count: int) -> Iterable[list[Unit]]:
    """The ways to pick `count` of the items, in their order."""
    if count == 0:
        yield []
        return
    for index, item in enumerate(items):
        for rest in _choices(items[index + 1 :], count - 1):
            yield [item, *rest]


# ---- The side file.


@dataclass(frozen=True)
class Region:
    """The lines of one place (or column ranges of one line), and the concerns that name it."""

    file: str
    names: frozenset[str]
    first: int
    last: int
    columns: tuple[tuple[int, int], ...] = ()
    depth: int = 0
    place: str = ""  # the line of concerns.map that names it
    units: tuple[Unit, ...] = field(default=(), compare=False, hash=False)

    def holds(self, file: str, line: int) -> bool:
        return file == self.file and self.first <= line <= self.last


@dataclass
class Map:
    """Every region of a style's concerns.map, and what is wrong with it."""

    regions: list[Region] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    sources: dict[str, Source] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return bool(self.regions) or bool(self.problems)

    @property
    def by_columns(self) -> bool:
        return any(region.columns for region in self.regions)

    def named(self, concern: str) -> list[Region]:
        return [region for region in self.regions if concern in region.names]

    def placed(self, concern: str) -> dict[str, set[int]]:
        """file -> the lines of the places the concern names, with the comment lines directly above each."""
        out: dict[str, set[int]] = {}
        for region in self.named(concern):
            lines = set(range(region.first, region.last + 1))
            if region.units:
                lines |= set(leading_comments(self.sources[region.file], region.units[0].first))
            out.setdefault(region.file, set()).update(lines)
        return out

    def owned(self, concern: str) -> dict[str, set[int]]:
        """file -> the lines whose innermost place names the concern (the lines that must run for it)."""
        inner: dict[tuple[str, int], Region] = {}
        for region in sorted(self.regions, key=lambda r: (r.depth, -(r.last - r.first))):
            for line in range(region.first, region.last + 1):
                inner[region.file, line] = region
        out: dict[str, set[int]] = {}
        for (file, line), region in inner.items():
            if concern in region.names:
                out.setdefault(file, set()).add(line)
        return out

    def columns(self, concern: str) -> dict[tuple[str, int], list[tuple[int, int]]]:
        out: dict[tuple[str, int], list[tuple[int, int]]] = {}
        for region in self.named(concern):
            if region.columns:
                out.setdefault((region.file, region.first), []).extend(region.columns)
        return out

    def together(self, one: str, other: str) -> bool:
        """Whether every place that names one of the two concerns names both (they are done in one place)."""
        return all({one, other} <= region.names for region in self.regions if {one, other} & region.names)

    def concerns_of(self, file: str, lines: Iterable[int]) -> list[str]:
        """The concerns whose places hold any of these lines."""
        lines = set(lines)
        out = set()
        for region in self.regions:
            if region.file == file and lines & set(range(region.first, region.last + 1)):
                out |= region.names
        return sorted(out)


def parse(text: str, texts: dict[str, str], known: Iterable[str]) -> Map:
    """The regions a concerns.map names in the style's files (`texts`: file -> source)."""
    known = list(known)
    sources = {file: source(file, body) for file, body in texts.items()}
    out = Map(sources=sources)
    merged: dict[tuple, dict] = {}  # (file, first, last, columns, unit id) -> region's fields
    concerns: list[str] = []
    for number, line in enumerate(text.splitlines(), 1):
        where = f"{SIDE_FILE}:{number}"
        entry = line.strip()
        if not entry or entry.startswith("#"):
            continue
        section = SECTION.fullmatch(entry)
        if section:
            concerns = [name.strip() for name in section["names"].split(",")]
            unknown = [name for name in concerns if name not in known]
            if unknown:
                out.problems.append(f"{where}: no concern {', '.join(unknown)} in concerns.toml")
            concerns = [name for name in concerns if name in known]
            continue
        if not concerns and not out.problems:
            out.problems.append(f"{where}: a place before the first [concern]")
            continue
        columns = COLUMNS_ENTRY.fullmatch(entry)
        if columns:
            for region in _column_regions(columns, texts, where, out.problems):
                key = (region.file, region.first, region.last, region.columns, None)
                merged.setdefault(key, {"region": region, "names": set()})["names"].update(concerns)
            continue
        found = resolve(entry, sources)
        if len(found) != 1:
            label = f"[{', '.join(concerns)}] {entry}"
            if not found:
                out.problems.append(f"{where}: {label}: names no place in the code (has it moved or changed?)")
            else:
                at = ", ".join(f"{file}:{units[0].first}" for file, units in found[:4])
                out.problems.append(f"{where}: {label}: names {len(found)} places ({at}): name the one around it")
            continue
        file, units = found[0]
        region = Region(file, frozenset(), units[0].first, units[-1].last, depth=units[0].depth, place=entry,
                        units=units)  # fmt: skip
        key = (file, region.first, region.last, (), tuple(id(unit) for unit in units))
        merged.setdefault(key, {"region": region, "names": set()})["names"].update(concerns)
    for value in merged.values():
        region = value["region"]
        out.regions.append(
            Region(region.file, frozenset(value["names"]), region.first, region.last, region.columns, region.depth,
                   region.place, region.units)
        )  # fmt: skip
    return out


def _column_regions(found: re.Match, texts: dict[str, str], where: str, problems: list[str]) -> list[Region]:
    """Column ranges of one line each, each at a token's edge (so that code moved under it is found)."""
    file = found["file"] or MAIN
    if file not in texts:
        problems.append(f"{where}: the style has no file {file}")
        return []
    source_lines = texts[file].splitlines()
    edges = token_edges(texts[file])
    by_line: dict[int, list[tuple[int, int]]] = {}
    for item in found["ranges"].split(","):
        part = COLUMNS.fullmatch(item.strip())
        row, first, last = int(part["line"]), int(part["first"]), int(part["last"])
        if not (1 <= row <= len(source_lines) and 1 <= first <= last <= len(source_lines[row - 1])):
            problems.append(f"{where}: {file} has no columns {first}-{last} on line {row}")
            continue
        if (row, first - 1) not in edges or (row, last) not in edges:
            problems.append(f"{where}: {file}:{row}:{first}-{last} cuts a token (has the code moved?)")
        by_line.setdefault(row, []).append((first, last))
    return [Region(file, frozenset(), row, row, tuple(sorted(ranges))) for row, ranges in sorted(by_line.items())]


def token_edges(text: str) -> set[tuple[int, int]]:
    """(line, 0-based column) of every place where a token starts or ends."""
    edges = set()
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            edges.add(token.start)
            edges.add(token.end)
    except (tokenize.TokenError, SyntaxError):
        pass
    return edges


def leading_comments(src: Source, first: int) -> list[int]:
    """The comment lines directly above line `first` (no blank line between)."""
    out = []
    line = first - 1
    while line >= 1 and _is_comment(src.line(line)) and src.line(line).strip():
        out.append(line)
        line -= 1
    return sorted(out)


# ---- The excerpt: whole constructs, the rest of a body as one line saying what it holds.


@dataclass(frozen=True)
class Elision:
    """A line standing for hidden lines: their indentation, and the concerns they hold."""

    indent: str
    concerns: tuple[str, ...]
    first: int  # the hidden lines
    last: int

    @property
    def text(self) -> str:
        return f"{self.indent}{ELLIPSIS}" + (f" ({', '.join(self.concerns)})" if self.concerns else "")


Entry = int | Elision  # a line of the source, or a line standing for several


def layout(
    src: Source, shown: set[int], label: Callable[[int, int], tuple[str, ...]], join_blank: int = 1
) -> list[list[Entry]]:
    """The blocks of an excerpt of one file: `shown` are the units (by id) whose construct is shown whole; the
    constructs around them are shown by their headers, the rest of their bodies elided. `label(first, last)`
    names the concerns hidden lines hold."""
    full: set[int] = set()  # ids of units shown whole
    partial: set[int] = set()  # ids of units with a shown unit inside
    for unit in src.module.walk():
        if id(unit) in shown:
            full.update(id(u) for u in unit.walk())
            partial.update(id(a) for a in unit.ancestors())
    partial -= full
    blocks: list[list[Entry]] = []

    def emit(entries: list[Entry], new_block: bool) -> None:
        if not entries:
            return
        if blocks and not new_block:
            blocks[-1].extend(entries)
        else:
            blocks.append(list(entries))

    def whole(unit: Unit) -> list[Entry]:
        first = min([unit.first, *leading_comments(src, unit.first)])
        return list(range(first, unit.last + 1))

    def elide(units: list[Unit]) -> list[Entry]:
        """Hidden units as one line: the line itself when it is one, else an elision with their concerns."""
        units = [u for u in units if u.kind != "docstring"]
        if not units:
            return []
        first = min([units[0].first, *leading_comments(src, units[0].first)])
        last = units[-1].last
        if last == first:
            return [first]
        text = src.line(units[0].first)
        return [Elision(text[: len(text) - len(text.lstrip())], label(first, last), first, last)]

    def body(unit: Unit) -> list[Entry]:
        """A unit shown in part: its header, its shown children, elisions for the rest, its foot. Clauses
        (elif, else, except, case) no place names are shown by their header and an elision of their body,
        or, two or more in a row, all as one elision."""
        out: list[Entry] = list(range(min([unit.first, *leading_comments(src, unit.first)]), unit.head + 1))
        hidden: list[Unit] = []

        def flush() -> None:
            if len(hidden) > 1 or (hidden and hidden[0].kind != "clause"):
                out.extend(elide(hidden))
            elif hidden:  # one clause: its header, and its body elided
                out.extend(range(min([hidden[0].first, *leading_comments(src, hidden[0].first)]), hidden[0].head + 1))
                out.extend(elide(hidden[0].children) if hidden[0].children else [])
            hidden.clear()

        for child in unit.children:
            shown = id(child) in full or id(child) in partial
            if hidden and (shown or (child.kind == "clause") != (hidden[-1].kind == "clause")):
                flush()
            if id(child) in full:
                out.extend(whole(child))
            elif id(child) in partial:
                out.extend(body(child))
            else:
                hidden.append(child)
        flush()
        if unit.foot is not None:
            out.extend(range(unit.foot, unit.last + 1))
        return out

    def open_scope(unit: Unit) -> None:
        for child in unit.children:
            if id(child) in full:
                entries = whole(child)
            elif id(child) in partial and child.kind == "class":
                open_scope(child)
                continue
            elif id(child) in partial:
                entries = body(child)
            else:
                continue
            first = entries[0] if isinstance(entries[0], int) else entries[0].first
            previous = _last_line(blocks[-1]) if blocks else None
            gap = range(previous + 1, first) if previous is not None else range(0)
            joined = previous is not None and len(gap) <= join_blank and all(not src.line(n).strip() for n in gap)
            emit(list(gap) + entries if joined else entries, not joined)

    open_scope(src.module)
    return [_fill(src, block) for block in blocks]


def _last_line(block: list[Entry]) -> int:
    entry = block[-1]
    return entry if isinstance(entry, int) else entry.last


def _fill(src: Source, block: list[Entry]) -> list[Entry]:
    """The block in order, each line once, the blank and comment lines between two shown lines filled in, blank
    lines next to an elision and at the edges left out."""
    out: list[Entry] = []
    seen: set[int] = set()
    for entry in block:
        if isinstance(entry, int):
            if entry in seen:
                continue
            if out and isinstance(out[-1], int) and entry > out[-1] + 1:
                gap = range(out[-1] + 1, entry)
                if all(not src.line(n).strip() or _is_comment(src.line(n)) for n in gap):
                    out.extend(gap)
                    seen.update(gap)
            seen.add(entry)
        out.append(entry)
    cleaned: list[Entry] = []
    for index, entry in enumerate(out):
        blank = isinstance(entry, int) and not src.line(entry).strip()
        near = [out[i] for i in (index - 1, index + 1) if 0 <= i < len(out)]
        if blank and (not cleaned or any(isinstance(n, Elision) for n in near)):
            continue
        cleaned.append(entry)
    while cleaned and isinstance(cleaned[-1], int) and not src.line(cleaned[-1]).strip():
        cleaned.pop()
    return cleaned


def excerpt(places: Map, concern: str, order: Iterable[str] = ()) -> dict[str, list[list[Entry]]]:
    """file -> the blocks of the concern's excerpt in it: its places whole, the constructs around them by their
    headers, elisions naming the concerns (in `order`) of what they hide; a column range by its line."""
    rank = {name: index for index, name in enumerate(order)}
    out: dict[str, list[list[Entry]]] = {}
    by_file: dict[str, list[Region]] = {}
    for region in places.named(concern):
        by_file.setdefault(region.file, []).append(region)
    for file, regions in sorted(by_file.items()):
        src = places.sources[file]
        shown = {id(unit) for region in regions for unit in region.units}
        blocks = layout(src, shown, lambda first, last, file=file: _label(places, file, first, last, concern, rank))
        lines = sorted({region.first for region in regions if region.columns})  # column ranges: their lines
        for line in lines:
            if not any(line in block for block in blocks):
                blocks.append([line])
        out[file] = sorted(blocks, key=lambda block: _first_line(block))
    return out


def _first_line(block: list[Entry]) -> int:
    entry = block[0]
    return entry if isinstance(entry, int) else entry.first


def _label(places: Map, file: str, first: int, last: int, concern: str, rank: dict[str, int]) -> tuple[str, ...]:
    names = [name for name in places.concerns_of(file, range(first, last + 1)) if name != concern]
    return tuple(sorted(names, key=lambda name: (rank.get(name, len(rank)), name)))


def where(src: Source, lines: Iterable[int]) -> str:
    """What a block of lines is part of: the innermost function or class around it whose header it does not
    show, or the assignment (a query, a table) whose value it is part of; "" at a module's level."""
    lines = set(lines)
    first, last = min(lines), max(lines)
    around = [
        unit
        for unit in src.module.walk()
        if unit.kind in SCOPES and unit.first <= first and last <= unit.last and unit.first not in lines
    ]
    if around:
        return max(around, key=lambda unit: unit.depth).qualified()
    for unit in src.module.children:
        if unit.names and unit.first < first and last <= unit.last and unit.first not in lines:
            return ", ".join(unit.names)
    return ""
