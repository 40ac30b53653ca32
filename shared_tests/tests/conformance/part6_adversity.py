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

from shared_tests.tests.conformance import Sources, Style, functions, name_of, parents, raises, run_probe, walk, where

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
    """constructivist: no error leaves the function that meets it. Every function with parameters opens
    with a check of them that falls back to a default (`if not ok: return default`); nothing raises or
    asserts; every `except` recovers with a value (a return or an assignment), and none catches everything
    (that would swallow Ctrl-C) or, around output, a closed pipe (the game would play on for nobody)."""
    sources = style.sources
    problems = []
    for name, node in walk(sources, ast.Raise, ast.Assert):
        kind = "raises" if isinstance(node, ast.Raise) else "asserts"
        problems.append(f"{where(name, node)} {kind}: a constructivist function carries on with a default")
    for name, func in functions(sources):
        params = _parameters(func)
        body = _body(func)
        if params and not (body and _falls_back(body[0], params)):
            problems.append(f"{where(name, func)} {func.name} does not open by checking its arguments")
    for name, handler, _ in _handlers(sources):
        if not handler.body or not isinstance(handler.body[-1], (ast.Return, ast.Assign)):
            problems.append(f"{where(name, handler)} an except that does not recover with a value")
        if _caught(handler) & {"BaseException"}:
            problems.append(f"{where(name, handler)} catches everything, Ctrl-C included")
    for name, attempt in walk(sources, ast.Try):
        writes = set().union(*(_calls(s) for s in attempt.body)) & OUTPUT_CALLS
        for handler in attempt.handlers:
            if writes and _caught(handler) & SWALLOWS_A_CLOSED_PIPE:
                problems.append(f"{where(name, handler)} recovers from a failed write: a closed pipe must end it")
    if not walk(sources, ast.Try):
        problems.append("no try: nothing recovers on the spot")
    return problems


# ---------------------------------------------------------------------------------------------- 22
def refuses_and_rethrows_with_context(style: Style) -> list[str]:
    """tantrum: every function with parameters opens by refusing bad ones (a raise, or a call of a function
    that raises); no assert (it vanishes under `python -O`); every `except` below the top level adds its
    context and raises again (`raise ... from ...`), so that only the top level stops a tantrum."""
    sources = style.sources
    top = _top_level(sources)
    module_functions = _module_functions(sources)
    refusers = {f.name for _, f in module_functions if raises(f.body)}
    problems = [
        f"{where(name, node)} asserts: a refusal must survive python -O" for name, node in walk(sources, ast.Assert)
    ]
    for name, func in module_functions:
        body = _body(func)
        if not _parameters(func) or func.name in top:
            continue
        first = body[0] if body else None
        refuses = isinstance(first, ast.If) and raises(first.body)
        refuses |= isinstance(first, ast.Expr) and isinstance(first.value, ast.Call) and bool(_calls(first) & refusers)
        if not refuses:
            problems.append(f"{where(name, func)} {func.name} does not open by checking its arguments")
    rethrows = stops = 0
    for name, handler, func in _handlers(sources):
        last = handler.body[-1] if handler.body else None
        if func is not None and func.name in top:
            stops += 1
        elif not (isinstance(last, ast.Raise) and last.exc is not None and last.cause is not None):
            problems.append(f"{where(name, handler)} stops an exception below the top level ({', '.join(top)})")
        elif isinstance(last.exc, ast.Name) and last.exc.id == handler.name:
            problems.append(f"{where(name, handler)} raises the same exception again, without its own context")
        else:
            rethrows += 1
    if not rethrows:
        problems.append("no level adds its context to an exception and raises it again (`raise ... from`)")
    if not stops:
        problems.append(f"the top level ({', '.join(top)}) catches nothing")
    return problems


# ---------------------------------------------------------------------------------------------- 23
def _error_code(value: ast.AST | None) -> bool:
    if isinstance(value, ast.Constant):
        return value.value is None or (isinstance(value.value, (int, float)) and value.value < 0)
    return isinstance(value, ast.UnaryOp) and isinstance(value.op, ast.USub)


def catches_only_where_answered(style: Style) -> list[str]:
    """passive_aggressive: functions check their arguments and jump out (raise or assert), and return no
    error codes (None, -1) instead; a `try` stands only in the top level and in at most one level it calls
    directly (the game loop: the levels that can answer), and a handler answers: it neither raises again
    nor swallows (`pass`)."""
    sources = style.sources
    top = _top_level(sources)
    module_functions = _module_functions(sources)
    defined = {f.name: f for _, f in module_functions}
    answering = top | {called for name in top if name in defined for called in _calls(defined[name])}
    problems = []
    for name, func in module_functions:
        if func.name not in top and _parameters(func) and not walk({name: func}, ast.Raise, ast.Assert):
            problems.append(f"{where(name, func)} {func.name} does not check its arguments")
        for _, node in walk({name: func}, ast.Return):
            if _error_code(node.value):
                problems.append(f"{where(name, node)} returns an error code: raise instead")
    for name, handler, func in _handlers(sources):
        if func is None or func.name not in answering:
            problems.append(f"{where(name, handler)} catches below the levels that can answer ({', '.join(top)})")
        if raises(handler.body):
            problems.append(f"{where(name, handler)} raises again: a level that cannot answer does not catch")
        if all(
            isinstance(s, ast.Pass) or isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant)
            for s in handler.body
        ):
            problems.append(f"{where(name, handler)} swallows the exception")
    catching = {func.name for _, _, func in _handlers(sources) if func is not None} - top
    if len(catching) > 1:
        problems.append(f"{len(catching)} levels below the top catch ({', '.join(sorted(catching))}): one at most")
    if not walk(sources, ast.Raise):
        problems.append("nothing raises")
    if not _handlers(sources):
        problems.append("nothing catches: no level answers")
    return problems


