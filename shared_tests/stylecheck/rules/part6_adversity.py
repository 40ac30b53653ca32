"""Part VI, adversity: constructivist (21), tantrum (22), passive_aggressive (23), declared_intentions (24),
quarantine (25).

The three exception chapters check the same thing (each function's arguments) and differ in what happens next,
so their rules are about where an error stops: constructivist never lets one leave the block that meets it,
tantrum lets it climb and every level that catches it passes it on, passive_aggressive lets it fly untouched to
a level that answers it. A program that keeps one of the three breaks the other two.
"""

from __future__ import annotations

from pathlib import Path

from shared_tests.stylecheck.model import SELF_NAMES, Node, Program
from shared_tests.stylecheck.rules import NEIGHBOURS, Finding, constraint, python_target, run_probe
from shared_tests.stylecheck.rules.part4_objects import exceptions, function_value, methods

CHECKERS = {"requireNonNull", "checkArgument", "checkNotNull", "checkState", "assert", "ok", "strictEqual"}


# ---------------------------------------------------------------------------------------------- helpers
def params_of(function: Node) -> list[Node]:
    return [p for p in function.children_in("param") if p.name not in SELF_NAMES and not p.attrs.get("star")]


def top_functions(program: Program) -> set[int]:
    """The top of the call chains: the module level, and the functions named `main` (Java's entry point, a Python
    or JavaScript program's main function)."""
    return {id(f) for f in program.functions() if f.name == "main"}


def at_top(program: Program, node: Node, top: set[int]) -> bool:
    """Whether a node is written at the module level or in a top function."""
    function = outer_function(node)
    return function is None or id(function) in top


def outer_function(node: Node) -> Node | None:
    """The outermost named function around a node (lambdas and nested functions belong to it)."""
    found = None
    for ancestor in node.ancestors():
        if ancestor.kind == "function":
            found = ancestor
    return found


def judged_functions(program: Program, top: set[int]) -> list[Node]:
    """The procedures and functions whose arguments a chapter judges: named ones with parameters, less lambdas,
    the top of the call chains and the machinery of special methods."""
    errors = exceptions(program)
    return [
        f
        for f in program.functions()
        if not f.attrs.get("is_lambda")
        and f.name
        and params_of(f)
        and id(f) not in top
        and f.enclosing("function") is None
        and (f.enclosing("class") is None or f.enclosing("class").name not in errors)
        and not (f.name.startswith("__") and f.name.endswith("__") and f.name != "__init__")
    ]


def mentions(node: Node, names: set[str]) -> bool:
    return any(n.kind == "name" and n.name in names for n in node.walk())


def handlers(program: Program) -> list[Node]:
    """Every catch block (the `block` children of a try in the role handler)."""
    return [h for t in program.nodes("try") for h in t.children_in("handler")]


def handler_body(handler: Node) -> list[Node]:
    body = handler.children_in("body")
    if len(body) == 1 and body[0].kind == "block" and body[0].children_in("body"):
        return body[0].children_in("body")
    return body


def last_statement(handler: Node) -> Node | None:
    body = [s for s in handler_body(handler) if s.kind != "pass"]
    return body[-1] if body else None


def rethrows(handler: Node) -> bool:
    """Whether a catch block ends by raising (again, or a new error)."""
    last = last_statement(handler)
    return last is not None and last.kind == "throw"


def swallows(handler: Node) -> bool:
    """A catch block that does nothing (`pass`, or nothing but a comment or a docstring)."""
    body = handler_body(handler)
    return all(
        s.kind == "pass" or (s.kind == "expr" and s.child("value") is not None and s.child("value").kind == "literal")
        for s in body
    )


def throws_in(node: Node) -> bool:
    return any(n.kind in ("throw", "assert") for n in node.walk())


def refusers(program: Program) -> set[int]:
    """Checkers a function calls to refuse its arguments: functions that throw and answer nothing (a function that
    computes a value and may fail on the way is no check of its caller's arguments)."""
    return {
        id(f)
        for f in program.functions()
        if any(n.kind == "throw" for n in f.own())
        and not any(n.kind == "return" and n.child("value") is not None for n in f.own())
    }


def refuses_arguments(program: Program, function: Node, checkers: set[int]) -> bool:
    """Whether a function refuses unreasonable arguments: an `if` on a parameter that throws, an assert of a
    parameter, or a call that hands a parameter to a checker that throws (its own, or requireNonNull)."""
    names = {p.name for p in params_of(function)}
    for node in function.own():
        if node.kind == "if" and node.child("test") is not None and mentions(node.child("test"), names):
            if any(n.kind == "throw" for n in node.walk()):
                return True
        if node.kind == "assert" and mentions(node, names):
            return True
        if node.kind == "call" and any(mentions(a, names) for a in node.children_in("arg")):
            callee = node.child("callee")
            if callee is not None and callee.name in CHECKERS:
                return True
            if any(id(f) in checkers for f in program.callees(node)):
                return True
        if node.kind == "switch" and mentions(node, names) and any(n.kind == "throw" for n in node.walk()):
            return True
    return False


