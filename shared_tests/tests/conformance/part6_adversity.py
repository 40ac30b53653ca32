"""Part VI, adversity: constructivist (21), tantrum (22), passive_aggressive (23), declared_intentions (24),
quarantine (25).

The three exception chapters check the same thing (each function's arguments) and differ in what happens
next, so their rules are about where an error stops: constructivist never lets one leave the function that
meets it, tantrum lets it climb and makes every level on the way add its context, passive_aggressive lets
it fly untouched to the one level that answers it. A program that keeps one of the three rules breaks the
other two.
"""

from __future__ import annotations

import ast
from pathlib import Path

from shared_tests.tests.conformance import (
    Sources,
    Style,
    functions,
    name_of,
    parents,
    raises,
    run_probe,
    runs_program,
    walk,
    where,
)
from shared_tests.tests.conformance.part5_reflection import PLUGINS, refusals_survive_python_o

Function = ast.FunctionDef | ast.AsyncFunctionDef


# ---------------------------------------------------------------------------------------------- helpers
def _module_functions(sources: Sources) -> list[tuple[str, Function]]:
    """The functions defined at the top of a module (not methods, not nested helpers)."""
    return [
        (name, node)
        for name, tree in sources.items()
        for node in tree.body
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
    ]


def _parameters(func: Function) -> set[str]:
    arguments = func.args
    every = arguments.posonlyargs + arguments.args + arguments.kwonlyargs
    every += [a for a in (arguments.vararg, arguments.kwarg) if a is not None]
    return {a.arg for a in every if a.arg not in ("self", "cls")}


def _body(func: Function) -> list[ast.stmt]:
    """The function's statements without its docstring."""
    body = func.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]
    return body


def _mentions(node: ast.AST, names: set[str]) -> bool:
    return any(isinstance(n, ast.Name) and n.id in names for n in ast.walk(node))


def _top_level(sources: Sources) -> set[str]:
    """The functions the program's entry point calls: those called under `if __name__ == "__main__":`
    (`main` when there is no such block)."""
    names = set()
    for _, tree in sources.items():
        for node in tree.body:
            if isinstance(node, ast.If) and "__main__" in ast.unparse(node.test):
                names |= {c.func.id for c in ast.walk(node) if isinstance(c, ast.Call) and isinstance(c.func, ast.Name)}
    defined = {f.name for _, f in _module_functions(sources)}
    return (names & defined) or {"main"}


def _enclosing_function(node: ast.AST, up: dict[ast.AST, ast.AST]) -> Function | None:
    while node in up:
        node = up[node]
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return node
    return None


def _handlers(sources: Sources) -> list[tuple[str, ast.ExceptHandler, Function | None]]:
    """Every except clause, with the function it is written in (the outermost one, for nested functions)."""
    found = []
    for name, tree in sources.items():
        up = parents(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.ExceptHandler):
                func, outer = _enclosing_function(node, up), None
                while func is not None:
                    outer, func = func, _enclosing_function(func, up)
                found.append((name, node, outer))
    return found


def _caught(handler: ast.ExceptHandler) -> set[str]:
    if handler.type is None:
        return {"BaseException"}
    kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return {name_of(k) for k in kinds}


def _calls(node: ast.AST) -> set[str]:
    return {name_of(c.func) for c in ast.walk(node) if isinstance(c, ast.Call)}


# ---------------------------------------------------------------------------------------------- 21
def _falls_back(statement: ast.stmt, params: set[str]) -> bool:
    """A guard on the arguments that carries on with a default: `if <check of a parameter>: return default`,
    or `parameter = parameter if <check> else default`."""
    if isinstance(statement, ast.If):
        return _mentions(statement.test, params) and isinstance(statement.body[-1], ast.Return)
    if isinstance(statement, ast.Assign) and isinstance(statement.value, ast.IfExp):
        targets = {t.id for t in statement.targets if isinstance(t, ast.Name)}
        return bool(targets & params) and _mentions(statement.value.test, params)
    return False


OUTPUT_CALLS = {"write", "flush", "print", "writelines"}
SWALLOWS_A_CLOSED_PIPE = {"BaseException", "Exception", "OSError", "IOError", "BrokenPipeError"}


