"""Concerns: the parts of the game a teacher talks about, found in each style by running it under coverage.py.

A concern (the flood fill, flagging, file errors, ...) is defined in concerns.toml by small runs that differ only
in it. Each run is a real `python -m coverage run -m styles.NAME board.cfg` in a fresh folder, through the
process layer, with a deadline; coverage measures only the style's own folder, less its process boundary
(boundary.py). A concern's lines in a style are those that run in one of its runs and in none of its contrast
runs (less the lines of the concerns it names in `minus`). They are shown as a few contiguous excerpts: each
found line widened to the small function around it, or to the small block of statements around it.

The lines each run covers are computed once per style and cached until the style's files change: one JSON
file per style under `cache_folder()` ($MINESWEEPER_STYLES_CACHE, else $XDG_CACHE_HOME/minesweeper-styles,
else ~/.cache/minesweeper-styles), keyed by a hash of the style's files, the Python version and the run.

    python -m styles show CONCERN [STYLE ...]

prints the excerpts of each style in chapter order, with syntax colours when standard output is a terminal.
coverage.py and pygments are optional: without them this command says what to install.
"""

from __future__ import annotations

import argparse
import ast
import functools
import hashlib
import importlib.util
import json
import os
import sys
import tempfile
import threading
import time
import tomllib
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from shared_tests.harness.process import run_in_folder
from shared_tests.harness.targets import base_environment
from styles import catalogue

DEFINITIONS = Path(__file__).with_name("concerns.toml")
DEADLINE = 60.0  # seconds for one run under coverage (a numpy style under coverage on a busy machine: ~2 s)
CACHE_FORMAT = 1  # bumped when what the cache holds changes
UNIT = 24  # a found line is shown with the whole function around it when the function is at most this long
BLOCK = 14  # ... else with the largest statement around it of at most this many lines
CONTEXT = 1  # lines shown before and after each excerpt
GAP = 3  # excerpts closer than this many lines are merged


# ---- The definitions.


@dataclass(frozen=True)
class Run:
    """One small run: the files of its folder, its arguments and input lines, and the exit code it must end with."""

    files: tuple[tuple[str, bytes | None], ...]  # name -> content, or None for a folder
    args: tuple[str, ...]
    input: tuple[str, ...]
    exit: int

    @property
    def key(self) -> str:
        """A name for the run that changes when anything about it changes (the cache's key)."""
        text = repr((self.files, self.args, self.input, self.exit))
        return hashlib.sha256(text.encode()).hexdigest()[:16]

    @property
    def stdin(self) -> bytes:
        return "".join(line + "\n" for line in self.input).encode()

    def prepare(self, folder: Path) -> None:
        for name, content in self.files:
            if content is None:
                (folder / name).mkdir()
            else:
                (folder / name).write_bytes(content)

    def describe(self) -> str:
        moves = ", ".join(repr(line) for line in self.input) or "no input"
        return f"{' '.join(self.args) or '(no arguments)'} with {moves}"


@dataclass(frozen=True)
class Concern:
    name: str
    title: str
    rules: tuple[str, ...]
    says: str
    runs: tuple[Run, ...]
    contrast: tuple[Run, ...]
    wider: tuple[Run, ...] = ()  # contrast runs tried one by one when `contrast` leaves no line
    minus: tuple[str, ...] = ()
    run_names: dict = field(default_factory=dict, compare=False, hash=False)  # run key -> its name in the file


class DefinitionError(ValueError):
    """concerns.toml says something this module cannot read."""


def _run(data: dict, boards: dict[str, str], where: str) -> Run:
    if not isinstance(data, dict):
        raise DefinitionError(f"{where}: a run is a table")
    unknown = set(data) - {"board", "file", "text", "folder", "args", "input", "exit", "says"}
    if unknown:
        raise DefinitionError(f"{where}: unknown keys {sorted(unknown)}")
    files: list[tuple[str, bytes | None]] = []
    if "board" in data:
        if data["board"] not in boards:
            raise DefinitionError(f"{where}: no board {data['board']!r} in [boards]")
        files.append(("board.cfg", boards[data["board"]].encode()))
    if "file" in data:
        files.append((data["file"], data.get("text", "").encode()))
    if "folder" in data:
        files.append((data["folder"], None))
    return Run(tuple(files), tuple(data.get("args", ["board.cfg"])), tuple(data.get("input", [])), data.get("exit", 0))


