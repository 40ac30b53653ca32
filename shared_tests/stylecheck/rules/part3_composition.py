"""Part III, function composition: infinite_mirror (8), kick_forward (9), the_one (10)."""

from __future__ import annotations

from shared_tests.stylecheck.model import Node, Program
from shared_tests.stylecheck.rules import Finding, constraint
from shared_tests.stylecheck.rules.shared import (
    Flow,
    function_name,
    function_params,
    is_entry,
    is_exit,
    is_identity,
    is_inline,
    main_statements,
    named_functions,
    param_called,
)

BRANCHES = {"if", "cond", "switch"}
SHORT_CIRCUITS = {"and", "or", "&&", "||", "??"}


# ---------------------------------------------------------------------------------------------- infinite_mirror
def _has_base_case(function: Node) -> bool:
    for node in function.walk():
        if node.kind in BRANCHES or (node.kind == "op" and node.attrs.get("op") in SHORT_CIRCUITS):
            return True
    return False


@constraint("infinite_mirror")
def modelled_by_induction(program: Program) -> list[Finding]:
    """All, or a significant part, of the problem is modelled by induction: the base case (n_0), then the n+1 rule.

    Some function recurses (calls itself, directly or through others, by name, alias, table or lambda); each
    recursive function has a base case (a branch on which it stops); and loops do not outnumber the recursive
    functions, so that induction carries a significant part of the work."""
    reachable = _reachable(program)
    recursive = [
        f
        for f in program.functions()
        if program.recursive(f) and _called_from_outside(program, f) and (reachable is None or id(f) in reachable)
    ]
    if not recursive:
        return [Finding(program.main_file, 0, 0, "No function calls itself: nothing is modelled by induction.")]
    findings = []
    for function in recursive:
        cycle = [
            g for g in recursive if g is function or (program.reaches(function, g) and program.reaches(g, function))
        ]
        if not any(_has_base_case(g) for g in cycle):
            findings.append(
                Finding.at(
                    function,
                    f"{function_name(function)} recurses with no base case to end it: no branch on which it stops.",
                )
            )
    loops = [loop for loop in program.nodes("loop") if _does_work(program, loop, recursive)]
    loops += [c for c in program.calls() if _iterates(program, c, recursive)]
    if len(loops) > len(recursive):
        findings.append(
            Finding.at(
                loops[0],
                f"{len(loops)} loops against {len(recursive)} recursive function(s): loops, not induction, do most "
                "of the work.",
            )
        )
    return findings


def _reachable(program: Program) -> set[int] | None:
    """The functions the program runs: reached by calls from its top level or its `main` (None when it has
    neither: a library)."""
    roots = [*program.files.values(), *(f for f in program.functions() if is_entry(f) or f.name == "main")]
    found: set[int] = set()
    pending = [*program.files.values(), *(f for f in roots if f.kind == "function")]
    for function in pending[len(program.files) :]:
        found.add(id(function))
    graph = program.call_graph()
    by_id = {id(k): v for k, v in graph.items()}
    while pending:
        node = pending.pop()
        for target in by_id.get(id(node), []):
            if id(target) not in found:
                found.add(id(target))
                pending.append(target)
    runs = any(
        c.kind not in ("function", "class", "import") for m in program.files.values() for c in program.top_level(m)
    ) or any(f.kind == "function" for f in roots)
    return found if runs else None


def _called_from_outside(program: Program, function: Node) -> bool:
    """Whether some other function, or the main program, calls a recursive function: it is not dead code."""
    for call in program.calls():
        owner = call.enclosing("function")
        if owner is function or not any(t is function for t in program.callees(call)):
            continue
        if owner is None or not (program.reaches(function, owner) and program.reaches(owner, function)):
            return True
        if owner is not function:
            return True
    return False


def _iterates(program: Program, call: Node, recursive: list[Node]) -> bool:
    """A library call that iterates with a function of the program's (`counts.forEach(k -> ...)`, `map(f, xs)`)
    doing work: a loop in another form."""
    if "map_filter_reduce" not in program.concepts(call):
        return False
    functions = [a for a in call.children_in("arg") if a.kind == "function"]
    if not functions:
        return False
    inner = [c for f in functions for c in f.walk() if c.kind == "call"]
    if any(t is r for c in inner for t in program.callees(c) for r in recursive):
        return False
    return not all("io" in program.concepts(c) for c in inner) or not inner


def _does_work(program: Program, loop: Node, recursive: list[Node]) -> bool:
    """Whether a loop does part of the problem's work: not one that only writes results out, reads the input, or
    hands chunks of the data to an induction (`for i in range(0, n, LIMIT): count(words[i:i+LIMIT])`)."""
    body = [n for n in loop.walk() if n is not loop]
    calls = [n for n in body if n.kind == "call"]
    args = [a for c in calls for a in c.children_in("arg")]
    sliced = any(a.kind == "index" and a.child("key") is not None and a.child("key").kind == "slice" for a in args)
    stepped = "+=" in loop.text or ("range(" in loop.text and loop.text.count(",") >= 2)
    chunked = sliced or stepped
    if chunked and any(t is r for c in calls for t in program.callees(c) for r in recursive):
        return False
    heads = [c for role in ("test", "iter") for h in loop.children_in(role) for c in h.walk() if c.kind == "call"]
    if any("io" in program.concepts(c) for c in heads):
        return False
    statements = loop.children_in("body")
    tested = {n.name for h in loop.children_in("test") for n in h.walk() if n.kind == "name"}
    for statement in statements:
        value = statement.child("value") if statement.kind == "assign" else None
        targets = {t.name for t in statement.children_in("target")} if statement.kind == "assign" else set()
        if (
            value is not None
            and targets & tested
            and any("io" in program.concepts(c) for c in value.walk() if c.kind == "call")
        ):
            return False  # c = reader.read() at the end of `while (c != -1)`: reading the input
    writes = [
        s for s in statements if s.kind == "expr" and s.child("value") is not None and s.child("value").kind == "call"
    ]
    if (
        statements
        and len(writes) == len(statements)
        and all("io" in program.concepts(s.child("value")) for s in writes)
    ):
        return False
    return True