# ----------------------------------------------------------------------------------------------- constructivist (21)
def falls_back(function: Node) -> bool:
    """Whether a function checks its arguments and carries on with something sensible: `if <param check>:
    return default`, `p = p if ok else default`, `p = p or default`, or a try around the use of a parameter whose
    handler answers a value."""
    names = {p.name for p in params_of(function)}
    grown = True
    while grown:  # and the values made from them: value = Number(field)
        grown = False
        for node in function.own():
            if node.kind == "assign" and node.child("value") is not None and mentions(node.child("value"), names):
                more = {t.name for t in node.children_in("target") if t.kind == "name"} - names
                if more:
                    names |= more
                    grown = True
    for node in function.own():
        if node.kind == "if" and node.child("test") is not None and mentions(node.child("test"), names):
            branch = node.children_in("then")
            if any(s.kind in ("return", "assign", "continue", "break") for s in branch):
                return True
        if node.kind == "assign":
            targets = {t.name for t in node.children_in("target") if t.kind == "name"}
            value = node.child("value")
            if (
                targets & names
                and value is not None
                and (value.kind == "cond" or (value.kind == "op" and value.attrs.get("op") in ("or", "||", "??")))
            ):
                return True
        if node.kind == "try" and any(mentions(b, names) for b in node.children_in("body")):
            if all(
                last_statement(h) is not None and last_statement(h).kind in ("return", "assign")
                for h in node.children_in("handler")
            ):
                return True
        if node.kind == "return" and node.child("value") is not None and node.child("value").kind == "cond":
            if mentions(node.child("value").child("test") or node, names):
                return True
    return False


@constraint("constructivist")
def arguments_checked_with_defaults(program: Program) -> list[Finding]:
    """Every single procedure and function checks the sanity of its arguments and either returns something sensible
    when the arguments are unreasonable or assigns them reasonable values.

    Every named function with parameters (the top of the program aside) checks a parameter and carries on: it
    returns a default, gives the parameter a reasonable value, or answers a value when using it fails."""
    top = top_functions(program)
    return [
        Finding.at(
            f, f"{f.name} takes its arguments on trust: it never checks them and falls back to something sensible"
        )
        for f in judged_functions(program, top)
        if not falls_back(f)
    ]


@constraint("constructivist")
def blocks_recover(program: Program) -> list[Finding]:
    """All code blocks check for possible errors and escape the block when things go wrong, setting the state to
    something reasonable.

    Nothing raises or asserts; every catch answers a value or sets the state (a return, an assignment, a
    `continue`), none gives up silently (`pass`), passes the error on or ends the program (exit); and some block
    does catch (a try, or Python's `with suppress(...)`)."""
    problems = [Finding.at(n, "raises: a constructivist block recovers with something reasonable instead")
                for n in program.nodes("throw")]  # fmt: skip
    problems += [Finding.at(n, "asserts: a constructivist block recovers instead") for n in program.nodes("assert")]
    caught = handlers(program)
    for handler in caught:
        last = last_statement(handler)
        if last is None or last.kind not in ("return", "assign", "continue", "break", "expr"):
            problems.append(Finding.at(handler, "a catch that does not recover with a value"))
        elif last.kind == "expr" and _ends_the_program(program, last):
            problems.append(Finding.at(last, "a catch that ends the program: a constructivist block recovers"))
    if not caught and not _suppressing_blocks(program):
        problems.append(Finding(program.main_file, 0, 0, "no block checks for errors (no try)"))
    return problems


EXITS = {"exit", "_exit", "quit", "abort"}  # sys.exit, os._exit, System.exit, process.exit, process.abort


def _ends_the_program(program: Program, statement: Node) -> bool:
    calls = [c for c in statement.children if c.kind == "call"]
    return any(
        c.child("callee") is not None and c.child("callee").name in EXITS and program.is_library(c) for c in calls
    )


def _suppressing_blocks(program: Program) -> list[Node]:
    """`with suppress(OSError): ...` (Python's contextlib): a block that escapes on the errors it names."""
    return [
        w
        for w in program.nodes("with")
        for c in w.children_in("context")
        if c.kind == "call"
        and c.child("callee") is not None
        and c.child("callee").name == "suppress"
        and program.is_library(c)
    ]


WRITES = {"print", "write", "flush", "writelines", "println", "printf", "log", "error", "info", "warn"}
EVERYTHING = {"BaseException", "Throwable", "*", ""}


@constraint("constructivist", house=True)
def recovers_without_hiding_the_end(program: Program) -> list[Finding]:
    """Our rule: recovering never hides the end of the game: no catch takes everything (Ctrl-C, the machine's
    errors), and none recovers from a failed write (a closed pipe must end the game, R10)."""
    problems = []
    for attempt in program.nodes("try"):
        writes = any(c.kind == "call" and c.child("callee") is not None and c.child("callee").name in WRITES
                     for b in attempt.children_in("body") for c in b.walk())  # fmt: skip
        for handler in attempt.children_in("handler"):
            caught = set(handler.attrs.get("catches", []))
            if caught & EVERYTHING or not caught and program.language == "python":
                problems.append(Finding.at(handler, "catches everything, Ctrl-C and the machine's errors included"))
            elif writes and caught & {"Exception", "OSError", "IOError", "BrokenPipeError", "IOException"}:
                problems.append(Finding.at(handler, "recovers from a failed write: a closed pipe must end it"))
    return problems


