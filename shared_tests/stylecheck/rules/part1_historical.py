"""Part I, historical styles: good_old_times (1), go_forth (2), arrays (3)."""

from __future__ import annotations

import re

from shared_tests.stylecheck.model import Node, Program
from shared_tests.stylecheck.rules import NEIGHBOURS, Finding, constraint
from shared_tests.stylecheck.rules.shared import (
    WHOLE_READS,
    function_name,
    function_params,
    is_entry,
    named_functions,
)

SELF = {"self", "this", "cls"}
MAPS = {"dict", "HashMap", "Map", "TreeMap", "LinkedHashMap"}
GROW = {"append", "extend", "insert", "push", "unshift", "add", "addAll", "concat", "put", "set", "splice"}
SHRINK = {"pop", "remove", "shift", "splice", "clear", "removeLast", "removeFirst", "delete"}
# What makes a device (a file, a stream), not data: a name may stand for one.
DEVICES = {
    "open", "fdopen", "TemporaryFile", "NamedTemporaryFile", "SpooledTemporaryFile", "mkstemp", "touchopen",
    "RandomAccessFile", "FileReader", "FileWriter", "BufferedReader", "BufferedWriter", "InputStreamReader",
    "PrintWriter", "PrintStream", "Scanner", "FileInputStream", "FileOutputStream", "openSync", "createReadStream",
    "createWriteStream", "createInterface", "require", "newBufferedReader", "newBufferedWriter", "newInputStream",
    "newOutputStream", "stdin", "stdout",
}  # fmt: skip


# ---------------------------------------------------------------------------------------------- helpers
def _root_name(node: Node) -> Node | None:
    """The name an expression starts from: `data[1][2]` -> data."""
    current = node
    while current.kind in ("index", "attribute", "call") and current.children:
        current = current.child("object") or current.child("callee") or current.children[0]
    return current if current.kind == "name" else None


def _top_variables(program: Program) -> dict[str, Node]:
    """Name -> the assignment that makes a module-level (Python, JavaScript) or static (Java) variable."""
    found = {}
    for state in program.module_state():
        found.setdefault(state.name, state.definition)
    for cls in program.classes():
        for node in cls.children:
            if node.kind == "assign":
                for target in node.children_in("target"):
                    if target.kind == "name":
                        found.setdefault(target.name, node)
    return found


def _refers_to(program: Program, node: Node, definition: Node) -> bool:
    """Whether a name refers to the top-level (or static) variable that `definition` makes, whichever of its
    assignments it sees (`data = []` ... `data = data + [...]`)."""
    if node.kind != "name":
        return False
    target = program.resolve(node)
    if target is definition:
        return True
    if target is None or target.kind != "assign" or target.enclosing("function") is not None:
        return False
    names = {t.name for t in definition.children_in("target") if t.kind == "name"}
    return node.name in names and target.enclosing("module") is definition.enclosing("module")


def _number_like(program: Program, node: Node, memory: Node) -> bool:
    """An address: a number, a cell of the memory (`data[data[28]]`), arithmetic on those."""
    if node.kind == "literal":
        return node.attrs.get("type") == "num"
    if node.kind == "op":
        return all(_number_like(program, c, memory) for c in node.children)
    if node.kind == "index":
        root = _root_name(node)
        return root is not None and _refers_to(program, root, memory)
    return False


def _memories(program: Program) -> list[tuple[str, Node]]:
    """The memory: a top-level variable holding a list or array addressed by number (three cells or more)."""
    found = []
    for name, definition in _top_variables(program).items():
        addresses = set()
        for node in program.nodes("index"):
            obj = node.child("object")
            key = node.child("key")
            if obj is None or key is None or obj.kind != "name" or obj.name != name:
                continue
            if not _refers_to(program, obj, definition) and program.resolve(obj) is not None:
                continue
            addresses.add(str(key.attrs.get("value")) if key.kind == "literal" else key.text)
        if len(addresses) >= 3:
            found.append((name, definition))
    return found