@constraint("infinite_mirror", house=True)
def no_loops_at_all(program: Program) -> list[Finding]:
    """Our reading: nothing loops, not even a comprehension: every repetition is an induction."""
    return [
        Finding.at(loop, f"a {loop.attrs.get('form', 'loop')} loop: a repetition that is not an induction.")
        for loop in program.nodes("loop")
    ]


# ---------------------------------------------------------------------------------------------- kick_forward
class Kick:
    """What the kick-forward rules share: the flow of functions through parameters, the steps, their
    continuation parameters, the trampolines."""

    def __init__(self, program: Program) -> None:
        self.program = program
        self.flow = Flow(program)
        self.trampolines = [f for f in program.functions() if self._is_trampoline(f)]
        self.steps = [
            f
            for f in named_functions(program)
            if not is_entry(f) and f not in self.trampolines and self._could_be_a_step(f)
        ]
        self.continuations = {id(f): self._continuation_params(f) for f in program.functions()}

    def _could_be_a_step(self, function: Node) -> bool:
        """Not a step: a declaration without a body (an interface's method), a constructor, a method a library's
        interface asks for in an object made on the spot (a Comparator's compare)."""
        if not function.children_in("body") and not function.attrs.get("is_lambda"):
            return False
        if is_identity(function):
            return False  # a cast of a function value, not a step
        cls = function.enclosing("class")
        if cls is None:
            return True
        if function.name in ("__init__", "constructor", cls.name):
            return False
        if cls.attrs.get("flavour") == "object":
            own = {c.name for c in self.program.classes()}
            return any(
                b.split(".")[-1].split("<")[0] in own
                for b in [*cls.attrs.get("bases", []), *cls.attrs.get("interfaces", [])]
            )
        return True

    @staticmethod
    def _trampoline_loop(loop: Node) -> bool:
        """A loop that calls what its previous call gave back: `while callable(b): b = b()`."""
        for node in _own_loop_nodes(loop):
            if node.kind == "assign":
                value, targets = node.child("value"), node.children_in("target")
                if value is not None and value.kind == "call" and targets and targets[0].kind == "name":
                    callee = value.child("callee")
                    if callee is not None and callee.kind == "name" and callee.name == targets[0].name:
                        return True
        return False

    def _is_trampoline(self, function: Node) -> bool:
        """A function whose loops only call what the previous call gave back."""
        loops = self.program.loops_in(function)
        return bool(loops) and all(self._trampoline_loop(loop) for loop in loops)

    def has_trampoline(self) -> bool:
        return bool(self.trampolines) or any(self._trampoline_loop(loop) for loop in self.program.nodes("loop"))

    def _continuation_params(self, function: Node) -> list[Node]:
        """The parameters that hold a function: called in the body, or given functions at the calls."""
        params = function_params(function)
        called = {id(p) for c in function.walk() if c.kind == "call" for p in [param_called(self.program, c)] if p}
        return [p for p in params if id(p) in called or self.flow.holds_functions(p)]

    def continuation_params(self, function: Node) -> list[Node]:
        """A function's continuation parameters and those of the functions around it (a closure's)."""
        found = list(self.continuations.get(id(function), []))
        for outer in function.ancestors():
            if outer.kind == "function":
                found += self.continuations.get(id(outer), [])
        return found

    def is_continuation_call(self, call: Node, function: Node) -> bool:
        param = param_called(self.program, call)
        return param is not None and any(param is p for p in self.continuation_params(function))

    def hands_on(self, call: Node, function: Node) -> bool:
        """A call of a step that passes on a continuation: the caller's own, one written in place (a lambda or a
        nested function), or the program's exit (`sys.exit`)."""
        own = self.continuation_params(function)
        for arg in call.children_in("arg"):
            if arg.kind == "function":
                return True
            if arg.kind in ("name", "attribute"):
                target = self.program.resolve(arg)
                if target is not None and any(target is p for p in own):
                    return True
                if target is not None and target.kind == "function" and target.enclosing("function") is not None:
                    return True  # a nested function, written for this call
                if target is None and self.program.qualified(arg).split(".")[-1] in ("exit", "_exit"):
                    return True
        return False

    def step_calls(self, call: Node) -> list[Node]:
        """The program's steps a call runs (not a parameter: that is a continuation call)."""
        if param_called(self.program, call) is not None:
            return []
        return [f for f in self.flow.targets(call) if any(f is s for s in self.steps)]

    def is_bounce(self, node: Node, function: Node) -> bool:
        """Whether `node` sits in a thunk that `function` returns instead of calling (a lambda or a `partial`
        returned to a trampoline)."""
        current = node
        while current is not None and current is not function:
            parent = current.parent
            if current.kind == "function" and parent is not None and parent.kind == "return":
                return True
            if (
                current.kind == "call"
                and current.name.endswith("partial")
                and parent is not None
                and parent.kind == "return"
            ):
                return True
            current = parent
        return False

    def proper_end(self, expression: Node | None, function: Node) -> bool:
        """Whether an expression that ends a function hands on: a continuation call, a step called with a
        continuation, a thunk returned to the trampoline, the program's exit."""
        if expression is None:
            return False
        if expression.kind == "cond":
            return all(self.proper_end(expression.child(r), function) for r in ("then", "else"))
        if expression.kind == "op" and expression.attrs.get("op") in SHORT_CIRCUITS:
            operands = expression.children_in("operand")
            return bool(operands) and self.proper_end(operands[-1], function)
        if expression.kind == "function":
            return True  # a thunk: the trampoline calls it
        if expression.kind == "call":
            if self.is_continuation_call(expression, function) or is_exit(self.program, expression):
                return True
            if expression.name.endswith("partial"):
                return True
            if any(self.continuations.get(id(s)) for s in self.step_calls(expression)):
                return True  # handed on (whether by name is next_function_is_a_parameter's question)
            callee = expression.child("callee")
            if callee is not None and callee.kind == "function":
                return True  # (lambda ...)(...) written in place
            return any(  # fs.readFile(path, (err, data) => next(data)): the callback hands on
                arg.kind == "function"
                and any(n.kind == "call" and self.is_continuation_call(n, function) for n in arg.walk())
                for arg in expression.children_in("arg")
            )
        if expression.kind == "literal":
            return self.has_trampoline()  # the result the trampoline ends with
        return False

    def _tests_the_continuation(self, test: Node | None, function: Node) -> bool:
        """`if (next != null)`, `if k:`: with no continuation given, there is nothing to hand on to."""
        if test is None:
            return False
        names = [n for n in test.walk() if n.kind == "name"]
        own = self.continuation_params(function)
        mentions = any(any(self.program.resolve(n) is p for p in own) for n in names)
        others = [n for n in test.walk() if n.kind not in ("name", "op", "literal")]
        return mentions and not others

    def after_a_report(self, statement: Node) -> bool:
        """Whether the statement before this one in its block writes something out (an error message)."""
        parent = statement.parent
        if parent is None:
            return False
        siblings = parent.children_in(statement.role)
        index = siblings.index(statement)
        return index > 0 and self._reports_failure(siblings[:index])

    def _reports_failure(self, statements: list[Node]) -> bool:
        """A handler that ends by reporting the failure (an error written out, a stack trace): the chain breaks
        there because the program failed, not because a function forgot its continuation."""
        if not statements:
            return False
        last = statements[-1]
        value = last.child("value") if last.kind == "expr" else None
        if value is None or value.kind != "call":
            return False
        callee = value.child("callee")
        return "io" in self.program.concepts(value) or (callee is not None and callee.name.endswith("printStackTrace"))

    def open_ends(self, statements: list[Node], function: Node) -> list[Node]:
        """The statements on which a body may end without handing on (returns are judged where they are)."""
        if not statements:
            return [function]
        last = statements[-1]
        if last.kind in ("return", "throw"):
            return []
        if last.kind == "expr":
            return [] if self.proper_end(last.child("value"), function) else [last]
        if last.kind == "if":
            found = self.open_ends(last.children_in("then"), function)
            if last.children_in("else") or not self._tests_the_continuation(last.child("test"), function):
                found += self.open_ends(last.children_in("else"), function)
            return found
        if last.kind in ("try", "with", "block"):
            found = self.open_ends(last.children_in("body"), function)
            for handler in last.children_in("handler"):
                if not self._reports_failure(handler.children_in("body")):
                    found += self.open_ends(handler.children_in("body"), function)
            return found
        if last.kind == "switch":
            return [e for case in last.children_in("case") for e in self.open_ends(case.children_in("body"), function)]
        if last.kind == "pass" and len(statements) == 1:
            return []
        return [last]