# ---------------------------------------------------------------------------------------------- tantrum (22)
@constraint("tantrum")
def arguments_refused(program: Program) -> list[Finding]:
    """Every single procedure and function checks the sanity of its arguments and refuses to continue when the
    arguments are unreasonable.

    Every named function with parameters (the top of the program aside) refuses bad ones: an `if` on a parameter
    that throws, an assert, or a checker (its own, or requireNonNull) handed the parameter."""
    top, checkers = top_functions(program), refusers(program)
    problems = []
    for function in judged_functions(program, top):
        if not refuses_arguments(program, function, checkers):
            problems.append(Finding.at(function, f"{function.name} does not check its arguments: it should refuse "
                                       "unreasonable ones"))  # fmt: skip
        problems += [Finding.at(r, f"{function.name} goes on with a default: it should refuse instead")
                     for r in goes_on_with_defaults(function)]  # fmt: skip
    return problems


@constraint("tantrum")
def errors_passed_up(program: Program) -> list[Finding]:
    """All code blocks check for all possible errors, possibly print out context-specific messages when errors
    occur, and pass the errors up the function call chain.

    Every catch below the top of the program passes the error on (it ends by raising), and some block does."""
    top = top_functions(program)
    problems, passing = [], 0
    for handler in handlers(program):
        if at_top(program, handler, top):
            continue
        if rethrows(handler):
            passing += 1
        else:
            problems.append(Finding.at(handler, "stops an error below the top: a tantrum passes it up the call chain"))
    if not passing:
        problems.append(Finding(program.main_file, 0, 0, "no block catches an error to pass it up the call chain"))
    return problems


def _caught_name(handler: Node) -> str:
    target = handler.child("target")
    if target is not None:
        return target.name
    return handler.name or handler.attrs.get("name", "")


@constraint("tantrum", house=True)
def context_in_the_exception(program: Program) -> list[Finding]:
    """Our reading: the context travels in the exception: every error passed up is a new one that carries the old
    (`raise New(...) from error`, `new X(message, error)`, `new Error(message, {cause})`)."""
    top = top_functions(program)
    problems = []
    for handler in handlers(program):
        if at_top(program, handler, top) or not rethrows(handler):
            continue
        last = last_statement(handler)
        value = last.child("value") if last is not None else None
        caught = _caught_name(handler)
        if value is None or (value.kind == "name" and value.name == caught):
            problems.append(Finding.at(last, "raises the same error again: its context is not in the exception"))
        elif last.child("cause") is None and not any(n.kind == "name" and n.name == caught for n in value.walk()):
            problems.append(Finding.at(last, "raises a new error without the one it caught (no `from`, no cause)"))
    return problems


@constraint("tantrum", house=True)
def top_level_catches(program: Program) -> list[Finding]:
    """Our reading: the top of the program catches what climbed up and reports it (no traceback ends the run)."""
    top = top_functions(program)
    if any(at_top(program, h, top) for h in handlers(program)):
        return []
    return [Finding(program.main_file, 0, 0, "the top of the program catches nothing: errors end in a traceback")]


# ------------------------------------------------------------------------------------------- passive_aggressive (23)
def goes_on_with_defaults(function: Node) -> list[Node]:
    """`if <sanity check of a parameter>: return <a literal or an empty collection>`: a guard that goes on with a
    default instead of refusing."""
    names = {p.name for p in params_of(function)}
    found = []
    for node in function.own():
        if node.kind != "if" or node.child("test") is None or not sanity_test(node.child("test"), names):
            continue
        for statement in node.children_in("then")[:1]:
            value = statement.child("value") if statement.kind == "return" else None
            if value is None:
                continue
            empty = value.kind == "collection" and not value.children
            empty = empty or (value.kind == "call" and value.attrs.get("is_new") and len(value.children) == 1)
            if empty or value.kind == "literal":
                found.append(statement)
    return found


SANITY_CALLS = {"isinstance", "len", "type", "callable", "isEmpty", "isBlank", "isArray", "isInteger", "isFinite",
                "isNaN", "hasattr", "matches", "test"}  # fmt: skip


def sanity_test(test: Node, names: set[str]) -> bool:
    """Whether a condition checks an argument's sanity (its type, emptiness, null, a value among literals), not the
    state of the program: `not isinstance(p, str)`, `len(p) < 2`, `p is None`, `p not in ("R", "F")`, `!p`."""
    for node in test.walk():
        if node.kind == "call":
            callee = node.child("callee")
            args = node.children_in("arg")
            target = [callee.child("object")] if callee is not None and callee.kind == "attribute" else []
            if callee is not None and callee.name in SANITY_CALLS and any(mentions(a, names) for a in args + target):
                return True
        if node.kind != "op":
            continue
        operands = node.children
        op = str(node.attrs.get("op", ""))
        if op in ("not", "!") and operands and operands[0].kind == "name" and operands[0].name in names:
            return True
        if op in ("typeof", "instanceof") and mentions(node, names):
            return True
        if op in ("is", "is not", "==", "!=", "===", "!==") and any(
            o.kind == "name" and o.name in names for o in operands
        ):
            if any(o.kind == "literal" and o.attrs.get("type") in ("null", "str") for o in operands):
                return True
        if op in ("in", "not in") and len(operands) == 2 and operands[0].kind == "name" and operands[0].name in names:
            if operands[1].kind == "collection" and all(c.kind == "literal" for c in operands[1].children):
                return True
    return False