def _is_device(program: Program, value: Node | None) -> bool:
    """A value that is a file or a stream: `open(...)`, `new RandomAccessFile(...)`, `fs.openSync(...)`, a
    function of the program that returns one, `require("fs")`."""
    if value is None:
        return False
    if value.kind == "call":
        callee = value.child("callee")
        name = (callee.name if callee is not None else "") or ""
        if name.split(".")[-1] in DEVICES:
            return True
        for function in program.callees(value):
            for ret in (n for n in function.walk() if n.kind == "return"):
                if _is_device(program, ret.child("value")):
                    return True
    return False


# ---------------------------------------------------------------------------------------------- good_old_times
@constraint("good_old_times")
def small_primary_memory(program: Program) -> list[Finding]:
    """Very small amount of primary memory, typically orders of magnitude smaller than the data that needs to be
    processed/generated.

    The data lives in a memory of numbered cells (a list or array addressed by number) that does not grow with the
    data: nothing is added to it in a loop unless the same loop takes something out, and no input is read whole into
    it (a line, a chunk or a byte at a time)."""
    memories = _memories(program)
    if not memories:
        return [
            Finding(program.main_file, 0, 0, "No list or array is addressed by numbers: there is no memory of cells.")
        ]
    findings = []
    definitions = [d for _, d in memories]
    for loop in program.nodes("loop"):
        grows, shrinks = [], False
        for node in loop.walk():
            if node.kind == "call":
                callee = node.child("callee")
                obj = callee.child("object") if callee is not None and callee.kind == "attribute" else None
                obj = _root_name(obj) if obj is not None else None  # data.append(x), data[6].append(x)
                if obj is not None and any(_refers_to(program, obj, d) for d in definitions):
                    if callee.name in GROW:
                        grows.append(node)
                    if callee.name in SHRINK:
                        shrinks = True
            if node.kind == "delete":
                shrinks = True
        if grows and not shrinks:
            findings.append(
                Finding.at(grows[0], "memory grows with the data: a cell is added every time round the loop.")
            )
    for call in program.calls():
        callee = call.child("callee")
        method = callee.name if callee is not None else ""
        last = method.split(".")[-1]
        whole = last in WHOLE_READS and not (
            last == "read" and (program.language != "python" or call.children_in("arg"))
        )
        if (
            whole
            and program.is_library(call)
            and "read" in method.lower()
            or whole
            and method.endswith("lines")
            and program.is_library(call)
        ):
            findings.append(
                Finding.at(call, f"reads the input whole ({method}): primary memory holds a piece at a time.")
            )
    return list({(f.line, f.message): f for f in findings}.values())


@constraint("good_old_times")
def no_labels(program: Program) -> list[Finding]:
    """No labels, i.e. no variable names or tagged memory addresses: all we have is memory that is addressable with
    numbers.

    No name holds data: values go into numbered cells, addressed by a number or by what a cell holds
    (`data[data[28]]`). Names may stand for the memory itself, for devices (files and streams), for the program's
    modules and subroutines; a loop's own variable is tolerated (the book's listing leaves it as an exercise)."""
    memories = _memories(program)
    memory_names = {name for name, _ in memories}
    findings = []
    for assign in program.nodes("assign"):
        if assign.parent is not None and assign.parent.kind == "loop" and assign.role != "body":
            continue  # a loop's own counter
        value = assign.child("value")
        if value is not None and value.kind == "function":
            continue  # a subroutine kept under a name
        if value is None:
            continue  # a declaration that binds nothing yet
        for target in assign.children_in("target"):
            names = (
                [target]
                if target.kind == "name"
                else [n for n in target.walk() if n.kind == "name"]
                if target.kind == "collection"
                else []
            )
            for name in names:
                if name.name in memory_names or name.name in SELF or _is_device(program, value):
                    continue
                if value is not None and value.kind == "collection" and target.kind == "collection":
                    pass
                findings.append(
                    Finding.at(name, f"binds the name {name.name!r}: data lives in numbered cells, not in names.")
                )
    for index in program.nodes("index"):
        obj, key = index.child("object"), index.child("key")
        if obj is None or key is None or obj.kind != "name" or obj.name not in memory_names:
            continue
        for part in [key] if key.kind != "slice" else key.children:
            if part.kind == "name" and not _loop_variable(program, part):
                findings.append(Finding.at(part, f"addresses memory by the label {part.name!r}: a cell has a number."))
    return list({(f.line, f.col, f.message): f for f in findings}.values())


