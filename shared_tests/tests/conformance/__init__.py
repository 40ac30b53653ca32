"""Style conformance: what a program can check of a chapter's constraints, on each style's source.

A rule is a function from a `Style` (the style's parsed sources) to a list of problems, empty when the style
keeps it. The rules every style keeps are here; each chapter's own rules live in the module of its part of
the book (`part1_historical.py` … `part10_neural.py`), which exports

* ``RULES``: style name -> the rules of that chapter;
* ``NEGATIVE_SAMPLES``: rule name -> a small program that breaks the rule (one source text, or a dict of file
  name -> text for a multi-file sample). The test suite checks that every rule rejects its sample, so no rule
  can pass vacuously.

`Style.sources` leaves out ``boundary.py``, the module that connects a program to its process (closed
streams, a reader that goes away, Ctrl-C); `Style.all_sources` has it. A chapter's rule judges the style's
own code; the boundary is plain Python in every style and is held to the rules of this module.
"""

from __future__ import annotations

import ast
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from shared_tests.harness.process import Program, Result, fresh_folder, run
from shared_tests.harness.targets import base_environment

BOUNDARY = "boundary.py"
BOUNDARY_DOCSTRING = "The process boundary"
BOUNDARY_MAX_LINES = 40


@dataclass
class Style:
    """One style's folder, read and parsed."""

    name: str
    folder: Path
    texts: dict[str, str]  # file name relative to the folder -> source text, boundary.py included
    all_sources: dict[str, ast.Module] = field(default_factory=dict)

    @property
    def sources(self) -> dict[str, ast.Module]:
        """The style's own code: every module but the process boundary."""
        return {name: tree for name, tree in self.all_sources.items() if name != BOUNDARY}

    @property
    def package(self) -> str:
        """The module name that `python -m` runs, with `self.folder.parent` on the import path."""
        return self.folder.name

    @classmethod
    def load(cls, folder: Path, name: str | None = None) -> Style:
        texts = {str(p.relative_to(folder)): p.read_text(encoding="utf-8") for p in sorted(folder.rglob("*.py"))}
        return cls(name or folder.name, folder, texts, {n: ast.parse(text) for n, text in texts.items()})

    @classmethod
    def sample(cls, files: str | dict[str, str], folder: Path) -> Style:
        """A negative sample written to `folder` (a single text becomes `__main__.py`)."""
        files = {"__main__.py": files} if isinstance(files, str) else files
        for name, text in files.items():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            (folder / name).write_text(text, encoding="utf-8")
        return cls.load(folder, "sample")


Rule = Callable[[Style], list[str]]
Sources = dict[str, ast.Module]
PROBE_DEADLINE = 20.0  # seconds a rule's run of a style may take


def run_probe(style: Style, script: str, *args: str, stdin: bytes = b"") -> tuple[Result, str]:
    """A rule that checks a style by running it: `python -c script REPORT ARGS...` through the process layer,
    with the style's package importable, in a fresh folder holding a 3x3 `board.cfg`. Returns the run and the
    text the script wrote to the file REPORT ("" if none)."""
    with fresh_folder(lambda folder: (folder / "board.cfg").write_bytes(b"..*\n...\n...\n")) as (folder, _):
        report = folder / "report.txt"
        env = base_environment({"PYTHONIOENCODING": "utf-8"})
        env["PYTHONPATH"] = os.pathsep.join([str(style.folder.parent), env["PYTHONPATH"]])
        program = Program((sys.executable, "-c", script, str(report), *args), folder, env)
        result = run(program, stdin, PROBE_DEADLINE)
        text = report.read_text(encoding="utf-8") if report.exists() else ""
    return result, text


# ---------------------------------------------------------------------------------------------- helpers
def walk(sources: Sources, *kinds: type) -> list[tuple[str, ast.AST]]:
    return [(name, node) for name, tree in sources.items() for node in ast.walk(tree) if isinstance(node, kinds)]


def functions(sources: Sources) -> list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
    return walk(sources, ast.FunctionDef, ast.AsyncFunctionDef)


def where(name: str, node: ast.AST) -> str:
    return f"{name}:{getattr(node, 'lineno', '?')}"


