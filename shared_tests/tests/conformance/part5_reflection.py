"""Part V, reflection and metaprogramming: introspective (17), reflective (18), aspects (19), plugins (20)."""

from __future__ import annotations

import ast
from pathlib import Path

from shared_tests.tests.conformance import (
    RUN_TARGET,
    Sources,
    Style,
    called_names,
    functions,
    imported_roots,
    name_of,
    parents,
    run_probe,
    runs_program,
    walk,
    where,
)
from shared_tests.tests.conformance.part4_objects import BULLETIN


def _constant_string(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


# ---------------------------------------------------------------------------------------------- introspective
# What a program reads about itself: its functions' names, signatures and docstrings, its frames, its module.
SELF_KNOWLEDGE = set(
    "signature currentframe _getframe stack getmembers getdoc getsource getfullargspec f_back f_code co_name "
    "f_locals __doc__ __name__ __qualname__ __code__ __defaults__ __annotations__ __class__ __dict__".split()
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


def _reads_itself(sources: Sources) -> bool:
    """Whether the program reads facts about itself: an attribute that holds one (`f.__name__`,
    `inspect.stack`, `frame.f_back`), an inspect function imported by name, or a namespace (`locals()`). A
    module's own `__name__` (the `if __name__ == "__main__"` of every program) is no introspection."""
    attributes = {node.attr for _, node in walk(sources, ast.Attribute)}
    imported = {alias.asname or alias.name for _, node in walk(sources, ast.ImportFrom) for alias in node.names}
    return (
        bool(attributes & SELF_KNOWLEDGE)
        or bool(imported & SELF_KNOWLEDGE)
        or any(_namespace(node) for _, node in walk(sources, ast.Call))
    )


def _changes_itself(sources: Sources) -> list[str]:
    """Where the program changes its own abstractions: the next chapter's tools."""
    problems = []
    for name, call in walk(sources, ast.Call):
        if isinstance(call.func, ast.Name) and call.func.id in SELF_CHANGE:
            problems.append(f"{where(name, call)} calls {call.func.id}: that changes the program, not only reads it.")
        elif name_of(call.func) == "update" and isinstance(call.func, ast.Attribute) and _namespace(call.func.value):
            problems.append(f"{where(name, call)} updates a namespace: that changes the program.")
    for name, node in walk(sources, ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Delete):
        targets = node.targets if isinstance(node, (ast.Assign, ast.Delete)) else [node.target]
        for target in targets:
            if _writes_itself(target):
                problems.append(f"{where(name, node)} writes {ast.unparse(target)}: introspection only reads.")
    return problems


def reads_itself_never_changes(style: Style) -> list[str]:
    """The abstractions have access to information about themselves and others, but never modify it.

    The program reads facts about its own abstractions (names, signatures, docstrings, callers, its frames or
    namespaces) and never changes them: no setattr, exec, eval or compile, no assignment to a function's,
    frame's or module's attributes or to a namespace."""
    problems = (
        []
        if _reads_itself(style.sources)
        else ["The program reads nothing about itself (no inspect, no frame, no __name__, __doc__ or locals())."]
    )
    return problems + _changes_itself(style.sources)


def looks_up_by_name(style: Style) -> list[str]:
    """Our reading: what to run is found by a name the program builds (getattr(x, name), globals()[name])."""
    if any(_lookups_by_name(tree) for tree in style.sources.values()):
        return []
    return ["The program never looks a function up by a name it builds (getattr(x, name), globals()[name])."]


def refusals_survive_python_o(style: Style) -> list[str]:
    """Our rule: no check is an `assert`, which `python -O` removes: a refusal must survive it."""
    return [
        f"{where(name, node)} asserts {ast.unparse(node.test)}: python -O removes the check."
        for name, node in walk(style.sources, ast.Assert)
    ]


# ---------------------------------------------------------------------------------------------- reflective
# Runs the program with a profiler that notes every call of a function whose code has no file: code the program
# compiled from text while it ran. The names go to the file named first.
MADE_PROBE = f"""
import runpy, sys
report, target = sys.argv[1], sys.argv[2]
sys.argv = [target, *sys.argv[3:]]
made = set()
def watch(frame, event, arg):
    where = frame.f_code.co_filename
    if event == "call" and where.startswith("<") and not where.startswith("<frozen"):
        made.add(f"{{frame.f_code.co_name}} {{where}}")
sys.setprofile(watch)
try:
    {RUN_TARGET}
finally:
    sys.setprofile(None)
    with open(report, "w", encoding="utf-8") as file:
        file.write("\\n".join(sorted(made)))
"""


def _adds_to_itself(sources: Sources) -> bool:
    """Whether the program adds what it made to itself: setattr, type(name, bases, namespace), an exec of text
    (which defines names where it runs), or a store into a namespace."""
    for _, call in walk(sources, ast.Call):
        callee = name_of(call.func)
        if callee == "setattr" or (callee == "type" and len(call.args) == 3):
            return True
        if isinstance(call.func, ast.Name) and callee == "exec" and call.args and not _constant_string(call.args[0]):
            return True
    for _, node in walk(sources, ast.Assign):
        if any(_writes_itself(target) for target in node.targets):
            return True
    return False


def builds_itself(style: Style) -> list[str]:
    """The program modifies itself while it runs: it adds abstractions it makes from text at run time.

    It compiles text it put together while running (exec, eval or compile of a string it built, not a literal)
    and adds what it made to itself (exec of a definition, setattr, type(name, bases, namespace), or a store
    into a namespace)."""
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
        problems.append("The program compiles no text it built at run time (exec, eval or compile of a string).")
    if not _adds_to_itself(style.sources):
        problems.append("The program adds nothing it made to itself (no exec, setattr, type() or namespace store).")
    return problems


@runs_program
def runs_what_it_made(style: Style) -> list[str]:
    """What the program makes of itself does the work: a game of one reveal calls functions compiled at run time."""
    result, report = run_probe(style, MADE_PROBE, style.target, "board.cfg", stdin=b"1 1 R\n")
    if result.exit is None:
        return [f"A game of one move did not end: {result.problem}."]
    if result.exit:
        return [f"A game of one move ended with exit code {result.exit}."]
    return [] if report.strip() else ["A game of one reveal called no function compiled at run time."]


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


def _replacement_sites(sources: Sources) -> list[tuple[str, ast.AST, ast.AST, ast.AST]]:
    """(file, statement or call, the name replaced (an expression), the replacement) for every place that
    replaces a name of the program: setattr(x, name, value), globals()[name] = value, vars(m)[name] = value."""
    found = []
    for file, call in walk(sources, ast.Call):
        if name_of(call.func) == "setattr" and len(call.args) == 3:
            found.append((file, call, call.args[1], call.args[2]))
    for file, node in walk(sources, ast.Assign):
        for target in node.targets:
            if isinstance(target, ast.Subscript) and _namespace(target.value):
                found.append((file, node, target.slice, node.value))
    return found


def _list_names(sources: Sources, node: ast.AST) -> set[str]:
    """The names in a list or tuple literal, or in the one a module-level name is bound to."""
    if isinstance(node, ast.Name):
        bound = [
            statement.value
            for tree in sources.values()
            for statement in tree.body
            if isinstance(statement, ast.Assign) and any(name_of(t) == node.id for t in statement.targets)
        ]
        node = bound[-1] if bound else node
    if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        return {e.value if _constant_string(e) else name_of(e) for e in node.elts} - {""}
    return set()


def _weaving(sources: Sources) -> tuple[set[str], set[str]]:
    """(the functions woven, the advice and weavers), from the places that replace a name of the program."""
    woven, advice = set(), set()
    for file, site, replaced, value in _replacement_sites(sources):
        advice |= {name_of(n.func) for n in ast.walk(value) if isinstance(n, ast.Call)} - {""}
        up = parents(sources[file])
        function = site
        while function in up and not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            function = up[function]
        parameters = (
            {a.arg for a in function.args.args + function.args.kwonlyargs}
            if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef))
            else set()
        )
        if _constant_string(replaced):
            woven.add(replaced.value)
        elif name_of(replaced) in parameters:  # a weaver: its callers name the functions and the advice
            advice.add(function.name)
            for _, call in walk(sources, ast.Call):
                named = [i for i, a in enumerate(call.args) if _constant_string(a)]
                if name_of(call.func) == function.name and named:
                    woven.add(call.args[named[0]].value)
                    given = [*call.args[named[0] + 1 :], *(k.value for k in call.keywords)]
                    advice |= {name_of(a) for a in given} - {""}
        loop = site
        while loop in up and not isinstance(loop, ast.For):
            loop = up[loop]
        if isinstance(loop, ast.For):  # for f in [reveal, render]: globals()[f.__name__] = counted(f)
            woven |= _list_names(sources, loop.iter)
    return woven, advice