def error_codes(function: Node) -> list[Node]:
    """`return -1`, `return None`/`null` in a branch: an error answered as a value instead of a jump."""
    found = []
    for node in function.own():
        if node.kind != "return" or node.enclosing("if") is None:
            continue
        value = node.child("value")
        if value is None:
            continue
        if value.kind == "literal" and (value.attrs.get("type") == "null" or value.attrs.get("value") in (-1, False)):
            found.append(node)
        elif (
            value.kind == "op"
            and value.attrs.get("op") in ("-", "neg", "usub")
            and value.children
            and value.children[0].kind == "literal"
        ):
            found.append(node)
    return found


@constraint("passive_aggressive")
def refuses_by_jumping_out(program: Program) -> list[Finding]:
    """Every single procedure and function checks the sanity of its arguments and refuses to continue when the
    arguments are unreasonable, jumping out of the function.

    Every named function with parameters (the top aside, and the level that catches: it reacts; a parameter it
    never uses needs no check) refuses bad ones by throwing (an `if` that throws, an assert, a checker), and none
    answers an error code (-1, None, null) instead of jumping out."""
    top, checkers = top_functions(program), refusers(program)
    problems = []
    for function in judged_functions(program, top):
        used = {n.name for n in function.walk() if n.kind == "name" and n.role != "param"}
        reacts = any(n.kind == "try" and n.children_in("handler") for n in function.own())
        if reacts or not used & {p.name for p in params_of(function)}:
            continue  # the level that reacts to errors (a bind that catches), or arguments it never uses
        if not refuses_arguments(program, function, checkers):
            problems.append(Finding.at(function, f"{function.name} does not check its arguments and jump out"))
        codes = error_codes(function) + [r for r in goes_on_with_defaults(function) if r not in error_codes(function)]
        problems += [Finding.at(r, f"{function.name} answers an error code or a default: jump out (raise) instead")
                     for r in codes]  # fmt: skip
    return problems


@constraint("passive_aggressive")
def catches_only_to_react(program: Program) -> list[Finding]:
    """When calling out other functions, program functions only check for errors if they are in a position to
    react meaningfully.

    No catch passes the error on (a catch that only raises again is no reaction: that is the tantrum, chapter 22),
    and none swallows it (`pass`)."""
    problems = []
    for handler in handlers(program):
        if rethrows(handler):
            problems.append(Finding.at(handler, "catches only to raise again: a level that cannot react leaves "
                                       "the error alone"))  # fmt: skip
        elif swallows(handler):
            problems.append(Finding.at(handler, "swallows the error: a level that catches reacts to it"))
    return problems


@constraint("passive_aggressive")
def handled_higher_up(program: Program) -> list[Finding]:
    """Error handling occurs at higher levels of function call chains, wherever it is meaningful to do so.

    Something catches, and every catch is around calls of the program's own functions (the errors come from
    below), not only around the library call that fails on the spot."""
    attempts = [a for a in program.nodes("try") if a.children_in("handler")]
    if not attempts:
        return [Finding(program.main_file, 0, 0, "nothing handles the errors: no level catches them")]
    top = top_functions(program)
    problems = []
    for attempt in attempts:
        if at_top(program, attempt, top):
            continue
        body = [n for b in attempt.children_in("body") for n in b.walk()]
        if not any(n.kind == "call" and program.callees(n) for n in body):
            problems.append(Finding.at(attempt, "catches where the error happens, not at a higher level of the "
                                       "call chain"))  # fmt: skip
    return problems


@constraint("passive_aggressive", house=True)
def catches_near_the_top(program: Program) -> list[Finding]:
    """Our reading: a catch stands only at the top of the program and in at most one level it calls directly."""
    top = top_functions(program)
    near = set(top)
    for function in program.functions():
        if id(function) in top:
            for call in (c for c in function.walk() if c.kind == "call"):
                near |= {id(f) for f in program.callees(call)}
    for call in program.calls():
        if call.enclosing("function") is None:
            near |= {id(f) for f in program.callees(call)}
    problems, catching = [], set()
    for handler in handlers(program):
        function = outer_function(handler)
        if function is None or id(function) in top:
            continue
        catching.add(function.name)
        if id(function) not in near:
            problems.append(Finding.at(handler, f"{function.name} catches below the levels that can answer"))
    if len(catching) > 1:
        problems.append(Finding(program.main_file, 0, 0, f"{len(catching)} levels below the top catch "
                                f"({', '.join(sorted(catching))}): one at most"))  # fmt: skip
    return problems


# ------------------------------------------------------------------------------------------ declared_intentions (24)
TYPE_ERRORS = {"TypeError", "ClassCastException"}
TYPE_TESTS = {"isinstance", "issubclass", "isInstance", "isAssignableFrom", "getClass", "type"}


