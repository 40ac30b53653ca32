"""Part II, basic styles: monolith (4), cookbook (5), pipeline (6), code_golf (7)."""

from __future__ import annotations

import re
from pathlib import Path

from shared_tests.stylecheck.model import MUTATORS, Node, Program
from shared_tests.stylecheck.rules import Finding, constraint
from shared_tests.stylecheck.rules.shared import (
    code_lines,
    function_name,
    function_params,
    is_entry,
    is_exit,
    is_inline,
    logical_lines,
    main_statements,
    named_functions,
)

SELF = {"self", "this", "cls"}


def _entry_class(program: Program) -> Node | None:
    """Java's class that holds `main`: the one class the language demands."""
    for function in program.functions():
        if is_entry(function) and program.language == "java":
            return function.enclosing("class")
    return None


def _procedures(program: Program) -> list[Node]:
    """The program's own named functions and methods, less the entry point a language demands and constructors."""
    return [
        f
        for f in named_functions(program)
        if not is_entry(f) and f.name not in ("__init__", "constructor") and not _is_constructor(f)
    ]


def _is_constructor(function: Node) -> bool:
    cls = function.enclosing("class")
    return cls is not None and function.name == cls.name


# ---------------------------------------------------------------------------------------------- monolith
@constraint("monolith")
def no_abstractions(program: Program) -> list[Finding]:
    """No abstractions.

    No function, method, class or lambda of the program's own: one body from top to bottom. Java's one class
    with its `main` is the entry point the language demands, not an abstraction; nor is the body of a loop written
    in the language's idiom (`lines.forEach(line -> {...})`, `[...text].forEach((c) => {...})`: a statement that
    walks a collection with a lambda written in place)."""
    entry = _entry_class(program)
    findings = []
    for cls in program.classes():
        if cls is not entry:
            findings.append(Finding.at(cls, f"defines the class {cls.name}: a monolith has no abstractions."))
    for function in program.functions():
        if is_entry(function) and function.enclosing("class") is entry and entry is not None:
            continue
        if function.parent is not None and _for_each_loop(program, function.parent):
            continue
        what = "a lambda" if function.attrs.get("is_lambda") else f"the function {function.name}"
        findings.append(Finding.at(function, f"defines {what}: a monolith has no abstractions."))
    return findings


def _for_each_loop(program: Program, call: Node) -> bool:
    """A loop in the language's idiom: a statement `xs.forEach(x -> {...})` whose one argument is a lambda written
    in place (its result unused)."""
    callee = call.child("callee") if call.kind == "call" else None
    args = call.children_in("arg") if call.kind == "call" else []
    if callee is None or callee.kind != "attribute" or callee.name != "forEach" or len(args) != 1:
        return False
    return args[0].kind == "function" and not program.result_used(call)


# The library functions that would do the program's work for it: sorting, regular expressions, the functional
# trio, counting and ordering collections, aggregates. Reading and writing, conversions and a string's or a list's
# own small methods are what any program needs.
WORKING_CONCEPTS = {"sort", "regex", "map_filter_reduce"}
WORKING_FUNCTIONS = {
    "python": {"collections.Counter", "Counter", "most_common", "collections.defaultdict", "collections.OrderedDict",
               "itertools.", "functools.", "heapq.", "bisect.", "statistics.", "sum", "any", "all"},
    "java": {"Collections.", "Arrays.sort", "Arrays.stream", "Stream.", "IntStream.", "Collectors.", "TreeSet",
             "TreeMap", "PriorityQueue", "stream"},
    "javascript": {"Object.entries", "Object.fromEntries", "Array.from", "sort", "reduce", "flatMap", "every",
                   "some", "findIndex", "find", "Math.max", "Math.min"},
}  # fmt: skip


def _working_call(program: Program, call: Node) -> str:
    """The name of the library function a call uses to do work, or ""."""
    if not program.is_library(call):
        return ""
    callee = call.child("callee")
    if callee is None:
        return ""
    qualified = program.qualified(callee) or callee.name
    method = callee.name if callee.kind == "attribute" else ""
    if program.concepts(call) & WORKING_CONCEPTS and method != "split":  # Java's split takes a regex: it splits
        return qualified or method
    for pattern in WORKING_FUNCTIONS.get(program.language, set()):
        if pattern.endswith(".") and qualified.startswith(pattern):
            return qualified
        if qualified == pattern or (method and method == pattern.split(".")[-1] and "." not in pattern):
            return qualified or method
        if call.attrs.get("is_new") and qualified.split(".")[-1] == pattern:
            return qualified
    if program.language == "python" and qualified in ("min", "max") and len(call.children_in("arg")) == 1:
        return qualified  # an aggregate over a collection, not a choice between two values
    return ""