def carries_on_with_defaults(style: Style) -> list[str]:
    """Every function checks its arguments and carries on with something sensible; every block that can fail
    recovers and goes on.

    Every function with parameters opens with a check of them that falls back to a default (`if not ok:
    return default`); nothing raises or asserts; every `except` recovers with a value (a return or an
    assignment), and something does recover (a `try`)."""
    sources = style.sources
    problems = []
    for name, node in walk(sources, ast.Raise, ast.Assert):
        kind = "raises" if isinstance(node, ast.Raise) else "asserts"
        problems.append(f"{where(name, node)} {kind}: a constructivist function carries on with a default instead.")
    for name, func in functions(sources):
        params = _parameters(func)
        body = _body(func)
        if params and not (body and _falls_back(body[0], params)):
            problems.append(f"{where(name, func)} {func.name} does not open by checking its arguments.")
    for name, handler, _ in _handlers(sources):
        if not handler.body or not isinstance(handler.body[-1], (ast.Return, ast.Assign)):
            problems.append(f"{where(name, handler)} an except that does not recover with a value.")
    if not walk(sources, ast.Try):
        problems.append("No try: no block recovers from an error on the spot.")
    return problems


def recovers_without_hiding_the_end(style: Style) -> list[str]:
    """Our rule: recovering never hides the end of the game.

    No except catches everything (Ctrl-C too), and none recovers from a failed write (a closed pipe must end
    the game, R10)."""
    problems = []
    for name, handler, _ in _handlers(style.sources):
        if _caught(handler) & {"BaseException"}:
            problems.append(f"{where(name, handler)} catches everything, Ctrl-C included.")
    for name, attempt in walk(style.sources, ast.Try):
        writes = set().union(*(_calls(s) for s in attempt.body)) & OUTPUT_CALLS
        for handler in attempt.handlers:
            if writes and _caught(handler) & SWALLOWS_A_CLOSED_PIPE:
                problems.append(f"{where(name, handler)} recovers from a failed write: a closed pipe must end it.")
    return problems


# ---------------------------------------------------------------------------------------------- 22
def _refuses(statement: ast.stmt | None, refusers: set[str]) -> bool:
    """An `if` that raises, an assert, or a call of a function that raises (a checker)."""
    if isinstance(statement, ast.If):
        return raises(statement.body)
    if isinstance(statement, ast.Assert):
        return True
    return (
        isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call) and bool(_calls(statement) & refusers)
    )


def _logs(statements: list[ast.stmt]) -> bool:
    return any(
        _calls(s) & {"print", "write", "error", "warning", "exception", "info", "log", "print_exc"} for s in statements
    )


def refuses_and_passes_errors_up(style: Style) -> list[str]:
    """Every function refuses to go on when its arguments are unreasonable; every block that catches an error adds
    its context and passes the error up the call chain, to the top level.

    A function with parameters opens by refusing bad ones (a raise, an assert, or a call of a function that
    raises); an `except` below the top level ends by raising again, with its context (a new exception `from`
    the old one, or a message it logs first); the top level catches."""
    sources = style.sources
    top = _top_level(sources)
    module_functions = _module_functions(sources)
    refusers = {f.name for _, f in module_functions if raises(f.body)}
    problems = []
    for name, func in module_functions:
        body = _body(func)
        if not _parameters(func) or func.name in top:
            continue
        first = body[0] if body else None
        if not _refuses(first, refusers):
            problems.append(f"{where(name, func)} {func.name} does not open by checking its arguments.")
    passes_up = stops = 0
    for name, handler, func in _handlers(sources):
        last = handler.body[-1] if handler.body else None
        if func is None or func.name in top:
            stops += 1
        elif not isinstance(last, ast.Raise):
            problems.append(f"{where(name, handler)} stops an error below the top level: a tantrum passes it up.")
        elif not (last.cause is not None or _logs(handler.body[:-1])):
            problems.append(f"{where(name, handler)} passes the error up without its context (a message, or `from`).")
        else:
            passes_up += 1
    if not passes_up:
        problems.append("No level catches an error to add its context and pass it up the call chain.")
    if not stops:
        problems.append(f"The top level ({', '.join(sorted(top))}) catches nothing: errors end in a traceback.")
    return problems