def type_tests(node: Node) -> bool:
    """Whether code tests a value's type: isinstance, type(x) compared, typeof, instanceof, isInstance."""
    for n in node.walk():
        if n.kind == "call" and n.child("callee") is not None and n.child("callee").name in TYPE_TESTS:
            return True
        if n.kind == "op" and str(n.attrs.get("op", "")) in ("instanceof", "typeof"):
            return True
        if n.kind in ("instanceof", "typeof", "unary") and "typeof" in n.text or n.kind == "instanceof":
            return True
    return False


def type_checkers(program: Program) -> list[Node]:
    """The functions and classes that check types at run time and refuse: a type test and a throw in the same
    function (or in the wrapper it makes)."""
    found = []
    for function in program.functions():
        if function.attrs.get("is_lambda"):
            continue
        throws = [n for n in function.walk() if n.kind == "throw"]
        if throws and (
            type_tests(function) or any(TYPE_ERRORS & set(t.text.replace("(", " ").split()) for t in throws)
        ):
            outer = function
            while outer.enclosing("function") is not None and not outer.enclosing("function").attrs.get("is_lambda"):
                outer = outer.enclosing("function")
            cls = outer.enclosing("class")
            found.append(cls if cls is not None and outer.attrs.get("is_method") and not _entry_like(cls) else outer)
    return [c for c in program._unique(found) if _applied(program, c)] + _library_checkers(program)


LIBRARY_TYPECHECKERS = {
    "typeguard": {"typechecked"}, "beartype": {"beartype"}, "pydantic": {"validate_call", "validate_arguments"},
    "enforce": {"runtime_validation"}, "typecheck": {"typecheck"},
}  # fmt: skip


def _library_checkers(program: Program) -> list[Node]:
    """A run-time type checker taken from a library (typeguard's @typechecked, @beartype, pydantic's
    @validate_call), as the decorator name the program uses it by."""
    found = []
    for node in program.imports():
        module = str(node.attrs.get("module", "")).lstrip(".").split(".")[0]
        for local, imported in node.attrs.get("names", {}).items():
            if imported.split(".")[-1] in LIBRARY_TYPECHECKERS.get(module, set()):
                found.append(Node("function", name=local, file=node.file, line=node.line, attrs={"library": True}))
    used = {d for f in program.functions() for d in f.attrs.get("decorators", [])}
    return [c for c in found if c.name in used]


def _applied(program: Program, checker: Node) -> bool:
    """Whether a candidate checker checks other functions: it decorates or wraps them, they hand it a value and a
    type, or (Java) it reads their annotations and invokes them."""
    names = {checker.name}
    targets = {id(checker)} | {id(m) for m in methods(checker)} if checker.kind == "class" else {id(checker)}
    for function in program.functions():
        if names & set(function.attrs.get("decorators", [])):
            return True
    for call in program.calls():
        callee = call.child("callee")
        runs = {id(f) for f in program.callees(call)}
        if not (runs & targets or (callee is not None and callee.name in names)):
            continue
        if any(c is checker for c in call.ancestors()):
            continue
        args = call.children_in("arg")
        if any(function_value(program, a) is not None for a in args) or len(args) >= 2:
            return True
    calls = [n for n in checker.walk() if n.kind == "call" and n.child("callee") is not None]
    return any(c.child("callee").name == "invoke" for c in calls) and any(
        c.child("callee").name in ("getAnnotation", "isAnnotationPresent") for c in calls
    )


def _entry_like(cls: Node) -> bool:
    return all(m.attrs.get("is_static") or "static" in m.attrs.get("modifiers", ()) for m in methods(cls))


def machinery(program: Program, checkers: list[Node]) -> set[int]:
    """The checkers and everything written inside them: a type checker does not check itself."""
    inside = set()
    for checker in checkers:
        inside |= {id(n) for n in checker.walk()}
    return inside


def checked_by(program: Program, function: Node, checkers: list[Node]) -> bool:
    """Whether a function runs under a checker: decorated with it, wrapped by it (`f = checked(f)`, a call that
    hands it over), or its body hands its parameters to it first."""
    names = {c.name for c in checkers if c.name}
    ids = {id(c) for c in checkers}
    for decorator in function.children_in("decorator"):
        callee = decorator.child("callee") if decorator.kind == "call" else decorator
        if callee is not None and (callee.name in names or id(program.resolve(callee) or callee) in ids):
            return True
    if set(function.attrs.get("decorators", [])) & names:
        return True
    params = {p.name for p in params_of(function)}
    for call in (n for n in function.own() if n.kind == "call"):
        runs = program.callees(call)
        hands = any(mentions(a, params) for a in call.children_in("arg"))
        if hands and any(id(f) in ids or id(f.enclosing("function") or f) in ids for f in runs):
            return True
    for call in program.calls():  # checked(f), f = checked(f), typed([String], function ...)
        if any(id(f) in ids for f in program.callees(call)) or (
            call.child("callee") is not None and call.child("callee").name in names
        ):
            for arg in call.children_in("arg"):
                if (
                    arg is function
                    or function_value(program, arg) is function
                    or (arg.kind == "name" and arg.name == function.name and function.enclosing("function") is None)
                ):
                    return True
    for annotation in function.attrs.get("decorators", []):  # Java: @Accepts read by a checker
        if any(annotation in n.text for c in checkers for n in c.walk() if n.kind in ("name", "attribute")):
            return True
    return False