# ---------------------------------------------------------------------------------------------- 24
def every_function_typechecked(style: Style) -> list[str]:
    """declared_intentions: every function is decorated by the checker and declares every type.

    The module that defines the checker is its own exception: a type checker cannot check itself.
    """
    sources = style.sources
    decorators = {name_of(d) for _, f in functions(sources) for d in f.decorator_list}
    checker_files = {name for name, f in functions(sources) if f.name in decorators}
    problems = []
    for name, func in functions(sources):
        if name in checker_files:
            continue
        params = [
            a for a in func.args.posonlyargs + func.args.args + func.args.kwonlyargs if a.arg not in ("self", "cls")
        ]
        if not func.decorator_list:
            problems.append(f"{where(name, func)} {func.name} is not type-checked")
        elif any(a.annotation is None for a in params) or func.returns is None:
            problems.append(f"{where(name, func)} {func.name} does not declare all its types")
    return problems


# Imports every module of the style and calls each of its functions that takes arguments with arguments of
# a type no annotation allows; prints one line per function: "refused", "ran" (the body ran) or "declares".
TYPE_PROBE = """
import importlib, inspect, sys, typing
package, modules = sys.argv[2], sys.argv[3:]  # sys.argv[1]: a report file it does not need
sys.argv = [package]

class Stranger:
    "A type no function of the game declares."

for module_name in modules:
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


def declared_types_are_enforced(style: Style) -> list[str]:
    """declared_intentions: by running it: every function that takes arguments refuses arguments of a type
    it does not declare (TypeError) before its body runs; annotations are a contract, not comments."""
    modules = []
    for name in style.sources:
        parts = [style.package, *Path(name).with_suffix("").parts]
        modules.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    result, _ = run_probe(style, TYPE_PROBE, style.package, *modules)
    if result.exit is None:
        return [f"calling the functions with arguments of the wrong type: {result.problem}"]
    if result.exit != 0:
        return [f"the probe failed with exit code {result.exit}: {result.stderr[-300:]!r}"]
    verdicts = [line.split(" ", 2) for line in result.stdout.decode("utf-8").splitlines() if line.strip()]
    problems = [
        f"{name}() {verdict} with arguments of a type it does not declare"
        for name, verdict, *_ in verdicts
        if verdict == "ran"
    ]
    if not any(verdict == "refused" for _, verdict, *_ in verdicts):
        problems.append("no function refuses arguments of the wrong type")
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
        if isinstance(parent, (ast.FunctionDef, ast.AsyncFunctionDef)):
            outer = _enclosing_function(parent, up)
            if outer is not None:
                for call in ast.walk(outer):
                    if isinstance(call, ast.Call) and getattr(call.func, "id", "") in actions:
                        if any(isinstance(a, ast.Name) and a.id == parent.name for a in call.args):
                            return True
        child = parent
    return False


def io_only_in_deferred_actions(style: Style) -> list[str]:
    """quarantine: no function performs I/O (print, input, open, sys.std*, os.stat, ...) except inside a
    deferred action (a class with `bind`, built around the effect: `IO(lambda: ...)` or `IO(effect)`); the
    actions' effects are performed (`.effect()`) by one interpreter, which only the main program calls."""
    sources = style.sources
    actions = _action_classes(sources)
    if not actions:
        return ["no deferred actions: no class with a bind method"]
    problems = []
    for name, tree in sources.items():
        up = parents(tree)
        for node in ast.walk(tree):
            found = _is_io(node)
            if found and not _deferred(node, up, actions):
                problems.append(f"{where(name, node)} {found} outside a deferred action: the core performs no I/O")
    interpreters = {
        f.name
        for _, f in functions(sources)
        if any(isinstance(c, ast.Call) and getattr(c.func, "attr", "") == "effect" for c in ast.walk(f))
    }
    if not interpreters:
        problems.append("no function performs the actions (calls .effect())")
    top = _top_level(sources)
    for name, tree in sources.items():
        up = parents(tree)
        for call in ast.walk(tree):
            if isinstance(call, ast.Call) and getattr(call.func, "id", "") in interpreters:
                caller = _enclosing_function(call, up)
                if caller is not None and caller.name not in top:
                    problems.append(f"{where(name, call)} {caller.name} runs actions: only the main program may")
    return problems


RULES = {
    "constructivist": [carries_on_with_defaults],
    "tantrum": [refuses_and_rethrows_with_context],
    "passive_aggressive": [catches_only_where_answered],
    "declared_intentions": [every_function_typechecked, declared_types_are_enforced],
    "quarantine": [io_only_in_deferred_actions],
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
    # a middle level that recovers (returns a default) instead of adding its context and raising again
    "refuses_and_rethrows_with_context": (
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
        "def load(path):\n"
        "    assert isinstance(path, str)\n"
        "    return parse_board(path)\n\n\n"
        "def main():\n"
        "    try:\n"
        "        load('1 x')\n"
        "    except ValueError:\n"
        "        return 2\n\n\n"
        "if __name__ == '__main__':\n"
        "    main()\n"
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