def context_in_the_exception(style: Style) -> list[str]:
    """Our reading: the context travels in the exception: every re-raise is `raise New(...) from error`."""
    problems = []
    top = _top_level(style.sources)
    for name, handler, func in _handlers(style.sources):
        last = handler.body[-1] if handler.body else None
        if func is None or func.name in top or not isinstance(last, ast.Raise):
            continue
        if last.exc is None or last.cause is None:
            problems.append(f"{where(name, handler)} raises again without `from`: the context is not in the error.")
        elif isinstance(last.exc, ast.Name) and last.exc.id == handler.name:
            problems.append(f"{where(name, handler)} raises the same exception again, without its own context.")
    return problems


# ---------------------------------------------------------------------------------------------- 23
def _error_code(value: ast.AST | None) -> bool:
    if isinstance(value, ast.Constant):
        return value.value is None or (isinstance(value.value, (int, float)) and value.value < 0)
    return isinstance(value, ast.UnaryOp) and isinstance(value.op, ast.USub)


def catches_only_where_answered(style: Style) -> list[str]:
    """Every function refuses bad arguments by jumping out (raising); only the levels that can react
    meaningfully catch, and they answer.

    A function with parameters checks them with a raise or an assert and returns no error codes (None, -1)
    instead; no handler raises again (that is the tantrum, chapter 22) or swallows the error (`pass`); and
    something catches."""
    sources = style.sources
    top = _top_level(sources)
    problems = []
    for name, func in _module_functions(sources):
        if func.name not in top and _parameters(func) and not walk({name: func}, ast.Raise, ast.Assert):
            problems.append(f"{where(name, func)} {func.name} does not check its arguments.")
        for _, node in walk({name: func}, ast.Return):
            if _error_code(node.value):
                problems.append(f"{where(name, node)} returns an error code: jump out (raise) instead.")
    for name, handler, _ in _handlers(sources):
        if raises(handler.body):
            problems.append(f"{where(name, handler)} raises again: a level that cannot answer does not catch.")
        if all(
            isinstance(s, ast.Pass) or isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant)
            for s in handler.body
        ):
            problems.append(f"{where(name, handler)} swallows the error: a level that catches answers it.")
    if not walk(sources, ast.Raise, ast.Assert):
        problems.append("Nothing jumps out: no raise, no assert.")
    if not _handlers(sources):
        problems.append("Nothing catches: no level answers the errors.")
    return problems


def catches_near_the_top(style: Style) -> list[str]:
    """Our reading: a `try` stands only in the top level and in at most one level it calls directly."""
    sources = style.sources
    top = _top_level(sources)
    defined = {f.name: f for _, f in _module_functions(sources)}
    answering = top | {called for name in top if name in defined for called in _calls(defined[name])}
    problems = []
    for name, handler, func in _handlers(sources):
        if func is not None and func.name not in answering:
            problems.append(f"{where(name, handler)} catches below the levels that can answer ({', '.join(top)}).")
    catching = {func.name for _, _, func in _handlers(sources) if func is not None} - top
    if len(catching) > 1:
        problems.append(f"{len(catching)} levels below the top catch ({', '.join(sorted(catching))}): one at most.")
    return problems


# ---------------------------------------------------------------------------------------------- 24
def _checkers(sources: Sources) -> set[str]:
    """The program's own decorators: the functions and classes it defines and decorates functions with."""
    defined = {f.name for _, f in functions(sources)} | {c.name for _, c in walk(sources, ast.ClassDef)}
    used = {name_of(d.func if isinstance(d, ast.Call) else d) for _, f in functions(sources) for d in f.decorator_list}
    return used & defined


def every_function_typechecked(style: Style) -> list[str]:
    """Functions declare the types of the arguments they expect, and a type checker holds them to it.

    Every function (the checker's own aside: a checker cannot check itself) is decorated by the program's
    type checker and declares its types: annotations for every argument and the result, or the types handed
    to the checker (`@accepts(str, int)`)."""
    sources = style.sources
    checkers = _checkers(sources)
    if not checkers:
        return ["No type checker: no function is decorated by a checker the program defines."]
    definitions = {node.name: node for _, node in [*functions(sources), *walk(sources, ast.ClassDef)]}
    machinery, pending = set(), list(checkers)
    while pending:  # the checker, and the helpers it calls: the type checker cannot check itself
        name = pending.pop()
        if name in machinery or name not in definitions:
            continue
        machinery.add(name)
        pending += [n.id for n in ast.walk(definitions[name]) if isinstance(n, ast.Name)]
    inside = {id(node) for name in machinery for node in ast.walk(definitions[name])}
    problems = []
    for name, func in functions(sources):
        if id(func) in inside:
            continue
        params = [
            a for a in func.args.posonlyargs + func.args.args + func.args.kwonlyargs if a.arg not in ("self", "cls")
        ]
        checked = [d for d in func.decorator_list if name_of(d.func if isinstance(d, ast.Call) else d) in checkers]
        if not checked:
            problems.append(f"{where(name, func)} {func.name} is not type-checked.")
            continue
        typed_by_decorator = any(isinstance(d, ast.Call) and (d.args or d.keywords) for d in checked)
        annotated = all(a.annotation is not None for a in params) and func.returns is not None
        if not (annotated or typed_by_decorator):
            problems.append(f"{where(name, func)} {func.name} does not declare all its types.")
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