def _loop_variable(program: Program, name: Node) -> bool:
    target = program.binding(name.name, name)
    return target is not None and (
        target.enclosing("loop") is not None
        and target.role == "target"
        or target.parent is not None
        and target.parent.kind == "loop"
    )


def _opens_for_writing(program: Program) -> list[Node]:
    found = []
    for call in program.calls():
        callee = call.child("callee")
        name = (callee.name if callee is not None else "").split(".")[-1]
        args = call.children_in("arg")
        modes = [a for a in args[1:] if a.kind == "literal" and isinstance(a.attrs.get("value"), str)]
        if name in ("TemporaryFile", "NamedTemporaryFile", "SpooledTemporaryFile", "mkstemp", "FileWriter",
                    "FileOutputStream", "PrintWriter", "writeSync", "writeFileSync", "appendFileSync",
                    "createWriteStream", "touchopen"):  # fmt: skip
            found.append(call)
        elif name in ("open", "fdopen", "openSync", "RandomAccessFile"):
            if any(set(str(m.attrs.get("value"))) & set("wax+") for m in modes) or (args[1:] and not modes):
                found.append(call)
    return found


@constraint("good_old_times", house=True)
def secondary_storage(program: Program) -> list[Finding]:
    """Our reading: what does not fit in primary memory goes to secondary storage: a file opened for writing."""
    if _opens_for_writing(program):
        return []
    return [
        Finding(program.main_file, 0, 0, "No file is opened for writing: what does not fit has no secondary storage.")
    ]


@constraint("good_old_times", house=True)
def subroutines_share_the_cells(program: Program) -> list[Finding]:
    """Our reading: primary memory has a fixed size and subroutines take no parameters: they share the cells.

    Not even a loop's variable has a name (the exercise the book leaves)."""
    findings = []
    for function in named_functions(program):
        params = [p for p in function_params(function) if p.name not in SELF]
        if params and not is_entry(function) and not _returns_device(program, function):
            findings.append(
                Finding.at(function, f"{function_name(function)} takes parameters: subroutines share the cells.")
            )
    for loop in program.nodes("loop"):
        for target in loop.children_in("target"):
            if target.kind == "name":
                findings.append(Finding.at(target, f"the loop names its variable {target.name!r}: a cell would do."))
    return findings


def _returns_device(program: Program, function: Node) -> bool:
    return any(_is_device(program, r.child("value")) for r in function.walk() if r.kind == "return")


# ---------------------------------------------------------------------------------------------- go_forth
PUSHES = {"append", "extend", "push", "addFirst", "addLast", "offerFirst", "offer", "add"}
POPS = {"pop", "removeLast", "removeFirst", "pollFirst", "pollLast", "poll", "remove"}