@constraint("monolith")
def no_library_functions(program: Program) -> list[Finding]:
    """No use of library functions.

    The program does its own work: no library function sorts, searches with a regular expression, maps, filters or
    reduces, counts or aggregates for it (sorted, Counter, re, itertools, streams, Collections, Array.prototype.sort
    or reduce...). Reading and writing, conversions and the small methods of strings and lists stay allowed: the
    book's own monolith reads lines, lowers and splits them."""
    findings = []
    for call in program.calls():
        if _for_each_loop(program, call):
            continue  # a loop written with forEach: the walking is the program's, the work is in the lambda
        used = _working_call(program, call)
        if used:
            findings.append(Finding.at(call, f"uses the library's {used}: a monolith does that work itself."))
    return findings


# ---------------------------------------------------------------------------------------------- cookbook
@constraint("cookbook")
def procedural_abstractions(program: Program) -> list[Finding]:
    """Larger problem decomposed in procedural abstractions.

    The program defines at least two procedures of its own (functions or methods; Java's `main` is not one)."""
    procedures = _procedures(program)
    if len(procedures) >= 2:
        return []
    return [
        Finding(
            program.main_file,
            procedures[0].line if procedures else 0,
            0,
            f"{len(procedures)} procedure(s): the problem is not decomposed into procedures.",
        )
    ]


def _procedure_calls(program: Program, statement: Node) -> list[Node]:
    procedures = _procedures(program)
    return [
        c for c in statement.walk() if c.kind == "call" and any(t is p for t in _runs(program, c) for p in procedures)
    ]


def _chained_commands(program: Program, statements: list[Node]) -> list[Finding]:
    """Commands of the main program from which a chain of procedures runs, each ending by calling the next as a
    command (its result unused), over at least three procedures."""
    procedures = {id(p) for p in _procedures(program)}
    findings = []
    for statement in statements:
        for call in _procedure_calls(program, statement):
            chain, seen = [], set()
            targets = [t for t in program.callees(call) if id(t) in procedures]
            while len(targets) == 1 and id(targets[0]) not in seen:
                seen.add(id(targets[0]))
                chain.append(targets[0])
                body = targets[0].children_in("body")
                last = body[-1].child("value") if body and body[-1].kind == "expr" else None
                if last is None or last.kind != "call":
                    break
                targets = [t for t in program.callees(last) if id(t) in procedures]
            if len(chain) >= 3:
                names = ", ".join(function_name(f) for f in chain)
                findings.append(
                    Finding.at(
                        call,
                        f"{names} each end by calling the next: the steps are a chain, not a sequence of commands in "
                        "the main program.",
                    )
                )
    return findings


def _runs(program: Program, call: Node) -> list[Node]:
    """What a call runs, and for `command()` in `for command in (read, check, show):` the listed procedures."""
    found = program.callees(call)
    callee = call.child("callee")
    if found or callee is None or callee.kind != "name":
        return found
    bound = program.binding(callee.name, callee)
    loop = bound.parent if bound is not None else None
    if loop is None or loop.kind != "loop" or bound.role != "target":
        return found
    for iterable in loop.children_in("iter"):
        if iterable.kind == "collection":
            found = [f for f in (program._as_function(i) for i in iterable.children) if f is not None]
    return found


@constraint("cookbook")
def sequence_of_commands(program: Program) -> list[Finding]:
    """Larger problem solved as a sequence of commands, each corresponding to a procedure.

    The main program (the `__main__` block, Java's `main`, the main file's top level; a main that is one call of
    the program's own function is that function's body) calls at least two of the program's procedures as commands:
    it uses nothing they give back, and between its first command and its last it does no work of its own; nor
    do its commands hand on to one another (a procedure that ends by calling the next, which ends by calling the
    next: a chain, not a sequence; one procedure ending with a step of its own is decomposition)."""
    statements = main_statements(program)
    commands = 0
    findings = _chained_commands(program, statements)
    with_calls = [i for i, statement in enumerate(statements) if _procedure_calls(program, statement)]
    before = statements[: with_calls[0]] if with_calls else []
    between = statements[with_calls[0] : with_calls[-1]] if with_calls else []
    for statement in between:
        if not _procedure_calls(program, statement) and statement.kind not in ("return", "pass", "global"):
            findings.append(
                Finding.at(
                    statement, "the main program does work itself between its commands: each step is a procedure."
                )
            )
    for statement in before:
        if _does_work(program, statement):
            findings.append(
                Finding.at(
                    statement, "the main program does work itself before its commands: each step is a procedure."
                )
            )
    for statement in statements:
        for call in _procedure_calls(program, statement):
            if program.result_used(call):
                name = function_name(program.callees(call)[0])
                findings.append(
                    Finding.at(call, f"the main program uses what {name} gives back: a command's result is its effect.")
                )
            elif call.parent is statement or (call.parent is not None and call.parent.kind == "expr"):
                procedures = _procedures(program)  # `for command in (a, b, c): command()`: three commands
                commands += max(1, sum(1 for t in _runs(program, call) if any(t is p for p in procedures)))
    if commands < 2:
        where = statements[0] if statements else None
        findings.append(
            Finding(
                program.main_file,
                where.line if where is not None else 0,
                0,
                f"The main program calls {commands} procedure(s) as commands: it is not a sequence of commands.",
            )
        )
    return findings