def _hands_on_own_params(program: Program, call: Node, owner: Node) -> bool:
    """A continuation written in place (a lambda, a nested function) that hands on the continuation it is itself
    given: `lambda path, after: check_file(path, after)`."""
    if owner.enclosing("function") is None and not is_inline(owner):
        return False
    params = function_params(owner)
    for arg in call.children_in("arg"):
        if arg.kind == "name" and any(program.resolve(arg) is p for p in params):
            if arg is call.children_in("arg")[-1] or arg is call.children_in("arg")[0]:
                return True
    return False


def _own_loop_nodes(loop: Node) -> list[Node]:
    """The nodes of a loop, less those of the loops and functions inside it."""
    found, pending = [], list(loop.children)
    while pending:
        node = pending.pop()
        found.append(node)
        if node.kind not in ("loop", "function", "class"):
            pending.extend(node.children)
    return found


def _kick(program: Program) -> Kick:
    cached = getattr(program, "_kick_forward", None)
    if cached is None:
        cached = Kick(program)
        program._kick_forward = cached  # type: ignore[attr-defined]
    return cached


def _used_as_value_only(program: Program, function: Node) -> bool:
    """Whether a function is only ever passed on as a continuation (to a function of the program, or to a
    continuation), never called by its name."""
    if program.call_sites(function):
        return False
    kick = _kick(program)
    cls = function.enclosing("class") if function.attrs.get("is_method") else None
    for node in program.nodes("name") + program.nodes("attribute") + program.nodes("call"):
        if node.role != "arg" or node.parent is None or node.parent.kind != "call":
            continue
        if node.kind == "call":  # an object passed on: `new Output()` hands on its method
            made = program.resolve(node.child("callee")) if node.child("callee") is not None else None
            if cls is None or made is not cls:
                continue
        elif program.resolve(node) is not function:
            continue
        call = node.parent
        if param_called(program, call) is not None or kick.flow.targets(call):
            return True
    return function.attrs.get("is_lambda", False)


def _ends_the_chain(program: Program, function: Node) -> bool:
    """The last function, called only by continuations written in place (`sorted -> printAll(sorted)`), calling
    nothing of the program: the end of the chain."""
    sites = program.call_sites(function)
    if not sites or not _does_nothing_more(program, function):
        return False
    return all((owner := call.enclosing("function")) is not None and is_inline(owner) for call, _ in sites)


def _never_mentioned(program: Program, function: Node) -> bool:
    """A function neither called nor passed on anywhere: no step of the chain."""
    if program.call_sites(function):
        return False
    return not any(program.resolve(node) is function for node in program.nodes("name") + program.nodes("attribute"))