def strings(sources: Sources) -> str:
    return "\n".join(n.value for _, n in walk(sources, ast.Constant) if isinstance(n.value, str))


def name_of(node: ast.AST) -> str:
    """The last name of a Name or an Attribute (`self.layer` -> "layer"), else ""."""
    return node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""


def called_names(sources: Sources) -> set[str]:
    return {name_of(call.func) for _, call in walk(sources, ast.Call)}


def raises(nodes: list[ast.AST]) -> bool:
    """Whether any of the nodes holds a `raise`."""
    return any(isinstance(n, ast.Raise) for node in nodes for n in ast.walk(node))


def imported_roots(sources: Sources) -> list[tuple[str, ast.AST, str]]:
    """(file, node, module) for every absolute import."""
    found = []
    for name, node in walk(sources, ast.Import, ast.ImportFrom):
        if isinstance(node, ast.ImportFrom) and node.level:
            continue  # relative: inside the style's own package
        modules = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
        found += [(name, node, module) for module in modules]
    return found


def parents(tree: ast.AST) -> dict[ast.AST, ast.AST]:
    return {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}


def non_blank_lines(text: str) -> int:
    return sum(1 for line in text.splitlines() if line.strip())


# ---------------------------------------------------------------------------------------------- every style
STDLIB = set(sys.stdlib_module_names) | {"__future__"}
THIRD_PARTY = {"numpy"}  # allowed only for styles whose style.toml lists the extra


def imports_allowed(allowed_third_party: set[str]) -> Rule:
    """Standard library only (plus the style's extras); no other style, no shared helper module."""

    def imports_allowed(style: Style) -> list[str]:
        problems = []
        for name, node, module in imported_roots(style.all_sources):
            root = module.split(".")[0]
            if root == "styles":
                if module.split(".")[1:2] != [style.package]:
                    problems.append(f"{where(name, node)} imports {module}: styles never import each other")
            elif root not in STDLIB and root not in allowed_third_party:
                problems.append(f"{where(name, node)} imports {module}: not the standard library")
        return problems

    return imports_allowed


# Names that exist only on POSIX systems: on Windows the attribute is missing (an AttributeError traceback)
# or the module cannot be imported.
POSIX_ONLY_ATTRIBUTES = {
    "signal": {
        "SIGPIPE", "SIGHUP", "SIGQUIT", "SIGALRM", "SIGUSR1", "SIGUSR2", "SIGCHLD", "SIGKILL", "SIGTSTP",
        "SIGCONT", "SIGSTOP", "SIGWINCH", "pthread_sigmask", "pthread_kill", "sigwait", "sigpending", "alarm",
        "setitimer", "getitimer", "siginterrupt", "SIG_BLOCK", "SIG_UNBLOCK", "SIG_SETMASK",
    },
    "os": {
        "mkfifo", "mknod", "fork", "forkpty", "setsid", "setpgid", "getpgid", "killpg", "getuid", "geteuid",
        "getgid", "getegid", "getpwuid", "O_NONBLOCK", "O_NOCTTY", "WNOHANG", "pidfd_open", "posix_spawn",
        "sync", "statvfs", "nice", "chown", "lchown", "ttyname", "openpty", "getloadavg", "sched_getaffinity",
        "pipe2", "wait3", "wait4",
    },
    "select": {"poll", "epoll"},
}  # fmt: skip
POSIX_ONLY_MODULES = {"fcntl", "termios", "tty", "pty", "resource", "pwd", "grp", "posix", "syslog", "crypt"}
GUARD_NAMES = {"hasattr", "getattr", "platform", "name"}  # hasattr(...), sys.platform, os.name
GUARD_ERRORS = {"AttributeError", "ImportError", "ModuleNotFoundError", "Exception", "BaseException"}


def _guarded(node: ast.AST, up: dict[ast.AST, ast.AST]) -> bool:
    """Whether `node` runs only under an `if` that tests the platform or `try` that catches the failure."""
    child = node
    while child in up:
        parent = up[child]
        if isinstance(parent, (ast.If, ast.IfExp, ast.While)) and child is not parent.test:
            names = {name_of(n) for n in ast.walk(parent.test)}
            if names & GUARD_NAMES:
                return True
        if isinstance(parent, ast.BoolOp) and child is not parent.values[0]:
            names = {name_of(n) for v in parent.values for n in ast.walk(v)}
            if names & GUARD_NAMES:
                return True
        if isinstance(parent, ast.Try) and child in parent.body:
            caught = set()
            for handler in parent.handlers:
                kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
                caught |= {name_of(k) for k in kinds if k is not None}
                if handler.type is None:
                    caught.add("BaseException")
            if caught & GUARD_ERRORS:
                return True
        child = parent
    return False


