"""Concerns: the parts of the game a teacher talks about, mapped for each style and verified by running it.

A concern (the flood fill, flagging, file errors, ...) is defined in concerns.toml by small runs that differ only
in it. Each style names the places where it does each concern in a file beside its code, `concerns.map`
(shared_tests/concern_map.py says how a place is named, and how an excerpt shows whole constructs):

    [flood-fill]
    Board._play: else:
    Board._open

A place may be named under several concerns (code that does them at once), a concern may have places in several
files, and a place inside another is part of it (the `*` of a lost game, inside the frame's code, is part of
drawing a frame too) but answers to its own concerns. Module-level definitions a concern uses (kernels, tables,
SQL, messages) are named with it. A style without room for a statement per concern (code_golf: every line
counts) names column ranges instead: `7:121-211` (line:first-last column, 1-based).

The places are checked against the runs, under coverage.py (the style's own folder only), so that they cannot
drift from the code:

* every place names exactly one construct of the code, as it is now (code that moved or changed is a finding);
* every statement a concern's places hold (less those of a place inside them for other concerns) runs in one
  of the concern's `runs` or of its `also` runs (where the concern happens too, without a contrast);
* every statement that runs only for the concern (in one of its `runs`, in none of its `contrast` runs, and
  not placed for a concern it names in `minus`) is shown in its excerpt;
* the excerpt is at most LIMIT lines, outside column ranges;
* two concerns of one style have different excerpts, unless every place of either names both.

The lines each run covers are computed once per style and cached until the style's files change: one JSON file
per style and version under `cache_folder()` ($MINESWEEPER_STYLES_CACHE, else $XDG_CACHE_HOME/minesweeper-styles,
else ~/.cache/minesweeper-styles). The runs of a style are forked from one process (coverage_runs.py).

    python -m styles show CONCERN [STYLE ...] [--color auto|always|never]

prints each style's excerpt in chapter order, the lines that run only for the concern highlighted, fitted to
the terminal's width. coverage.py and pygments are optional: without them this command says what to install.
A style without a concerns.map is shown with the lines coverage alone finds, and says so.
"""

from __future__ import annotations

import argparse
import ast
import difflib
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

from shared_tests import concern_map
from shared_tests.harness.process import Program, run
from shared_tests.harness.targets import base_environment
from styles import catalogue

DEFINITIONS = Path(__file__).with_name("concerns.toml")
SIDE_FILE = concern_map.SIDE_FILE  # each style's map of its concerns, beside its code
DEADLINE = 60.0  # seconds for one run under coverage (a numpy style under coverage on a busy machine: ~2 s)
CACHE_FORMAT = 3  # bumped when what the cache holds changes
CACHE_KEPT = 6  # versions of one style's cache kept (several worktrees of one repository share the cache)
LIMIT = 60  # lines the places of a concern may hold in one style (column ranges aside)
UNIT = 24  # unmapped styles: a found line is shown with the whole function around it when it is this short
BLOCK = 14  # ... else with the largest statement around it of at most this many lines
CONTEXT = 1  # lines shown before and after each excerpt
GAP = 3  # excerpts closer than this many lines are merged


# ---- The definitions.


@dataclass(frozen=True)
class Link:
    """A symbolic link's target, in a run's folder."""

    target: str


@dataclass(frozen=True)
class Run:
    """One small run: the files of its folder, its arguments and input lines, and the exit code it must end with."""

    files: tuple[tuple[str, bytes | Link | None], ...]  # name -> content, a link, or None for a folder
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
    also: tuple[Run, ...] = ()  # other runs in which the concern happens: its places may hold their lines too
    minus: tuple[str, ...] = ()  # concerns whose places do not count as running only for this one
    run_names: dict = field(default_factory=dict, compare=False, hash=False)  # run key -> its name in the file

    def named(self, runs: tuple[Run, ...]) -> str:
        return " or ".join(self.run_names.get(run.key, run.describe()) for run in runs)


class DefinitionError(ValueError):
    """concerns.toml says something this module cannot read."""


CONCERN_KEYS = {"title", "rules", "says", "runs", "contrast", "also", "minus"}


