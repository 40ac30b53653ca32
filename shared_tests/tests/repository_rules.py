"""This repository's own rules for its styles: what every style keeps, whatever its chapter.

The chapters' constraints are the style check's (shared_tests/stylecheck/rules/, in three languages); these rules
are the house's, and only about our Python styles: standard library only, no style importing another or a shared
helper but the process boundary, POSIX-only names behind a guard, and the process handed to styles/process.py.
A rule is a function from a `Style` (a program's parsed sources) to a list of problems, empty when the style keeps
it; each problem is one sentence, led by the file and line it is about (`game.py:12 ...`). test_style_rules.py
runs them on every style and on their samples (NEGATIVE_SAMPLES, POSITIVE_SAMPLES).

The process boundary (R10: streams closed or failing, a reader that goes away, Ctrl-C) is no style's code: it
is written once, in ``styles/process.py``, to which each style's ``__main__.py`` hands its process
(``process.guard()``); `boundary_apart` checks the hand-over. `Style.sources` is every module of the program,
less a verbatim copy of that module, which a student may put beside a program of their own.
"""

from __future__ import annotations

import ast
import functools
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from shared_tests.harness.targets import STYLES

SHARED_BOUNDARY = "styles.process"  # the process boundary, the one module outside the styles that a style imports
SKIPPED_FOLDERS = {"__pycache__", ".venv", "venv", ".git", "node_modules", ".tox"}


@dataclass
class Style:
    """One program, read and parsed: a style's folder, a student's folder, or a single file."""

    name: str
    folder: Path
    texts: dict[str, str]  # file name relative to the folder -> source text
    sources: dict[str, ast.Module] = field(default_factory=dict)  # the same files, parsed
    file: Path | None = None  # the program's one file, when it is a single file rather than a package
    unreadable: dict[str, str] = field(default_factory=dict)  # file name -> why it does not parse

    @property
    def package(self) -> str:
        """The module name that `python -m` runs, with `self.folder.parent` on the import path."""
        return self.folder.name

    @property
    def main(self) -> str:
        """The file that runs first: `__main__.py`, the only file, or the one with `if __name__ == "__main__"`."""
        names = list(self.sources)
        if "__main__.py" in names:
            return "__main__.py"
        if len(names) == 1:
            return names[0]
        for name in names:
            if any(_is_main_block(node) for node in self.sources[name].body):
                return name
        return names[0] if names else ""

    @classmethod
    def load(cls, path: Path, name: str | None = None) -> Style:
        """The program at `path`: a folder (every .py file under it) or one .py file."""
        path = Path(path).resolve()
        if path.is_file():
            texts = {path.name: _read(path)}
            return cls._parsed(name or path.stem, path.parent, texts, path)
        files = [
            p
            for p in sorted(path.rglob("*.py"))
            if not SKIPPED_FOLDERS & set(p.relative_to(path).parts[:-1]) and p.is_file()
        ]
        texts = {str(p.relative_to(path)): _read(p) for p in files}
        return cls._parsed(name or path.name, path, {n: t for n, t in texts.items() if t != _shared_boundary()})

    @classmethod
    def _parsed(cls, name: str, folder: Path, texts: dict[str, str], file: Path | None = None) -> Style:
        trees, unreadable = {}, {}
        for file_name, text in texts.items():
            try:
                trees[file_name] = ast.parse(text)
            except SyntaxError as error:
                unreadable[file_name] = f"{file_name}:{error.lineno or 1} does not parse: {error.msg}"
        return cls(name, folder, texts, trees, file, unreadable)

    @classmethod
    def sample(cls, files: str | dict[str, str], folder: Path) -> Style:
        """A sample program written to `folder` (a single text becomes `__main__.py`)."""
        files = {"__main__.py": files} if isinstance(files, str) else files
        for name, text in files.items():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            (folder / name).write_text(text, encoding="utf-8")
        return cls.load(folder, "sample")


def _read(path: Path) -> str:
    return path.read_bytes().decode("utf-8", "replace")


@functools.cache
def _shared_boundary() -> str:
    """The text of styles/process.py: a copy of it beside a student's program is no part of the program."""
    return _read(STYLES / "process.py")