def _pure(program: Program, function: Node) -> bool:
    """A helper that changes no shared state (no module-level or static variable, no field): what it returns is all
    it does, and a procedure may use it."""
    for state in program.module_state():
        if any(w.enclosing("function") is function for w in state.writes):
            return False
    for node in function.walk():
        if node.kind == "global":
            return False
        if node.kind in ("attribute", "index") and node.attrs.get("ctx") == "store":
            obj = node.child("object")
            if obj is not None and obj.kind == "name" and obj.name in SELF:
                return False
    return True


def _does_work(program: Program, statement: Node) -> bool:
    """Whether a statement of the main program does work: a loop, a branch, or a call (not the making of an empty
    object, a `require`, an argument-less setup call such as `process.guard()`)."""
    if statement.kind == "if" and not statement.children_in("else"):
        then = statement.children_in("then")
        if then and then[-1].kind in ("return", "throw"):
            return False  # a guard: wrong arguments, a message, out
        last = then[-1].child("value") if then and then[-1].kind == "expr" else None
        if last is not None and last.kind == "call" and is_exit(program, last):
            return False
    if statement.kind in ("loop", "if", "switch", "try", "with"):
        return True
    for call in (n for n in [statement, *statement.own()] if n.kind == "call"):
        callee = call.child("callee")
        name = callee.name.split(".")[-1] if callee is not None else ""
        if not call.children_in("arg") or call.attrs.get("is_new") or name in ("require", "Map", "Set", "Array"):
            continue  # making an object, not working on one
        if any(n.kind == "attribute" and n.name == "argv" for n in call.walk()):
            continue  # taking the arguments: process.argv.slice(2)
        return True
    return False


def _functions_touching(program: Program, names: set[str], scope_nodes: list[Node]) -> dict[str, set[int]]:
    found: dict[str, set[int]] = {}
    for node in scope_nodes:
        if node.kind in ("name", "attribute") and node.name in names:
            owner = node.enclosing("function")
            while owner is not None and is_inline(owner) and owner.enclosing("function") is not None:
                owner = owner.enclosing("function")
            if owner is not None:
                found.setdefault(node.name, set()).add(id(owner))
    return found


@constraint("cookbook")
def procedures_share_state(program: Program) -> list[Finding]:
    """The procedures share state: what one procedure makes, another takes from the shared state, not from a
    returned value.

    Some state outlives the procedures' calls and more than one procedure uses it: a module-level or static
    variable, a field of the object the procedures belong to, or a file that one writes and another reads; and no
    procedure works on a value another one returns."""
    procedures = _procedures(program)
    if len(procedures) < 2:
        return []  # procedural_abstractions says why
    passed = []
    for call in program.calls():
        owner = call.enclosing("function")
        if owner is None or not any(owner is p for p in procedures) or not program.result_used(call):
            continue
        given = [
            t
            for t in program.callees(call)
            if any(t is p for p in procedures) and t is not owner and not _pure(program, t)
        ]
        if given:
            passed.append(
                Finding.at(
                    call,
                    f"{function_name(owner)} works on what {function_name(given[0])} returns: procedures hand data on "
                    "through the shared state, not as values.",
                )
            )
    if passed:
        return passed
    for state in program.module_state():
        writers = {id(w.enclosing("function")) for w in state.writes if w.enclosing("function") is not None}
        users = _functions_touching(program, {state.name}, program.nodes("name")).get(state.name, set())
        if writers and len(users | writers) >= 2:
            return []
    for cls in program.classes():
        fields = program.fields(cls)
        users = _functions_touching(program, set(fields), [n for n in cls.walk() if n.kind in ("name", "attribute")])
        for name, owners in users.items():
            if (
                len(owners) >= 2
                and any(
                    w.enclosing("function") is not None
                    and not _is_constructor(w.enclosing("function"))
                    and w.enclosing("function").name not in ("__init__", "constructor")
                    for w in fields.get(name, [])
                )
                or len(owners) >= 2
                and _mutated_in_place(program, cls, name)
            ):
                return []
    files = _files_shared(program, procedures)
    if files:
        return []
    return [
        Finding(
            program.main_file,
            procedures[0].line,
            0,
            "The procedures share no state: nothing one of them changes is used by another.",
        )
    ]