@runs_program
def declared_types_are_enforced(style: Style) -> list[str]:
    """A call with arguments of types a function does not declare is not executed.

    By running it: every function that takes arguments refuses arguments of a type it does not declare
    (TypeError) before its body runs; annotations are a contract, not comments."""
    modules = []
    for name in style.sources:
        if style.target.endswith(".py"):  # not a package: each file by its path
            modules.append(str(style.folder / name))
            continue
        parts = [style.package, *Path(name).with_suffix("").parts]
        modules.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    result, _ = run_probe(style, TYPE_PROBE, style.package, *modules)
    if result.exit is None:
        return [f"Calling the functions with arguments of the wrong type: {result.problem}."]
    if result.exit != 0:
        return [f"The functions could not be tried (exit code {result.exit}): {result.stderr[-200:]!r}."]
    verdicts = [line.split(" ", 2) for line in result.stdout.decode("utf-8").splitlines() if line.strip()]
    problems = [
        f"{name}() {verdict} with arguments of a type it does not declare."
        for name, verdict, *_ in verdicts
        if verdict == "ran"
    ]
    if not any(verdict == "refused" for _, verdict, *_ in verdicts):
        problems.append("No function refuses arguments of the wrong type.")
    return problems


# ---------------------------------------------------------------------------------------------- 25
IO_CALLS = {"print", "input", "open"}
IO_MODULE_ATTRIBUTES = {
    "sys": {"stdin", "stdout", "stderr"},
    "os": {
        "stat",
        "lstat",
        "open",
        "read",
        "write",
        "listdir",
        "scandir",
        "remove",
        "unlink",
        "mkdir",
        "rename",
        "system",
        "popen",
        "path",
        "getcwd",
    },
}


def _is_io(node: ast.AST) -> str | None:
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in IO_CALLS:
        return f"{node.func.id}()"
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        if node.attr in IO_MODULE_ATTRIBUTES.get(node.value.id, ()):
            return f"{node.value.id}.{node.attr}"
    return None


def _action_classes(sources: Sources) -> set[str]:
    """The classes of deferred actions: those with a `bind` method, and their subclasses."""
    classes = {c.name: c for _, c in walk(sources, ast.ClassDef)}
    actions = {
        name for name, c in classes.items() if any(isinstance(f, ast.FunctionDef) and f.name == "bind" for f in c.body)
    }
    grown = True
    while grown:
        more = {n for n, c in classes.items() if any(getattr(b, "id", "") in actions for b in c.bases)} - actions
        actions |= more
        grown = bool(more)
    return actions


def _deferred(node: ast.AST, up: dict[ast.AST, ast.AST], actions: set[str]) -> bool:
    """Whether `node` sits in a function that is wrapped in an action (`IO(lambda: ...)`, or a nested `def`
    handed to `IO(effect)` by the function around it) instead of being run."""
    child = node
    while child in up:
        parent = up[child]
        if isinstance(parent, ast.Lambda):
            call = up.get(parent)
            if isinstance(call, ast.Call) and getattr(call.func, "id", "") in actions and parent in call.args:
                return True
        if isinstance(parent, (ast.FunctionDef, ast.AsyncFunctionDef)) and _returned(parent, up):
            return True
        if isinstance(parent, (ast.FunctionDef, ast.AsyncFunctionDef)):
            outer = _enclosing_function(parent, up)
            if outer is not None:
                for call in ast.walk(outer):
                    if isinstance(call, ast.Call) and getattr(call.func, "id", "") in actions:
                        if any(isinstance(a, ast.Name) and a.id == parent.name for a in call.args):
                            return True
        child = parent
    return False