@functools.cache
def definitions(path: Path = DEFINITIONS) -> dict[str, Concern]:
    """Every concern of concerns.toml, by name, in the file's order. Raises DefinitionError (or OSError)."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        raise DefinitionError(f"{path.name}: {error}") from None
    boards = data.get("boards", {})
    runs = {name: _run(body, boards, f"{path.name}: run {name}") for name, body in data.get("runs", {}).items()}
    names = {run.key: data["runs"][name].get("says", name) for name, run in runs.items()}
    out = {}

    def named(body: dict, key: str, where: str) -> tuple[Run, ...]:
        unknown = [str(run) for run in body.get(key, []) if run not in runs]
        if unknown:
            raise DefinitionError(f"{where}: {key} names no run of [runs]: {', '.join(unknown)}")
        return tuple(runs[run] for run in body.get(key, []))

    for name, body in data.get("concerns", {}).items():
        where = f"{path.name}: concern {name}"
        try:
            out[name] = Concern(
                name,
                body["title"],
                tuple(body["rules"]),
                body["says"],
                named(body, "runs", where),
                named(body, "contrast", where),
                named(body, "wider", where),
                tuple(body.get("minus", ())),
                names,
            )
        except KeyError as missing:
            raise DefinitionError(f"{where}: needs {missing}") from None
        if not out[name].runs or not out[name].contrast:
            raise DefinitionError(f"{where}: needs at least one run and one contrast run")
    for concern in out.values():
        for other in concern.minus:
            if other not in out or other == concern.name:
                raise DefinitionError(f"{path.name}: concern {concern.name}: minus names {other!r}")
    return out


# ---- Running a style under coverage, and the cache.


def cache_folder() -> Path:
    """Where the covered lines of each style are kept between runs (outside the repository)."""
    if os.environ.get("MINESWEEPER_STYLES_CACHE"):
        return Path(os.environ["MINESWEEPER_STYLES_CACHE"])
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "minesweeper-styles"


def source_key(style: str) -> str:
    """A hash of the style's files (all but compiled bytecode) and of what else decides which lines run."""
    folder = catalogue.get(style).folder
    digest = hashlib.sha256(f"{CACHE_FORMAT} {sys.version_info[:2]}".encode())
    for path in sorted(folder.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            digest.update(str(path.relative_to(folder)).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:24]


def missing_tools() -> list[str]:
    """The optional libraries this module needs that are not installed."""
    return [name for name in ("coverage", "pygments") if importlib.util.find_spec(name) is None]


@dataclass
class Covered:
    """The lines one run covered, by file name relative to the style's folder; or why it could not be measured."""

    lines: dict[str, frozenset[int]] = field(default_factory=dict)
    problem: str | None = None


def covered_run(style: str, run: Run, deadline: float = DEADLINE) -> Covered:
    """Run `style` once under coverage.py in a fresh folder: the lines of its own files that ran."""
    from coverage import CoverageData

    folder = catalogue.get(style).folder.resolve()
    with tempfile.TemporaryDirectory(prefix="minesweeper-coverage-") as scratch:
        data_file, rc_file = Path(scratch) / "data", Path(scratch) / "coveragerc"
        rc_file.write_text(
            "[run]\n"
            f"data_file = {data_file}\n"
            f"include =\n    {folder}/*\n"
            f"omit =\n    {folder}/{catalogue.BOUNDARY}\n"
            "disable_warnings = no-data-collected, module-not-measured\n",
            encoding="utf-8",
        )
        env = {key: value for key, value in base_environment().items() if not key.startswith("COVERAGE_")}
        argv = [sys.executable, "-m", "coverage", "run", f"--rcfile={rc_file}", "-m", f"styles.{style}", *run.args]
        result = run_in_folder(argv, run.stdin, env, deadline, run.prepare, fast=False)
        if result.problem or result.exit != run.exit or result.leftovers:
            why = result.problem or (
                f"left {result.leftovers} behind" if result.leftovers else f"exit code {result.exit}, not {run.exit}"
            )
            last = result.stderr.decode("utf-8", "replace").strip().splitlines()[-1:] or [""]
            return Covered(problem=f"{style} {run.describe()}: {why}" + (f" ({last[0][:120]})" if last[0] else ""))
        data = CoverageData(basename=str(data_file))
        data.read()
        lines = {}
        for measured in data.measured_files():
            path = Path(measured).resolve()
            if path.is_relative_to(folder):
                lines[str(path.relative_to(folder))] = frozenset(data.lines(measured) or ())
        return Covered(lines)


class Cache:
    """The covered lines of every run of one style, kept in one JSON file until the style's files change."""

    def __init__(self, style: str, folder: Path | None = None) -> None:
        self.style, self.key = style, source_key(style)
        self.path = (folder or cache_folder()) / "concerns" / f"{style}.json"
        self.runs: dict[str, dict[str, list[int]]] = {}
        try:
            saved = json.loads(self.path.read_text(encoding="utf-8"))
            if saved.get("key") == self.key:
                self.runs = saved["runs"]
        except (OSError, ValueError, KeyError, AttributeError):
            pass
        self.changed = False

    def get(self, run: Run) -> Covered | None:
        saved = self.runs.get(run.key)
        return None if saved is None else Covered({name: frozenset(lines) for name, lines in saved.items()})

    def put(self, run: Run, covered: Covered) -> None:
        if covered.problem is None:  # failures are tried again next time
            self.runs[run.key] = {name: sorted(lines) for name, lines in covered.lines.items()}
            self.changed = True

    def save(self) -> None:
        """Write the cache if anything was added (a cache that cannot be written is only slower next time)."""
        if not self.changed:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            temporary = self.path.with_suffix(f".{os.getpid()}.tmp")
            temporary.write_text(json.dumps({"key": self.key, "runs": self.runs}), encoding="utf-8")
            temporary.replace(self.path)
        except OSError:
            pass


def all_runs(concerns: Iterable[Concern]) -> list[Run]:
    """Every distinct run of these concerns and of the concerns they subtract."""
    table = definitions()
    seen: dict[str, Run] = {}
    todo = list(concerns)
    while todo:
        concern = todo.pop()
        for run in concern.runs + concern.contrast + concern.wider:
            seen.setdefault(run.key, run)
        todo += [table[name] for name in concern.minus]
    return list(seen.values())


def measure(
    styles: list[str],
    concerns: Iterable[Concern] | None = None,
    jobs: int | None = None,
    cache_in: Path | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> dict[str, dict[str, Covered]]:
    """style -> run key -> Covered, for every run of the concerns (all of them by default): from the cache, or
    run now on `jobs` threads (default: the number of cores) and cached."""
    runs = all_runs(definitions().values() if concerns is None else concerns)
    caches = {style: Cache(style, cache_in) for style in styles}
    out: dict[str, dict[str, Covered]] = {style: {} for style in styles}
    todo = []
    for style in styles:
        for run in runs:
            saved = caches[style].get(run)
            if saved is None:
                todo.append((style, run))
            else:
                out[style][run.key] = saved
    lock, done = threading.Lock(), [0]

    def one(item: tuple[str, Run]) -> None:
        style, run = item
        covered = covered_run(style, run)
        with lock:
            out[style][run.key] = covered
            caches[style].put(run, covered)
            done[0] += 1
            if progress:
                progress(done[0], len(todo))

    if todo:
        with ThreadPoolExecutor(max(1, jobs or os.cpu_count() or 2)) as pool:
            list(pool.map(one, todo))
    for cache in caches.values():
        cache.save()
    return out


# ---- A concern's lines in a style, and its excerpts.


@dataclass
class Found:
    """A concern's lines in one style (file -> sorted line numbers), its excerpts, and the problems of its runs."""

    style: str
    concern: Concern
    lines: dict[str, list[int]]
    statements: int  # the style's lines of code that do something (code_lines), the process boundary left out
    problems: list[str]
    contrast: tuple[Run, ...] = ()  # the contrast runs the lines were found with (a wider one, or the concern's)
    excerpts: list[Excerpt] = field(default_factory=list)

    @property
    def wider(self) -> bool:
        return self.contrast != self.concern.contrast

    @property
    def count(self) -> int:
        return sum(len(lines) for lines in self.lines.values())


@dataclass(frozen=True)
class Excerpt:
    """Lines `first`..`last` (1-based, inclusive) of one of the style's files; `marked` are the concern's own."""

    file: str
    first: int
    last: int
    marked: frozenset[int]
    where: str  # the function the excerpt is in, or ""

    def text(self, source: str) -> list[str]:
        return source.splitlines()[self.first - 1 : self.last]


def concern_lines(
    concern: Concern, covered: dict[str, Covered], seen: tuple[str, ...] = ()
) -> tuple[dict[str, set[int]], tuple[Run, ...], list[str]]:
    """file -> lines that run in one of the concern's runs and in none of its contrast runs, less the lines of
    the concerns in its `minus`; when that leaves nothing, the same with each of its `wider` runs in turn as
    the contrast. Also the contrast used, and the problems of the runs."""
    table = definitions()
    every = concern.runs + concern.contrast + concern.wider
    problems = list(dict.fromkeys(c.problem for run in every if (c := covered[run.key]).problem))
    ran: dict[str, set[int]] = {}
    for run in concern.runs:
        for name, lines in covered[run.key].lines.items():
            ran.setdefault(name, set()).update(lines)
    less: dict[str, set[int]] = {}
    for other in concern.minus:
        if other in seen:
            continue
        their, _, more = concern_lines(table[other], covered, (*seen, concern.name))
        problems += [problem for problem in more if problem not in problems]
        for name, lines in their.items():
            less.setdefault(name, set()).update(lines)

    def without(contrast: tuple[Run, ...]) -> dict[str, set[int]]:
        left = {name: set(lines) - less.get(name, set()) for name, lines in ran.items()}
        for run in contrast:
            for name, lines in covered[run.key].lines.items():
                left.get(name, set()).difference_update(lines)
        return {name: lines for name, lines in left.items() if lines}

    found = without(concern.contrast)
    for run in concern.wider if not found else ():
        found = without((run,))
        if found:
            return found, (run,), problems
    return found, concern.contrast, problems


@functools.cache
def code_lines(source: str) -> tuple[frozenset[int], frozenset[int]]:
    """(the first line of every statement that does something, the lines that only declare): a docstring, an
    import, a `def` or `class` line and its decorators run once when the module loads, whatever the game does,
    so they never count as a concern's lines."""
    tree = ast.parse(source)
    doing, declaring = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            declaring.update(range(min([node.lineno] + [d.lineno for d in node.decorator_list]), node.lineno + 1))
            body = node.body
        elif isinstance(node, ast.Module):
            body = node.body
        else:
            body = []
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            if isinstance(body[0].value.value, str):
                declaring.update(range(body[0].lineno, body[0].end_lineno + 1))
        if isinstance(node, (ast.Import, ast.ImportFrom, ast.Global, ast.Nonlocal)):
            declaring.add(node.lineno)
        elif isinstance(node, ast.stmt) and not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            doing.add(node.lineno)
    return frozenset(doing - declaring), frozenset(declaring)


def _spans(source: str) -> tuple[list[tuple[int, int, str]], list[tuple[int, int]]]:
    """(first, last, name) of every function, and (first, last) of every statement, of a module."""
    tree = ast.parse(source)
    units, blocks = [], []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            first = min([node.lineno] + [d.lineno for d in node.decorator_list])
            units.append((first, node.end_lineno, node.name))
        if isinstance(node, ast.stmt):
            blocks.append((node.lineno, node.end_lineno))
    return units, blocks


def excerpt_spans(source: str, lines: Iterable[int]) -> list[tuple[int, int, str]]:
    """The ranges of lines to show for the found `lines` of one file: each line widened to the outermost function
    or class around it that is short (UNIT), else to the largest statement around it of at most BLOCK lines and
    CONTEXT lines around; merged when they overlap or nearly touch (GAP). (first, last, the function or class
    the excerpt is part of, or "")."""
    units, blocks = _spans(source)
    total = len(source.splitlines())
    spans = []
    for line in sorted(lines):
        around = [u for u in units if u[0] <= line <= u[1]]
        inner = min(around, key=lambda u: u[1] - u[0], default=None)
        short = [u for u in around if u[1] - u[0] + 1 <= UNIT]
        if short:  # the outermost short function (or class) around the line: a nested one is shown in its context
            first, last = max(short, key=lambda u: u[1] - u[0])[:2]
        else:
            fits = [b for b in blocks if b[0] <= line <= b[1] and b[1] - b[0] + 1 <= BLOCK]
            if inner:  # stay inside the function
                fits = [b for b in fits if inner[0] < b[0] and b[1] <= inner[1]]
            first, last = max(fits, key=lambda b: b[1] - b[0], default=(line, line))
            first, last = max(1, first - CONTEXT), min(total, last + CONTEXT)
            if inner:  # the context stays inside the function too
                first, last = max(first, inner[0]), min(last, inner[1])
        outer = [u for u in around if u[0] <= first and last <= u[1] and (u[0], u[1]) != (first, last)]
        name = min(outer, key=lambda u: u[1] - u[0])[2] if outer else ""  # what the excerpt is part of
        spans.append([first, last, name])
    merged: list[list] = []
    for span in spans:
        if merged and span[0] <= merged[-1][1] + GAP:
            merged[-1][1] = max(merged[-1][1], span[1])
            if merged[-1][2] != span[2]:
                merged[-1][2] = ""
        else:
            merged.append(span)
    text = source.splitlines()
    out = []
    for first, last, name in merged:
        while first < last and not text[first - 1].strip():
            first += 1
        while last > first and not text[last - 1].strip():
            last -= 1
        out.append((first, last, name))
    return out


def find(style: str, concern: Concern, covered: dict[str, Covered]) -> Found:
    """The concern's lines and excerpts in one style, from the covered lines of its runs."""
    sources = catalogue.get(style).sources()
    lines, contrast, problems = concern_lines(concern, covered)
    found = Found(
        style,
        concern,
        {name: sorted(lines[name] - code_lines(sources[name])[1]) for name in sources if name in lines},
        sum(len(code_lines(text)[0]) for text in sources.values()),
        problems,
        contrast,
    )
    found.lines = {name: numbers for name, numbers in found.lines.items() if numbers}
    for name, numbers in found.lines.items():
        for first, last, where in excerpt_spans(sources[name], numbers):
            marked = frozenset(n for n in numbers if first <= n <= last)
            found.excerpts.append(Excerpt(name, first, last, marked, where))
    return found


def find_all(
    styles: list[str], concerns: list[Concern], jobs: int | None = None, progress=None
) -> dict[tuple[str, str], Found]:
    """(style, concern name) -> Found, for every pair."""
    covered = measure(styles, concerns, jobs, progress=progress)
    return {(style, c.name): find(style, c, covered[style]) for style in styles for c in concerns}


# ---- Showing excerpts in a terminal (or plain text).


def highlighted_lines(source: str, colour: bool) -> list[str]:
    """The source's lines, with terminal colours when asked (pygments keeps each line's codes to itself)."""
    if not colour:
        return source.splitlines()
    from pygments import highlight
    from pygments.formatters import TerminalFormatter
    from pygments.lexers import PythonLexer

    return highlight(source, PythonLexer(stripnl=False, ensurenl=True), TerminalFormatter()).splitlines()


def comparison(concern: Concern, contrast: tuple[Run, ...] | None = None) -> str:
    """What was compared, in words: `the lines that run for «x» and not for «y»`."""
    names = concern.run_names

    def listed(runs: tuple[Run, ...]) -> str:
        return " or ".join(names.get(run.key, run.describe()) for run in runs)

    contrast = concern.contrast if contrast is None else contrast
    text = f"the lines that run for {listed(concern.runs)} and not for {listed(contrast)}"
    return text + (f", less those of {', '.join(concern.minus)}" if concern.minus else "")


def render_text(found: Found, colour: bool) -> str:
    """One style's excerpts: a heading, then each excerpt under its file name, with line numbers; the
    concern's own lines marked with `▶`."""
    style = catalogue.get(found.style)
    bold = (lambda text: f"\x1b[1m{text}\x1b[0m") if colour else (lambda text: text)
    head = bold(f"── {style.chapter} {style.name} ({', '.join(style.aka)})")
    if found.wider:
        out = [f"{head}: {found.count} of {found.statements} statements shown"]
        out.append(f"   (no line runs only for this concern; shown are {comparison(found.concern, found.contrast)})")
    else:
        out = [f"{head}: {found.count} of {found.statements} statements run only for this concern"]
    for problem in found.problems:
        out.append(f"   could not measure: {problem}")
    if not found.excerpts and not found.problems:
        out.append("   line coverage finds no line that runs only for this concern in this style")
    sources = style.sources()
    for excerpt in found.excerpts:
        lines = highlighted_lines(sources[excerpt.file], colour)
        where = f", in {excerpt.where}" if excerpt.where else ""
        out.append(f"   styles/{style.name}/{excerpt.file}, lines {excerpt.first}-{excerpt.last}{where}")
        width = len(str(excerpt.last))
        for number in range(excerpt.first, excerpt.last + 1):
            mark = "▶" if number in excerpt.marked else "│"
            out.append(f"   {number:>{width}} {bold(mark) if mark == '▶' else mark} {lines[number - 1]}".rstrip())
    return "\n".join(out)


def by_prefix(name: str, table: dict) -> str:
    """The one name in `table` that starts with `name` (`flood` for flood-fill), else `name` itself."""
    if name in table:
        return name
    matches = [key for key in table if key.startswith(name)]
    return matches[0] if len(matches) == 1 else name


def main(argv: list[str]) -> int:
    """`python -m styles show CONCERN [STYLE ...]`: the concern's excerpts in each style, in chapter order."""
    try:
        table = definitions()
    except (OSError, ValueError) as problem:
        print(f"show: cannot read the concerns: {problem}", file=sys.stderr)
        return 2
    parser = argparse.ArgumentParser(
        prog="python -m styles show",
        description="Print the code of one concern of the game in several styles, found by running each style "
        "under coverage.py (cached per style).",
        epilog="concerns:\n" + "\n".join(f"  {c.name:<21}{c.says}" for c in table.values()),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("concern", help="one of the concerns below")
    parser.add_argument("styles", nargs="*", help="styles to show (default: all), printed in chapter order")
    parser.add_argument("--jobs", type=int, default=None, help="runs at a time (default: the number of cores)")
    options = parser.parse_args(argv)
    options.concern = by_prefix(options.concern, table)
    if options.concern not in table:
        parser.error(f"unknown concern {options.concern!r}; the concerns are: {', '.join(table)}")
    known = catalogue.names()
    unknown = [name for name in options.styles if name not in known]
    if unknown:
        parser.error(f"unknown style(s): {', '.join(unknown)} (`python -m styles` lists them)")
    missing = missing_tools()
    if missing:
        print(
            f"show: needs {' and '.join(missing)}: pip install -e '.[test]' (or pip install {' '.join(missing)})",
            file=sys.stderr,
        )
        return 2
    styles = [name for name in known if name in options.styles] if options.styles else known
    concern = table[options.concern]
    colour = sys.stdout.isatty()
    progress = progress_bar("running the styles under coverage") if sys.stderr.isatty() else None
    found = find_all(styles, [concern], options.jobs, progress)
    rules = ", ".join(concern.rules)
    try:
        print(f"{concern.title} ({rules}): {concern.says}\n")
        for style in styles:
            print(render_text(found[style, concern.name], colour) + "\n")
    except BrokenPipeError:  # `python -m styles show flood-fill | head`
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0 if not any(f.problems for f in found.values()) else 1


def progress_bar(what: str, stream=sys.stderr) -> Callable[[int, int], None]:
    """A progress bar with an estimate of the time left, redrawn in place (at most ten times a second)."""
    started = time.monotonic()
    drawn = [0.0]

    def show(done: int, total: int) -> None:
        elapsed = time.monotonic() - started
        if elapsed - drawn[0] < 0.1 and done < total:
            return
        drawn[0] = elapsed
        left = elapsed / done * (total - done) if done else 0
        bar = "#" * round(30 * done / max(1, total))
        end = "\n" if done >= total else ""
        stream.write(f"\r{what} [{bar:.<30}] {done}/{total}, {elapsed:.0f} s, about {left:.0f} s left {end}")
        stream.flush()

    return show