def _does_nothing_more(program: Program, function: Node) -> bool:
    """The end of a chain: it calls none of the program's functions and no parameter."""
    for node in function.walk():
        if node.kind == "call" and node is not function:
            if param_called(program, node) is not None or program._direct(node):
                return False
    return True


@constraint("kick_forward")
def takes_a_continuation(program: Program) -> list[Finding]:
    """Each function takes an additional parameter, usually the last, which is another function.

    Every function of the program has a parameter that holds a function (one it calls, or one that functions are
    passed for, followed from call to call), in any position. Not asked of a continuation written in place (a
    lambda, a nested function passed on), of the function that ends the chain (it is only passed on and calls
    nothing of the program), of one left over (never called nor passed on, calling nothing of the program), of a
    trampoline, or of Java's `main`."""
    kick = _kick(program)
    findings = []
    for function in kick.steps:
        if kick.continuations.get(id(function)):
            continue
        nested = function.enclosing("function") is not None
        if _used_as_value_only(program, function) and (nested or _does_nothing_more(program, function)):
            continue
        if _ends_the_chain(program, function):
            continue
        if _never_mentioned(program, function) and _does_nothing_more(program, function):
            continue  # left over, on no path of the chain
        how = "is called by its name and " if program.call_sites(function) else ""
        findings.append(
            Finding.at(function, f"{function_name(function)} {how}takes no function to hand its result to.")
        )
    return findings


@constraint("kick_forward")
def continuation_applied_at_the_end(program: Program) -> list[Finding]:
    """That function parameter is applied at the end of the current function.

    On every path, a function that takes a continuation ends by calling it (or by handing it on to another
    function, by returning a thunk that calls it to a trampoline, or by ending the program); a path that returns
    a value, or just stops, breaks the chain."""
    kick = _kick(program)
    findings = []
    for function in kick.steps:
        if not kick.continuations.get(id(function)):
            continue
        name = function_name(function)
        body = function.children_in("body")
        if len(body) == 1 and body[0].kind not in ("expr", "return", "if", "try", "with", "block", "switch", "throw"):
            if body[0].kind not in ("assign", "loop", "pass", "global", "import"):  # an expression body (a lambda)
                if not kick.proper_end(body[0], function):
                    findings.append(Finding.at(body[0], f"{name} ends without calling its continuation."))
                continue
        for node in function.own():
            handler = node.enclosing("block")
            if node.kind == "return" and handler is not None and handler.role == "handler":
                continue  # giving up in a handler: the failure ends the chain
            if node.kind == "return" and node.child("value") is None and kick.after_a_report(node):
                continue  # an error written out, then the chain ends: a failure
            if node.kind == "return" and not kick.proper_end(node.child("value"), function):
                what = "returns a value" if node.child("value") is not None else "returns"
                findings.append(Finding.at(node, f"{name} {what} instead of calling its continuation."))
        for end in kick.open_ends(body, function):
            where = end if end is not function else function
            findings.append(Finding.at(where, f"{name} can end here without calling its continuation."))
    return findings


@constraint("kick_forward")
def continuation_given_the_output(program: Program) -> list[Finding]:
    """That function parameter is given as input what would be the output of the current function.

    What the current function would return goes to the continuation instead: nothing is done with what a call
    of a continuation or of a step returns (no `x = then(...)`, no `if step(...)`, no identity continuation to get a
    value back), no work follows it in the function, and the continuation is not handed the function's own input
    while the new version the function made of it (a comprehension, a sorted or filtered copy) goes elsewhere."""
    kick = _kick(program)
    findings = []
    for call in program.calls():
        function = call.enclosing("function")
        if function is not None and any(function is t for t in kick.trampolines):
            continue
        if function is not None and is_inline(function) and call.parent is function:
            continue  # a lambda's body: its value is the lambda's result
        continuation = function is not None and kick.is_continuation_call(call, function)
        steps = [s for s in kick.step_calls(call) if kick.continuations.get(id(s))]
        if not continuation and not steps:
            continue
        what = "its continuation" if continuation else function_name(steps[0])
        owner = function_name(function) if function is not None else "the main program"
        if continuation and function is not None and not is_inline(function):
            kept = _input_handed_on_instead(program, call, function)
            if kept is not None:
                param, made = kept
                findings.append(
                    Finding.at(
                        call,
                        f"{owner} hands its own input {param.name} to its continuation, not the {made.name} it "
                        "made from it.",
                    )
                )
                continue
        if program.result_used(call):
            findings.append(
                Finding.at(call, f"{owner} uses the value {what} returns: nothing may follow a continuation call.")
            )
            continue
        if function is None or kick.is_bounce(call, function) or program.in_tail_position(call):
            continue
        if call.parent is not None and call.parent.kind == "return":
            continue
        later = [n for n in program.after(call) if n.kind not in ("pass",)]
        if later and continuation:
            findings.append(
                Finding.at(later[0], f"{owner} goes on working after it calls {what}: the continuation comes last.")
            )
    return findings


def _input_handed_on_instead(program: Program, call: Node, function: Node) -> tuple[Node, Node] | None:
    """A continuation given the function's own input unchanged while the function made a new version of it (a
    comprehension over it, a sorted, mapped or filtered copy) that goes nowhere near the continuation:
    `kept = [n for n in numbers if ...]; then(numbers, report)`. (param, the local made) or None."""
    kick = _kick(program)
    own = kick.continuation_params(function)
    params = [p for p in function_params(function) if all(p is not c for c in own)]
    args = call.children_in("arg")
    given = [program.resolve(a) for a in args if a.kind == "name"]
    handed = {n.name for a in args for n in a.walk() if n.kind == "name"}
    for param in params:
        if all(g is not param for g in given):
            continue
        for node in function.own():
            if node.kind != "assign" or node.line >= call.line:
                continue
            targets, value = node.children_in("target"), node.child("value")
            if len(targets) != 1 or targets[0].kind != "name" or value is None or targets[0].name in handed:
                continue
            if not any(n.kind == "name" and program.resolve(n) is param for n in value.walk()):
                continue
            comprehension = value.kind == "loop" and value.attrs.get("form") == "comprehension"
            copied = value.kind == "call" and any(
                n.kind == "call" and program.concepts(n) & {"sort", "map_filter_reduce"} for n in value.walk()
            )
            if comprehension or copied:
                return param, targets[0]
    return None


