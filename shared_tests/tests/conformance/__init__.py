"""Style conformance: what a program can check of a chapter's constraints, on each style's source.

A rule is a function from a `Style` (a program's parsed sources) to a list of problems, empty when the program
keeps it. Each problem is one sentence, led by the file and line it is about (`game.py:12 ...`) where there is
one. The first paragraph of a rule's docstring (one sentence) states the constraint in the chapter's words, the
rest says how the rule checks it; the style check
(`python -m shared_tests.grade --style-check STYLE PATH`) prints it. The rules every style of this repository
keeps are here; each chapter's own rules live in the module of its part of the book (`part1_historical.py` …
`part10_neural.py`), which exports

* ``RULES``: style name -> the rules of that chapter (its own constraints and its house rules);
* ``HOUSE_RULES``: the names of the rules that are this repository's (Minesweeper-only, or a stricter reading
  of our own), not the chapter's: a faithful program of the chapter written by someone else need not keep them;
* ``NEGATIVE_SAMPLES``: rule name -> a small program that breaks the rule (one source text, or a dict of file
  name -> text for a multi-file sample). The test suite checks that every rule rejects its sample, so no rule
  can pass vacuously;
* ``POSITIVE_SAMPLES``: rule name -> a small program for a problem other than Minesweeper that keeps the
  chapter: the rule must accept it, so that no rule is about our program's names;
* ``NEIGHBOUR_SAMPLES`` (optional): style name -> programs in the spirit of a neighbouring chapter, each of
  which at least one of the chapter's own rules must reject, so that the rules tell the chapters apart.

A chapter rule judges the chapter's constraints, in terms any program of the style meets. The book's own
term-frequency program of each chapter is the reference: `python -m shared_tests.bookcheck CLONE` runs the
rules on a clone of the book's repository. A rule marked `@runs_program` runs the program; the style check
runs it only on a Minesweeper program, since it runs it on a board.

The process boundary (R10: streams closed or failing, a reader that goes away, Ctrl-C) is no style's code: it
is written once, in ``styles/process.py``, to which each style's ``__main__.py`` hands its process
(``process.guard()``); `boundary_apart` checks the hand-over. `Style.sources` is every module of the program,
less a verbatim copy of that module, which a student may put beside a program of their own.
"""

from __future__ import annotations

import ast
import functools
import importlib
import os
import pkgutil
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from shared_tests.harness.process import Program, Result, fresh_folder, run
from shared_tests.harness.targets import STYLES, base_environment

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
    def target(self) -> str:
        """What a probe runs: the package (`python -m`), or the file that runs first when there is no
        `__main__.py`."""
        if self.file is not None:
            return str(self.file)
        return self.package if "__main__.py" in self.texts else str(self.folder / self.main)

    def command(self) -> tuple[str, ...]:
        """The command line that runs the program, with `self.folder.parent` on the import path for a package."""
        target = self.target
        return (sys.executable, target) if target.endswith(".py") else (sys.executable, "-m", target)

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


Rule = Callable[[Style], list[str]]
Sources = dict[str, ast.Module]
PROBE_DEADLINE = 20.0  # seconds a rule's run of a style may take


def runs_program(rule: Rule) -> Rule:
    """Mark a rule that runs the program (as Minesweeper, on a board) rather than reading it."""
    rule.runs_program = True  # type: ignore[attr-defined]
    return rule


# The lines a probe script uses to run the program under test: a file by its path, a package as `python -m`.
RUN_TARGET = (
    "runpy.run_path(target, run_name='__main__') if target.endswith('.py') "
    "else runpy.run_module(target, run_name='__main__', alter_sys=True)"
)


def run_probe(style: Style, script: str, *args: str, stdin: bytes = b"") -> tuple[Result, str]:
    """A rule that checks a style by running it: `python -c script REPORT ARGS...` through the process layer,
    with the style's package importable, in a fresh folder holding a 3x3 `board.cfg`. Returns the run and the
    text the script wrote to the file REPORT ("" if none)."""
    with fresh_folder(lambda folder: (folder / "board.cfg").write_bytes(b"..*\n...\n...\n")) as (folder, _):
        report = folder / "report.txt"
        env = base_environment({"PYTHONIOENCODING": "utf-8"})
        own = [str(Path(style.target).parent)] if style.target.endswith(".py") else [str(style.folder.parent)]
        env["PYTHONPATH"] = os.pathsep.join([*own, env["PYTHONPATH"]])
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

# (style, rule name) -> why the style does not keep that rule of its chapter: a bend its README declares. The one
# place where a rule is waived; the style check shows it as a declared bend.
EXEMPTIONS: dict[tuple[str, str], str] = {}  # persistent_tables' in-memory database: in stylecheck/rules now


# ---------------------------------------------------------------------------------------------- all the rules
def parts() -> list:
    """The module of each part of the book, in order."""
    found = [module.name for module in pkgutil.iter_modules(__path__) if module.name.startswith("part")]
    found.sort(key=lambda name: int("".join(ch for ch in name.split("_")[0] if ch.isdigit())))
    return [importlib.import_module(f"{__name__}.{name}") for name in found]


def rule_name(rule: Rule) -> str:
    return getattr(rule, "__name__", "")


def constraint(rule: Rule) -> str:
    """The constraint a rule checks, in one sentence: the first paragraph of its docstring."""
    paragraph = (rule.__doc__ or rule_name(rule)).strip().split("\n\n")[0]
    return " ".join(line.strip() for line in paragraph.splitlines())


def chapter_rules() -> dict[str, list[Rule]]:
    """Style name -> the rules of its chapter (its house rules included), from every part of the book."""
    return {style: rules for part in parts() for style, rules in part.RULES.items()}


def house_rules() -> set[str]:
    """The names of the rules that are this repository's, not a chapter's."""
    return EVERY_STYLE_HOUSE_RULES | {name for part in parts() for name in getattr(part, "HOUSE_RULES", ())}


def _merged(attribute: str, own: dict) -> dict:
    merged = dict(own)
    for part in parts():
        merged |= getattr(part, attribute, {})
    return merged


def negative_samples() -> dict[str, str | dict[str, str]]:
    return _merged("NEGATIVE_SAMPLES", NEGATIVE_SAMPLES)


def positive_samples() -> dict[str, str | dict[str, str]]:
    return _merged("POSITIVE_SAMPLES", POSITIVE_SAMPLES)


def neighbour_samples() -> dict[str, list[str | dict[str, str]]]:
    return _merged("NEIGHBOUR_SAMPLES", {})