def _returned(function: ast.AST, up: dict[ast.AST, ast.AST]) -> bool:
    """Whether a nested function is handed back, not run: its enclosing function returns it."""
    outer = _enclosing_function(function, up)
    return outer is not None and any(
        isinstance(node, ast.Return) and isinstance(node.value, ast.Name) and node.value.id == function.name
        for node in ast.walk(outer)
    )


def _held_calls(function: ast.FunctionDef, methods: set[str]) -> bool:
    """Whether a method itself calls something it holds: a parameter or a loop's item (`for f in actions: f()`)."""
    own, pending = [], list(function.body)
    while pending:
        node = pending.pop()
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            own.append(node)
            pending += list(ast.iter_child_nodes(node))
    held = {a.arg for a in function.args.args[1:]}
    held |= {
        n.id for loop in own if isinstance(loop, ast.For) for n in ast.walk(loop.target) if isinstance(n, ast.Name)
    }
    return any(
        isinstance(c, ast.Call)
        and (
            (isinstance(c.func, ast.Name) and c.func.id in held)
            or (isinstance(c.func, ast.Attribute) and name_of(c.func.value) == "self" and c.func.attr not in methods)
        )
        for c in own
    )


def _interpreters(sources: Sources, actions: set[str]) -> dict[str, Function]:
    """The functions that let the actions out: those that call `.effect()`, and the methods of an action class
    (bind and the constructor aside) that call the functions they hold."""
    found = {
        f.name: f
        for _, f in functions(sources)
        if any(isinstance(c, ast.Call) and getattr(c.func, "attr", "") == "effect" for c in ast.walk(f))
    }
    for _, cls in walk(sources, ast.ClassDef):
        if cls.name in actions:
            for method in cls.body:
                if (
                    isinstance(method, ast.FunctionDef)
                    and method.name not in ("__init__", "bind")
                    and _held_calls(method, {m.name for m in cls.body if isinstance(m, ast.FunctionDef)})
                ):
                    found[method.name] = method
    return found


def io_only_in_deferred_actions(style: Style) -> list[str]:
    """The core functions have no side effects: all I/O is in deferred actions, which only the main program runs.

    No function performs I/O (print, input, open, sys.std*, os.stat, ...) except inside a deferred action (a
    function handed back instead of run, or wrapped in an action class with `bind`) or the interpreter that
    runs the actions; and only the main program calls the interpreter."""
    sources = style.sources
    actions = _action_classes(sources)
    if not actions:
        return ["No deferred actions: no class with a bind method to compose them."]
    interpreters = _interpreters(sources, actions)
    problems = []
    for name, tree in sources.items():
        up = parents(tree)
        inside = {id(n) for f in interpreters.values() for n in ast.walk(f)}
        for node in ast.walk(tree):
            found = _is_io(node)
            if found and id(node) not in inside and not _deferred(node, up, actions):
                problems.append(f"{where(name, node)} {found} outside a deferred action: the core performs no I/O.")
    if not interpreters:
        problems.append("Nothing runs the actions (no .effect() call, no action method that runs what it holds).")
    top = _top_level(sources)
    for name, tree in sources.items():
        up = parents(tree)
        for call in ast.walk(tree):
            if isinstance(call, ast.Call) and name_of(call.func) in interpreters and not _deferred(call, up, actions):
                caller = _enclosing_function(call, up)
                if caller is not None and caller.name not in top and caller not in interpreters.values():
                    problems.append(f"{where(name, call)} {caller.name} runs actions: only the main program may.")
    return problems


RULES = {
    "constructivist": [carries_on_with_defaults, recovers_without_hiding_the_end],
    "tantrum": [refuses_and_passes_errors_up, context_in_the_exception, refusals_survive_python_o],
    "passive_aggressive": [catches_only_where_answered, catches_near_the_top],
    "declared_intentions": [every_function_typechecked, declared_types_are_enforced],
    "quarantine": [io_only_in_deferred_actions],
}
HOUSE_RULES = {"recovers_without_hiding_the_end", "context_in_the_exception", "catches_near_the_top"}