@constraint("kick_forward")
def next_function_is_a_parameter(program: Program) -> list[Finding]:
    """Larger problem is solved as a pipeline of functions, but where the next function to be applied is given as
    parameter to the current function.

    Inside a function, the program's other functions are reached through the continuation it was given; one called
    by its name (directly, by alias or through a table) must be handed a continuation: the caller's own, one
    written in place, or the exit; `show(counts, done)` inside `count` is a plain call in disguise."""
    kick = _kick(program)
    findings = []
    for call in program.calls():
        owner = call.enclosing("function")
        if owner is None or kick.is_continuation_call(call, owner):
            continue
        step = owner
        while is_inline(step) and step.enclosing("function") is not None:
            step = step.enclosing("function")
        if not any(step is s for s in kick.steps):
            continue
        steps = kick.step_calls(call)
        if not steps or not any(kick.continuations.get(id(s)) for s in steps):
            continue
        if kick.hands_on(call, owner) or _hands_on_own_params(program, call, owner):
            continue
        findings.append(
            Finding.at(
                call,
                f"{function_name(step)} calls {function_name(steps[0])} by its name, not through the "
                "continuation it was given.",
            )
        )
    return findings


@constraint("kick_forward")
def no_loop_drives_the_steps(program: Program) -> list[Finding]:
    """Larger problem is solved as a pipeline of functions, where each function hands on to the next: no loop
    drives the steps.

    No loop (in a function or in the main program) calls the program's functions one after another, by name,
    alias or table; a trampoline's loop, which only calls what the previous call gave back, is the exception."""
    kick = _kick(program)
    findings = []
    for loop in program.nodes("loop"):
        if kick._trampoline_loop(loop):
            continue
        owner = loop.enclosing("function")
        if owner is not None and any(owner is t for t in kick.trampolines):
            continue
        for call in loop.own():
            if call.kind != "call":
                continue
            steps = [s for s in kick.step_calls(call) if kick.continuations.get(id(s))]
            if steps:
                findings.append(
                    Finding.at(call, f"a loop calls {function_name(steps[0])}: the steps should hand on to each other.")
                )
                break
            if owner is not None and kick.is_continuation_call(call, owner):
                findings.append(
                    Finding.at(
                        call, "a loop calls the continuation again and again: the steps should hand on to each other."
                    )
                )
                break
    return findings


@constraint("kick_forward")
def recursion_bounded(program: Program) -> list[Finding]:
    """Handing on from function to function must not grow the stack without end: a cycle of continuations (a game
    loop) bounces to a trampoline.

    The functions called by each function (directly, or through the continuations it holds) are followed; a cycle
    that no function breaks by returning a thunk to a trampoline (a lambda or a `partial`) recurses once per turn
    and overflows the stack on a long input."""
    kick = _kick(program)
    edges: dict[int, list[Node]] = {}
    by_id = {id(f): f for f in program.functions()}
    for call in program.calls():
        owner = call.enclosing("function")
        while owner is not None and is_inline(owner) and not kick.is_bounce(call, owner):
            outer = owner.enclosing("function")
            if outer is None:
                break
            owner = outer
        if owner is None or kick.is_bounce(call, owner):
            continue
        if any(owner is t for t in kick.trampolines):
            continue
        targets = [t for t, _ in kick.flow.invocations(call)]
        edges.setdefault(id(owner), [])
        for target in targets:
            if _written_in_place_at_top(target):
                continue  # a chain of continuations written in place: a tree of lambdas, finite as written
            if all(target is not e for e in edges[id(owner)]):
                edges[id(owner)].append(target)
                by_id[id(target)] = target
    cycles = _cycles(edges, by_id)
    findings = []
    for cycle in cycles:
        if not any(kick.continuations.get(id(f)) for f in cycle):
            continue
        names = " -> ".join(function_name(f) for f in [*cycle, cycle[0]])
        findings.append(
            Finding.at(
                cycle[0],
                f"{names}: a cycle of calls that nothing bounces to a trampoline: the stack grows every time round.",
            )
        )
    return findings


def _written_in_place_at_top(function: Node) -> bool:
    """A lambda written in place outside every named function (in the main program's chain)."""
    if not is_inline(function):
        return False
    outer = function.enclosing("function")
    while outer is not None:
        if not is_inline(outer):
            return False
        outer = outer.enclosing("function")
    return True


def _cycles(edges: dict[int, list[Node]], by_id: dict[int, Node]) -> list[list[Node]]:
    """The strongly connected parts of the graph that hold a cycle (Tarjan), each as a list of functions."""
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    stack: list[int] = []
    on_stack: set[int] = set()
    found: list[list[Node]] = []
    counter = [0]

    def visit(v: int) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w_node in edges.get(v, []):
            w = id(w_node)
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1 or any(id(t) == v for t in edges.get(v, [])):
                found.append([by_id[p] for p in reversed(part)])

    for v in list(edges):
        if v not in index:
            visit(v)
    return found