def _is_main_block(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "__main__" in ast.unparse(node.test)


Rule = Callable[["Style"], list[str]]
Sources = dict[str, ast.Module]


# ---------------------------------------------------------------------------------------------- helpers
def walk(sources: Sources, *kinds: type) -> list[tuple[str, ast.AST]]:
    return [(name, node) for name, tree in sources.items() for node in ast.walk(tree) if isinstance(node, kinds)]


def where(name: str, node: ast.AST) -> str:
    return f"{name}:{getattr(node, 'lineno', '?')}"


def name_of(node: ast.AST) -> str:
    """The last name of a Name or an Attribute (`self.layer` -> "layer"), else ""."""
    return node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""


def parents(tree: ast.AST) -> dict[ast.AST, ast.AST]:
    return {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}


# ---------------------------------------------------------------------------------------------- every style
STDLIB = set(sys.stdlib_module_names) | {"__future__"}
THIRD_PARTY = {"numpy"}  # allowed only for styles whose style.toml lists the extra


def imports_allowed(allowed_third_party: set[str]) -> Rule:
    """Standard library only (plus the style's extras); no other style, and no shared helper module but the
    process boundary, styles.process."""

    def imports_allowed(style: Style) -> list[str]:
        """Standard library only (plus the style's extras); no other style, and no shared helper module but the
        process boundary, styles.process."""
        problems = []
        for name, node, module in imported_modules(style):
            parts = module.split(".")
            if parts[0] == "styles":
                if parts[:2] != SHARED_BOUNDARY.split(".") and parts[1:2] != [style.package]:
                    problems.append(
                        f"{where(name, node)} imports {module}: a style imports no other style and no shared "
                        f"helper, only {SHARED_BOUNDARY}"
                    )
            elif parts[0] not in STDLIB and parts[0] not in allowed_third_party:
                problems.append(f"{where(name, node)} imports {module}: not the standard library")
        return problems

    return imports_allowed


def imported_modules(style: Style) -> list[tuple[str, ast.AST, str]]:
    """(file, node, module) for every import that reaches outside the program's folder: `import os.path` and
    `from os import path` name os.path and os, `from styles import process, things` both modules it names, and a
    relative import that climbs out of the folder (`from .. import things` in a style's __main__.py) the module
    it reaches, styles.things."""
    found = []
    for name, node in walk(style.sources, ast.Import, ast.ImportFrom):
        if isinstance(node, ast.Import):
            found += [(name, node, alias.name) for alias in node.names]
            continue
        module = node.module or ""
        if node.level:
            beyond = node.level - len(Path(name).parts)  # packages climbed above the program's own
            if beyond < 1:
                continue
            above = style.folder.parents[beyond - 1].name if beyond <= len(style.folder.parents) else ""
            module = ".".join(part for part in (above, module) if part)
        if module == "styles" or (node.level and not node.module):
            found += [(name, node, f"{module}.{alias.name}") for alias in node.names]
        else:
            found.append((name, node, module))
    return found


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
    for name, tree in style.sources.items():
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
    """The process is not the lesson: a style hands its process to the shared boundary, styles/process.py (R10:
    streams closed or failing, a reader that goes away, Ctrl-C), and no module of the style mentions that plumbing.

    The hand-over is the first statement after the imports of the main module: `process.guard()`, on the module
    imported as `from styles import process` (or `import styles.process as P`, `P.guard()`). No module of the
    style names a broken pipe, Ctrl-C, the null device or an exception hook, so a boundary of its own fails."""
    problems = []
    main = style.sources.get(style.main)
    if main is not None and not _hands_over(main):
        problems.append(f"{style.main} does not hand its process over: `process.guard()` right after its imports")
    for name, tree in style.sources.items():
        for node in ast.walk(tree):
            word = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else None
            if word in PLUMBING:
                problems.append(f"{where(name, node)} mentions {word}: process plumbing belongs in styles/process.py")
    return problems


def _hands_over(tree: ast.Module) -> bool:
    """Whether the module's first statement after its docstring and imports calls the shared boundary's guard."""
    guards = set()  # how the module can name styles.process.guard
    body = tree.body[1:] if ast.get_docstring(tree) is not None else tree.body
    imports = 0
    while imports < len(body) and isinstance(body[imports], (ast.Import, ast.ImportFrom)):
        node = body[imports]
        for alias in node.names:
            if isinstance(node, ast.Import) and alias.name == SHARED_BOUNDARY:
                guards.add(f"{alias.asname or SHARED_BOUNDARY}.guard")
            elif isinstance(node, ast.ImportFrom) and not node.level:
                if f"{node.module}.{alias.name}" == SHARED_BOUNDARY:
                    guards.add(f"{alias.asname or alias.name}.guard")
                elif node.module == SHARED_BOUNDARY and alias.name == "guard":
                    guards.add(alias.asname or alias.name)
        imports += 1
    first = body[imports] if imports < len(body) else None
    call = first.value if isinstance(first, ast.Expr) and isinstance(first.value, ast.Call) else None
    return call is not None and not call.args and ast.unparse(call.func) in guards


# ---------------------------------------------------------------------------------------------- the rules above
def every_style_rules(extras: list[str]) -> list[Rule]:
    return [imports_allowed({x for x in extras if x in THIRD_PARTY}), posix_only_guarded, boundary_apart]


NEGATIVE_SAMPLES: dict[str, str | dict[str, str]] = {
    "imports_allowed": "import styles.monolith\nimport requests\n",
    "posix_only_guarded": "import signal\nsignal.signal(signal.SIGPIPE, signal.SIG_DFL)\n",
    "boundary_apart": {  # a boundary of the style's own, as every style had one before styles/process.py
        "__main__.py": "import sys\n\nfrom . import boundary\n\nprint(len(sys.stdin.read().split()), 'words')\n",
        "boundary.py": "import os\nimport sys\n\nsys.excepthook = lambda kind, *rest: os._exit(130)\n",
    },
}
POSITIVE_SAMPLES: dict[str, str | dict[str, str]] = {
    "imports_allowed": (
        "import collections\nimport sys\n\nfrom styles import process\n\nprocess.guard()\n"
        "print(collections.Counter(sys.stdin.read().split()))\n"
    ),
    "posix_only_guarded": (
        "import signal\nimport sys\n\nif hasattr(signal, 'SIGPIPE'):\n"
        "    signal.signal(signal.SIGPIPE, signal.SIG_DFL)\nif sys.platform != 'win32':\n    import fcntl\n"
    ),
    "boundary_apart": {
        "__main__.py": (
            '"""Word counts."""\n\nimport sys\n\nfrom styles import process\n\nfrom .words import count\n\n'
            "process.guard()\nprint(count(sys.stdin.read()), 'words')\n"
        ),
        "words.py": "def count(text):\n    return len(text.split())\n",
    },
}
EVERY_STYLE_HOUSE_RULES = {"imports_allowed", "posix_only_guarded", "boundary_apart"}


def rule_name(rule: Rule) -> str:
    return getattr(rule, "__name__", "")


def constraint(rule: Rule) -> str:
    """What a rule demands, in one sentence: the first paragraph of its docstring."""
    paragraph = (rule.__doc__ or rule_name(rule)).strip().split("\n\n")[0]
    return " ".join(line.strip() for line in paragraph.splitlines())