def woven_from_outside(style: Style) -> list[str]:
    """Aspects are added to the program without editing the abstractions: an external binding weaves them on.

    Somewhere the program replaces its own functions by wrapped ones (setattr(module, name, wrapper),
    globals()[name] = advice(function), or a weaver called with the functions' names), and the functions it
    wraps never mention the advice or the weaver: no call, no decorator."""
    sources = style.sources
    if not _replacement_sites(sources):
        return ["No weaving: nothing replaces a function of the program by a wrapped one (setattr, globals()[...])."]
    woven, advice = _weaving(sources)
    defined = {f.name: (file, f) for file, f in functions(sources)}
    woven &= set(defined)
    if not woven:
        return ["The weaving names no function of the program to wrap."]
    advice -= woven | {"getattr", "setattr", "globals", "vars", "wraps", "partial"}
    problems = []
    for name in sorted(woven):
        file, function = defined[name]
        for node in ast.walk(function):
            if isinstance(node, (ast.Name, ast.Attribute)) and name_of(node) in advice:
                problems.append(f"{where(file, node)} {name} mentions {name_of(node)}, which is woven onto it.")
    return list(dict.fromkeys(problems))


def core_module_apart(style: Style) -> list[str]:
    """Our layout: a weaver wraps the functions of a core module that knows nothing of the aspects.

    A weaver function wraps, by the names it is given, the functions of a core module that imports nothing of
    the program and never names the weaver or the advice."""
    weavers = _weavers(style)
    if not weavers:
        return ["No weaver: no function replaces a module's function by a name it is given (setattr)."]
    problems, woven = [], []
    for name, call in walk(style.sources, ast.Call):
        if name_of(call.func) in weavers and len(call.args) >= 2 and _constant_string(call.args[1]):
            target = _module_files(style, name).get(name_of(call.args[0]))
            advice = {name_of(k.value) for k in call.keywords} | {name_of(a) for a in call.args[2:]}
            if target is None:
                problems.append(f"{where(name, call)} weaves onto {ast.unparse(call.args[0])}, not a module of ours.")
            else:
                woven.append((target, call.args[1].value, advice - {""}))
    if not woven:
        problems.append(f"No weaving step calls {', '.join(sorted(weavers))} with a module and a function's name.")
    for core, function, advice in woven:
        tree = style.sources[core]
        if function not in {f.name for f in ast.walk(tree) if isinstance(f, ast.FunctionDef)}:
            problems.append(f"{core} has no function {function} to weave onto.")
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level:
                problems.append(
                    f"{where(core, node)} the core imports {ast.unparse(node)}: it must not know the aspects."
                )
            if name_of(node) in advice | set(weavers):
                problems.append(f"{where(core, node)} the core mentions {name_of(node)}, which is woven from outside.")
    return sorted(set(problems))