def declares_types(program: Program, function: Node) -> bool:
    """Whether a function declares the types of its arguments: annotations on all of them, a decorator given the
    types, or a checker call in its body that names the types."""
    params = params_of(function)
    if all(p.attrs.get("annotation") or p.attrs.get("type") for p in params):
        return True
    for decorator in function.children_in("decorator"):
        if decorator.kind == "call" and decorator.children_in("arg"):
            return True
    return False


@constraint("declared_intentions")
def runtime_typechecker(program: Program) -> list[Finding]:
    """Existence of a run-time typechecker.

    Some function (or class) tests the types of values while the program runs and refuses the wrong ones (a type
    test and a throw: isinstance, type(), instanceof, typeof, Class.isInstance), or a library's checker is applied
    (typeguard's @typechecked, @beartype, pydantic's @validate_call)."""
    if type_checkers(program):
        return []
    return [Finding(program.main_file, 0, 0, "no run-time type checker: nothing tests the types of arguments and "
                    "refuses the wrong ones")]  # fmt: skip


@constraint(
    "declared_intentions",
    not_in={"java": "every Java parameter declares its type and the compiler holds callers to it: always kept"},
)
def functions_declare_types(program: Program) -> list[Finding]:
    """Procedures and functions declare what types of arguments they expect.

    Every named function with parameters (the checker's own machinery aside) declares their types: annotations on
    all of them, or the types handed to the checker (a decorator given the types, a checker call naming them)."""
    checkers = type_checkers(program)
    inside = machinery(program, checkers)
    problems = []
    for function in program.functions():
        if id(function) in inside or function.attrs.get("is_lambda") or not function.name or not params_of(function):
            continue
        if function.name.startswith("__") and function.name.endswith("__"):
            continue
        if not declares_types(program, function) and not _checker_call_with_types(program, function, checkers):
            problems.append(Finding.at(function, f"{function.name} declares no type for its arguments"))
    return problems


def _checker_call_with_types(program: Program, function: Node, checkers: list[Node]) -> bool:
    ids = {id(c) for c in checkers}
    for call in (n for n in function.own() if n.kind == "call"):
        if any(id(f) in ids for f in program.callees(call)) and len(call.children_in("arg")) >= 2:
            return True
    return False


@constraint("declared_intentions")
def wrong_types_not_executed(program: Program) -> list[Finding]:
    """If callers send arguments of types that aren't expected, the procedures/functions are not executed.

    Every function that takes arguments (the checker aside; in Java, those that take values the compiler does not
    type, such as Object) runs under the checker: decorated or wrapped by it, or handing it its arguments first."""
    checkers = type_checkers(program)
    if not checkers:
        return [Finding(program.main_file, 0, 0, "no checker refuses a call with arguments of unexpected types")]
    inside = machinery(program, checkers)
    problems = []
    for function in program.functions():
        if id(function) in inside or function.attrs.get("is_lambda") or not function.name or not params_of(function):
            continue
        if function.name == "main" or (function.name.startswith("__") and function.name.endswith("__")):
            continue
        if program.language == "java" and not any(
            str(p.attrs.get("type", "Object")).split("<")[0] in ("Object", "Object...", "Object[]")
            for p in params_of(function)
        ):
            continue
        if not checked_by(program, function, checkers):
            problems.append(Finding.at(function, f"{function.name} runs whatever it is given: no checker refuses "
                                       "arguments of the wrong type"))  # fmt: skip
    return problems


@constraint(
    "declared_intentions",
    house=True,
    not_in={"java": "every Java method declares its parameters' and result's types",
            "javascript": "JavaScript has no annotations"},
)  # fmt: skip
def every_function_declares_everything(program: Program) -> list[Finding]:
    """Our reading: every function, even one without arguments, runs under the checker and declares its result's
    type."""
    checkers = type_checkers(program)
    inside = machinery(program, checkers)
    problems = []
    for function in program.functions():
        if id(function) in inside or function.attrs.get("is_lambda") or not function.name:
            continue
        if function.name.startswith("__") and function.name.endswith("__"):
            continue
        if not function.attrs.get("returns"):
            problems.append(Finding.at(function, f"{function.name} does not declare its result's type"))
        elif not checked_by(program, function, checkers):
            problems.append(Finding.at(function, f"{function.name} does not run under the checker"))
    return problems


