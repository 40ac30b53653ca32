"""Style conformance: the constraints a program can check are checked on each style's source with `ast`.

Every rule is a function from a style's parsed sources to a list of problems (empty when the style keeps
the rule). Every rule also has a negative sample, a small program that breaks it, and a test that the rule
rejects that sample: no rule can pass vacuously. A rule that a style cannot meet is listed in EXEMPTIONS,
with the reason, and nowhere else.
"""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from collections.abc import Callable
from pathlib import Path

import pytest

from shared_tests.runner import STYLES, discover_styles

Sources = dict[str, ast.Module]  # file name (relative to the style) -> parsed module
Rule = Callable[[Sources], list[str]]

STDLIB = set(sys.stdlib_module_names) | {"__future__"}
THIRD_PARTY = {"numpy"}  # allowed only for styles with extras = ["numpy"]
MUTATORS = {
    "append",
    "extend",
    "insert",
    "pop",
    "remove",
    "clear",
    "update",
    "add",
    "discard",
    "setdefault",
    "popitem",
    "sort",
    "reverse",
    "__setitem__",
    "__delitem__",
}


def parse_style(style: str) -> Sources:
    folder = STYLES / style
    return {str(p.relative_to(folder)): ast.parse(p.read_text(encoding="utf-8")) for p in sorted(folder.rglob("*.py"))}


def extras(style: str) -> list[str]:
    return tomllib.loads((STYLES / style / "style.toml").read_text(encoding="utf-8"))["extras"]


def walk(sources: Sources, *kinds: type) -> list[tuple[str, ast.AST]]:
    return [(name, node) for name, tree in sources.items() for node in ast.walk(tree) if isinstance(node, kinds)]


def functions(sources: Sources) -> list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
    return walk(sources, ast.FunctionDef, ast.AsyncFunctionDef)


def where(name: str, node: ast.AST) -> str:
    return f"{name}:{getattr(node, 'lineno', '?')}"


def strings(sources: Sources) -> str:
    return "\n".join(n.value for _, n in walk(sources, ast.Constant) if isinstance(n.value, str))


def called_names(sources: Sources) -> set[str]:
    names = set()
    for _, call in walk(sources, ast.Call):
        func = call.func
        names.add(func.id if isinstance(func, ast.Name) else getattr(func, "attr", ""))
    return names


def imported_roots(sources: Sources) -> list[tuple[str, ast.AST, str]]:
    """(file, node, top-level module) for every absolute import."""
    found = []
    for name, node in walk(sources, ast.Import, ast.ImportFrom):
        if isinstance(node, ast.ImportFrom) and node.level:
            continue  # relative: inside the style's own package
        modules = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
        found += [(name, node, module) for module in modules]
    return found


# ---------------------------------------------------------------------------------------------- every style
def imports_allowed(allowed_third_party: set[str], own: str) -> Rule:
    """Standard library only (plus the allowed extras); no other style, no shared helper module."""

    def rule(sources: Sources) -> list[str]:
        problems = []
        for name, node, module in imported_roots(sources):
            root = module.split(".")[0]
            if root == "styles":
                if module.split(".")[1:2] != [own]:
                    problems.append(f"{where(name, node)} imports {module}: styles never import each other")
            elif root not in STDLIB and root not in allowed_third_party:
                problems.append(f"{where(name, node)} imports {module}: not the standard library")
        return problems

    return rule


# ---------------------------------------------------------------------------------------------- one style each
def no_definitions(sources: Sources) -> list[str]:
    """monolith: no functions, classes or lambdas of its own."""
    kinds = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)
    return [f"{where(n, node)} defines a {type(node).__name__}" for n, node in walk(sources, *kinds)]


def no_class_statement(sources: Sources) -> list[str]:
    """closed_maps: things are dicts, never classes."""
    return [f"{where(n, node)} class {node.name}" for n, node in walk(sources, ast.ClassDef)]


def only_dispatch(sources: Sources) -> list[str]:
    """letterbox: a class exposes `dispatch` and nothing else (private names and __init__ aside)."""
    problems = []
    for name, cls in walk(sources, ast.ClassDef):
        if any(isinstance(base, ast.Name) and base.id == "Exception" for base in cls.bases):
            continue
        public = [
            item.name
            for item in cls.body
            if isinstance(item, ast.FunctionDef) and not item.name.startswith("_") and item.name != "dispatch"
        ]
        if public or not any(isinstance(i, ast.FunctionDef) and i.name == "dispatch" for i in cls.body):
            problems.append(f"{where(name, cls)} {cls.name} exposes {public or 'no dispatch'}")
    return problems


