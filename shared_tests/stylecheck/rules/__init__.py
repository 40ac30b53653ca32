"""The chapters' constraints, each written once against the model (`model.Program`), whatever the language.

A rule is a function from a Program to its findings (empty when the program keeps the constraint), registered
for its style with `@constraint`:

    @constraint("kick_forward")
    def each_step_calls_its_continuation(program: Program) -> list[Finding]:
        \"\"\"Each function takes an additional parameter, usually the last, another function, and calls it at the end.

        How the rule checks it ...\"\"\"

The first paragraph of the docstring is the constraint in the book's words (one sentence): the style check prints
it. `house=True` marks this repository's own reading (Minesweeper-only, or stricter than the book): shown, never
deciding. `not_in={"java": "why"}` says the constraint has no meaning in a language: the output says "not checked
in Java: why". `runs_program=True` marks a rule that plays the program as Minesweeper (Python only).

The rules live in this package's modules `part1_historical.py` … `part10_neural.py`; a rule that runs the
program does it with `run_probe`.

Samples: `samples/STYLE/LANG/` (LANG python, java or javascript) hold `good-*.EXT` (keeps every constraint of
the chapter), `CONSTRAINT.bad.EXT` (breaks that constraint) and `CONSTRAINT.good-*.EXT` (faithful but unusual: that
constraint must accept it); a sample may be a folder of files of the same name. `NEIGHBOURS` names, for each
style, the chapters whose good samples at least one of its constraints must reject.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from shared_tests.harness.process import Program as Command
from shared_tests.harness.process import Result, fresh_folder, run
from shared_tests.harness.targets import base_environment
from shared_tests.stylecheck.model import Node, Program


@dataclass(frozen=True)
class Finding:
    """One place where a program breaks a constraint: file (relative to the program), line and column (from 1;
    0 when the finding is about the whole file or program) and the real cause, in one sentence."""

    file: str
    line: int = 0
    col: int = 0
    message: str = ""

    @classmethod
    def at(cls, node: Node, message: str) -> Finding:
        return cls(node.file, node.line, node.col, message)

    def where(self) -> str:
        return ":".join(str(x) for x in (self.file, self.line, self.col) if x)


RuleFunction = Callable[[Program], list[Finding]]


@dataclass
class Constraint:
    """A constraint of one or more styles and the rule that checks it."""

    name: str
    styles: tuple[str, ...]
    check: Callable
    house: bool = False
    not_in: dict[str, str] = field(default_factory=dict)
    runs_program: bool = False

    @property
    def wording(self) -> str:
        """The constraint in one sentence: the first paragraph of the rule's docstring."""
        paragraph = (self.check.__doc__ or self.name).strip().split("\n\n")[0]
        return " ".join(line.strip() for line in paragraph.splitlines())

    def applies_to(self, language: str) -> str | None:
        """None when the rule checks programs in `language`, else why not."""
        if language in self.not_in:
            return self.not_in[language]
        if self.runs_program and language != "python":
            return "the rule runs the program (Python only)"
        return None

    def __call__(self, program: Program) -> list[Finding]:
        return list(self.check(program))


REGISTRY: dict[str, list[Constraint]] = {}  # style name -> its constraints, in the order they are registered


def constraint(
    styles: str | tuple[str, ...] | list[str],
    *,
    house: bool = False,
    not_in: dict[str, str] | None = None,
    runs_program: bool = False,
) -> Callable[[RuleFunction], RuleFunction]:
    """Register a rule as a constraint of a style (or of several styles: a tuple of names)."""
    names = (styles,) if isinstance(styles, str) else tuple(styles)

    def register(rule: RuleFunction) -> RuleFunction:
        entry = Constraint(rule.__name__, names, rule, house, dict(not_in or {}), runs_program)
        for style in names:
            REGISTRY.setdefault(style, [])
            REGISTRY[style] = [c for c in REGISTRY[style] if c.name != entry.name] + [entry]
        rule.constraint = entry  # type: ignore[attr-defined]
        return rule

    return register


# (style, constraint name) -> why a style of this repository does not keep that constraint: a bend its README
# declares. The one place where a constraint is waived for our own styles; the style check shows it as a bend.
EXEMPTIONS: dict[tuple[str, str], str] = {}

# Style -> the styles (nearest chapters) whose good samples at least one of its chapter's constraints rejects.
NEIGHBOURS: dict[str, list[str]] = {}


def parts() -> list:
    """The modules of the parts of the book that hold rules, in the book's order."""
    found = [m.name for m in pkgutil.iter_modules(__path__) if m.name.startswith("part")]
    found.sort(key=lambda name: int("".join(ch for ch in name.split("_")[0] if ch.isdigit()) or 0))
    return [importlib.import_module(f"{__name__}.{name}") for name in found]