# Imports every module of the style and calls each of its functions that takes arguments with arguments of
# a type no annotation allows; prints one line per function: "refused", "ran" (the body ran) or "declares".
TYPE_PROBE = """
import importlib, importlib.util, inspect, sys, typing
package, modules = sys.argv[2], sys.argv[3:]  # sys.argv[1]: a report file it does not need
sys.argv = [package]

class Stranger:
    "A type no function of the game declares."

for module_name in modules:
    if module_name.endswith(".py"):  # a single-file program: its functions, without running its main block
        spec = importlib.util.spec_from_file_location("program", module_name)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    else:
        module = importlib.import_module(module_name)
    for name, function in sorted(vars(module).items()):
        body = inspect.unwrap(function) if inspect.isfunction(function) else None
        if body is None or body.__module__ != module.__name__:
            continue
        needed = [p for p in inspect.signature(body).parameters.values()
                  if p.default is p.empty and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        if not needed:
            continue
        hints = typing.get_type_hints(body)
        if all(hints.get(p.name, typing.Any) in (typing.Any, object) for p in needed):
            print(name, "declares", "nothing that could be refused")
            continue
        try:
            function(*[Stranger() for _ in needed])
            print(name, "ran", "and returned")
        except TypeError as error:
            trace, ran = error.__traceback__, False
            while trace is not None:
                ran |= trace.tb_frame.f_code is body.__code__
                trace = trace.tb_next
            print(name, "ran" if ran else "refused", str(error)[:80].replace(chr(10), " "))
        except BaseException as error:
            print(name, "ran", type(error).__name__)
"""


@constraint("declared_intentions", house=True, runs_program=True)
def declared_types_are_enforced(program: Program) -> list[Finding]:
    """Our rule, by running it: every function that declares types refuses arguments of a type it does not declare
    (TypeError) before its body runs; annotations are a contract, not comments."""
    target, _ = python_target(program)
    root = Path(program.root).resolve()
    if target.endswith(".py"):  # one file, or a folder without __main__.py: each file by its path
        folder = root.parent if root.is_file() else root
        modules = [str(folder / name) for name in program.files]
    else:
        modules = []
        for name in program.files:
            parts = [target, *Path(name).with_suffix("").parts]
            modules.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    result, _ = run_probe(program, TYPE_PROBE, target, *modules)
    if result.exit is None:
        return [
            Finding(
                program.main_file, 0, 0, f"calling the functions with arguments of the wrong type: {result.problem}"
            )
        ]
    if result.exit != 0:
        return [Finding(program.main_file, 0, 0, f"the functions could not be tried (exit code {result.exit})")]
    lines = result.stdout.decode("utf-8", "replace").splitlines()
    verdicts = [
        v for v in (line.split(" ", 2) for line in lines) if len(v) > 1 and v[1] in ("ran", "refused", "declares")
    ]
    problems = [
        Finding(program.main_file, 0, 0, f"{name}() {verdict} with arguments of a type it does not declare")
        for name, verdict, *_ in verdicts
        if verdict == "ran"
    ]
    if not any(verdict == "refused" for _, verdict, *_ in verdicts):
        problems.append(Finding(program.main_file, 0, 0, "no function refuses arguments of the wrong type"))
    return problems


# ---------------------------------------------------------------------------------------------- quarantine (25)
RUNNERS = {"run", "execute", "effect", "perform", "unsafe_perform_io", "get", "apply", "accept", "call", "invoke"}


def bound_into_sequences(program: Program) -> set[int]:
    """Functions handed by name to an action's chaining procedure (`.bind(T::printResult)`, `.bind(show)`) that
    answer an action themselves: they run inside the sequence, when the main program runs it, and say so; and
    functions partially applied (`functools.partial(show, state)`): the call made is run later, not here."""
    chains = {"bind", "then", "map", "flatMap", "andThen", "and_then"}
    found = set()
    for call in program.calls():
        callee = call.child("callee")
        if callee is not None and callee.name == "partial" and program.is_library(call) and call.children_in("arg"):
            function = function_value(program, call.children_in("arg")[0])  # partial(show, state): run later
            if function is not None:
                found.add(id(function))
            continue
        if callee is None or callee.kind != "attribute" or callee.name not in chains:
            continue
        for arg in call.children_in("arg"):
            function = function_value(program, arg)
            if function is None and arg.attrs.get("method_ref"):
                function = next(
                    (f for f in program.functions() if f.name == arg.name and not f.attrs.get("is_lambda")), None
                )
            if function is not None and returns_deferred(function):
                found.add(id(function))  # it answers an action: it is one of the sequence's steps, marked as such
    return found


def deferred(program: Program, node: Node) -> bool:
    """Whether a node sits in a function that is handed on rather than run where it is made: a lambda or nested
    function that is returned, passed as an argument, or kept in a collection or a field; or a function handed by
    name to an action's bind."""
    if not hasattr(program, "_bound_into_sequences"):
        program._bound_into_sequences = bound_into_sequences(program)  # type: ignore[attr-defined]
    if any(id(a) in program._bound_into_sequences for a in node.ancestors() if a.kind == "function"):  # type: ignore[attr-defined]
        return True
    for function in (a for a in node.ancestors() if a.kind == "function"):
        parent = function.parent
        if function.attrs.get("is_lambda") or function.enclosing("function") is not None:
            if parent is not None and (
                function.role in ("arg", "value", "item") or parent.kind in ("return", "collection", "assign")
            ):
                if not (
                    parent.kind == "assign"
                    and parent.enclosing("function") is None
                    and not function.attrs.get("is_lambda")
                ):
                    return True
            if function.name and function.enclosing("function") is not None:
                outer = function.enclosing("function")
                for use in (n for n in outer.walk() if n.kind == "name" and n.name == function.name):
                    if use.parent is not None and (use.parent.kind == "return" or use.role in ("arg", "item", "value")):
                        return True
    return False


def io_calls(program: Program) -> list[Node]:
    return [c for c in program.calls() if "io" in program.concepts(c)]