def _run(data: dict, boards: dict[str, str], where: str) -> Run:
    if not isinstance(data, dict):
        raise DefinitionError(f"{where}: a run is a table")
    unknown = set(data) - {"board", "file", "text", "folder", "link", "to", "args", "input", "exit", "says"}
    if unknown:
        raise DefinitionError(f"{where}: unknown keys {sorted(unknown)}")
    files: list[tuple[str, bytes | Link | None]] = []
    if "board" in data:
        if data["board"] not in boards:
            raise DefinitionError(f"{where}: no board {data['board']!r} in [boards]")
        files.append(("board.cfg", boards[data["board"]].encode()))
    if "file" in data:
        files.append((data["file"], data.get("text", "").encode()))
    if "folder" in data:
        files.append((data["folder"], None))
    if "link" in data:
        files.append((data["link"], Link(data.get("to", data["link"]))))
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
        if set(body) - CONCERN_KEYS:
            raise DefinitionError(f"{where}: unknown keys {sorted(set(body) - CONCERN_KEYS)}")
        try:
            out[name] = Concern(
                name,
                body["title"],
                tuple(body["rules"]),
                body["says"],
                named(body, "runs", where),
                named(body, "contrast", where),
                named(body, "also", where),
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


# ---- The map of a style's concerns.


def stretches(lines: Iterable[int], joined: Callable[[int, int], bool] | None = None) -> list[list[int]]:
    """Sorted lines cut into runs of consecutive ones (or of ones that `joined` says belong together)."""
    joined = joined or (lambda previous, line: line == previous + 1)
    out: list[list[int]] = []
    for line in sorted(lines):
        if out and joined(out[-1][-1], line):
            out[-1].append(line)
        else:
            out.append([line])
    return out


@functools.cache
def _places(style: str, key: str) -> concern_map.Map:
    entry = catalogue.get(style)
    side = entry.folder / SIDE_FILE
    if not side.is_file():
        return concern_map.Map()
    return concern_map.parse(side.read_text(encoding="utf-8"), entry.sources(), definitions().keys())


def places(style: str) -> concern_map.Map:
    """The style's concerns.map, resolved in its code (read again when its files change)."""
    return _places(style, source_key(style))


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
    files = [path for path in sorted(folder.rglob("*")) if path.is_file() and "__pycache__" not in path.parts]
    signature = tuple((str(path), path.stat().st_mtime_ns, path.stat().st_size) for path in files)
    return _source_key(folder, signature)


@functools.lru_cache(maxsize=256)
def _source_key(folder: Path, signature: tuple) -> str:
    """source_key for files whose names, times and sizes are `signature` (read again when one changes)."""
    digest = hashlib.sha256(f"{CACHE_FORMAT} {sys.version_info[:2]}".encode())
    for name, _, _ in signature:
        path = Path(name)
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


def encoded(body: bytes | Link | None) -> str | dict | None:
    """A file of a run as coverage_runs.py reads it: base64 text, {"link": target}, or None for a folder."""
    import base64

    if isinstance(body, Link):
        return {"link": body.target}
    return None if body is None else base64.b64encode(body).decode()


def covered_runs(style: str, runs: list[Run], deadline: float = DEADLINE) -> dict[str, Covered]:
    """Run `style` under coverage.py once for each run, each in a fresh folder: run key -> the lines of its own
    files that ran. The runs are forked from one process (shared_tests/coverage_runs.py)."""
    import base64

    folder = catalogue.get(style).folder.resolve()
    spec = {
        "module": catalogue.get(style).module,
        "folder": str(folder),
        "deadline": deadline,
        "runs": [
            {
                "key": run.key,
                "files": [[name, encoded(body)] for name, body in run.files],
                "args": list(run.args),
                "stdin": base64.b64encode(run.stdin).decode(),
            }
            for run in runs
        ],
    }
    env = {key: value for key, value in base_environment().items() if not key.startswith("COVERAGE_")}
    with tempfile.TemporaryDirectory(prefix="minesweeper-concerns-") as scratch:
        (Path(scratch) / "spec.json").write_text(json.dumps(spec), encoding="utf-8")
        argv = (sys.executable, "-m", "shared_tests.coverage_runs", str(Path(scratch) / "spec.json"))
        result = run(Program(argv, Path(scratch), env), b"", deadline * len(runs) + 30, fast=False)
    try:
        answers = json.loads(result.stdout) if result.exit == 0 else None
    except ValueError:
        answers = None
    if answers is None:
        why = result.problem or f"exit code {result.exit}"
        last = result.stderr.decode("utf-8", "replace").strip().splitlines()[-1:] or [""]
        return {run.key: Covered(problem=f"{style}: the coverage runs failed: {why} {last[0][:160]}") for run in runs}
    out, translate = {}, reporters(style)

    def statement_lines(name: str, lines: list[int]) -> frozenset[int]:
        """The lines that ran, each as the first line of its statement (as coverage.py reports them)."""
        try:
            return frozenset(translate[name].translate_lines(lines)) if name in translate else frozenset(lines)
        except Exception:  # noqa: BLE001
            return frozenset(lines)

    for one in runs:
        answer = answers.get(one.key, {"problem": "no answer"})
        why = answer.get("problem")
        if not why and answer.get("leftovers"):
            why = f"left {answer['leftovers']} behind"
        if not why and answer.get("exit") != one.exit:
            why = f"exit code {answer.get('exit')}, not {one.exit}"
        if why:
            last = f" ({answer['stderr'][:120]})" if answer.get("stderr") else ""
            out[one.key] = Covered(problem=f"{style} {one.describe()}: {why}{last}")
        else:
            out[one.key] = Covered({name: statement_lines(name, lines) for name, lines in answer["lines"].items()})
    return out


def reporters(style: str) -> dict[str, object]:
    """file -> coverage.py's reporter of it: its statements, and how a line it ran maps to its statement."""
    from coverage import Coverage
    from coverage.python import PythonFileReporter

    entry, measure = catalogue.get(style), Coverage(data_file=None, config_file=False)
    return {name: PythonFileReporter(str(entry.folder / name), measure) for name in entry.sources()}


def statements(style: str) -> dict[str, frozenset[int]]:
    """file -> the lines coverage.py counts as statements (a multi-line statement by its first line)."""
    out = {}
    for name, reporter in reporters(style).items():
        try:
            out[name] = frozenset(reporter.lines())
        except Exception:  # noqa: BLE001  a file coverage.py cannot parse has no statements to check
            out[name] = frozenset()
    return out


class Cache:
    """The covered lines of every run of one style, and its statements, kept in one JSON file per version of
    the style's files."""

    def __init__(self, style: str, folder: Path | None = None) -> None:
        self.style, self.key = style, source_key(style)
        self.folder = (folder or cache_folder()) / "concerns"
        self.path = self.folder / f"{style}.{self.key}.json"
        self.runs: dict[str, dict[str, list[int]]] = {}
        self.statements: dict[str, list[int]] | None = None
        try:
            saved = json.loads(self.path.read_text(encoding="utf-8"))
            if saved.get("key") == self.key:
                self.runs, self.statements = saved["runs"], saved.get("statements")
        except (OSError, ValueError, KeyError, AttributeError):
            pass
        self.changed = False

    def get(self, run: Run) -> Covered | None:
        saved = self.runs.get(run.key)
        return None if saved is None else Covered({name: frozenset(lines) for name, lines in saved.items()})

    def put(self, run_key: str, covered: Covered) -> None:
        if covered.problem is None:  # failures are tried again next time
            self.runs[run_key] = {name: sorted(lines) for name, lines in covered.lines.items()}
            self.changed = True

    def lines_of_statements(self) -> dict[str, frozenset[int]]:
        if self.statements is None:
            self.statements = {name: sorted(lines) for name, lines in statements(self.style).items()}
            self.changed = True
        return {name: frozenset(lines) for name, lines in self.statements.items()}

    def save(self) -> None:
        """Write the cache if anything was added, and drop the oldest versions of this style's cache (a cache
        that cannot be written is only slower next time)."""
        if not self.changed:
            return
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            temporary = self.path.with_suffix(f".{os.getpid()}.{threading.get_ident()}.tmp")
            body = {"key": self.key, "runs": self.runs, "statements": self.statements}
            temporary.write_text(json.dumps(body), encoding="utf-8")
            temporary.replace(self.path)
            versions = sorted(self.folder.glob(f"{self.style}.*.json"), key=lambda p: p.stat().st_mtime)
            for old in versions[:-CACHE_KEPT]:
                old.unlink(missing_ok=True)
        except OSError:
            pass


@dataclass
class Measured:
    """What the runs of one style covered (run key -> Covered), and the style's statements."""

    runs: dict[str, Covered]
    statements: dict[str, frozenset[int]]


def all_runs(concerns: Iterable[Concern]) -> list[Run]:
    """Every distinct run of these concerns and of the concerns they subtract."""
    table = definitions()
    seen: dict[str, Run] = {}
    todo, done = list(concerns), set()
    while todo:
        concern = todo.pop()
        if concern.name in done:
            continue
        done.add(concern.name)
        for one in concern.runs + concern.contrast + concern.also:
            seen.setdefault(one.key, one)
        todo += [table[name] for name in concern.minus]
    return list(seen.values())


def measure(
    styles: list[str],
    concerns: Iterable[Concern] | None = None,
    jobs: int | None = None,
    cache_in: Path | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> dict[str, Measured]:
    """style -> what its runs covered, for every run of the concerns (all of them by default): from the cache,
    or run now (one process per style, `jobs` styles at a time, default: the number of cores) and cached."""
    runs = all_runs(definitions().values() if concerns is None else concerns)
    caches = {style: Cache(style, cache_in) for style in styles}
    out = {style: Measured({}, caches[style].lines_of_statements()) for style in styles}
    todo: dict[str, list[Run]] = {}
    for style in styles:
        for one in runs:
            saved = caches[style].get(one)
            if saved is None:
                todo.setdefault(style, []).append(one)
            else:
                out[style].runs[one.key] = saved
    lock, done = threading.Lock(), [0]

    def measure_one(style: str) -> None:
        found = covered_runs(style, todo[style])
        with lock:
            for key, covered in found.items():
                out[style].runs[key] = covered
                caches[style].put(key, covered)
            done[0] += 1
            if progress:
                progress(done[0], len(todo))

    if todo:
        with ThreadPoolExecutor(max(1, jobs or os.cpu_count() or 2)) as pool:
            list(pool.map(measure_one, todo))
    for cache in caches.values():
        cache.save()
    return out


# ---- A concern's excerpt in a style, and its verification.


@dataclass(frozen=True)
class Block:
    """One stretch of an excerpt: `lines` of `file` (increasing), the ones that run only for the concern
    (`hits`), the function or class it is part of, column ranges by line, and the elisions: (the line they
    follow, the text of the line standing for what is hidden there, `… (flagging)`)."""

    file: str
    lines: tuple[int, ...]
    hits: frozenset[int]
    where: str = ""
    columns: tuple[tuple[int, tuple[tuple[int, int], ...]], ...] = ()
    elisions: tuple[tuple[int, str], ...] = ()

    def rows(self) -> list[int | str]:
        """The block as printed: line numbers, and the text of each elision after the line it follows."""
        after: dict[int, list[str]] = {}
        for line, text in self.elisions:
            after.setdefault(line, []).append(text)
        return [row for line in self.lines for row in [line, *after.get(line, [])]]

    @property
    def first(self) -> int:
        return self.lines[0]

    @property
    def last(self) -> int:
        return self.lines[-1]


@dataclass
class Found:
    """A concern in one style: its excerpt, the lines that run only for it, and what is wrong, if anything."""

    style: str
    concern: Concern
    mapped: bool  # from the style's concerns.map; False: it has none yet, the lines coverage alone finds
    blocks: list[Block]
    only: dict[str, set[int]]  # file -> the statements that run only for the concern
    statements: int  # the style's statements
    problems: list[str] = field(default_factory=list)  # runs that could not be measured
    findings: list[str] = field(default_factory=list)  # where the map and the runs disagree
    by_columns: bool = False
    placed: int = 0  # the lines of its places, without the headers around them and the elisions

    @property
    def count(self) -> int:
        return sum(len(lines) for lines in self.only.values())

    @property
    def size(self) -> int:
        """The excerpt's lines, elisions included."""
        return sum(len(block.lines) + len(block.elisions) for block in self.blocks)

    @property
    def shown(self) -> frozenset[tuple]:
        """(file, line) of every line of the excerpt; with its columns, where it has column ranges."""
        out = set()
        for block in self.blocks:
            columns = dict(block.columns)
            out.update((block.file, line, *columns.get(line, ())) for line in block.lines)
        return frozenset(out)


@functools.cache
def declaring_lines(source: str) -> frozenset[int]:
    """The lines that only declare: a docstring, an import, a `def` or `class` line and its decorators run
    once when the module loads, whatever the game does, so they never count as running for a concern."""
    tree = ast.parse(source)
    declaring = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            declaring.update(range(min([node.lineno] + [d.lineno for d in node.decorator_list]), node.lineno + 1))
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            if isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
                declaring.update(range(body[0].lineno, body[0].end_lineno + 1))
        if isinstance(node, (ast.Import, ast.ImportFrom, ast.Global, ast.Nonlocal)):
            declaring.add(node.lineno)
    return frozenset(declaring)


def ran_in(runs: Iterable[Run], measured: Measured) -> dict[str, set[int]]:
    out: dict[str, set[int]] = {}
    for one in runs:
        for name, lines in measured.runs[one.key].lines.items():
            out.setdefault(name, set()).update(lines)
    return out


def only_for(
    concern: Concern,
    measured: Measured,
    places: concern_map.Map,
    sources: dict[str, str],
    seen: tuple[str, ...] = (),
) -> dict[str, set[int]]:
    """file -> the statements that run in one of the concern's runs and in none of its contrast runs, less
    declarations and the lines of the concerns in its `minus`: their excerpts, or (in a style without a map)
    what runs only for them."""
    ran, contrast = ran_in(concern.runs, measured), ran_in(concern.contrast, measured)
    less: dict[str, set[int]] = {}
    for other in concern.minus:
        if places:
            lines = shown_lines(places, other)
        elif other not in seen:
            lines = only_for(definitions()[other], measured, places, sources, (*seen, concern.name))
        else:
            lines = {}
        for file, numbers in lines.items():
            less.setdefault(file, set()).update(numbers)
    out = {}
    for file, lines in ran.items():
        if file not in sources:
            continue
        left = (lines & measured.statements.get(file, frozenset())) - contrast.get(file, set())
        left -= less.get(file, set()) | declaring_lines(sources[file])
        if left:
            out[file] = left
    return out


def shown_lines(places: concern_map.Map, concern: str) -> dict[str, set[int]]:
    """file -> the source lines of the concern's excerpt."""
    return {
        file: {entry for block in blocks for entry in block if isinstance(entry, int)}
        for file, blocks in concern_map.excerpt(places, concern, definitions()).items()
    }


def mapped_blocks(places: concern_map.Map, concern: str, only: dict[str, set[int]]) -> list[Block]:
    """The concern's excerpt as blocks: whole constructs, the rest of a body elided."""
    out = []
    for file, blocks in concern_map.excerpt(places, concern, definitions()).items():
        src = places.sources[file]
        columns = {line: tuple(ranges) for (name, line), ranges in places.columns(concern).items() if name == file}
        for entries in blocks:
            lines = tuple(entry for entry in entries if isinstance(entry, int))
            elisions, previous = [], 0
            for entry in entries:
                if isinstance(entry, int):
                    previous = entry
                else:
                    elisions.append((previous, entry.text))
            out.append(
                Block(
                    file,
                    lines,
                    frozenset(only.get(file, set()) & set(lines)),
                    concern_map.where(src, lines),
                    tuple((line, columns[line]) for line in lines if line in columns),
                    tuple(elisions),
                )
            )
    return out


def find(style: str, concern: Concern, measured: Measured) -> Found:
    """The concern's excerpt in one style and, for a style with a map, its verification against the runs."""
    return assess(style, concern, measured, places(style), catalogue.get(style).sources())


def assess(style: str, concern: Concern, measured: Measured, places: concern_map.Map, sources: dict[str, str]) -> Found:
    """`find` for a given map and sources."""
    every = all_runs([concern])
    problems = list(dict.fromkeys(c.problem for one in every if (c := measured.runs[one.key]).problem))
    total = sum(len(measured.statements.get(name, ())) for name in sources)
    if problems:
        return Found(style, concern, bool(places), [], {}, total, problems)
    only = only_for(concern, measured, places, sources)
    if not places:
        blocks = []
        for file, lines in sorted(only.items()):
            for first, last, where in excerpt_spans(sources[file], lines):
                blocks.append(Block(file, tuple(range(first, last + 1)), frozenset(lines), where))
        return Found(style, concern, False, blocks, only, total)
    blocks = mapped_blocks(places, concern.name, only)
    placed = places.placed(concern.name)
    size = sum(1 for block in blocks for line in block.lines if line in placed.get(block.file, ()))
    found = Found(style, concern, True, blocks, only, total, by_columns=places.by_columns, placed=size)
    found.findings = list(places.problems) + verify(found, places, measured)
    return found


def verify(found: Found, places: concern_map.Map, measured: Measured) -> list[str]:
    """What is wrong with a concern's places in one style, one sentence each (file:line first)."""
    concern, out = found.concern, []
    if not found.blocks:
        return [f"no excerpt: {SIDE_FILE} names no place for {concern.name}"]
    ran = ran_in(concern.runs + concern.also, measured)
    every: dict[str, set[int]] = {}  # what the style's measured runs ran: a statement none takes is defensive
    for covered in measured.runs.values():
        for name, lines in covered.lines.items():
            every.setdefault(name, set()).update(lines)
    for region in places.named(concern.name):
        lines = set(range(region.first, region.last + 1)) & measured.statements.get(region.file, frozenset())
        if lines and not lines & ran.get(region.file, set()):
            runs = concern.named(concern.runs + concern.also)
            out.append(f"{region.file}:{region.first}: `{region.place}` names code that does not run for {runs}")
    for file, lines in sorted(places.owned(concern.name).items()):
        statements = lines & measured.statements.get(file, frozenset())
        # a statement that no run takes (a defensive branch) may be part of a construct the concern runs
        idle = sorted(statements - ran.get(file, set()) - (statements - every.get(file, set())))
        for first, last in spans(idle):
            where = f"{file}:{first}" + (f"-{last}" if last > first else "")
            place = _place_of(places, file, first)
            runs = concern.named(concern.runs + concern.also)
            out.append(f"{where}: in `{place}`, named for {concern.name}, but does not run for {runs}")
    shown = {(block.file, line) for block in found.blocks for line in block.lines}
    for file, lines in sorted(found.only.items()):
        outside = sorted(line for line in lines if (file, line) not in shown)
        for first, last in spans(outside):
            where = f"{file}:{first}" + (f"-{last}" if last > first else "")
            out.append(f"{where}: runs only for {concern.name} but is in no place {SIDE_FILE} names for it")
    if found.placed > LIMIT and not found.by_columns:
        out.append(f"the places of {concern.name} hold {found.placed} lines, more than {LIMIT}")
    return out


def _place_of(places: concern_map.Map, file: str, line: int) -> str:
    """The innermost place that holds the line (the line of concerns.map that names it)."""
    around = [r for r in places.regions if r.holds(file, line)]
    return max(around, key=lambda r: (r.depth, -(r.last - r.first))).place if around else "?"


def spans(lines: list[int]) -> list[tuple[int, int]]:
    return [(stretch[0], stretch[-1]) for stretch in stretches(lines)]


def same_excerpts(style: str, founds: Iterable[Found], mapped: concern_map.Map | None = None) -> list[str]:
    """The pairs of concerns whose excerpts in one style are the same lines, unless the style declares them
    done in one place (every place of either names both)."""
    mapped = places(style) if mapped is None else mapped
    seen: dict[frozenset, Found] = {}
    out = []
    for found in founds:
        if not found.mapped or not found.blocks:
            continue
        other = seen.setdefault(found.shown, found)
        if other is not found and not mapped.together(other.concern.name, found.concern.name):
            out.append(
                f"{style}: {other.concern.name} and {found.concern.name} have the same excerpt; name what differs, "
                f"or name every place of either under both in {SIDE_FILE} if the style does them in one place"
            )
    return out


def find_all(
    styles: list[str], concerns: list[Concern], jobs: int | None = None, progress=None
) -> dict[tuple[str, str], Found]:
    """(style, concern name) -> Found, for every pair."""
    measured = measure(styles, concerns, jobs, progress=progress)
    return {(style, c.name): find(style, c, measured[style]) for style in styles for c in concerns}


# ---- Unmapped styles: the lines coverage finds, widened to the function or block around them.


@functools.cache
def _units(source: str) -> tuple[tuple[int, int, str], ...]:
    """(first, last, name) of every function and class of a module."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.append((min([node.lineno] + [d.lineno for d in node.decorator_list]), node.end_lineno, node.name))
    return tuple(out)


@functools.cache
def _spans(source: str) -> tuple[list[tuple[int, int, str]], list[tuple[int, int]]]:
    """(first, last, name) of every function, and (first, last) of every statement, of a module."""
    blocks = [(node.lineno, node.end_lineno) for node in ast.walk(ast.parse(source)) if isinstance(node, ast.stmt)]
    return _units(source), blocks


def excerpt_spans(source: str, lines: Iterable[int]) -> list[tuple[int, int, str]]:
    """The ranges of lines to show for the found `lines` of one file: each line widened to the outermost function
    or class around it that is short (UNIT), else to the largest statement around it of at most BLOCK lines and
    CONTEXT lines around; merged when they overlap or nearly touch (GAP). (first, last, the function or class
    the excerpt is part of, or "")."""
    units, blocks = _spans(source)
    total = len(source.splitlines())
    found = []
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
        found.append([first, last, name])
    merged: list[list] = []
    for span in found:
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


# ---- Showing excerpts in a terminal (or plain text).


def heading(found: Found, colour: bool, width: int | None = None) -> list[str]:
    """The lines above a style's excerpt: chapter, name, what the excerpt is, and what is wrong, if anything."""
    style = catalogue.get(found.style)
    name = f"── {style.chapter} {style.name}"
    head = f"{name} ({', '.join(style.aka)})"
    if found.problems:
        lines = [head] + [f"could not measure: {problem}" for problem in found.problems]
    elif not found.mapped:
        lines = [
            head,
            f"this style has no {SIDE_FILE} yet: shown are the lines that run only for this concern "
            f"({found.count} of {found.statements} statements), with the function or block around them"
            if found.blocks
            else f"this style has no {SIDE_FILE} yet, and no line runs only for this concern",
        ]
    else:
        size = f"{found.size} lines" if not found.by_columns else f"{len(found.shown)} lines, the concern's columns"
        if found.count:
            what = "the statement that runs" if found.count == 1 else f"the {found.count} statements that run"
            lines = [f"{head}: {size}, {MARKED} {what} only for this concern"]
        else:
            lines = [f"{head}: {size} (no statement runs only for this concern: the same lines run without it)"]
        lines += [f"{SIDE_FILE} out of date: {finding}" for finding in found.findings[:3]]
    out = fitted(lines[0], width) + [part for line in lines[1:] for part in fitted(line, width, "   ")]
    if colour:
        out[0] = f"\x1b[1m{name}\x1b[0m" + out[0][len(name) :]
    return out


MARKED = "▶"


def render_text(found: Found, colour: bool, width: int | None = None) -> str:
    """One style's excerpt: a heading, then each block under its file name, with line numbers; the lines that
    run only for the concern highlighted, and marked `▶`; fitted to `width` columns."""
    from shared_tests import codeview

    style = catalogue.get(found.style)
    out = heading(found, colour, width)
    sources = style.sources()
    lexed: dict[str, list] = {}
    for block in found.blocks:
        if block.file not in lexed:
            lexed[block.file] = codeview.lex(sources[block.file])
        lines = lexed[block.file]
        if block.columns:
            lines = list(lines)
            for line, ranges in block.columns:
                lines[line - 1] = codeview.mark_columns(lines[line - 1], ranges)
        where = f", in {block.where}" if block.where else ""
        span = f"line {block.first}" if block.first == block.last else f"lines {block.first}-{block.last}"
        if block.columns:
            span += ", columns " + ", ".join(f"{a}-{b}" for _, ranges in block.columns for a, b in ranges)
        out += fitted(f"styles/{style.name}/{block.file}, {span}{where}", width, "   ")
        out += codeview.listing(lines, block.rows(), set(block.hits), colour, width, indent="   ")
    return "\n".join(out)


def choose(name: str, table: Iterable[str], what: str) -> str:
    """The one name of `table` that `name` is or starts with (`flood` for flood-fill); raises ValueError with
    a message for a person (ambiguous, or unknown with the names it is close to)."""
    table = list(table)
    if name in table:
        return name
    matches = [key for key in table if key.startswith(name)]
    if len(matches) == 1:
        return matches[0]
    if matches:
        raise ValueError(f"ambiguous {what} {name!r}: {', '.join(matches)}")
    close = difflib.get_close_matches(name, table, n=3, cutoff=0.6)
    hint = f"; did you mean {' or '.join(close)}?" if close else ""
    raise ValueError(f"unknown {what} {name!r}{hint}")


def main(argv: list[str]) -> int:
    """`python -m styles show CONCERN [STYLE ...]`: the concern's excerpts in each style, in chapter order."""
    try:
        table = definitions()
    except (OSError, ValueError) as problem:
        print(f"show: cannot read the concerns: {problem}", file=sys.stderr)
        return 2
    parser = argparse.ArgumentParser(
        prog="python -m styles show",
        description="Print the code of one concern of the game in several styles: the places each style's "
        "concerns.map names for it, in the constructs around them, checked by running the style under coverage.py "
        "(cached per style).",
        epilog="concerns:\n" + "\n".join(f"  {c.name:<21}{c.says}" for c in table.values()),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("concern", help="one of the concerns below (a unique prefix is enough)")
    parser.add_argument(
        "styles",
        nargs="*",
        help="styles to show (default: all), printed in chapter order: names, aliases, chapters "
        "(11), ranges (11-16) or parts of the book (objects)",
    )
    parser.add_argument("--color", choices=("auto", "always", "never"), default="auto", help="colours (default: auto)")
    parser.add_argument("--jobs", type=int, default=None, help="styles measured at a time (default: the cores)")
    options = parser.parse_args(argv)
    try:
        options.concern = choose(options.concern, table, "concern")
    except ValueError as problem:
        parser.error(f"{problem}; the concerns are: {', '.join(table)}")
    try:
        named = {style.name for style in catalogue.resolve(options.styles)}
    except catalogue.NoSuchStyle as problem:  # one line: what the word may be says more than the usage would
        parser.exit(2, f"{parser.prog}: {problem}\n")
    missing = missing_tools()
    if missing:
        print(
            f"show: needs {' and '.join(missing)}: pip install -e '.[test]' (or pip install {' '.join(missing)})",
            file=sys.stderr,
        )
        return 2
    from shared_tests import codeview

    styles = [name for name in catalogue.names() if name in named or not options.styles]
    concern = table[options.concern]
    colour = codeview.wants_colour(options.color)
    width = codeview.terminal_width()
    progress = progress_bar("running the styles under coverage") if sys.stderr.isatty() else None
    found = find_all(styles, [concern], options.jobs, progress)
    rules = ", ".join(concern.rules)
    try:
        for line in fitted(f"{concern.title} ({rules}): {concern.says}", width):
            print(line)
        print()
        for style in styles:
            print(render_text(found[style, concern.name], colour, width) + "\n")
    except BrokenPipeError:  # `python -m styles show flood-fill | head`
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0 if not any(f.problems for f in found.values()) else 1


def fitted(text: str, width: int | None, indent: str = "") -> list[str]:
    """A sentence wrapped to the width (whole when there is none)."""
    import textwrap

    if width is None:
        return [indent + text]
    return textwrap.wrap(text, max(20, width - 1), initial_indent=indent, subsequent_indent=indent) or [""]


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