def _mutated_in_place(program: Program, cls: Node, name: str) -> bool:
    for node in cls.walk():
        if node.kind == "call":
            callee = node.child("callee")
            if callee is not None and callee.kind == "attribute" and callee.name in MUTATORS:
                obj = callee.child("object")
                if obj is not None and obj.name == name:
                    return True
    return False


def _files_shared(program: Program, procedures: list[Node]) -> bool:
    """Whether two procedures open the same file, named by the same literal or module constant."""
    seen: dict[str, set[int]] = {}
    for procedure in procedures:
        for call in (c for c in procedure.walk() if c.kind == "call" and "io" in program.concepts(c)):
            for arg in call.children_in("arg")[:1]:
                key = str(arg.attrs.get("value")) if arg.kind == "literal" else arg.name if arg.kind == "name" else ""
                if key:
                    seen.setdefault(key, set()).add(id(procedure))
    return any(len(owners) >= 2 for owners in seen.values())


@constraint("cookbook", house=True)
def procedures_without_parameters(program: Program) -> list[Finding]:
    """Our reading: procedures take no parameters; everything they work on is shared."""
    findings = []
    for procedure in _procedures(program):
        params = [p for p in function_params(procedure) if p.name not in SELF]
        if params:
            findings.append(
                Finding.at(
                    procedure, f"{function_name(procedure)} takes parameters: procedures share the state instead."
                )
            )
    return findings


@constraint("cookbook", house=True)
def procedures_return_nothing(program: Program) -> list[Finding]:
    """Our reading: a procedure returns nothing; what it makes, it leaves in the shared state."""
    findings = []
    for procedure in _procedures(program):
        for node in procedure.own():
            value = node.child("value") if node.kind == "return" else None
            if value is not None and not (value.kind == "literal" and value.attrs.get("type") == "null"):
                findings.append(
                    Finding.at(
                        node, f"{function_name(procedure)} returns a value: a procedure changes the shared data."
                    )
                )
                break
    return findings


@constraint(
    "cookbook",
    house=True,
    not_in={
        "java": "Java has no global declaration: a static field means the same everywhere",
        "javascript": "a shadowed module variable in JavaScript is a `let` of its own, which the parser tells apart",
    },
)
def shared_state_declared(program: Program) -> list[Finding]:
    """Our reading: a shared name means the same everywhere: bound only as `global`, never shadowed or looped over.

    A procedure that binds a shared (module-level) name declares it `global`, never shadows it with a local of the
    same name, and never changes it as the hidden target of a loop."""
    findings = []
    shared = {(s.file, s.name) for s in program.module_state()}
    for function in program.functions():
        declared = {n for g in function.own() if g.kind == "global" for n in g.attrs.get("names", [])}
        for node in function.own():
            if node.kind == "loop":
                for target in node.children_in("target"):
                    for name in (n for n in target.walk() if n.kind == "name"):
                        if (function.file, name.name) in shared:
                            kind = "global" if name.name in declared else "local"
                            findings.append(
                                Finding.at(
                                    node,
                                    f"{function_name(function)}: the loop rebinds the shared {name.name!r} ({kind}).",
                                )
                            )
            elif node.kind == "name" and node.attrs.get("ctx") == "store":
                if (function.file, node.name) in shared and node.name not in declared:
                    unpacked = node.parent is not None and node.parent.kind == "collection"
                    if not (unpacked and node.parent.parent is not None and node.parent.parent.kind == "loop"):
                        if node.parent is not None and node.parent.kind == "loop":
                            continue
                        findings.append(
                            Finding.at(
                                node, f"{function_name(function)}: a local {node.name!r} shadows the shared one."
                            )
                        )
    return list({(f.line, f.message): f for f in findings}.values())