def action_classes(program: Program) -> list[Node]:
    """Classes that hold a deferred computation: a field given a function, and a method that runs or chains it."""
    found = []
    for cls in program.classes():
        names = {m.name for m in methods(cls)}
        if names & {"bind", "then", "flatMap", "and_then", "andThen", "map"} and names & RUNNERS | {"bind"}:
            found.append(cls)
    return found


def in_machinery(node: Node, actions: list[Node]) -> bool:
    return any(a is node or any(x is a for x in node.ancestors()) for a in actions)


@constraint("quarantine")
def core_has_no_io(program: Program) -> list[Finding]:
    """Core program functions have no side effects of any kind, including IO.

    No I/O happens in a function of the program other than the main one, except inside deferred actions (a
    function handed back or kept to be run later, not run where it is written)."""
    top = top_functions(program)
    actions = action_classes(program)
    problems = []
    for call in io_calls(program):
        if at_top(program, call, top) or deferred(program, call) or in_machinery(call, actions):
            continue
        function = outer_function(call)
        problems.append(Finding.at(call, f"{function.name if function else 'the module'} does I/O itself "
                                   f"({call.child('callee').name}): the core has no side effects"))  # fmt: skip
    return problems


@constraint("quarantine")
def io_sequences_apart(program: Program) -> list[Finding]:
    """All IO actions must be contained in computation sequences that are clearly separated from the pure functions.

    Every I/O is inside a deferred action (a function handed on to be run later, which the sequences are made of),
    none is done on the spot, the main program included; and there is some."""
    calls = io_calls(program)
    actions = action_classes(program)
    problems = [
        Finding.at(call, f"does I/O on the spot ({call.child('callee').name}): keep it in a deferred action")
        for call in calls
        if not deferred(program, call) and not in_machinery(call, actions)
    ]
    if calls and all(not deferred(program, c) for c in calls):
        problems.append(Finding(program.main_file, 0, 0, "no I/O is kept in a deferred action"))
    return _unique_findings(problems)


def _unique_findings(findings: list[Finding]) -> list[Finding]:
    return list({(f.file, f.line, f.col, f.message): f for f in findings}.values())


def returns_deferred(function: Node) -> bool:
    """Whether a function answers an action: it returns a lambda, a nested function or an action it makes."""
    if function.attrs.get("is_lambda") and any(c.kind == "function" and c.role == "body" for c in function.children):
        return True
    for node in function.own():
        if node.kind == "return":
            value = node.child("value")
            if value is None:
                continue
            if value.kind == "function":
                return True
            if value.kind == "call" and (
                value.attrs.get("is_new") or any(c.kind == "function" for c in value.children)
            ):
                return True
            if value.kind == "name" and any(f.kind == "function" and f.name == value.name for f in function.own()):
                return True
    return False


@constraint("quarantine")
def io_run_from_main(program: Program) -> list[Finding]:
    """All sequences that have IO must be called from the main program.

    Only the main program (or the machinery of the actions themselves) runs a deferred action: no core function
    calls `.run()`, `.get()` or the like on an action, or calls a function it was handed back."""
    top = top_functions(program)
    actions = action_classes(program)
    action_names = {a.name for a in actions}
    makers = {id(f) for f in program.functions() if returns_deferred(f)}
    problems = []
    for call in program.calls():
        if at_top(program, call, top) or in_machinery(call, actions) or deferred(program, call):
            continue
        callee = call.child("callee")
        if callee is not None and callee.kind == "call" and any(id(f) in makers for f in program.callees(callee)):
            function = outer_function(call)
            problems.append(Finding.at(call, f"{function.name if function else 'the module'} runs an action itself: "
                                       "only the main program runs the sequences"))  # fmt: skip
            continue
        if callee is None or callee.kind != "attribute" or callee.name not in RUNNERS:
            continue
        obj = callee.child("object")
        if obj is None or obj.kind != "call":
            continue
        made = program.callees(obj)
        inner = obj.child("callee")
        if (inner is not None and inner.name in action_names) or any(id(f) in makers for f in made):
            function = outer_function(call)
            problems.append(Finding.at(call, f"{function.name if function else 'the module'} runs an action itself: "
                                       "only the main program runs the sequences"))  # fmt: skip
    return problems


@constraint("quarantine", house=True)
def bound_like_the_one(program: Program) -> list[Finding]:
    """Our reading: the actions are composed as in The One (chapter 10): a class of actions with `bind` chains them."""
    if any("bind" in {m.name for m in methods(c)} for c in program.classes()):
        return []
    return [Finding(program.main_file, 0, 0, "no action class with bind: the actions are not chained as in The One")]


NEIGHBOURS.update(
    {
        "constructivist": ["tantrum", "passive_aggressive", "declared_intentions", "quarantine"],
        "tantrum": ["constructivist", "passive_aggressive", "declared_intentions", "quarantine"],
        "passive_aggressive": ["constructivist", "tantrum", "declared_intentions", "quarantine"],
        "declared_intentions": ["constructivist", "tantrum", "passive_aggressive", "quarantine"],
        "quarantine": ["constructivist", "tantrum", "passive_aggressive", "declared_intentions"],
    }
)