# ---------------------------------------------------------------------------------------------- plugins
LOADERS = {
    "import_module", "__import__", "load_module", "exec_module", "spec_from_file_location", "SourceFileLoader",
    "SourcelessFileLoader", "run_path", "load_source",
}  # fmt: skip
SPECIFICATIONS = {"configparser", "tomllib", "json"}  # modules that read a configuration


def plugins_loaded_by_name(style: Style) -> list[str]:
    """The main program loads its parts at run time, by names an external specification gives, not knowing which
    implementation it runs.

    The main program imports none of the program's other modules, reads a specification (a configuration file,
    the environment), and loads modules with a name that is not written in it (import_module(name), a loader
    for a path)."""
    main = style.main
    if not main:
        return ["No program to read."]
    tree = style.sources[main]
    problems = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level:
            names = [node.module] if node.module else [alias.name for alias in node.names]
            for imported in sorted(set(names)):
                problems.append(f"{where(main, node)} the main program imports .{imported} itself, not by name.")
    for _, node, module in imported_roots({main: tree}):
        if module.split(".")[0] in {Path(f).parts[0].removesuffix(".py") for f in style.sources if f != main}:
            problems.append(f"{where(main, node)} the main program imports {module} itself, not by name.")
    loads = [c for _, c in walk({main: tree}, ast.Call) if name_of(c.func) in LOADERS]
    if not any(any(not _constant_string(a) for a in c.args) for c in loads):
        problems.append("The main program loads no module by a name it was given (import_module(name), a loader).")
    reads = {m.split(".")[0] for _, _, m in imported_roots({main: tree})} & SPECIFICATIONS
    reads |= {"environ"} & {name_of(n) for n in ast.walk(tree)}
    reads |= {"open", "read_text"} & called_names({main: tree})
    if not reads:
        problems.append("The main program reads no specification of what to load (a configuration file).")
    return problems