# ---------------------------------------------------------------------------------------------- pipeline
@constraint("pipeline")
def functions_from_input_to_output(program: Program) -> list[Finding]:
    """Larger problem decomposed in functional abstractions: functions, according to Mathematics, are relations from
    inputs to outputs.

    Functions share no state: no `global`/`nonlocal`, no module-level or static variable written or changed in
    place from a function, no field of an object set outside its constructor, no part of a value a function was
    given changed in place (`game.flagged.add(x)`). What a function makes, it hands on as its result."""
    findings = []
    for node in program.nodes("global"):
        findings.append(Finding.at(node, "declares a global: a function changes no state outside it."))
    for state in program.module_state():
        for write in state.writes:
            function = write.enclosing("function")
            name = function_name(function) if function is not None else "the program"
            findings.append(Finding.at(write, f"{name} changes the shared {state.name}: functions change no state."))
    for function in program.functions():
        if function.name in ("__init__", "constructor") or _is_constructor(function) or is_entry(function):
            continue
        params = {id(p) for p in function_params(function) if p.name not in SELF}
        for node in function.own():
            part = _part_changed(program, node)
            root = _root(part) if part is not None else None
            target = program.resolve(root) if root is not None and root.kind == "name" else None
            if target is not None and id(target) in params:
                findings.append(
                    Finding.at(
                        node,
                        f"{function_name(function)} changes {part.text.split('(')[0]} inside the {root.name} it was "
                        "given: a function makes a new value.",
                    )
                )
            changed = _changed_in_place(program, node)
            if changed is not None and changed.kind == "name" and changed.name in SELF:
                findings.append(
                    Finding.at(
                        node, f"{function_name(function)} sets a field of its object: functions change no state."
                    )
                )
    return list({(f.line, f.message): f for f in findings}.values())


@constraint("pipeline", house=True)
def inputs_left_unchanged(program: Program) -> list[Finding]:
    """Our reading: a function never changes its input in place (it sorts or filters a copy)."""
    findings = []
    for function in program.functions():
        if function.name in ("__init__", "constructor") or _is_constructor(function) or is_entry(function):
            continue
        params = {id(p) for p in function_params(function) if p.name not in SELF}
        for node in function.own():
            changed = _changed_in_place(program, node)
            target = program.resolve(changed) if changed is not None and changed.kind == "name" else None
            if target is not None and id(target) in params:
                findings.append(
                    Finding.at(
                        node,
                        f"{function_name(function)} changes its input {changed.name} in place: a function returns what "
                        "it makes.",
                    )
                )
    return list({(f.line, f.message): f for f in findings}.values())


PART_MUTATORS = MUTATORS | {"symmetric_difference_update", "intersection_update", "difference_update", "merge"}


def _root(node: Node) -> Node:
    current = node
    while current.kind in ("attribute", "index") and current.child("object") is not None:
        current = current.child("object")
    return current


def _part_changed(program: Program, node: Node) -> Node | None:
    """The part of a value that a node changes in place, when it is a part (`game.flagged.add(x)`,
    `game.board[k] = v`, `game.message = m`), not the value itself."""
    if node.kind == "call":
        callee = node.child("callee")
        if (
            callee is not None
            and callee.kind == "attribute"
            and callee.name in PART_MUTATORS
            and program.is_library(node)
        ):
            obj = callee.child("object")
            return obj if obj is not None and obj.kind in ("attribute", "index") else None
        return None
    if node.kind in ("index", "attribute") and node.attrs.get("ctx") == "store":
        obj = node.child("object")
        if obj is not None and obj.kind in ("attribute", "index"):
            return node
        if obj is not None and obj.kind == "name" and node.kind == "attribute":
            return node  # game.message = m: a field of the value given
    return None


def _changed_in_place(program: Program, node: Node) -> Node | None:
    """The name whose value a node changes in place (`x.append(v)`, `x[k] = v`, `x.f = v`), or None."""
    if node.kind == "call":
        callee = node.child("callee")
        if callee is not None and callee.kind == "attribute" and callee.name in MUTATORS and program.is_library(node):
            obj = callee.child("object")
            return obj if obj is not None and obj.kind == "name" else None
        return None
    if node.kind in ("index", "attribute") and node.attrs.get("ctx") == "store":
        obj = node.child("object")
        return obj if obj is not None and obj.kind == "name" else None
    return None


CHAIN = 3  # functions of the program applied one to another's result
KNOWN = {"call", "name", "attribute", "index", "literal", "collection", "op", "cond", "function", "spread"}