# ---------------------------------------------------------------------------------------------- the_one
class Wrapper:
    """A wrapper found by what it does, not by its names: a bind takes a function and calls it with the value the
    wrapper holds (a field, or a variable the closure keeps), and keeps or re-wraps what it returns."""

    def __init__(self, program: Program) -> None:
        self.program = program
        self.binds: list[Node] = []
        self.unwraps: list[Node] = []
        self.wraps: list[Node] = []
        flow = Flow(program)
        for function in program.functions():
            if self._is_bind(function, flow):
                self.binds.append(function)
        for bind in self.binds:
            cls = bind.enclosing("class") if bind.attrs.get("is_method") or bind.enclosing("class") else None
            if cls is not None:
                self.wraps.append(cls)
                methods = [m for m in cls.children if m.kind == "function" and m is not bind]
                self.unwraps += [m for m in methods if self._gives_out(m) and not self._is_constructor(m, cls)]
            else:
                holder = bind.enclosing("function")
                if holder is not None and bind.attrs.get("is_lambda"):
                    self.wraps.append(holder)  # a closure: the function that makes the map of bind and unwrap
                    table = bind.parent
                    if table is not None and table.kind == "collection":
                        self.unwraps += [
                            v for v in table.children_in("value") if v.kind == "function" and v is not bind
                        ]
                else:
                    self.wraps += [w for w in self._rewrapped_by(bind)]
                    module = bind.enclosing("module")
                    self.unwraps += [
                        f
                        for f in program.functions()
                        if f is not bind
                        and f.enclosing("module") is module
                        and len(function_params(f)) == 1
                        and (self._reads_param(f) or self._shows_param(f))
                    ]

    @staticmethod
    def _is_constructor(method: Node, cls: Node) -> bool:
        return method.name in ("__init__", "constructor", cls.name)

    def _is_bind(self, function: Node, flow: Flow) -> bool:
        params = [p for p in function_params(function) if p.name not in ("self", "this", "cls")]
        if not params:
            return False
        applied = [
            c
            for c in function.walk()
            if c.kind == "call"
            and param_called(self.program, c) is not None
            and param_called(self.program, c) in params
        ]
        if not applied:
            return False
        # the function is given what the wrapper holds: a field, an item of the wrapped record, or a closed-over
        # variable (not the function's own parameter, which would make it a plain `apply`)
        for call in applied:
            for arg in call.children_in("arg"):
                if self._held(arg, function):
                    return True
        return False

    def _held(self, arg: Node, function: Node) -> bool:
        """Whether an argument is what the wrapper holds: a field (`self.value`, `this.value`, Java's `value`), an
        item or field of the wrapped record (`one["held"]`, `one.held`, `unwrap(one)`), or a variable of the
        closure around the bind."""
        if arg.kind in ("attribute", "index"):
            obj = arg.child("object")
            if obj is None or obj.kind != "name":
                return False
            if obj.name in ("self", "this"):
                return True
            target = self.program.resolve(obj)
            return target is not None and target.kind == "param"
        if arg.kind == "call" and arg.child("callee") is not None and arg.child("callee").kind == "name":
            thunk = self.program.resolve(arg.child("callee"))
            if thunk is not None and thunk.kind == "param" and thunk.parent is function and not arg.children_in("arg"):
                return True  # bind(v, f): f(v()), the value kept in a thunk
        if arg.kind == "call":
            return any(
                c.kind == "param"
                for c in [self.program.resolve(a) for a in arg.children_in("arg") if a.kind == "name"]
                if c
            )
        if arg.kind == "name":
            target = self.program.resolve(arg)
            if target is not None and target.kind == "param":
                return target.parent is not function  # a variable of the closure around the bind
            cls = function.enclosing("class")
            if target is not None and target.kind == "assign" and cls is not None:
                return target.enclosing("class") is cls and target.enclosing("function") is None  # a field
            return False
        return False

    def _gives_out(self, method: Node) -> bool:
        """A method that reads the held value: returns it, prints it, hands it on."""
        cls = method.enclosing("class")
        for node in method.walk():
            if node.kind == "attribute" and node.attrs.get("ctx") != "store":
                obj = node.child("object")
                if obj is not None and obj.kind == "name" and obj.name in ("self", "this"):
                    return True
            if node.kind == "name" and node.attrs.get("ctx") != "store" and cls is not None:
                target = self.program.resolve(node)
                if target is not None and target.kind == "assign" and target.enclosing("function") is None:
                    if target.enclosing("class") is cls:
                        return True  # a field read without `this.` (Java)
        return False

    def _shows_param(self, function: Node) -> bool:
        """A function that examines the final result by writing its parameter out (the book's printme)."""
        param = function_params(function)[0]
        for call in (n for n in function.walk() if n.kind == "call" and "io" in self.program.concepts(n)):
            if any(a.kind == "name" and self.program.resolve(a) is param for a in call.children_in("arg")):
                return True
        return False

    def _reads_param(self, function: Node) -> bool:
        return any(n.kind == "index" for n in function.walk()) and not any(
            n.kind == "call" and param_called(self.program, n) is not None for n in function.walk()
        )

    def _rewrapped_by(self, bind: Node) -> list[Node]:
        found = []
        for node in bind.walk():
            if node.kind == "call" and node is not bind:
                for target in self.program._direct(node):
                    if target is not bind and target.kind == "function":
                        found.append(target)
        return found

    def bind_names(self) -> set[str]:
        return {function_name(b) for b in self.binds}


def _wrapper(program: Program) -> Wrapper:
    cached = getattr(program, "_the_one", None)
    if cached is None:
        cached = Wrapper(program)
        program._the_one = cached  # type: ignore[attr-defined]
    return cached