LESSON_PARTS = ("board", "rules", "symbols")
LESSON_PLUGINS = ("default", "fancy")  # the plugins of the chapter's lesson: the classic game
INPUT_OUTPUT = {"stdin", "stdout", "print", "input", "readline"}


def _plugin_file(path: Path) -> dict[str, str] | None:
    if not path.is_file():
        return None
    lines = [line.strip() for line in path.read_text(encoding="utf-8").splitlines()]
    pairs = [line.partition("=") for line in lines if line and line[0] not in "#;" and "=" in line]
    return {key.strip(): value.strip() for key, _, value in pairs}


def host_owns_the_game(style: Style) -> list[str]:
    """Our layout: the host owns the game and its plugins are made of parts; the dialects are apart.

    The host (__main__.py) reads the input lines in a loop; no part of the lesson (parts/) does any I/O; the
    lesson's plugins (installed/default.ini, fancy.ini) name a board, a rules and a symbols part that exist; and
    the other games the host can load, the dialects, live in dialects/, the only place where a plugin may be a
    whole program."""
    problems = []
    host = style.sources.get("__main__.py")
    if host is None:
        return ["No __main__.py: no host."]
    if not (walk({"h": host}, ast.While) and "readline" in called_names({"h": host})):
        problems.append("The host does not own the game loop: it never reads the input lines in a loop.")
    for name, tree in style.sources.items():
        if name.startswith("parts/"):
            for node in ast.walk(tree):
                if name_of(node) in INPUT_OUTPUT:
                    problems.append(f"{where(name, node)} a part uses {name_of(node)}: the host does the I/O.")
    for plugin in LESSON_PLUGINS:
        parts = _plugin_file(style.folder / "installed" / f"{plugin}.ini")
        if parts is None:
            problems.append(f"No installed/{plugin}.ini naming the parts of the plugin {plugin}.")
            continue
        for kind in LESSON_PARTS:
            if f"parts/{kind}/{parts.get(kind)}.py" not in style.sources:
                problems.append(f"installed/{plugin}.ini names no {kind} part that exists ({parts.get(kind)!r}).")
    for path in sorted((style.folder / "installed").glob("*.ini")):
        if path.stem not in LESSON_PLUGINS:
            problems.append(f"installed/{path.name} is not a plugin of the lesson: dialects go in dialects/.")
    return problems


RULES = {
    "introspective": [reads_itself_never_changes, looks_up_by_name, refusals_survive_python_o],
    "reflective": [builds_itself, runs_what_it_made],
    "aspects": [woven_from_outside, core_module_apart],
    "plugins": [plugins_loaded_by_name, host_owns_the_game],
}
HOUSE_RULES = {"looks_up_by_name", "refusals_survive_python_o", "core_module_apart", "host_owns_the_game"}