def posix_only_guarded(style: Style) -> list[str]:
    """Every style starts and plays on Windows and macOS too: POSIX-only names are used only behind a guard
    (`hasattr(signal, "SIGPIPE")`, `sys.platform`, `os.name`, or a `try` that catches the failure)."""
    problems = []
    for name, tree in style.all_sources.items():
        up = parents(tree)
        for node in ast.walk(tree):
            found = None
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
                if node.attr in POSIX_ONLY_ATTRIBUTES.get(node.value.id, ()):
                    found = f"{node.value.id}.{node.attr}"
            elif isinstance(node, ast.ImportFrom) and node.module in POSIX_ONLY_ATTRIBUTES and not node.level:
                posix = [a.name for a in node.names if a.name in POSIX_ONLY_ATTRIBUTES[node.module]]
                found = f"from {node.module} import {', '.join(posix)}" if posix else None
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                modules = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
                posix = [m for m in modules if m.split(".")[0] in POSIX_ONLY_MODULES and not getattr(node, "level", 0)]
                found = f"import {', '.join(posix)}" if posix else None
            if found and not _guarded(node, up):
                problems.append(f"{where(name, node)} uses {found} without a guard (it does not exist on Windows)")
    return problems


PLUMBING = {
    "BrokenPipeError", "KeyboardInterrupt", "SIGPIPE", "SIGINT", "pthread_sigmask", "devnull", "dup2",
    "excepthook", "default_int_handler",
}  # fmt: skip


def boundary_apart(style: Style) -> list[str]:
    """Style first, boundary last: the process boundary (closed streams, a reader that goes away, Ctrl-C) is
    one short module, boundary.py, that __main__.py imports; no other module of the style mentions it."""
    problems = []
    text = style.texts.get(BOUNDARY)
    if text is None:
        return [f"no {BOUNDARY}"]
    tree = style.all_sources[BOUNDARY]
    docstring = ast.get_docstring(tree) or ""
    if not docstring.startswith(BOUNDARY_DOCSTRING):
        problems.append(f"{BOUNDARY}: its docstring should start with {BOUNDARY_DOCSTRING!r}")
    if non_blank_lines(text) > BOUNDARY_MAX_LINES:
        problems.append(f"{BOUNDARY}: {non_blank_lines(text)} lines, at most {BOUNDARY_MAX_LINES}")
    main = style.all_sources.get("__main__.py")
    imports = main is not None and any(
        (isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[-1] == "boundary")
        or (isinstance(node, ast.ImportFrom) and any(a.name == "boundary" for a in node.names))
        or (isinstance(node, ast.Import) and any(a.name.split(".")[-1] == "boundary" for a in node.names))
        for node in ast.walk(main)
    )
    if not imports:
        problems.append(f"__main__.py does not import {BOUNDARY}")
    for name, tree in style.sources.items():
        for node in ast.walk(tree):
            word = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else None
            if word in PLUMBING:
                problems.append(f"{where(name, node)} mentions {word}: process plumbing belongs in {BOUNDARY}")
    return problems


def every_style_rules(extras: list[str]) -> list[Rule]:
    return [imports_allowed({x for x in extras if x in THIRD_PARTY}), posix_only_guarded, boundary_apart]


GOOD_BOUNDARY = '"""The process boundary: nothing to do."""\n'
NEGATIVE_SAMPLES: dict[str, str | dict[str, str]] = {
    "imports_allowed": "import styles.monolith\nimport requests\n",
    "posix_only_guarded": "import signal\nsignal.signal(signal.SIGPIPE, signal.SIG_DFL)\n",
    "boundary_apart": {
        "__main__.py": "from . import boundary\ntry:\n    print('game')\nexcept BrokenPipeError:\n    pass\n",
        BOUNDARY: GOOD_BOUNDARY,
    },
}