# ---------------------------------------------------------------------------------------------- samples
CONSTRUCTIVIST = """
import sys


def read_text(path):
    if not isinstance(path, str) or not path:
        return ""
    try:
        with open(path) as file:
            return file.read()
    except OSError:
        return ""


def count_words(text):
    if not isinstance(text, str):
        return {}
    counts = {}
    for word in text.lower().split():
        counts[word] = counts.get(word, 0) + 1
    return counts


def top(counts, n=25):
    if not isinstance(counts, dict):
        return []
    return sorted(counts.items(), key=lambda pair: -pair[1])[:n]


path = sys.argv[1] if len(sys.argv) > 1 else "input.txt"
for word, count in top(count_words(read_text(path))):
    print(word, "-", count)
"""
TANTRUM = '''
import sys


class WordCountError(Exception):
    """What went wrong, and where."""


def read_text(path):
    if not isinstance(path, str) or not path:
        raise WordCountError(f"read_text needs a path, not {path!r}")
    try:
        with open(path) as file:
            return file.read()
    except OSError as error:
        raise WordCountError(f"cannot read {path}: {error.strerror}") from error


def count_words(text):
    if not isinstance(text, str):
        raise WordCountError("count_words needs text")
    counts = {}
    for word in text.lower().split():
        counts[word] = counts.get(word, 0) + 1
    return counts


def report(path):
    if not path:
        raise WordCountError("report needs a path")
    try:
        return sorted(count_words(read_text(path)).items(), key=lambda pair: -pair[1])[:25]
    except WordCountError as error:
        raise WordCountError(f"no report for {path}: {error}") from error


def main():
    try:
        print(report(sys.argv[1] if len(sys.argv) > 1 else ""))
    except WordCountError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
'''
PASSIVE = """
import sys


def read_text(path):
    if not isinstance(path, str) or not path:
        raise ValueError(f"read_text needs a path, not {path!r}")
    with open(path) as file:
        return file.read()


def count_words(text):
    if not isinstance(text, str):
        raise TypeError("count_words needs text")
    counts = {}
    for word in text.lower().split():
        counts[word] = counts.get(word, 0) + 1
    return counts


def main():
    try:
        counts = count_words(read_text(sys.argv[1]))
    except (IndexError, OSError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print(sorted(counts.items(), key=lambda pair: -pair[1])[:25])
    return 0


if __name__ == "__main__":
    sys.exit(main())
"""
DECLARED = """
import functools
import inspect
import sys
import typing


def typechecked(function):
    hints = typing.get_type_hints(function)
    signature = inspect.signature(function)

    @functools.wraps(function)
    def checked(*args, **kwargs):
        for name, value in signature.bind(*args, **kwargs).arguments.items():
            if name in hints and not isinstance(value, hints[name]):
                raise TypeError(f"{function.__name__}: {name} must be {hints[name].__name__}")
        return function(*args, **kwargs)

    return checked


@typechecked
def read_text(path: str) -> str:
    with open(path) as file:
        return file.read()


@typechecked
def count_words(text: str) -> dict:
    counts = {}
    for word in text.lower().split():
        counts[word] = counts.get(word, 0) + 1
    return counts


if __name__ == "__main__":
    print(count_words(read_text(sys.argv[1])))
"""
QUARANTINE = """
import sys


class IO:
    def __init__(self, effect):
        self._effect = effect

    def bind(self, then):
        return IO(lambda: then(self._effect()).run())

    def run(self):
        return self._effect()


def read_text(path):
    return IO(lambda: open(path).read())


def show(text):
    return IO(lambda: print(text))


def count_words(text):
    counts = {}
    for word in text.lower().split():
        counts[word] = counts.get(word, 0) + 1
    return sorted(counts.items(), key=lambda pair: -pair[1])[:25]


def program(path):
    return read_text(path).bind(lambda text: show(count_words(text)))


if __name__ == "__main__":
    program(sys.argv[1]).run()
"""
POSITIVE_SAMPLES = {
    "carries_on_with_defaults": CONSTRUCTIVIST,
    "recovers_without_hiding_the_end": CONSTRUCTIVIST,
    "refuses_and_passes_errors_up": TANTRUM,
    "context_in_the_exception": TANTRUM,
    "catches_only_where_answered": PASSIVE,
    "catches_near_the_top": PASSIVE,
    "every_function_typechecked": DECLARED,
    "declared_types_are_enforced": DECLARED,
    "io_only_in_deferred_actions": QUARANTINE,
}
NEGATIVE_SAMPLES = {
    # raises instead of carrying on, and its handler gives up with `pass`
    "carries_on_with_defaults": (
        "def parse_number(field):\n"
        "    if not field.isdigit():\n"
        "        raise ValueError(field)\n"
        "    return int(field)\n\n\n"
        "def show(text):\n"
        "    try:\n"
        "        print(text)\n"
        "    except OSError:\n"
        "        pass\n"
    ),
    "recovers_without_hiding_the_end": (
        "def show(text):\n    if not text:\n        return 0\n    try:\n        print(text)\n"
        "    except BaseException:\n        return 0\n    return 1\n"
    ),
    # a middle level that recovers (returns a default) instead of adding its context and raising again
    "refuses_and_passes_errors_up": (
        "def parse_number(field):\n"
        "    if not field.isdigit():\n"
        "        raise ValueError(f'{field!r} is not a number')\n"
        "    return int(field)\n\n\n"
        "def parse_move(line):\n"
        "    try:\n"
        "        return parse_number(line)\n"
        "    except ValueError:\n"
        "        return None\n\n\n"
        "def main():\n"
        "    try:\n"
        "        parse_move('x')\n"
        "    except ValueError:\n"
        "        return 2\n\n\n"
        "if __name__ == '__main__':\n"
        "    main()\n"
    ),
    # the context goes to a log, and the same exception travels on
    "context_in_the_exception": (
        "def load(path):\n    if not path:\n        raise ValueError('no path')\n    try:\n"
        "        return open(path).read()\n    except OSError as error:\n        print('cannot read', path)\n"
        "        raise error\n"
    ),
    # an error code (-1), and a catch deep down that re-raises: tantrum's idea, not this chapter's
    "catches_only_where_answered": (
        "def parse_number(field):\n"
        "    assert isinstance(field, str)\n"
        "    return int(field) if field.isdigit() else -1\n\n\n"
        "def parse_board(text):\n"
        "    assert isinstance(text, str)\n"
        "    try:\n"
        "        return [parse_number(row) for row in text.split()]\n"
        "    except ValueError as error:\n"
        "        raise ValueError(f'board: {error}') from error\n\n\n"
        "def main():\n"
        "    try:\n"
        "        parse_board('1 x')\n"
        "    except ValueError:\n"
        "        return 2\n\n\n"
        "if __name__ == '__main__':\n"
        "    main()\n"
    ),
    "catches_near_the_top": (
        "def parse(field):\n    try:\n        return int(field)\n    except ValueError:\n        return 0\n\n\n"
        "def load(text):\n    try:\n        return [parse(f) for f in text.split()]\n    except TypeError:\n"
        "        return []\n\n\ndef main():\n    return load('1 2')\n\n\nif __name__ == '__main__':\n    main()\n"
    ),
    "every_function_typechecked": "def reveal(row):\n    return row\n",
    # annotations as comments: a decorator that checks nothing
    "declared_types_are_enforced": {
        "__main__.py": (
            "from .intentions import typechecked\n\n\n@typechecked\ndef reveal(row: int) -> int:\n    return row\n"
        ),
        "intentions.py": "def typechecked(function):\n    return function\n",
    },
    # the deferred actions are there, but the drawing prints for itself
    "io_only_in_deferred_actions": (
        "import sys\n\n\n"
        "class IO:\n"
        "    def __init__(self, effect):\n"
        "        self.effect = effect\n\n"
        "    def bind(self, continuation):\n"
        "        return IO(lambda: continuation(self.effect()).effect())\n\n\n"
        "def run(action):\n"
        "    return action.effect()\n\n\n"
        "def frame(game):\n"
        "    print(game)\n"
        "    return IO(lambda: sys.stdout.flush())\n\n\n"
        "def main():\n"
        "    return run(frame('board'))\n\n\n"
        "if __name__ == '__main__':\n"
        "    main()\n"
    ),
}
NEIGHBOUR_SAMPLES = {
    "constructivist": [PLUGINS, TANTRUM],
    "tantrum": [CONSTRUCTIVIST, PASSIVE],
    "passive_aggressive": [TANTRUM, DECLARED],
    "declared_intentions": [PASSIVE, QUARANTINE],
    "quarantine": [DECLARED, PASSIVE],
}