class Forth:
    """The stack and the heap, found by how the program uses them."""

    def __init__(self, program: Program) -> None:
        self.program = program
        self.stack_classes = [
            c for c in program.classes() if {m.name for m in c.children if m.kind == "function"} >= {"push", "pop"}
        ]
        self.stack = self._find_stack()
        self.heap = self._find_heap()

    def _uses(self, definition: Node, methods: set[str]) -> list[Node]:
        found = []
        for call in self.program.calls():
            callee = call.child("callee")
            if callee is None or callee.kind != "attribute" or callee.name not in methods:
                continue
            obj = callee.child("object")
            if obj is not None and obj.kind == "name" and self.program.resolve(obj) is definition:
                found.append(call)
        return found

    def _find_stack(self) -> Node | None:
        best, most = None, 0
        for definition in _top_variables(self.program).values():
            pushes, pops = self._uses(definition, PUSHES), self._uses(definition, POPS)
            if pushes and pops and len(pushes) + len(pops) > most:
                best, most = definition, len(pushes) + len(pops)
        return best

    def is_stack(self, node: Node | None) -> bool:
        if node is None or node.kind != "name":
            return False
        target = self.program.resolve(node)
        if target is not None and target is self.stack:
            return True
        return target is not None and target.kind == "param" and self._param_is_a_stack(target)

    def _param_is_a_stack(self, param: Node) -> bool:
        function = param.parent
        if function is None:
            return False
        cls = function.enclosing("class")
        if cls is not None and cls in self.stack_classes:
            return False
        uses = [
            c
            for c in function.walk()
            if c.kind == "call"
            and c.child("callee") is not None
            and c.child("callee").kind == "attribute"
            and c.child("callee").name in PUSHES | POPS
            and c.child("callee").child("object") is not None
            and c.child("callee").child("object").name == param.name
        ]
        return bool(uses)

    def touches(self, function: Node) -> bool:
        """Whether a function's own body pushes or pops the stack."""
        for call in function.own():
            if call.kind != "call":
                continue
            callee = call.child("callee")
            if callee is not None and callee.kind == "attribute" and callee.name in PUSHES | POPS:
                if self.is_stack(callee.child("object")):
                    return True
        return False

    def _find_heap(self) -> Node | None:
        best, most = None, 0
        for name, definition in _top_variables(self.program).items():
            if definition is self.stack:
                continue
            value = definition.child("value")
            callee = value.child("callee") if value is not None and value.kind == "call" else None
            maplike = value is not None and (
                (value.kind == "collection" and value.attrs.get("type") == "map")
                or (callee is not None and callee.name.split(".")[-1] in MAPS)
            )
            if not maplike:
                continue
            stores = 0
            for node in self.program.nodes("index") + self.program.nodes("attribute"):
                obj = node.child("object")
                if obj is not None and obj.kind == "name" and obj.name == name and node.attrs.get("ctx") == "store":
                    assign = node.parent
                    stored = assign.child("value") if assign is not None and assign.kind == "assign" else None
                    stores += not self._function_value(stored)
            for call in self._uses(definition, {"put", "set"}):
                args = call.children_in("arg")
                stores += not (len(args) > 1 and self._function_value(args[1]))
            if value.kind == "collection":
                stores += sum(1 for v in value.children_in("value") if not self._function_value(v))
            if stores > most:
                best, most = definition, stores
        return best

    def _function_value(self, value: Node | None) -> bool:
        """A word kept in a dictionary, not data: a function, a lambda, or a name of one."""
        if value is None:
            return False
        return value.kind == "function" or self.program._as_function(value) is not None

    def heap_reads(self) -> list[Node]:
        """The outermost expressions that read a heap value: heap[k], heap[k][i], heap.get(k), heap.k."""
        if self.heap is None:
            return []
        found = []
        for node in self.program.nodes("index") + self.program.nodes("attribute") + self.program.nodes("call"):
            if node.kind == "call":
                callee = node.child("callee")
                if callee is None or callee.kind != "attribute" or callee.name != "get":
                    continue
                obj = callee.child("object")
            else:
                obj = node.child("object")
                if node.kind == "attribute" and node.role == "callee":
                    continue
            if obj is None or obj.kind != "name" or self.program.resolve(obj) is not self.heap:
                continue
            outer = node
            while outer.parent is not None and outer.parent.kind == "index" and outer.role == "object":
                outer = outer.parent
            found.append(outer)
        return found