def _chain(program: Program, node: Node, own: list[Node], seen: set[int]) -> int:
    """How many of the program's functions an expression applies one to another's result: through nested calls,
    variables assigned once from a call, and compositions of function values (compose(f, g, h), reduce over a list
    of functions, f.andThen(g))."""
    if id(node) in seen:
        return 0
    seen = seen | {id(node)}
    if node.kind == "call":
        applies = any(t is o for t in program.callees(node) for o in own)
        inner = max((_chain(program, a, own, seen) for a in node.children_in("arg")), default=0)
        callee = node.child("callee")
        receiver = 0
        if callee is not None and callee.kind == "attribute" and callee.child("object") is not None:
            obj = callee.child("object")
            while obj.kind not in KNOWN and len(obj.children) == 1:
                obj = obj.children[0]  # ((Function<A, B>) Steps::read).andThen(...): the cast's function
            receiver = _chain(program, obj, own, seen) or int(_is_function_value(program, obj, own))
        refs = sum(1 for a in node.children_in("arg") if _is_function_value(program, a, own))
        composed = refs + (
            receiver
            if callee is not None and callee.name in ("andThen", "compose", "then", "pipe", "reduce", "reduceRight")
            else 0
        )
        if callee is not None and callee.kind == "call":
            composed = max(composed, _chain(program, callee, own, seen))
        return max(int(applies) + max(inner, receiver if applies else 0), composed, inner)
    if node.kind == "name":
        target = program.resolve(node)
        scope = node.enclosing("function", "module")
        once = scope is not None and len(program.bindings(scope).get(node.name, [])) == 1
        if (
            once
            and target is not None
            and target.kind == "assign"
            and target.enclosing("function") is node.enclosing("function")
        ):
            value = target.child("value")
            if value is not None:
                return _chain(program, value, own, seen)
        return 0
    if node.kind in ("collection", "spread"):
        return sum(1 for c in node.children if _is_function_value(program, c, own)) or max(
            (_chain(program, c, own, seen) for c in node.children), default=0
        )
    if node.kind in ("index", "attribute", "op", "cond", "literal"):
        return max((_chain(program, c, own, seen) for c in node.children), default=0)
    return 0


def _driven_in_a_loop(program: Program, statements: list[Node], own: list[Node]) -> list[Finding]:
    """The main program's loops that assign a variable from a call of the program's function given that same
    variable (`game = step(game, line)`): state changed turn by turn."""
    findings = []
    for loop in (n for s in statements for n in s.walk() if n.kind == "loop"):
        for assign in (n for n in loop.walk() if n.kind == "assign" and n.attrs.get("op", "=") == "="):
            targets, value = assign.children_in("target"), assign.child("value")
            if len(targets) != 1 or targets[0].kind != "name" or value is None or value.kind != "call":
                continue
            if not any(t is o for t in program.callees(value) for o in own):
                continue
            name = targets[0].name
            if any(n.kind == "name" and n.name == name for a in value.children_in("arg") for n in a.walk()):
                step = function_name(program.callees(value)[0])
                findings.append(
                    Finding.at(
                        assign,
                        f"the main program drives {step} in a loop, handing {name} back to it each turn: the problem "
                        "is solved by changing a variable, not by a pipeline of applications.",
                    )
                )
    return findings


def _built_in_a_loop(program: Program, statements: list[Node], own: list[Node]) -> list[Finding]:
    """The main program's loops that build a value in place (`rows.append(...)`, `total += ...`) which it then
    hands to the program's functions: a stage's work done by changing a variable, outside every function."""
    findings = []
    for loop in (
        n for s in statements for n in s.walk() if n.kind == "loop" and n.attrs.get("form") != "comprehension"
    ):
        built = set()
        for node in loop.walk():
            changed = _changed_in_place(program, node)
            if changed is not None and changed.kind == "name":
                built.add(changed.name)
            if node.kind == "assign" and node.attrs.get("op", "=") != "=":
                built |= {t.name for t in node.children_in("target") if t.kind == "name"}
        if not built:
            continue
        later = [n for s in statements if s.line > loop.line for n in s.walk() if n.kind == "call"]
        for call in later:
            if not any(t is o for t in program.callees(call) for o in own) and _chain(program, call, own, set()) == 0:
                continue
            given = {n.name for a in call.children_in("arg") for n in a.walk() if n.kind == "name"} & built
            if given:
                name = sorted(given)[0]
                findings.append(
                    Finding.at(
                        loop,
                        f"the main program builds {name} in a loop before handing it to the pipeline: a stage's work "
                        "done by changing a variable, not by a function.",
                    )
                )
                break
    return findings