@constraint("the_one")
def wrap_bind_unwrap(program: Program) -> list[Finding]:
    """Existence of an abstraction to which values can be converted, which provides operations to (1) wrap around
    values, (2) bind itself to functions, and (3) unwrap the value, to examine the final result.

    Found by what it does, whatever it is called: a bind calls the function it is given with the value the
    abstraction holds (a class's field, a record's item, a closure's variable); values are wrapped by its
    constructor or a function; and something other than bind reads the value out (returns it or shows it). A class,
    functions over a record, or a closure all do."""
    wrapper = _wrapper(program)
    if not wrapper.binds:
        return [
            Finding(
                program.main_file,
                0,
                0,
                "No bind: nothing calls the function it is given with a value it holds and keeps the result.",
            )
        ]
    if not wrapper.unwraps:
        bind = wrapper.binds[0]
        return [Finding.at(bind, "The value never comes out of the abstraction: nothing but bind reads what it holds.")]
    return []


def _bind_call(program: Program, call: Node, wrapper: Wrapper) -> bool:
    """Whether a call runs one of the wrapper's binds."""
    callee = call.child("callee")
    if callee is None:
        return False
    names = wrapper.bind_names()
    targets = program.callees(call)
    if any(t is b for t in targets for b in wrapper.binds):
        return True
    if callee.kind == "attribute" and callee.name in names:
        return True
    if callee.kind == "index":
        key = callee.child("key")
        return key is not None and str(key.attrs.get("value", "")) in names
    return False


def _chain_length(program: Program, node: Node, wrapper: Wrapper) -> int:
    """How many binds follow each other in an expression: `w.bind(f).bind(g)`, `bind(bind(w, f), g)`."""
    longest = 0
    for call in node.walk():
        if call.kind != "call" or not _bind_call(program, call, wrapper):
            continue
        links, current = 0, call
        while current is not None and current.kind == "call" and _bind_call(program, current, wrapper):
            links += 1
            callee = current.child("callee")
            inner = callee.child("object") if callee is not None and callee.kind in ("attribute", "index") else None
            if (
                inner is not None
                and inner.kind == "call"
                and inner.child("callee") is not None
                and inner.child("callee").kind in ("attribute", "index")
            ):
                inner = inner if _bind_call(program, inner, wrapper) else inner.child("callee").child("object")
            if inner is None or inner.kind != "call":
                args = current.children_in("arg")
                inner = args[0] if args and args[0].kind == "call" else None
            current = inner
        longest = max(longest, links)
    return longest


def _bound_functions_called_directly(program: Program, wrapper: Wrapper) -> list[Finding]:
    """A function the program binds, run elsewhere without bind (`draw(apply(parse(line)))`, `for step in steps:
    value = step(value)`), and the held value read from outside the wrapper (`one._value`)."""
    bound: list[Node] = []
    for call in program.calls():
        if _bind_call(program, call, wrapper):
            for arg in call.children_in("arg"):
                function = program._as_function(arg) if arg.kind != "function" else arg
                if function is not None and all(function is not b for b in bound):
                    bound.append(function)
    findings = []
    inside = [*wrapper.binds, *wrapper.unwraps]
    inside += [b for b in bound if b.attrs.get("is_lambda")]  # a lambda bound in place may call a step
    for call in program.calls():
        if any(call.enclosing("function") is f or f in call.ancestors() for f in inside):
            continue
        if param_called(program, call) is not None:
            continue
        runs = [t for t in program.callees(call) + _listed(program, call) if any(t is b for b in bound)]
        if runs:
            findings.append(
                Finding.at(call, f"{function_name(runs[0])} is called directly here, elsewhere bound: bind it.")
            )
    holders = {c.name for c in program.classes() if any(b.enclosing("class") is c for b in wrapper.binds)}
    fields = set()
    for cls in program.classes():
        if cls.name in holders:
            fields |= set(program.fields(cls))
    for attribute in program.nodes("attribute"):
        obj = attribute.child("object")
        if attribute.name in fields and obj is not None and obj.name not in ("self", "this"):
            if attribute.enclosing("class") is None or attribute.enclosing("class").name not in holders:
                findings.append(Finding.at(attribute, f"reads the held value .{attribute.name} directly: unwrap it."))
    return findings


def _listed(program: Program, call: Node) -> list[Node]:
    """For `step(x)` in `for step in (f, g, h):`, the functions listed."""
    callee = call.child("callee")
    if callee is None or callee.kind != "name":
        return []
    bound = program.binding(callee.name, callee)
    loop = bound.parent if bound is not None else None
    if loop is None or loop.kind != "loop" or bound.role != "target":
        return []
    found = []
    for iterable in loop.children_in("iter"):
        if iterable.kind == "collection":
            found += [f for f in (program._as_function(i) for i in iterable.children) if f is not None]
    return found


def _unwrap_call(program: Program, call: Node, wrapper: Wrapper, names: set[str]) -> bool:
    callee = call.child("callee")
    if callee is None:
        return False
    if any(t is u for t in program.callees(call) for u in wrapper.unwraps):
        return True
    if callee.kind == "attribute" and callee.name in names:
        return True
    key = callee.child("key") if callee.kind == "index" else None
    return key is not None and str(key.attrs.get("value", "")) in names


def _unwrapped_then_bound(program: Program, statements: list[Node], wrapper: Wrapper, names: set[str]) -> list[Finding]:
    """A value unwrapped into a variable of the main program, then bound again in a later statement
    (`text = w.bind(f).unwrap(); Box(text).bind(g)...`): the unwrapping happens in the middle, not at the end."""
    findings = []
    for index, statement in enumerate(statements):
        if statement.kind != "assign":
            continue
        targets, value = statement.children_in("target"), statement.child("value")
        if len(targets) != 1 or targets[0].kind != "name" or value is None or value.kind != "call":
            continue
        if not _unwrap_call(program, value, wrapper, names):
            continue
        for later in statements[index + 1 :]:
            nodes = list(later.walk())
            if any(n.kind == "call" and _bind_call(program, n, wrapper) for n in nodes) and any(
                n.kind == "name" and n.name == targets[0].name for n in nodes
            ):
                findings.append(
                    Finding.at(
                        statement,
                        f"the main program unwraps {targets[0].name} and binds it again after: the unwrapping happens "
                        "in the middle, not at the end.",
                    )
                )
                break
    return findings


