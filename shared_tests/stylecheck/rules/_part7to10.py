"""Questions the rules of parts VII-X (chapters 26-41) ask of a program, in any language: what a call is called,
where a value comes from, which units run concurrently, which calls read input or write output.

Kept here, not in the model, because only these chapters ask them; each works on `model.Program` and `Node`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from shared_tests.stylecheck.model import Node, Program

SELF = {"self", "this", "cls", "super"}


def call_name(call: Node) -> str:
    """The last name of what a call calls: `a.b.c(...)` -> "c", `f(...)` -> "f", `new Thread(...)` -> "Thread"."""
    callee = call.child("callee")
    if callee is None:
        return call.name.split(".")[-1].split("<")[0]
    if callee.kind in ("name", "attribute"):
        return callee.name.split("<")[0].split(".")[-1]  # new java.util.ArrayList<>() -> "ArrayList"
    if callee.kind == "call":
        return ""
    return call.name.split(".")[-1].split("<")[0]


def receiver(call: Node) -> Node | None:
    """`obj` in `obj.m(...)`."""
    callee = call.child("callee")
    return callee.child("object") if callee is not None and callee.kind == "attribute" else None


def args(call: Node) -> list[Node]:
    return call.children_in("arg")


def positional(call: Node) -> list[Node]:
    return [a for a in args(call) if not a.attrs.get("keyword")]


def keyword(call: Node, name: str) -> Node | None:
    return next((a for a in args(call) if a.attrs.get("keyword") == name), None)


def calls_in(node: Node) -> Iterator[Node]:
    return (n for n in node.walk() if n.kind == "call")


def is_self(node: Node | None) -> bool:
    return node is not None and node.kind == "name" and node.name in SELF


def root_name(node: Node | None) -> Node | None:
    """The name an expression starts from: `a` in `a.b[c].d`, `a.f().g`."""
    while node is not None and node.kind in ("attribute", "index", "call"):
        node = node.child("object") or node.child("callee") or (node.children[0] if node.children else None)
    return node if node is not None and node.kind == "name" else None


def followed(node: Node, step: Callable[[Node, int], list[tuple[Node, int]]], depth: int = 3) -> list[Node]:
    """`node` and every expression `step` leads to from it (with the level each is reached at), each once, followed
    `depth` levels at most."""
    found, pending, seen = [], [(node, 0)], set()
    while pending:
        current, level = pending.pop()
        if id(current) in seen:
            continue
        seen.add(id(current))
        found.append(current)
        if level < depth:
            pending += step(current, level)
    return found


def origins(program: Program, node: Node, depth: int = 3) -> list[Node]:
    """The expressions a value may come from: the expression itself, and for each name in it the values assigned
    to that name (or iterated by the loop that binds it), followed `depth` times."""

    def step(current: Node, level: int) -> list[tuple[Node, int]]:
        pending: list[tuple[Node, int]] = []
        for name in (n for n in current.walk() if n.kind == "name" and n.attrs.get("ctx") != "store"):
            bound = program.binding(name.name, name)
            if bound is None or bound.kind != "name":
                continue
            holder = bound.parent
            if holder is None:
                continue
            if holder.kind == "assign":
                value = holder.child("value")
                if value is not None:
                    pending.append((value, level + 1))
                pending += [(item, level + 1) for item in _put_into(program, name.name, bound)]
            elif holder.kind == "loop":
                source = holder.child("iter")
                if source is not None:
                    pending.append((source, level + 1))
            elif holder.kind == "with":
                source = holder.child("context")
                if source is not None:
                    pending.append((source, level + 1))
            elif holder.kind == "collection" and holder.parent is not None and holder.parent.kind == "assign":
                value = holder.parent.child("value")
                if value is not None:
                    pending.append((value, level + 1))
        return pending

    return followed(node, step, depth)


PUT_CALLS = {"append", "extend", "push", "add", "addAll", "insert", "unshift", "put", "set", "offer"}


def _put_into(program: Program, name: str, bound: Node) -> list[Node]:
    """What the program puts into a collection after making it (`blocks.push(x)`, `chunks.add(x)`)."""
    found = []
    scope = bound.enclosing("function", "module")
    if scope is None:
        return found
    for call in (n for n in scope.walk() if n.kind == "call"):
        obj = receiver(call)
        if obj is not None and obj.kind == "name" and obj.name == name and call_name(call) in PUT_CALLS:
            if program.binding(name, obj) is bound:
                found += args(call)
    return found


def fed_by(program: Program, node: Node, test: Callable[[Node], bool], depth: int = 3) -> Node | None:
    """A node under `node` or under what its names were given (see `origins`) for which `test` holds."""
    for origin in origins(program, node, depth):
        for inner in origin.walk():
            if test(inner):
                return inner
    return None


def function_of(program: Program, node: Node) -> Node | None:
    """The function an expression passes: a lambda, a named function, `partial(f, ...)`, a method reference."""
    if node.kind == "function":
        return node
    found = program._as_function(node)  # noqa: SLF001 - the model's own reading of "the function this names"
    if found is not None:
        return found
    if node.kind == "attribute" or node.attrs.get("method_ref"):
        named = [f for f in program.functions() if f.name == node.name and not f.attrs.get("is_lambda")]
        if len(named) == 1:
            return named[0]
    if node.kind == "name" and program.binding(node.name, node) is None:  # JavaScript: `f = function () {...}`
        given = [
            a.child("value")
            for a in program.nodes("assign")
            if any(t.kind == "name" and t.name == node.name for t in a.children_in("target"))
            and a.child("value") is not None
            and a.child("value").kind == "function"
        ]
        if len(given) == 1:
            return given[0]
    return None


def reaches_calls(program: Program, start: Node, test: Callable[[Node], bool], depth: int = 4) -> Node | None:
    """A call under `start`, or under the functions of the program its calls run (to `depth`), for which
    `test` holds."""
    seen, pending = set(), [(start, 0)]
    while pending:
        node, level = pending.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        for call in calls_in(node):
            if test(call):
                return call
            if level < depth:
                pending += [(f, level + 1) for f in program.callees(call) if f is not node]
    return None


# ------------------------------------------------------------------------------------------------- input, output
INPUT_CALLS = {"input", "readline", "readLine", "nextLine", "nextInt", "nextDouble", "next", "hasNext",
               "hasNextLine", "hasNextInt", "getch", "question", "readlines", "read", "readSync"}  # fmt: skip
OUTPUT_CALLS = {"print", "println", "printf", "log", "write", "writelines", "flush", "info", "table", "format"}
STANDARD_INPUT = {"stdin", "System.in", "process.stdin"}


def _mentions_stdin(node: Node) -> bool:
    return any(n.name in ("stdin", "in") and n.kind in ("attribute",) for n in node.walk()) or any(
        n.kind == "name" and n.name == "stdin" for n in node.walk()
    )


def reads_input(program: Program, call: Node) -> bool:
    """Whether a call reads the user's input: input(), a readline, a Scanner, standard input, a readline
    interface's lines."""
    name = call_name(call)
    if name in ("createInterface",):
        return True  # a readline interface: the lines the user types
    if not program.is_library(call):
        return False
    if name in ("input", "getch", "question", "nextLine", "nextInt", "nextDouble", "hasNext", "hasNextLine"):
        return True
    if name in ("readline", "readLine", "readlines"):
        return True
    obj = receiver(call)
    given = positional(call)
    if name in ("readFileSync", "readSync", "readFile") and given and given[0].kind == "literal":
        return given[0].attrs.get("value") in (0, "0", "/dev/stdin")
    return name in ("read", "next", "readSync") and obj is not None and _mentions_stdin(obj)


def loops_over_input(node: Node) -> bool:
    """A loop that iterates over standard input (`for line in sys.stdin`)."""
    if node.kind != "loop":
        return False
    source = node.child("iter")
    return source is not None and _mentions_stdin(source)


def writes_output(program: Program, call: Node) -> bool:
    """Whether a call writes output for the user: print, console.log, System.out.println, a write to stdout."""
    name = call_name(call)
    if name == "print" and program.is_library(call):
        return True
    if program.language == "python" and name in ("write", "writelines") and program.is_library(call):
        return receiver(call) is not None  # a stream's write: standard output, or one handed in for it
    if "io" not in program.concepts(call) and not (program.language == "javascript" and name == "log"):
        return False
    return name in OUTPUT_CALLS


def input_within(program: Program, node: Node, depth: int = 4) -> Node | None:
    """A read of input under `node`, or in what it calls (a loop over standard input counts)."""
    for inner in node.walk():
        if loops_over_input(inner):
            return inner
    return reaches_calls(program, node, lambda c: reads_input(program, c), depth)


def output_within(program: Program, node: Node, depth: int = 2) -> Node | None:
    return reaches_calls(program, node, lambda c: writes_output(program, c), depth)