def _takes_the_input(program: Program, call: Node) -> bool:
    """A call of the program's function that is given the program's input (`main(sys.stdin.read())`)."""
    return any(
        "io" in program.concepts(n) or n.kind == "attribute" and n.name == "argv"
        for a in call.children_in("arg")
        for n in a.walk()
    )


def _is_function_value(program: Program, node: Node, own: list[Node]) -> bool:
    if node.kind in ("name", "attribute"):
        target = program.resolve(node)
        return target is not None and any(target is o for o in own)
    if node.kind == "collection":
        return False
    return node.kind == "function"


@constraint("pipeline")
def pipeline_of_applications(program: Program) -> list[Finding]:
    """Larger problem solved as a pipeline of function applications.

    The main program (or the function it hands the input to) applies at least three of the program's functions one
    to another's result: nested calls (`h(g(f(x)))`), a variable handed from one call to the next (`words =
    split(text); counts = count(words)`), or a composition of the functions themselves (`compose(f, g, h)`, `reduce`
    over a list of them, `f.andThen(g)`). A variable that is assigned again (`game = step(game, line)` in a loop) is
    state, not a stage's output: a main program that drives the program's functions in a loop, handing a variable
    back to them (`for line in lines: game = step(game, line)`), or builds in a loop a value it then hands to them
    (`rows.append(...)`), solves the problem by changing that state, not by a pipeline (a fold is written as one:
    `reduce(step, lines, game)`)."""
    own = [f for f in program.functions() if not is_entry(f)]
    statements = main_statements(program)
    driven = _driven_in_a_loop(program, statements, own) + _built_in_a_loop(program, statements, own)
    if driven:
        return driven
    calls = [n for s in statements for n in s.walk() if n.kind == "call"] if statements else program.calls()
    best = 0
    for call in calls:
        best = max(best, _chain(program, call, own, set()))
    if best < CHAIN and statements:  # print(main(text)): the function the main program hands its input to
        for call in calls:
            for target in program.callees(call):
                if target.name == "main" or _takes_the_input(program, call):
                    inner = [n for n in target.walk() if n.kind == "call"]
                    best = max([best, *(_chain(program, c, own, set()) for c in inner)])
    if best >= CHAIN:
        return []
    return [
        Finding(
            program.main_file,
            0,
            0,
            f"At most {best} of the program's functions are applied one to another's result: no pipeline of {CHAIN}.",
        )
    ]


@constraint("pipeline", house=True)
def stages_trust_their_input(program: Program) -> list[Finding]:
    """Our reading: a stage takes what the one before gave it, unasked: only `main`, the edge, checks (isinstance).

    A stage lifted so that failures flow past it is the_one's bind (chapter 10), not a pipeline."""
    findings = []
    for function in program.functions():
        if function.name == "main":
            continue
        for node in function.own():
            callee = node.child("callee") if node.kind == "call" else None
            if callee is not None and callee.name in ("isinstance", "type"):
                findings.append(
                    Finding.at(node, f"{function_name(function)} asks what its input is: checks belong at the edge.")
                )
            if node.kind == "op" and node.attrs.get("op") in ("instanceof",):
                findings.append(
                    Finding.at(node, f"{function_name(function)} asks what its input is: checks belong at the edge.")
                )
    return findings


# ---------------------------------------------------------------------------------------------- code_golf
FULL_LINE = 40  # characters: the average code line of a golfed program is longer than this ...
FULLER_LINE = 60  # ... and longer than this when it has more than SHORT lines of code
SHORT = 15


DEMANDED = re.compile(
    r"^(import|package)\b|^(public\s+|final\s+|abstract\s+)*class\s+\w+|^(public\s+)?static\s+void\s+main\b"
)