@constraint("the_one")
def chain_of_binds(program: Program) -> list[Finding]:
    """Larger problem is solved as a pipeline of functions bound together, with unwrapping happening at the end.

    The main program binds three or more functions in a row: a chain of calls (`w.bind(f).bind(g).bind(h)`,
    `bind(bind(w, f), g)`), binds over consecutive statements (`one = bind(one, f)`), or a fold of a list of
    functions with bind; a function that is bound is never called directly elsewhere; and the value comes out by
    unwrapping (never by reading the wrapper's field from outside)."""
    wrapper = _wrapper(program)
    if not wrapper.binds:
        return [Finding(program.main_file, 0, 0, "No bind: the functions are not bound together.")]
    statements = main_statements(program) or [m for m in program.files.values()]
    longest = max((_chain_length(program, s, wrapper) for s in statements), default=0)
    in_a_row = 0
    for statement in statements:
        binds = sum(1 for n in statement.walk() if n.kind == "call" and _bind_call(program, n, wrapper))
        if binds:
            in_a_row += binds  # one = one.bind(f).bind(g); show(one.bind(h).unwrap()): three in a row
            longest = max(longest, in_a_row)
        elif in_a_row:
            in_a_row = 0
    unwraps = {function_name(u) for u in wrapper.unwraps}
    unwrapped = any(
        n.kind == "call" and _unwrap_call(program, n, wrapper, unwraps)
        for statement in statements
        for n in statement.walk()
    )
    direct = _bound_functions_called_directly(program, wrapper) + _unwrapped_then_bound(
        program, statements, wrapper, unwraps
    )
    if direct:
        return direct
    if wrapper.unwraps and not unwrapped:
        return [
            Finding(
                program.main_file,
                statements[0].line if statements else 0,
                0,
                f"The main program never unwraps the value ({', '.join(sorted(unwraps))}): no unwrapping at the end.",
            )
        ]
    for statement in statements:
        for call in (n for n in statement.walk() if n.kind == "call"):
            if call.name.split(".")[-1] not in ("reduce", "fold", "foldl", "foldLeft"):
                continue
            for arg in call.children_in("arg"):
                target = program.resolve(arg) if arg.kind in ("name", "attribute") else None
                if any(target is b for b in wrapper.binds):
                    return []  # a fold of the functions with bind itself
                if any(n.kind == "call" and _bind_call(program, n, wrapper) for n in arg.walk()):
                    return []  # a fold with a lambda that binds
    if longest >= 3:
        return []
    return [
        Finding(
            program.main_file,
            statements[0].line if statements else 0,
            0,
            f"The main program binds at most {longest} function(s) in a row: the problem is not a pipeline of binds.",
        )
    ]


@constraint("the_one")
def bind_simply_applies(program: Program) -> list[Finding]:
    """The bind operation simply calls the given function, giving it the value that it holds, and holds on to the
    returned value.

    No branch in bind (nothing skipped, as an Either or a Maybe would), no loop, no output, and the function
    applied at once (not kept for later, as the quarantine does)."""
    wrapper = _wrapper(program)
    findings = []
    for bind in wrapper.binds:
        for node in bind.walk():
            if node is bind:
                continue
            if node.kind in ("if", "cond", "switch", "try") or (
                node.kind == "op" and node.attrs.get("op") in SHORT_CIRCUITS
            ):
                findings.append(
                    Finding.at(
                        node, f"{function_name(bind)} decides whether to apply the function: it should simply apply it."
                    )
                )
                break
            if node.kind == "loop":
                findings.append(
                    Finding.at(node, f"{function_name(bind)} loops: it should apply the one function once.")
                )
                break
            if node.kind == "call" and ("io" in program.concepts(node) or is_exit(program, node)):
                findings.append(
                    Finding.at(
                        node, f"{function_name(bind)} writes as well: it should only apply the function and hold on."
                    )
                )
                break
    if not wrapper.binds:
        # a bind that only keeps the function (the quarantine's) is no bind: say why
        for function in program.functions():
            params = [p for p in function_params(function) if p.name not in ("self", "this")]
            if function.attrs.get("is_method") and len(params) == 1:
                kept = any(
                    n.kind == "call"
                    and n.child("callee") is not None
                    and n.child("callee").name in ("append", "push", "add")
                    and any(a.kind == "name" and a.name == params[0].name for a in n.children_in("arg"))
                    for n in function.walk()
                )
                if kept:
                    findings.append(
                        Finding.at(
                            function, f"{function_name(function)} keeps the function for later instead of applying it."
                        )
                    )
        if not findings:
            findings.append(Finding(program.main_file, 0, 0, "No bind that applies the function it is given."))
    return findings


WRITERS = {"io"}


@constraint("the_one", house=True)
def unwrap_hands_the_value_out(program: Program) -> list[Finding]:
    """Our reading: the unwrap only hands the value out; it writes nothing and exits nothing."""
    wrapper = _wrapper(program)
    if not wrapper.unwraps:
        return [Finding(program.main_file, 0, 0, "No unwrap: nothing hands the value out.")]
    findings = []
    for unwrap in wrapper.unwraps:
        writes = [
            n for n in unwrap.walk() if n.kind == "call" and (program.concepts(n) & WRITERS or is_exit(program, n))
        ]
        if not writes:
            return []  # one unwrap that only hands the value out is enough
        findings.append(
            Finding.at(writes[0], f"{function_name(unwrap)} writes or exits: an unwrap should only hand the value out.")
        )
    return findings
