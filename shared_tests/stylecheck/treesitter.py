"""tree-sitter plumbing for the Java and JavaScript/TypeScript front ends.

tree-sitter is an optional extra: it is imported only when a Java or JavaScript file is read, and when it is missing
the reader gets one sentence saying how to install it. `Converter` walks a tree-sitter tree and builds the model's
`Node`s (`model.py`); a front end (`java.py`, `javascript.py`) subclasses it with one `v_TYPE` method per node type
it maps, and everything it does not map is looked through (its children are kept, the node itself is not).
Lines and columns are 1-based; a syntax error becomes `Unreadable` ("file:line:col: ...", never a traceback).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable

from .model import Node, Unparsable

INSTALL = "pip install 'minesweeper-styles[stylecheck]'"
GRAMMARS = {  # language -> (module, function giving the grammar)
    "java": ("tree_sitter_java", "language"),
    "javascript": ("tree_sitter_javascript", "language"),
    "typescript": ("tree_sitter_typescript", "language_typescript"),
    "tsx": ("tree_sitter_typescript", "language_tsx"),
}
TEXT_WIDTH = 120  # a node's `text`: its first line, at most this long
_PARSERS: dict[str, object] = {}


class MissingExtra(ImportError):
    """tree-sitter (or a language's grammar) is not installed."""


class Unreadable(Unparsable):
    """The file does not parse: the model's Unparsable (line, message), with the file and column too."""

    def __init__(self, file: str, line: int, col: int, why: str):
        super().__init__(line, f"column {col}: {why}")
        self.file, self.col, self.why = file, col, why


def parser(language: str):
    """A tree-sitter parser for `language` (java, javascript, typescript, tsx), made once."""
    if language not in _PARSERS:
        module, function = GRAMMARS[language]
        try:
            tree_sitter = importlib.import_module("tree_sitter")
            grammar = getattr(importlib.import_module(module), function)()
        except ImportError as missing:
            why = f"reading {language} needs tree-sitter and its {language} grammar ({missing.name} is missing)"
            raise MissingExtra(f"{why}: {INSTALL}") from None
        _PARSERS[language] = tree_sitter.Parser(tree_sitter.Language(grammar))
    return _PARSERS[language]


def available() -> bool:
    """Whether the extra is installed (tests skip the Java/JavaScript front ends without it)."""
    try:
        parser("java")
        parser("javascript")
    except MissingExtra:
        return False
    return True


class Converter:
    """tree-sitter tree -> model Nodes. Subclasses define `v_<type>(ts) -> Node | list[Node] | None`."""

    language = ""
    grammar = ""  # key of GRAMMARS
    skip: frozenset[str] = frozenset({"comment", "line_comment", "block_comment"})
    blocks: frozenset[str] = frozenset()  # node types that are a block of statements

    def __init__(self, text: str, file: str):
        self.file = file
        self.source = text.encode("utf-8")
        self.lines = self.source.split(b"\n")
        self.owners: list[str] = []  # the names of the enclosing classes

    # ------------------------------------------------------------------------------------------ entry point
    def module(self, name: str) -> Node:
        tree = parser(self.grammar).parse(self.source)
        root = tree.root_node
        if root.has_error:
            raise self.unreadable(root)
        module = self.node("module", root, name=name, children=self.body(root, "body"))
        link(module, None)
        self.finish(module)
        link(module, None)
        return module

    def finish(self, module: Node) -> None:
        """A front end's pass over the whole module once it is built (JavaScript: prototypes)."""

    def unreadable(self, root) -> Unreadable:
        bad = first_error(root) or root
        line, col = self.position(bad)
        if bad.is_missing:
            why = f"syntax error: missing {bad.type}"
        else:
            near = self.source[bad.start_byte : bad.end_byte].decode("utf-8", "replace").split("\n")[0][:40]
            why = f"syntax error near {near!r}" if near else "syntax error"
        return Unreadable(self.file, line, col, f"{why} (not valid {self.language})")

    # ------------------------------------------------------------------------------------------ building
    def position(self, ts) -> tuple[int, int]:
        row, byte = ts.start_point
        prefix = self.lines[row][:byte] if row < len(self.lines) else b""
        return row + 1, len(prefix.decode("utf-8", "replace")) + 1

    def source_of(self, ts) -> str:
        return self.source[ts.start_byte : ts.end_byte].decode("utf-8", "replace")

    def node(self, kind: str, ts, /, name: str = "", children: Iterable[Node] = (), **attrs) -> Node:
        line, col = self.position(ts)
        text = self.source_of(ts).split("\n", 1)[0][:TEXT_WIDTH]
        return Node(kind, name, [c for c in children if c is not None], None, self.file, line, col, text, attrs)

    def convert(self, ts) -> list[Node]:
        """The Nodes for one tree-sitter node (none, one, or several for `int a, b;`)."""
        if ts is None or not ts.is_named or ts.type in self.skip:
            return []
        visit: Callable | None = getattr(self, "v_" + ts.type, None)
        if visit is None:
            return self.body(ts)  # looked through
        made = visit(ts)
        if made is None:
            return []
        return made if isinstance(made, list) else [made]

    def one(self, ts, role: str = "") -> Node | None:
        """The single Node for an expression (several are wrapped in a block), with its role."""
        made = self.convert(ts)
        if not made:
            return None
        node = made[0] if len(made) == 1 else self.node("block", ts, children=made)
        if role:
            node.attrs["role"] = role
        return node

    def body(self, ts, role: str = "") -> list[Node]:
        """The Nodes of all named children of `ts`, in order."""
        out: list[Node] = []
        for child in ts.named_children if ts is not None else ():
            out.extend(self.convert(child))
        if role:
            for node in out:
                node.attrs["role"] = role
        return out

    def field(self, ts, name: str, role: str = "") -> Node | None:
        return self.one(ts.child_by_field_name(name), role or name)

    def fields(self, ts, name: str, role: str = "") -> list[Node]:
        out: list[Node] = []
        for child in ts.children_by_field_name(name):
            node = self.one(child, role or name)
            if node is not None:
                out.append(node)
        return out

    def stmts(self, ts, role: str = "body") -> list[Node]:
        """The statements of a block or of a single statement, each in `role` (as Python's suites: the
        statements are children of the if, loop or function in the role of their block, with no block Node)."""
        if ts is None:
            return []
        if ts.type in self.blocks:
            return self.body(ts, role)
        return self.body_of([ts], role)

    def body_of(self, items, role: str) -> list[Node]:
        out: list[Node] = []
        for item in items:
            out.extend(self.convert(item))
        for node in out:
            node.attrs["role"] = role
        return out

    def suite(self, kind: str, ts, body_ts, role: str, **attrs) -> Node:
        """A `block` Node (a catch, a finally, a case) whose statements are its children in role body."""
        return self.node(kind, ts, children=self.stmts(body_ts), role=role, **attrs)

    def tokens(self, ts) -> set[str]:
        """The anonymous tokens directly under `ts` (`static`, `async`, `*`, `get` ...)."""
        return {c.type for c in ts.children if not c.is_named}

    # ------------------------------------------------------------------------------ shared by Java and JavaScript
    # Node types the two grammars (both of the C family) name and shape alike.
    def v_return_statement(self, ts):
        return self.node("return", ts, children=self.body(ts, "value"))

    def v_throw_statement(self, ts):
        return self.node("throw", ts, children=self.body(ts, "value"))

    def v_break_statement(self, ts):
        return self.node("break", ts)

    def v_continue_statement(self, ts):
        return self.node("continue", ts)

    def v_if_statement(self, ts):
        return self.node(
            "if",
            ts,
            children=[
                self.field(ts, "condition", "test"),
                *self.stmts(ts.child_by_field_name("consequence"), "then"),
                *self.stmts(self.alternative(ts), "else"),
            ],
        )

    def alternative(self, ts):
        """The statement of an `if`'s else branch, or None."""
        return ts.child_by_field_name("alternative")

    def v_while_statement(self, ts):
        return self.node(
            "loop",
            ts,
            form="while",
            children=[self.field(ts, "condition", "test"), *self.stmts(ts.child_by_field_name("body"))],
        )

    def v_do_statement(self, ts):
        return self.node(
            "loop",
            ts,
            form="do",
            children=[*self.stmts(ts.child_by_field_name("body")), self.field(ts, "condition", "test")],
        )

    def v_identifier(self, ts):
        return self.node("name", ts, name=self.source_of(ts), ctx="load")

    def v_this(self, ts):
        return self.node("name", ts, name="this", ctx="load")

    def v_super(self, ts):
        return self.node("name", ts, name="super", ctx="load")

    def v_true(self, ts):
        return self.node("literal", ts, type="bool", value=ts.type == "true")

    def v_binary_expression(self, ts):
        op = self.source_of(ts.child_by_field_name("operator"))
        return self.node(
            "op", ts, op=op, children=[self.field(ts, "left", "operand"), self.field(ts, "right", "operand")]
        )

    def v_ternary_expression(self, ts):
        return self.node(
            "cond",
            ts,
            children=[
                self.field(ts, "condition", "test"),
                self.field(ts, "consequence", "then"),
                self.field(ts, "alternative", "else"),
            ],
        )

    v_false = v_true


def role(node: Node | None, name: str) -> Node | None:
    if node is not None:
        node.attrs["role"] = name
    return node


def link(node: Node, parent: Node | None) -> None:
    """Set every Node's parent (iteratively: deep expressions must not exhaust the stack)."""
    stack = [(node, parent)]
    while stack:
        current, above = stack.pop()
        current.parent = above
        stack.extend((child, current) for child in current.children)


def first_error(root):
    """The first ERROR or MISSING node, in source order."""
    stack = [root]
    while stack:
        ts = stack.pop()
        if ts.is_error or ts.is_missing:
            return ts
        if ts.has_error:
            stack.extend(reversed(ts.children))
    return None


def unquote(text: str) -> str:
    """A string literal's value, roughly: the quotes taken off, the common escapes read."""
    if text[:3] in ('"""', "'''") and len(text) >= 6:
        text = text[3:-3]
    elif text[:1] in "\"'`" and len(text) >= 2:
        text = text[1:-1]
    return text.replace("\\n", "\n").replace("\\t", "\t").replace('\\"', '"').replace("\\'", "'")