def _forth(program: Program) -> Forth:
    cached = getattr(program, "_forth", None)
    if cached is None:
        cached = Forth(program)
        program._forth = cached  # type: ignore[attr-defined]
    return cached


def _procedures(program: Program, forth: Forth) -> list[Node]:
    return [
        f
        for f in named_functions(program)
        if not is_entry(f)
        and f.enclosing("class") not in forth.stack_classes
        and f.name not in ("__init__", "constructor")
    ]


@constraint("go_forth")
def data_stack(program: Program) -> list[Finding]:
    """Existence of an all-important data stack: all operations (conditionals, arithmetic, etc.) are done over data
    on the stack.

    A stack (a list or array pushed and popped, a Deque, or an object of the program's own Stack class) is worked on
    by at least half of the program's procedures; a procedure that works on it takes its operands from it and leaves
    its results on it: it returns nothing, and does no arithmetic or comparison on its parameters."""
    forth = _forth(program)
    if forth.stack is None:
        return [Finding(program.main_file, 0, 0, "No variable is both pushed and popped: there is no data stack.")]
    findings = []
    procedures = _procedures(program, forth)
    users = [f for f in procedures if forth.touches(f)]
    for function in users:
        for node in function.own():
            if node.kind == "return" and node.child("value") is not None:
                value = node.child("value")
                if not (value.kind == "literal" and value.attrs.get("type") == "null"):
                    findings.append(
                        Finding.at(
                            node, f"{function_name(function)} returns a value: a word leaves its result on the stack."
                        )
                    )
        params = {id(p) for p in function_params(function) if p.name not in SELF and not forth._param_is_a_stack(p)}
        for op in (n for n in function.own() if n.kind == "op"):
            for operand in op.children:
                target = program.resolve(operand) if operand.kind == "name" else None
                if target is not None and id(target) in params:
                    findings.append(
                        Finding.at(
                            operand,
                            f"{function_name(function)} computes on its parameter {operand.name}: "
                            "operands come off the stack.",
                        )  # fmt: skip
                    )
    if procedures and len(users) * 2 < len(procedures):
        findings.append(
            Finding(
                program.main_file,
                0,
                0,
                f"Only {len(users)} of the {len(procedures)} procedures work on the stack: it is not all-important.",
            )  # fmt: skip
        )
    return list({(f.line, f.message): f for f in findings}.values())


