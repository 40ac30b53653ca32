"""Part V, reflection and metaprogramming: introspective (17), reflective (18), aspects (19), plugins (20)."""

from __future__ import annotations

import ast

from shared_tests.tests.conformance import (
    Style,
    called_names,
    functions,
    imported_roots,
    name_of,
    run_probe,
    walk,
    where,
)


def _constant_string(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


# ---------------------------------------------------------------------------------------------- introspective
# What a program reads about itself: its functions' names, signatures and docstrings, its frames, its module.
SELF_KNOWLEDGE = set(
    "signature currentframe _getframe stack getmembers getdoc getsource f_back f_code co_name "
    "__doc__ __name__ __qualname__ __code__ __defaults__ __annotations__".split()
)
# Ways to change the program while it runs: the next chapter's tools, not this one's.
SELF_CHANGE = {"setattr", "delattr", "exec", "eval", "compile", "__import__"}
NAMESPACES = {"globals", "vars", "locals"}  # globals()[name], vars(module)[name]


def _namespace(node: ast.AST) -> bool:
    """globals(), vars(...), locals() or any `x.__dict__`: where a program finds its own names."""
    if isinstance(node, ast.Call) and name_of(node.func) in NAMESPACES:
        return True
    return isinstance(node, ast.Attribute) and node.attr == "__dict__"


def _lookups_by_name(tree: ast.AST) -> list[ast.AST]:
    """getattr(x, name), globals()[name], globals().get(name)... with a name computed at run time."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and name_of(node.func) == "getattr" and len(node.args) >= 2:
            key = node.args[1]
        elif isinstance(node, ast.Subscript) and _namespace(node.value):
            key = node.slice
        elif isinstance(node, ast.Call) and name_of(node.func) == "get" and isinstance(node.func, ast.Attribute):
            key = node.args[0] if node.args and _namespace(node.func.value) else None
        else:
            continue
        if key is not None and not _constant_string(key):
            found.append(node)
    return found


def _writes_itself(target: ast.AST) -> bool:
    """An assignment target that changes a function, frame, module or namespace rather than the game's data."""
    if isinstance(target, (ast.Tuple, ast.List)):
        return any(_writes_itself(element) for element in target.elts)
    if isinstance(target, ast.Attribute):
        return (target.attr.startswith("__") and target.attr.endswith("__")) or target.attr.startswith(("f_", "co_"))
    return isinstance(target, ast.Subscript) and _namespace(target.value)


def reads_itself_never_changes(style: Style) -> list[str]:
    """introspective: the program reads facts about its own abstractions (names, signatures, docstrings,
    callers) and acts on them: it finds what to run by looking a name up (getattr, globals()[...]) rather than
    in a table it wrote. It never changes itself: no setattr, exec, eval or compile, no assignment to a
    function's, frame's or module's attributes or to a namespace. And what it checks about itself is a real
    check: an `assert` vanishes under `python -O`."""
    problems = []
    reads = {name_of(node) for _, node in walk(style.sources, ast.Name, ast.Attribute)} & SELF_KNOWLEDGE
    if not reads:
        problems.append("reads nothing about itself (no signature, frame, __doc__, __name__ ...)")
    if not any(_lookups_by_name(tree) for tree in style.sources.values()):
        problems.append("never looks a function up by a name it builds (getattr(x, name), globals()[name])")
    for name, call in walk(style.sources, ast.Call):
        if isinstance(call.func, ast.Name) and call.func.id in SELF_CHANGE:
            problems.append(f"{where(name, call)} calls {name_of(call.func)}: that changes the program")
        elif name_of(call.func) == "update" and isinstance(call.func, ast.Attribute) and _namespace(call.func.value):
            problems.append(f"{where(name, call)} updates a namespace: that changes the program")
    for name, node in walk(style.sources, ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Delete):
        targets = node.targets if isinstance(node, (ast.Assign, ast.Delete)) else [node.target]
        for target in targets:
            if _writes_itself(target):
                problems.append(f"{where(name, node)} writes {ast.unparse(target)}: introspection only reads")
    for name, node in walk(style.sources, ast.Assert):
        problems.append(f"{where(name, node)} asserts {ast.unparse(node.test)}: python -O removes the check")
    return problems


# ---------------------------------------------------------------------------------------------- reflective
# Runs the style with a profiler that notes every call of a function whose code has no file: code the program
# compiled from text while it ran. The names go to the file named first.
MADE_PROBE = """
import runpy, sys
report, package = sys.argv[1], sys.argv[2]
sys.argv = [package, *sys.argv[3:]]
made = set()
def watch(frame, event, arg):
    where = frame.f_code.co_filename
    if event == "call" and where.startswith("<") and not where.startswith("<frozen"):
        made.add(f"{frame.f_code.co_name} {where}")
sys.setprofile(watch)
try:
    runpy.run_module(package, run_name="__main__", alter_sys=True)
finally:
    sys.setprofile(None)
    with open(report, "w", encoding="utf-8") as file:
        file.write("\\n".join(sorted(made)))
"""


def _calls_what_it_made(style: Style) -> tuple[list[str], str]:
    """Play a game of one reveal under MADE_PROBE: the generated functions it called, and what went wrong."""
    result, report = run_probe(style, MADE_PROBE, style.package, "board.cfg", stdin=b"1 1 R\n")
    if result.exit is None:
        return [], f"a game of one move: {result.problem}"
    return report.splitlines(), (f"a game of one move ended with exit code {result.exit}" if result.exit else "")


def builds_itself_and_runs_it(style: Style) -> list[str]:
    """reflective: the program writes code while it runs and runs what it wrote. On the source: it compiles text
    that it put together at run time (exec, eval or compile of a string it built, not a literal) and adds what
    it made to itself (setattr, or type(name, bases, namespace)). By running it: a game of one reveal calls
    functions whose code was compiled from that text."""
    problems = []
    compiled = [
        (name, call)
        for name, call in walk(style.sources, ast.Call)
        if isinstance(call.func, ast.Name)
        and call.func.id in ("exec", "eval", "compile")
        and call.args
        and not _constant_string(call.args[0])
    ]
    if not compiled:
        problems.append("compiles no text it built at run time (exec, eval or compile of a computed string)")
    adds = [
        call
        for _, call in walk(style.sources, ast.Call)
        if name_of(call.func) == "setattr" or (name_of(call.func) == "type" and len(call.args) == 3)
    ]
    if not adds:
        problems.append("adds nothing it made to itself (no setattr, no type(name, bases, namespace))")
    if problems:
        return problems
    made, failure = _calls_what_it_made(style)
    if failure:
        return [failure]
    return [] if made else ["a game of one reveal called no function compiled at run time"]


# ---------------------------------------------------------------------------------------------- aspects
def _weavers(style: Style) -> dict[str, str]:
    """function name -> file, for every function that replaces a module's attribute by a name it is given."""
    found = {}
    for name, function in functions(style.sources):
        parameters = {a.arg for a in function.args.args + function.args.kwonlyargs}
        for call in ast.walk(function):
            if isinstance(call, ast.Call) and name_of(call.func) == "setattr" and len(call.args) == 3:
                target, attribute = call.args[:2]
                if name_of(target) in parameters and name_of(attribute) in parameters:
                    found[function.name] = name
    return found


def _module_files(style: Style, file: str) -> dict[str, str]:
    """alias -> file of the style, for the modules that `file` imports with `from . import x`."""
    files = {}
    for node in ast.walk(style.sources[file]):
        if isinstance(node, ast.ImportFrom) and node.level == 1 and not node.module:
            for alias in node.names:
                if f"{alias.name}.py" in style.sources:
                    files[alias.asname or alias.name] = f"{alias.name}.py"
    return files


def woven_from_outside(style: Style) -> list[str]:
    """aspects: a weaving step wraps named functions of the core from outside: some function replaces a
    module's function by the name it is given (setattr(module, name, wrapper)), and it is called with a module
    and a function's name written out (weave(game, "reveal", ...)). Each woven module defines the named
    function and never mentions the aspect: it imports no other module of the style and names neither the
    weaver nor any advice woven onto it."""
    weavers = _weavers(style)
    if not weavers:
        return ["no weaver: no function replaces a module's function by a name it is given (setattr)"]
    problems, woven = [], []
    for name, call in walk(style.sources, ast.Call):
        if name_of(call.func) in weavers and len(call.args) >= 2 and _constant_string(call.args[1]):
            target = _module_files(style, name).get(name_of(call.args[0]))
            advice = {name_of(k.value) for k in call.keywords} | {name_of(a) for a in call.args[2:]}
            if target is None:
                problems.append(
                    f"{where(name, call)} weaves onto {ast.unparse(call.args[0])}, not a module of the style"
                )
            else:
                woven.append((target, call.args[1].value, advice - {""}))
    if not woven:
        problems.append(f"no weaving step calls {', '.join(sorted(weavers))} with a module and a function's name")
    for core, function, advice in woven:
        tree = style.sources[core]
        if function not in {f.name for f in ast.walk(tree) if isinstance(f, ast.FunctionDef)}:
            problems.append(f"{core} has no function {function} to weave onto")
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level:
                problems.append(
                    f"{where(core, node)}: the core imports {ast.unparse(node)}; it must not know the aspects"
                )
            if name_of(node) in advice | set(weavers):
                problems.append(f"{where(core, node)}: the core mentions {name_of(node)}, which is woven from outside")
    return sorted(set(problems))


# ---------------------------------------------------------------------------------------------- plugins
HOST = "__main__.py"
GAME_KINDS = ("board", "rules", "symbols")
GAME_PLUGINS = ("default", "fancy", "endoh")  # plugins of the host's own game: made of parts
FOREIGN_GAMES = ("alpha", "hyperskill")  # the only plugins that may be a whole program
INPUT_OUTPUT = {"stdin", "stdout", "print", "input", "readline"}


def _plugin_file(style: Style, name: str) -> dict[str, str] | None:
    path = style.folder / "installed" / f"{name}.ini"
    if not path.is_file():
        return None
    lines = [line.strip() for line in path.read_text(encoding="utf-8").splitlines()]
    pairs = [line.partition("=") for line in lines if line and line[0] not in "#;" and "=" in line]
    return {key.strip(): value.strip() for key, _, value in pairs}


def dynamic_plugins(style: Style) -> list[str]:
    """plugins: the host is complete and loads named parts. The host (__main__.py) imports nothing of the style
    but its boundary and loads parts with import_module and a name built at run time; it owns the game loop
    (it reads the input lines in a loop) while no part but a whole program (parts/program/) reads input or
    writes output; the plugins of the host's own game (default, fancy, endoh) are made of parts, their files
    installed/<name>.ini naming a board, a rules and a symbols part that exist; and only the foreign games
    (alpha, hyperskill) may be a whole program."""
    problems = []
    host = style.sources.get(HOST)
    if host is None:
        return [f"no {HOST}"]
    for node in ast.walk(host):
        if isinstance(node, ast.ImportFrom) and node.level:
            names = [f"{node.module}" if node.module else alias.name for alias in node.names]
            for imported in sorted(set(names) - {"boundary"}):
                problems.append(f"{where(HOST, node)}: the host imports .{imported} itself instead of by name")
    for _, node, module in imported_roots({HOST: host}):
        if module.startswith("styles."):
            problems.append(f"{where(HOST, node)}: the host imports {module} itself instead of by name")
    loads = [c for _, c in walk({HOST: host}, ast.Call) if name_of(c.func) == "import_module"]
    if not any(c.args and not _constant_string(c.args[0]) for c in loads):
        problems.append("the host never calls import_module with a name built from the specification")
    if not (walk({HOST: host}, ast.While) and "readline" in called_names({HOST: host})):
        problems.append("the host does not own the game loop: it never reads the input lines in a loop")
    for name, tree in style.sources.items():
        if name.startswith("parts/") and not name.startswith("parts/program/"):
            for node in ast.walk(tree):
                if name_of(node) in INPUT_OUTPUT:
                    problems.append(f"{where(name, node)}: a part uses {name_of(node)}; the host does the I/O")
    for plugin in GAME_PLUGINS:
        parts = _plugin_file(style, plugin)
        if parts is None:
            problems.append(f"no installed/{plugin}.ini naming the parts of the plugin {plugin}")
            continue
        if "program" in parts:
            problems.append(f"installed/{plugin}.ini is a whole program; the host's own game should run it")
        for kind in GAME_KINDS:
            if f"parts/{kind}/{parts.get(kind)}.py" not in style.sources:
                problems.append(f"installed/{plugin}.ini names no {kind} part that exists ({parts.get(kind)!r})")
    for path in sorted((style.folder / "installed").glob("*.ini")):
        if path.stem not in FOREIGN_GAMES and "program" in (_plugin_file(style, path.stem) or {}):
            problems.append(f"installed/{path.name} is a whole program, but {path.stem} is not a foreign game")
    return problems


RULES = {
    "introspective": [reads_itself_never_changes],
    "reflective": [builds_itself_and_runs_it],
    "aspects": [woven_from_outside],
    "plugins": [dynamic_plugins],
}
NEGATIVE_SAMPLES = {
    # An introspective program that rewrites a docstring and guards its caller with an assert.
    "reads_itself_never_changes": (
        "import inspect\n"
        "def action_R(board):\n"
        '    """Reveal."""\n'
        "    assert inspect.currentframe().f_back.f_code.co_name == 'play'\n"
        "def play(board, letter):\n"
        "    action_R.__doc__ = 'changed'\n"
        "    return globals()['action_' + letter](board)\n"
    ),
    # Source text that is only ever a literal, run once; nothing made is added or called.
    "builds_itself_and_runs_it": "exec('print(1)')\nprint('no code is made at run time')\n",
    # The core calls the statistics itself: nothing is woven.
    "woven_from_outside": {
        "__main__.py": "from . import game\ngame.main()\n",
        "game.py": (
            "from . import statistics\n"
            "def reveal(board):\n    statistics.count_move(board)\n    return board\n"
            "def main():\n    reveal({})\n"
        ),
        "statistics.py": "moves = 0\ndef count_move(board):\n    global moves\n    moves += 1\n",
    },
    # The old shape: the host hands a plugin the whole program, and the plugin imports the classic game.
    "dynamic_plugins": {
        "__main__.py": (
            "import importlib, sys\n"
            "plugin = importlib.import_module(f'{__package__}.installed.' + 'default')\n"
            "sys.exit(plugin.run(sys.argv))\n"
        ),
        "installed/default.py": "from .. import game\ndef run(argv):\n    return game.play(argv)\n",
        "game.py": "import sys\ndef play(argv):\n    while sys.stdin.readline():\n        print('frame')\n",
    },
}