def exemptions() -> dict[tuple[str, str], str]:
    parts()  # the part modules add their bends to EXEMPTIONS as they are imported
    return dict(EXEMPTIONS)


def constraints(style: str) -> list[Constraint]:
    """The constraints of a style's chapter (its house rules too)."""
    parts()
    return list(REGISTRY.get(style, []))


def all_constraints() -> dict[str, list[Constraint]]:
    """Style -> its constraints, for every style that has one."""
    parts()
    return {style: constraints(style) for style in sorted(REGISTRY)}


# ---------------------------------------------------------------------------------------------- running a program
PROBE_DEADLINE = 20.0  # seconds a rule's run of a program may take
# The lines a probe script uses to run the program under test: a file by its path, a package as `python -m`.
RUN_TARGET = (
    "runpy.run_path(target, run_name='__main__') if target.endswith('.py') "
    "else runpy.run_module(target, run_name='__main__', alter_sys=True)"
)


def python_target(program: Program) -> tuple[str, str]:
    """What runs a Python program, and the folder its import path needs: (the file, its folder) for one file;
    (the package, the folder above it) when it has a `__main__.py`; else (its main file, its folder)."""
    root = Path(program.root).resolve()
    if root.is_file():
        return str(root), str(root.parent)
    if "__main__.py" in program.files:
        return root.name, str(root.parent)
    return str(root / program.main_file), str(root)


def python_command(program: Program) -> tuple[tuple[str, ...], str]:
    """The command line that runs a Python program, and the folder to put on its import path."""
    target, folder = python_target(program)
    command = (sys.executable, target) if target.endswith(".py") else (sys.executable, "-m", target)
    return command, folder


def run_probe(program: Program, script: str, *args: str, stdin: bytes = b"") -> tuple[Result, str]:
    """A rule that checks a Python program by running it: `python -c script REPORT ARGS...` through the process
    layer, with the program importable, in a fresh folder holding a 3x3 `board.cfg`. Returns the run and the
    text the script wrote to the file REPORT ("" if none). `python_target(program)[0]` is what to run
    (RUN_TARGET runs it)."""
    with fresh_folder(lambda folder: (folder / "board.cfg").write_bytes(b"..*\n...\n...\n")) as (folder, _):
        report = folder / "report.txt"
        env = base_environment({"PYTHONIOENCODING": "utf-8"})
        env["PYTHONPATH"] = os.pathsep.join([python_target(program)[1], env["PYTHONPATH"]])
        result = run(Command((sys.executable, "-c", script, str(report), *args), folder, env), stdin, PROBE_DEADLINE)
        text = report.read_text(encoding="utf-8") if report.exists() else ""
    return result, text


# ---------------------------------------------------------------------------------------------- samples
SAMPLES = Path(__file__).resolve().parent.parent / "samples"
LANGUAGES = ("python", "java", "javascript")


@dataclass(frozen=True)
class Sample:
    """A small program kept to test the rules: a file or a folder under samples/STYLE/LANG/."""

    style: str
    language: str
    path: Path
    kind: str  # "good" (keeps the chapter), "bad" (breaks `constraint`), "unusual" (faithful: `constraint` keeps it)
    constraint: str = ""

    @property
    def label(self) -> str:
        return f"{self.style}/{self.language}/{self.path.name}"


def _sample(style: str, language: str, path: Path) -> Sample | None:
    name = (
        path.name
        if path.is_dir()
        else path.name.split(".")[0] + ("." + path.name.split(".")[1] if path.name.count(".") >= 2 else "")
    )
    if name.startswith("good"):
        return Sample(style, language, path, "good")
    if "." in name:
        constraint_name, kind = name.split(".", 1)
        if kind == "bad":
            return Sample(style, language, path, "bad", constraint_name)
        if kind.startswith("good"):
            return Sample(style, language, path, "unusual", constraint_name)
    return None


def samples(style: str | None = None, language: str | None = None) -> list[Sample]:
    """The samples kept for a style (every style when None), in a language (every language when None)."""
    found = []
    if not SAMPLES.is_dir():
        return found
    for style_folder in sorted(p for p in SAMPLES.iterdir() if p.is_dir()):
        if style is not None and style_folder.name != style:
            continue
        for language_folder in sorted(p for p in style_folder.iterdir() if p.is_dir()):
            if language_folder.name not in LANGUAGES or language not in (None, language_folder.name):
                continue
            for path in sorted(language_folder.iterdir()):
                if path.name.startswith((".", "_")):
                    continue
                sample = _sample(style_folder.name, language_folder.name, path)
                if sample is not None:
                    found.append(sample)
    return found