@constraint("go_forth")
def heap_through_the_stack(program: Program) -> list[Finding]:
    """Existence of a heap for storing data that's needed for later operations; any heap data that needs to be operated
    upon needs to be moved first to the stack and eventually back to the heap.

    A heap of named values (a map stored into by name) exists; a heap value is only fetched onto the stack, stored
    (from the stack or another cell), stored into, deleted, or looked up (`x in heap["seen"]`): arithmetic,
    comparisons and tests work on the stack, as in Forth's `x @ 1 + x !`."""
    forth = _forth(program)
    if forth.heap is None:
        return [Finding(program.main_file, 0, 0, "No heap: no map of named values that the program stores to.")]
    findings = []
    for read in forth.heap_reads():
        parent = read.parent
        if read.attrs.get("ctx") in ("store", "del") and not (
            parent is not None and parent.kind == "assign" and parent.attrs.get("op", "=") != "="
        ):
            continue
        if parent is None:
            continue
        if parent.kind == "delete":
            continue
        if parent.kind == "loop" and read.role == "iter" and _pushes(forth, parent):
            continue  # each item fetched onto the stack: for (w : heap.get("words")) stack.push(w)
        if parent.kind == "call" and read.role == "arg":
            callee = parent.child("callee")
            if (
                callee is not None
                and callee.kind == "attribute"
                and callee.name in PUSHES
                and forth.is_stack(callee.child("object"))
            ):
                continue  # fetched onto the stack
            if callee is not None and callee.kind == "attribute" and callee.name in ("put", "set"):
                if callee.child("object") is not None and program.resolve(callee.child("object")) is forth.heap:
                    continue  # moved from one cell to another
        if parent.kind == "attribute" and read.role == "object" and parent.role == "callee":
            call = parent.parent
            if call is not None and not any(
                any(r is n for n in a.walk() for r in forth.heap_reads()) for a in call.children_in("arg")
            ):
                continue  # stored into: heap["words"].append(stack.pop())
        if (
            parent.kind == "op"
            and parent.attrs.get("op", "").strip() in ("in", "not in")
            and read is not parent.children[0]
        ):
            continue  # a lookup in a heap table
        if parent.kind == "assign" and read.role == "value":
            targets = parent.children_in("target")
            if all(_root_name(t) is not None and program.resolve(_root_name(t)) is forth.heap for t in targets):
                continue  # moved from one heap cell to another
        if parent.kind == "assign" and parent.attrs.get("op", "=") != "=":
            findings.append(
                Finding.at(
                    parent, f"`{parent.text.strip()}` computes on the heap: fetch, work on the stack, store back."
                )
            )
            continue
        if parent.kind in ("if", "loop", "cond") and read.role == "test":
            findings.append(Finding.at(read, f"tests {read.text} where it lies: a conditional works on the stack."))
            continue
        findings.append(Finding.at(read, f"works on {read.text} in place: fetch it onto the stack first."))
    return list({(f.line, f.col): f for f in findings}.values())


def _pushes(forth: Forth, loop: Node) -> bool:
    for call in (n for b in loop.children_in("body") for n in b.walk() if n.kind == "call"):
        callee = call.child("callee")
        if (
            callee is not None
            and callee.kind == "attribute"
            and callee.name in PUSHES
            and forth.is_stack(callee.child("object"))
        ):
            return True
    return False


@constraint("go_forth")
def user_defined_procedures(program: Program) -> list[Finding]:
    """Abstraction in the form of user-defined "procedures" (i.e. names bound to a set of instructions), which may be
    called something else entirely.

    The program defines at least two procedures (words) of its own: functions, or lambdas kept under a name or in a
    dictionary of words; a Stack class's own push and pop do not count."""
    forth = _forth(program)
    procedures = _procedures(program, forth)
    if len(procedures) >= 2:
        return []
    return [
        Finding(program.main_file, 0, 0, f"{len(procedures)} procedure(s) of the program's own: no words are defined.")
    ]


@constraint("go_forth", house=True)
def words_take_nothing(program: Program) -> list[Finding]:
    """Our reading: a word that works on the stack takes no parameters: what it needs, it pops."""
    forth = _forth(program)
    findings = []
    for function in _procedures(program, forth):
        params = [p for p in function_params(function) if p.name not in SELF and not forth._param_is_a_stack(p)]
        if params and forth.touches(function):
            findings.append(
                Finding.at(function, f"{function_name(function)} takes parameters: a word pops its arguments.")
            )
    return findings


@constraint("go_forth", house=True)
def colon_definitions(program: Program) -> list[Finding]:
    """Our reading: higher words are colon definitions, phrases of other words (at least two)."""
    phrases = [
        s
        for s in program.strings()
        if len(str(s.attrs.get("value", "")).split()) >= 2 and s.parent is not None and s.parent.kind == "call"
        and not program.is_library(s.parent)
    ]  # fmt: skip
    if len(phrases) >= 2:
        return []
    return [
        Finding(
            program.main_file, 0, 0, "Fewer than two colon definitions (a word defined as a phrase of other words)."
        )
    ]