@constraint("code_golf")
def few_lines_of_code(program: Program) -> list[Finding]:
    """As few lines of code as possible.

    No line of code is spent on ceremony: no named function or class (a lambda at most; Java's one class with its
    `main` is demanded), and lines full of code: a median length over 40 characters (over 60 in a program of more
    than 15 lines of code, and in Java, whose every line is long). Comments, docstrings and blank lines are no
    lines of code; nor are the lines Java demands (package, imports, the class and `main` headers)."""
    findings = []
    entry = _entry_class(program)
    for cls in program.classes():
        if cls is not entry:
            findings.append(Finding.at(cls, f"defines the class {cls.name}: lines spent on ceremony."))
    code = {file: {n for n, _ in code_lines(text, program.language)} for file, text in program.texts.items()}
    for function in named_functions(program):
        if is_entry(function):
            continue
        if function.attrs.get("is_lambda") and function.parent is not None:
            spans = _lines_spanned(function.parent, code.get(function.file, set()))
            if spans > 1:
                findings.append(
                    Finding.at(
                        function,
                        f"{function_name(function)} is a lambda over {spans} lines: a golfer writes it in one.",
                    )
                )
            continue
        findings.append(Finding.at(function, f"defines {function_name(function)}: a golfer writes a lambda in a line."))
    lengths = []
    for text in program.texts.values():
        lines = logical_lines(text, program.language)  # a formatter's layout is not the golfer's
        if program.language == "java":
            lines = [(n, code) for n, code in lines if not DEMANDED.match(code)]
        lengths += [len(code) for _, code in lines]
    wanted = FULL_LINE if len(lengths) <= SHORT and program.language != "java" else FULLER_LINE
    middle = (
        sorted(lengths)[len(lengths) // 2]
        if len(lengths) % 2
        else sum(sorted(lengths)[len(lengths) // 2 - 1 : len(lengths) // 2 + 1]) / 2
    )
    if lengths and middle < wanted:
        findings.append(
            Finding(
                program.main_file,
                0,
                0,
                f"lines of {int(middle)} characters (the median) over {len(lengths)} lines: code spread "
                "thin, not golfed.",
            )
        )
    return findings


def _lines_spanned(statement: Node, code: set[int]) -> int:
    """How many lines of code a statement takes: up to the next statement of its block (or its block's end)."""
    parent = statement.parent
    if parent is None:
        return 1
    siblings = [c for c in parent.children if c.line > statement.line]
    end = min((c.line for c in siblings), default=max(code, default=statement.line) + 1)
    return max(1, len([n for n in code if statement.line <= n < end]))


@constraint("code_golf", house=True)
def one_statement_one_line(program: Program) -> list[Finding]:
    """Our reading: no statement is laid over several lines."""
    findings = []
    for file, text in program.texts.items():
        lines = code_lines(text, program.language)
        for number in _continued(text, program.language, lines):
            findings.append(Finding(file, number, 0, "a statement laid over several lines: lines spent on layout."))
    return findings


def _continued(text: str, language: str, lines: list[tuple[int, str]]) -> list[int]:
    """The first line of each statement that goes on over the next line."""
    found = []
    if language == "python":
        import io
        import tokenize

        try:
            tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
        except (tokenize.TokenError, SyntaxError, IndentationError):
            return []
        start = None
        for token in tokens:
            if token.type in (tokenize.COMMENT, tokenize.NL, tokenize.INDENT, tokenize.DEDENT, tokenize.ENCODING):
                continue
            if start is None:
                start = token.start[0]
            if token.type in (tokenize.NEWLINE, tokenize.ENDMARKER):
                if token.start[0] > start and not (token.type == tokenize.NEWLINE and _string_only(tokens, start)):
                    found.append(start)
                start = None
        return found
    for number, code in lines:
        if re.search(r"(\(|,|\.|\+|-|\*|&&|\|\||=|\?|:)\s*$", code) and not code.endswith("::"):
            found.append(number)
    return found


def _string_only(tokens: list, line: int) -> bool:
    """Whether the logical line starting at `line` is a lone string (a docstring)."""
    meaningful = [t for t in tokens if t.start[0] == line and t.type not in (4, 61, 62, 5, 6)]
    return bool(meaningful) and meaningful[0].type == 3 and len([t for t in meaningful if t.type != 3]) == 0


BUDGET = re.compile(r"\*\*(\d+) lines\*\*")


@constraint("code_golf", house=True)
def within_line_budget(program: Program) -> list[Finding]:
    """Our reading: no more non-blank lines (every file) than the README's **N lines**, none over 200 long.

    A line budget that one endless line could game is no budget."""
    root = Path(program.root) if program.root else None
    folder = root if root is not None and root.is_dir() else root.parent if root is not None else None
    readme = folder / "README.md" if folder is not None else None
    recorded = BUDGET.search(readme.read_text(encoding="utf-8")) if readme is not None and readme.is_file() else None
    if not recorded:
        return [Finding(program.main_file, 0, 0, "The README records no **N lines** budget.")]
    count = sum(1 for text in program.texts.values() for line in text.splitlines() if line.strip())
    findings = []
    if count > int(recorded.group(1)):
        findings.append(Finding(program.main_file, 0, 0, f"{count} lines: the README records {recorded.group(1)}."))
    for file, text in program.texts.items():
        findings += [
            Finding(file, i, 0, f"a line {len(line)} characters long, over 200.")
            for i, line in enumerate(text.splitlines(), 1)
            if len(line) > 200
        ]
    return findings