# ---------------------------------------------------------------------------------------------- samples
INTROSPECTIVE = '''
import inspect
import sys


def count_words(text):
    """Count each word of the text."""
    counts = {}
    for word in text.lower().split():
        counts[word] = counts.get(word, 0) + 1
    return counts


def top(counts):
    """The 25 most frequent words."""
    if inspect.stack()[1].function != "main":
        raise RuntimeError("top answers main only")
    return sorted(counts.items(), key=lambda pair: -pair[1])[:25]


def main():
    value = open(sys.argv[1]).read()
    for step in [globals()[name] for name in ("count_words", "top")]:
        print("next:", step.__name__, "-", step.__doc__)
        value = step(value)
    print(value)


main()
'''
REFLECTIVE = """
import sys

key = sys.argv[2] if len(sys.argv) > 2 else "word"
source = "def count(words):\\n    return {" + key + ": words.count(" + key + ") for " + key + " in set(words)}\\n"
exec(source)
print(sorted(count(open(sys.argv[1]).read().split()).items()))
"""
ASPECTS = """
import sys
import time


def read_words(path):
    with open(path) as file:
        return file.read().lower().split()


def count(words):
    return {word: words.count(word) for word in set(words)}


def timed(function):
    def wrapper(*args):
        start = time.perf_counter()
        result = function(*args)
        print(f"{function.__name__} took {time.perf_counter() - start:.4f} s", file=sys.stderr)
        return result

    return wrapper


for name in ("read_words", "count"):
    globals()[name] = timed(globals()[name])

print(sorted(count(read_words(sys.argv[1])).items()))
"""
ASPECTS_IN_MODULES = {
    "__main__.py": (
        "from . import core, weaving\n\n\ndef shout(result):\n    return result.upper()\n\n\n"
        "weaving.weave(core, 'greet', after=shout)\nprint(core.greet('world'))\n"
    ),
    "core.py": "def greet(name):\n    return 'hello ' + name\n",
    "weaving.py": (
        "def weave(module, name, *, after):\n    original = getattr(module, name)\n"
        "    setattr(module, name, lambda *args: after(original(*args)))\n"
    ),
}
PLUGINS = {
    "__main__.py": """
import configparser
import importlib
import sys

config = configparser.ConfigParser()
config.read("plugins.ini")
name = config.get("plugins", "counter", fallback="simple")
counter = importlib.import_module(f"{__package__}.counters.{name}")
print(counter.count(open(sys.argv[1]).read().split()))
""",
    "counters/__init__.py": "",
    "counters/simple.py": "def count(words):\n    return {word: words.count(word) for word in set(words)}\n",
}
OUR_PLUGINS = {
    "__main__.py": "import sys\n\nwhile sys.stdin.readline():\n    pass\n",
    "installed/default.ini": "board = classic\nrules = classic\nsymbols = classic\n",
    "installed/fancy.ini": "board = classic\nrules = classic\nsymbols = fancy\n",
    "parts/board/classic.py": "def read_board(path):\n    return path\n",
    "parts/rules/classic.py": "MOVES = {}\n",
    "parts/symbols/classic.py": "def symbols(config):\n    return {}\n",
    "parts/symbols/fancy.py": "def symbols(config):\n    return {}\n",
}
POSITIVE_SAMPLES = {
    "reads_itself_never_changes": INTROSPECTIVE,
    "looks_up_by_name": INTROSPECTIVE,
    "refusals_survive_python_o": INTROSPECTIVE,
    "builds_itself": REFLECTIVE,
    "runs_what_it_made": REFLECTIVE,
    "woven_from_outside": ASPECTS,
    "core_module_apart": ASPECTS_IN_MODULES,
    "plugins_loaded_by_name": PLUGINS,
    "host_owns_the_game": OUR_PLUGINS,
}
NEGATIVE_SAMPLES = {
    # An introspective program that rewrites a docstring.
    "reads_itself_never_changes": (
        "import inspect\n"
        "def action_R(board):\n"
        '    """Reveal."""\n'
        "def play(board, letter):\n"
        "    action_R.__doc__ = 'changed'\n"
        "    return globals()['action_' + letter](board)\n"
    ),
    "looks_up_by_name": "import inspect\n\nprint(inspect.currentframe().f_code.co_name)\n",
    "refusals_survive_python_o": "def parse(field):\n    assert field.isdigit(), 'a number'\n    return int(field)\n",
    # Source text that is only ever a literal, run once; nothing made is added.
    "builds_itself": "exec('print(1)')\nprint('no code is made at run time')\n",
    "runs_what_it_made": "print('nothing is made at run time')\n",
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
    "core_module_apart": {
        "__main__.py": "from . import game\ngame.main()\n",
        "game.py": "def reveal(board):\n    return board\n",
    },
    # The main program imports the implementation it runs.
    "plugins_loaded_by_name": {
        "__main__.py": "import sys\n\nfrom .counters import simple\n\nprint(simple.count(sys.argv[1:]))\n",
        "counters/__init__.py": "",
        "counters/simple.py": "def count(words):\n    return len(words)\n",
    },
    # The old shape: the host hands a plugin the whole program, and the plugin imports the classic game.
    "host_owns_the_game": {
        "__main__.py": (
            "import importlib, sys\n"
            "plugin = importlib.import_module(f'{__package__}.installed.' + 'default')\n"
            "sys.exit(plugin.run(sys.argv))\n"
        ),
        "installed/default.py": "from .. import game\ndef run(argv):\n    return game.play(argv)\n",
        "game.py": "import sys\ndef play(argv):\n    while sys.stdin.readline():\n        print('frame')\n",
    },
}
NEIGHBOUR_SAMPLES = {
    "introspective": [BULLETIN, REFLECTIVE],
    "reflective": [INTROSPECTIVE, ASPECTS],
    "aspects": [REFLECTIVE, PLUGINS],
    "plugins": [ASPECTS, REFLECTIVE],
}