@constraint("go_forth", house=True)
def pops_always_run(program: Program) -> list[Finding]:
    """Our reading: no pop hides where it may not run (after `and`/`or`, in a branch of `x if c else y`)."""
    findings = []
    for node in program.nodes("op") + program.nodes("cond"):
        if node.kind == "op" and node.attrs.get("op") not in ("and", "or", "&&", "||", "??"):
            continue
        maybe = node.children[1:] if node.kind == "op" else [node.child("then"), node.child("else")]
        for part in (p for p in maybe if p is not None):
            for call in (c for c in part.walk() if c.kind == "call"):
                callee = call.child("callee")
                if callee is not None and callee.kind == "attribute" and callee.name in POPS:
                    findings.append(Finding.at(call, "pops inside a short circuit: the stack then depends on it."))
    return findings


# ---------------------------------------------------------------------------------------------- arrays
ELEMENT_ITERATORS = {"ndindex", "ndenumerate", "nditer", "flat", "flatten", "ravel", "tolist", "argwhere", "nonzero"}
WHOLE = {
    "python": {"map", "filter", "sum", "sorted", "zip", "min", "max", "any", "all"},
    "java": {"stream", "map", "filter", "reduce", "sum", "average", "toArray", "mapToDouble", "mapToInt", "mapToObj",
             "boxed", "collect", "range", "rangeClosed", "fill", "setAll", "sort", "copyOf", "max", "min", "count",
             "forEach", "anyMatch", "allMatch", "of"},
    "javascript": {"map", "filter", "reduce", "reduceRight", "every", "some", "fill", "findIndex", "find", "flatMap",
                   "from", "forEach", "includes", "indexOf", "sort", "concat", "flat"},
}  # fmt: skip


def _output_only(program: Program, loop: Node) -> bool:
    """A loop that only shows results: each statement of its body writes something out."""
    body = loop.children_in("body")
    if not body:
        return False
    for statement in body:
        value = statement.child("value") if statement.kind == "expr" else None
        if value is None or value.kind != "call" or "io" not in program.concepts(value):
            return False
    return True


def _writes_out_only(program: Program, function: Node) -> bool:
    """A lambda that only shows results: its body (an expression or statements) writes something out."""
    body = function.children_in("body")
    for statement in body:
        value = statement.child("value") if statement.kind == "expr" else statement
        if value is None or value.kind != "call" or "io" not in program.concepts(value):
            return False
    return bool(body)


def _outer_loop(loop: Node) -> Node | None:
    """The statement loop (not a comprehension) around a loop, in the same function."""
    for node in loop.ancestors():
        if node.kind in ("function", "class", "module"):
            return None
        if node.kind == "loop" and node.attrs.get("form") != "comprehension":
            return node
    return None


def _numpy(program: Program) -> bool:
    return any(
        (i.attrs.get("module", "") or "").split(".")[0] == "numpy" or "numpy" in i.attrs.get("names", {}).values()
        for i in program.imports()
    )