def procedures_without_parameters(sources: Sources) -> list[str]:
    """cookbook: procedures take no parameters and return nothing."""
    problems = []
    for name, func in functions(sources):
        args = func.args
        if args.args or args.posonlyargs or args.kwonlyargs or args.vararg or args.kwarg:
            problems.append(f"{where(name, func)} {func.name} takes parameters")
        for node in ast.walk(func):
            if isinstance(node, ast.Return) and node.value is not None:
                problems.append(f"{where(name, node)} {func.name} returns a value")
    return problems


def no_shared_mutable_state(sources: Sources) -> list[str]:
    """pipeline: no global/nonlocal, no module-level name rebound or mutated."""
    problems = [
        f"{where(n, node)} {type(node).__name__.lower()}" for n, node in walk(sources, ast.Global, ast.Nonlocal)
    ]
    for name, tree in sources.items():
        module_names = {
            target.id
            for node in tree.body
            if isinstance(node, (ast.Assign, ast.AnnAssign))
            for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
            if isinstance(target, ast.Name)
        }
        for node in tree.body:
            if isinstance(node, ast.AugAssign):
                problems.append(f"{where(name, node)} changes a module-level name")
        for _, call in walk({name: tree}, ast.Call):
            func = call.func
            if (
                isinstance(func, ast.Attribute)
                and func.attr in MUTATORS
                and isinstance(func.value, ast.Name)
                and func.value.id in module_names
            ):
                problems.append(f"{where(name, call)} mutates module-level {func.value.id}")
        for _, node in walk({name: tree}, ast.Assign, ast.AugAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                base = target.value if isinstance(target, (ast.Subscript, ast.Attribute)) else None
                if isinstance(base, ast.Name) and base.id in module_names:
                    problems.append(f"{where(name, node)} mutates module-level {base.id}")
    return problems


def continuation_last(sources: Sources) -> list[str]:
    """kick_forward: each function's last parameter is its continuation: it is called or passed on."""
    problems = []
    for name, func in functions(sources):
        params = func.args.posonlyargs + func.args.args
        if not params:
            problems.append(f"{where(name, func)} {func.name} has no continuation parameter")
            continue
        last = params[-1].arg
        used = False
        for call in (n for n in ast.walk(func) if isinstance(n, ast.Call)):
            callee = isinstance(call.func, ast.Name) and call.func.id == last
            passed = any(isinstance(a, ast.Name) and a.id == last for a in call.args)
            used = used or callee or passed
        if not used:
            problems.append(f"{where(name, func)} {func.name}: last parameter {last!r} is never called or passed on")
    return problems


def wrap_bind_unwrap(sources: Sources) -> list[str]:
    """the_one: a wrapper class with wrap (its constructor or a `wrap` method), bind and unwrap."""
    for _, cls in walk(sources, ast.ClassDef):
        methods = {item.name for item in cls.body if isinstance(item, ast.FunctionDef)}
        if {"bind", "unwrap"} <= methods and methods & {"__init__", "wrap"}:
            return [] if "bind" in called_names(sources) else ["bind is defined but the program never binds"]
    return ["no class with wrap (or __init__), bind and unwrap"]


def state_in_sqlite(sources: Sources) -> list[str]:
    """persistent_tables: an in-memory sqlite database, tables, a join, a recursive CTE and ordered selects."""
    text = strings(sources).upper()
    wanted = {
        "sqlite3 import": any(m == "sqlite3" for _, _, m in imported_roots(sources)),
        ":memory: database": ":MEMORY:" in text,
        "CREATE TABLE": "CREATE TABLE" in text,
        "a JOIN": "JOIN" in text,
        "WITH RECURSIVE": "WITH RECURSIVE" in text,
        "ORDER BY": "ORDER BY" in text,
    }
    return [f"no {what}" for what, ok in wanted.items() if not ok]


def threads_and_queues(sources: Sources) -> list[str]:
    """actors, dataspaces: real threads that talk through queues."""
    roots = {m.split(".")[0] for _, _, m in imported_roots(sources)}
    names = called_names(sources)
    wanted = {
        "threading": "threading" in roots,
        "queue": "queue" in roots,
        "a Thread": "Thread" in names
        or any(
            isinstance(b, ast.Attribute) and b.attr == "Thread" or isinstance(b, ast.Name) and b.id == "Thread"
            for _, c in walk(sources, ast.ClassDef)
            for b in c.bases
        ),
        "a Queue": bool(names & {"Queue", "SimpleQueue"}),
    }
    return [f"no {what}" for what, ok in wanted.items() if not ok]


def every_function_typechecked(sources: Sources) -> list[str]:
    """declared_intentions: every function is decorated by the checker and declares every type.

    The module that defines the checker is its own exception: a type checker cannot check itself.
    """
    decorators = {getattr(d, "id", getattr(d, "attr", "")) for _, f in functions(sources) for d in f.decorator_list}
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


def within_line_budget(folder: Path) -> Rule:
    """code_golf: no more non-blank lines than the count its README records (**N lines**)."""

    def rule(sources: Sources) -> list[str]:
        """code_golf: no more non-blank lines of Python than the README's **N lines**."""
        recorded = re.search(r"\*\*(\d+) lines\*\*", (folder / "README.md").read_text(encoding="utf-8"))
        if not recorded:
            return ["README records no **N lines** budget"]
        count = sum(
            1 for path in folder.rglob("*.py") for line in path.read_text(encoding="utf-8").splitlines() if line.strip()
        )
        return [] if count <= int(recorded.group(1)) else [f"{count} lines, the README records {recorded.group(1)}"]

    return rule


def recursive(sources: Sources) -> list[str]:
    """infinite_mirror: at least three functions call themselves, and nothing loops with `while`."""
    selfish = [
        f.name
        for _, f in functions(sources)
        if any(isinstance(c, ast.Call) and getattr(c.func, "id", None) == f.name for c in ast.walk(f))
    ]
    problems = [] if len(selfish) >= 3 else [f"only {selfish} are recursive"]
    return problems + [f"{where(n, node)} a while loop" for n, node in walk(sources, ast.While)]


def uses_generators(sources: Sources) -> list[str]:
    """lazy_rivers: the stream is a chain of generators (at least four functions yield)."""
    yielding = {
        f.name for _, f in functions(sources) if any(isinstance(n, (ast.Yield, ast.YieldFrom)) for n in ast.walk(f))
    }
    return [] if len(yielding) >= 4 else [f"only {sorted(yielding)} yield"]


def publish_subscribe(sources: Sources) -> list[str]:
    """bulletin_board: entities subscribe and publish; the bus distributes."""
    names = called_names(sources)
    return [f"nobody calls {verb}" for verb in ("subscribe", "publish") if verb not in names]


def registers_handlers(sources: Sources) -> list[str]:
    """hollywood: entities register handlers with a framework (register_* calls) that calls them back."""
    return [] if any(n.startswith("register") for n in called_names(sources)) else ["no register_* call"]


def abstract_interfaces(sources: Sources) -> list[str]:
    """abstract_things: abstract base classes with abstract methods, and concrete classes bound to them."""
    abstract = {
        c.name
        for _, c in walk(sources, ast.ClassDef)
        if any(
            getattr(d, "id", getattr(d, "attr", "")) == "abstractmethod"
            for f in c.body
            if isinstance(f, ast.FunctionDef)
            for d in f.decorator_list
        )
    }
    concrete = [
        c.name
        for _, c in walk(sources, ast.ClassDef)
        if any(getattr(b, "id", getattr(b, "attr", "")) in abstract for b in c.bases)
    ]
    return [] if len(abstract) >= 2 and concrete else [f"abstractions {sorted(abstract)}, concrete things {concrete}"]


def data_stack(sources: Sources) -> list[str]:
    """go_forth: a data stack that words push to and pop from, many times over."""
    names = [getattr(c.func, "attr", "") for _, c in walk(sources, ast.Call)]
    pushes, pops = names.count("append"), names.count("pop")
    return [] if pushes >= 10 and pops >= 10 else [f"only {pushes} pushes and {pops} pops"]


def numbered_memory(sources: Sources) -> list[str]:
    """good_old_times: a fixed-size memory list and a temporary file as secondary storage."""
    roots = {m.split(".")[0] for _, _, m in imported_roots(sources)}
    sized = any(isinstance(n.op, ast.Mult) and isinstance(n.left, ast.List) for _, n in walk(sources, ast.BinOp))
    return ([] if "tempfile" in roots else ["no tempfile for secondary storage"]) + (
        [] if sized else ["no [..] * N memory"]
    )


def dynamic_plugins(sources: Sources) -> list[str]:
    """plugins: the host loads plugins by name with importlib and never imports one directly."""
    host = {k: v for k, v in sources.items() if k == "__main__.py"}
    direct = [m for _, _, m in imported_roots(host) if ".installed" in m or m.endswith("plugins")]
    uses = "import_module" in called_names(host)
    return [f"the host imports {m} directly" for m in direct] + ([] if uses else ["the host never calls import_module"])


def calls_uses_numpy(sources: Sources) -> list[str]:
    """numpy styles: the arithmetic is numpy's."""
    return [] if any(m.split(".")[0] == "numpy" for _, _, m in imported_roots(sources)) else ["numpy is never imported"]


# ---------------------------------------------------------------------------------------------- the table
NUMPY_STYLES = (
    "arrays",
    "dense_shallow_under_control",
    "dense_shallow_out_of_control",
    "bow_tie",
    "neuro_monolithic",
    "sliding_window",
    "recurrent",
    "convolutions",
)
STYLE_RULES: dict[str, list[Rule]] = {
    "monolith": [no_definitions],
    "closed_maps": [no_class_statement],
    "letterbox": [only_dispatch],
    "cookbook": [procedures_without_parameters],
    "pipeline": [no_shared_mutable_state],
    "kick_forward": [continuation_last],
    "the_one": [wrap_bind_unwrap],
    "persistent_tables": [state_in_sqlite],
    "actors": [threads_and_queues],
    "dataspaces": [threads_and_queues],
    "declared_intentions": [every_function_typechecked],
    "code_golf": [within_line_budget(STYLES / "code_golf")],
    "infinite_mirror": [recursive],
    "lazy_rivers": [uses_generators],
    "bulletin_board": [publish_subscribe],
    "hollywood": [registers_handlers],
    "abstract_things": [abstract_interfaces],
    "go_forth": [data_stack],
    "good_old_times": [numbered_memory],
    "plugins": [dynamic_plugins],
    **{name: [calls_uses_numpy] for name in NUMPY_STYLES},
}

# (style, rule name) -> why the style cannot keep it. The one place where a rule is waived.
EXEMPTIONS: dict[tuple[str, str], str] = {
    # kick_forward's `main` starts the chain and its trampoline's inner bounce takes no continuation of its own.
}

NEGATIVE_SAMPLES: dict[str, str] = {
    "imports_allowed": "import styles.monolith\nimport requests\n",
    "no_definitions": "def f():\n    pass\n",
    "no_class_statement": "class Board:\n    pass\n",
    "only_dispatch": "class Board:\n    def dispatch(self, m):\n        pass\n    def reveal(self):\n        pass\n",
    "procedures_without_parameters": "def reveal(row):\n    return row\n",
    "no_shared_mutable_state": "board = []\ndef reveal():\n    global board\n    board.append(1)\n",
    "continuation_last": "def reveal(board, then):\n    return board\n",
    "wrap_bind_unwrap": "class TheOne:\n    def __init__(self, v):\n        self.v = v\n",
    "state_in_sqlite": "board = [[0] * 3]\n",
    "threads_and_queues": "import queue\nq = queue.Queue()\n",
    "every_function_typechecked": "def reveal(row):\n    return row\n",
    "within_line_budget": "\n".join(f"x{i} = {i}" for i in range(21)),
    "recursive": "def f(n):\n    while n:\n        n -= 1\n",
    "uses_generators": "def lines():\n    return []\n",
    "publish_subscribe": "bus = {}\nbus.get('move')\n",
    "registers_handlers": "def on_move():\n    pass\non_move()\n",
    "abstract_interfaces": "class Board:\n    def reveal(self):\n        pass\n",
    "data_stack": "stack = []\nstack.append(1)\n",
    "numbered_memory": "board = {}\n",
    "dynamic_plugins": "from .installed import fancy\n",
    "calls_uses_numpy": "import math\n",
}


def rule_name(rule: Rule) -> str:
    return getattr(rule, "__qualname__", "").split(".")[0]


def rules_for(style: str) -> list[Rule]:
    allowed = {x for x in extras(style) if x in THIRD_PARTY}
    return [imports_allowed(allowed, style), *STYLE_RULES.get(style, [])]


CASES = [(style, rule) for style in discover_styles() for rule in rules_for(style)]


@pytest.mark.parametrize("style, rule", CASES, ids=[f"{s}:{rule_name(r)}" for s, r in CASES])
def test_style_keeps_its_constraints(style: str, rule: Rule, request: pytest.FixtureRequest) -> None:
    chosen = request.config.getoption("--style")
    if chosen and style not in chosen:
        pytest.skip("style not selected")
    if (style, rule_name(rule)) in EXEMPTIONS:
        pytest.skip(EXEMPTIONS[(style, rule_name(rule))])
    problems = rule(parse_style(style))
    assert problems == [], "\n".join([f"{style} breaks {rule_name(rule)}:", *problems])


ALL_RULES = {rule_name(r): r for rules in STYLE_RULES.values() for r in rules} | {
    "imports_allowed": imports_allowed(set(), "sample")
}


@pytest.mark.parametrize("name", sorted(ALL_RULES))
def test_rule_rejects_its_negative_sample(name: str, tmp_path: Path) -> None:
    rule = ALL_RULES[name]
    if name == "within_line_budget":
        (tmp_path / "README.md").write_text("The whole game is **20 lines**.")
        (tmp_path / "__main__.py").write_text(NEGATIVE_SAMPLES[name])
        rule = within_line_budget(tmp_path)
    assert rule({"sample.py": ast.parse(NEGATIVE_SAMPLES[name])}) != []


def test_every_rule_has_a_negative_sample() -> None:
    assert set(NEGATIVE_SAMPLES) == set(ALL_RULES)


def test_exemptions_name_real_rules() -> None:
    assert {(s, r) for s, r in EXEMPTIONS if s not in discover_styles() or r not in ALL_RULES} == set()