@constraint("arrays")
def no_explicit_iteration(program: Program) -> list[Finding]:
    """No explicit iteration: an array is accessed by high-level, declarative operations.

    No loop visits an array element by element: none counts through indexes (a `for` over `range` of a size, a
    counting `for (i = 0; i < n; i++)`), walks an array's elements (`np.ndindex`, `.flat`, `for (x of values)`), or
    runs inside another loop; a statement `xs.forEach(x => {...})` whose lambda branches or loops for each element
    is such a loop written as a call (selection made element by element). Loops that only show results, and loops
    over the input, are not computation."""
    findings = []
    for call in program.calls():
        callee = call.child("callee")
        args = call.children_in("arg")
        if callee is None or callee.kind != "attribute" or callee.name != "forEach" or len(args) != 1:
            continue
        if args[0].kind != "function" or program.result_used(call) or _writes_out_only(program, args[0]):
            continue
        if not any(n.kind in ("if", "loop", "switch", "cond") for n in args[0].walk() if n is not args[0]):
            continue  # one operation for each element (`forEach(b -> histogram[b]++)`): applied to the whole
        findings.append(Finding.at(call, "forEach visits the elements one by one: a loop written as a call."))
    for loop in program.nodes("loop"):
        form = loop.attrs.get("form")
        if _output_only(program, loop):
            continue
        outer = _outer_loop(loop)
        if outer is not None and form in ("for", "foreach", "comprehension"):
            findings.append(Finding.at(loop, f"a loop nested in the loop of line {outer.line}: element by element."))
            continue
        if program.language == "python":
            for iterable in loop.children_in("iter"):
                for call in (c for c in iterable.walk() if c.kind == "call"):
                    name = (call.child("callee").name if call.child("callee") is not None else "").split(".")[-1]
                    if name == "range" and not all(
                        a.kind == "literal" or a.kind == "op" and all(x.kind == "literal" for x in a.children)
                        for a in call.children_in("arg")
                    ):
                        findings.append(
                            Finding.at(loop, f"loops over {iterable.text}: element by element, not as a whole.")
                        )
                    if name in ELEMENT_ITERATORS:
                        findings.append(Finding.at(loop, f"loops over the elements of an array ({name})."))
                if any(a.kind == "attribute" and a.name == "flat" for a in iterable.walk()):
                    findings.append(Finding.at(loop, "loops over the elements of an array (.flat)."))
        elif form == "for":
            findings.append(Finding.at(loop, "a counting loop: element by element, not as a whole."))
        elif form == "foreach":
            iterated = loop.children_in("iter")
            what = iterated[0].text if iterated else "an array"
            findings.append(Finding.at(loop, f"a loop over the elements of {what}: element by element."))
    return list({(f.line, f.message): f for f in findings}.values())


@constraint("arrays")
def whole_array_operations(program: Program) -> list[Finding]:
    """Main data type: the array, a fixed-size collection of elements, on which computation unfolds as search,
    selection and transformation of whole arrays.

    The program works on whole arrays: at least three operations over a whole array (numpy's functions and
    operators on arrays in Python, or the builtins map, filter, sum, sorted; streams and `Arrays` in Java; an
    array's map, filter, reduce, fill... in JavaScript)."""
    count = 0
    for call in program.calls():
        if not program.is_library(call):
            continue
        callee = call.child("callee")
        if callee is None:
            continue
        qualified = program.qualified(callee) or callee.name
        method = callee.name.split(".")[-1]
        if program.language == "python":
            if (
                qualified.startswith("numpy.")
                or method in WHOLE["python"]
                and callee.kind == "name"
                and (method not in ("min", "max") or len(call.children_in("arg")) == 1)
            ):
                count += 1
        elif method in WHOLE[program.language]:
            count += 1
    if count >= 3:
        return []
    return [
        Finding(
            program.main_file, 0, 0, f"{count} operation(s) over whole arrays: the arrays are not worked on as wholes."
        )
    ]


@constraint("arrays", house=True, not_in={"java": "numpy is Python's", "javascript": "numpy is Python's"})
def uses_numpy(program: Program) -> list[Finding]:
    """Our reading: the arithmetic is numpy's: arrays and the operations over them."""
    return [] if _numpy(program) else [Finding(program.main_file, 0, 0, "numpy is never imported.")]


NEIGHBOURS.update(
    {
        "good_old_times": ["go_forth", "arrays", "cookbook"],
        "go_forth": ["good_old_times", "arrays", "cookbook"],
        "arrays": ["go_forth", "monolith", "cookbook"],
        "monolith": ["cookbook", "pipeline", "code_golf"],
        "cookbook": ["monolith", "pipeline", "kick_forward"],
        "pipeline": ["cookbook", "monolith", "code_golf", "kick_forward"],
        "code_golf": ["pipeline", "cookbook", "monolith"],
        "infinite_mirror": ["kick_forward", "code_golf", "monolith"],
        "kick_forward": ["pipeline", "infinite_mirror", "the_one"],
        "the_one": ["kick_forward", "cookbook", "monolith"],
    }
)
_ = re
