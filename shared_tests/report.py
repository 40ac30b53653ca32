"""The comparison report behind ``python -m styles compare``: the styles side by side, by numbers and by code.

Source metrics come from each style's code with `ast` (lines of code, functions, classes, deepest nesting,
McCabe's cyclomatic complexity). Pass figures and times are kept
in the cache (concerns.cache_folder(), `compare/`), one file per style and version of its files, with the time
and the machine they were measured on: a style is measured again only when its files change (or with
`--remeasure`; pass figures also when the transcripts or the probes change). The pass figures come from the
suite's own runner (shared_tests.harness.runs, in fast mode): every transcript the style carries and every
probe. Times are the benchmark's measures (shared_tests.bench) with fewer start-ups; a saved benchmark
(`--bench FILE`, or ./bench-results.json) takes their place.

The text table goes to standard output, fitted to the terminal. `--pair A B` prints two styles in full, side
by side when the terminal is wide enough, and measures nothing. `--html FILE` writes one self-contained page
for a projector that opens on code: one concern in two to four styles side by side (two by two where four
columns would hold fewer than 36 characters of code), at 16 px or more, long lines wrapped between tokens;
below it, charts that keep an outlier readable (a log scale, labelled, round ticks), times with their noise
and a ranking only where the difference is larger than the noise (ties otherwise), two styles in full, the
catalogue with every README embedded. It scales with the window (and a zoom control); no network, inline
styles, two small inline scripts.
"""

from __future__ import annotations

import argparse
import ast
import functools
import hashlib
import html
import json
import os
import platform
import re
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path

from shared_tests import bench as benchmark
from shared_tests import codeview, concerns, exercises
from shared_tests.harness import process
from shared_tests.harness.probes import PROBES
from shared_tests.harness.runs import Job, Pool, transcript_jobs
from shared_tests.harness.targets import base_environment, style_target
from shared_tests.harness.transcript import discover
from styles import catalogue

DECISIONS = (
    ast.If,
    ast.For,
    ast.AsyncFor,
    ast.While,
    ast.IfExp,
    ast.ExceptHandler,
    ast.Assert,
    ast.comprehension,
    ast.match_case,
)
NESTING = (
    ast.If,
    ast.For,
    ast.AsyncFor,
    ast.While,
    ast.With,
    ast.AsyncWith,
    ast.Try,
    ast.Match,
    ast.FunctionDef,
    ast.AsyncFunctionDef,
    ast.ClassDef,
)
STARTUP_RUNS = 5  # start-ups per style when the times are measured here (the benchmark makes 15)
BENCH = "bench-results.json"  # the benchmark's default output, in the current folder
PICKED = ("monolith", "pipeline")  # the default styles of the concern view and of the pair
SAVED_FORMAT = 2  # bumped when what the saved measurements hold changes
PAGE_FORMAT = "5, lines as tokens that wrap, without their indentation; elisions"  # changed with the page's parts
LOG_SCALE = 8  # a chart whose largest value is this many times its median is drawn on a log scale
WIDE = 80  # columns a side of `--pair` needs to be printed beside the other


@dataclass
class Row:
    """One style's numbers. Times are medians in ms with their spread (min and max of the start-ups; median
    and 90th percentile per move); `sources` says where the pass figures and the times come from, when and on
    which machine they were measured; `rank` is the start-up's place as a range, ties where spreads overlap."""

    style: str
    chapter: int
    lines: int
    functions: int
    classes: int
    nesting: int
    complexity_mean: float
    complexity_max: int
    transcripts_passed: int | None = None
    transcripts: int | None = None
    passed: int | None = None  # cases (transcripts and probes) passed
    cases: int | None = None
    startup_ms: float | None = None
    startup_spread_ms: list[float] | None = None
    move_ms: float | None = None
    move_spread_ms: list[float] | None = None
    move_noise_ms: list[float] | None = None  # the lowest and highest median of repeated games: the noise
    sources: dict[str, str] = field(default_factory=dict)  # "pass", "times" -> where from, when, where
    rank: tuple[int, int] | None = None
    move_rank: tuple[int, int] | None = None

    @property
    def pass_rate(self) -> float | None:
        return None if not self.cases else 100.0 * (self.passed or 0) / self.cases


# ---- Source metrics.


def complexity(node: ast.AST) -> int:
    """1 + decisions inside `node`, not counting nested functions (they are units of their own)."""
    count = 1
    stack = list(ast.iter_child_nodes(node))
    while stack:
        child = stack.pop()
        if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            continue
        if isinstance(child, ast.comprehension):
            count += 1 + len(child.ifs)
        elif isinstance(child, DECISIONS):
            count += 1
        elif isinstance(child, ast.BoolOp):
            count += len(child.values) - 1
        stack.extend(ast.iter_child_nodes(child))
    return count


def nesting(node: ast.AST, depth: int = 0) -> int:
    deepest = depth
    for child in ast.iter_child_nodes(node):
        deeper = depth + 1 if isinstance(child, NESTING) else depth
        deepest = max(deepest, nesting(child, deeper))
    return deepest


def static_metrics(style: str) -> Row:
    """The source metrics of a style's own code, kept in the cache for each version of its files."""
    fields = remembered("metrics", style, f"{PAGE_FORMAT} {concerns.source_key(style)}", lambda: asdict(metrics(style)))
    return Row(**fields)


def remembered(kind: str, style: str, key: str, compute: Callable[[], dict | None]) -> dict | None:
    """What `compute` answers for this style and key, from the cache (`kind/`) when it was kept; an answer of
    None is not kept."""
    digest = hashlib.sha256(key.encode()).hexdigest()[:20]
    path = concerns.cache_folder() / kind / f"{style}.{digest}.json"
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        pass
    value = compute()
    if value is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            temporary = path.with_suffix(f".{os.getpid()}.tmp")
            temporary.write_text(json.dumps(value), encoding="utf-8")
            temporary.replace(path)
            for old in sorted(path.parent.glob(f"{style}.*.json"), key=lambda p: p.stat().st_mtime)[
                : -concerns.CACHE_KEPT
            ]:
                old.unlink(missing_ok=True)
        except OSError:
            pass
    return value


def metrics(style: str) -> Row:
    entry = catalogue.get(style)
    texts = entry.sources()
    trees = [ast.parse(text) for text in texts.values()]
    units = []
    for tree in trees:
        top = [s for s in tree.body if not isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))]
        units.append(complexity(ast.Module(body=top, type_ignores=[])))
        functions = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
        units += [complexity(f) for f in ast.walk(tree) if isinstance(f, functions)]
    count = lambda kinds: sum(isinstance(n, kinds) for t in trees for n in ast.walk(t))  # noqa: E731
    return Row(
        style=style,
        chapter=entry.chapter,
        lines=entry.lines,
        functions=count((ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)),
        classes=count(ast.ClassDef),
        nesting=max(nesting(t) for t in trees),
        complexity_mean=round(statistics.mean(units), 2),
        complexity_max=max(units),
    )


# ---- The measurements, kept in the cache.


def machine() -> str:
    """This machine in a few words, for the date line of measured numbers (with its load at the time)."""
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    system = f"{platform.machine()}, {os.cpu_count()} CPUs, {platform.system()}"
    return f"{system}, Python {platform.python_version()}, load {load:.1f}"


def now() -> str:
    return time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())


def saved_path(style: str, folder: Path | None = None) -> Path:
    return (folder or concerns.cache_folder()) / "compare" / f"{style}.{concerns.source_key(style)}.json"


def load_saved(style: str, folder: Path | None = None) -> dict:
    """What was measured of this version of the style's files: {"pass": ..., "times": ...}, or {}."""
    try:
        saved = json.loads(saved_path(style, folder).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return saved if isinstance(saved, dict) and saved.get("format") == SAVED_FORMAT else {}


def save(style: str, entry: dict, folder: Path | None = None) -> None:
    """Keep a style's measurements (a cache that cannot be written is only slower next time)."""
    path = saved_path(style, folder)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(f".{os.getpid()}.tmp")
        temporary.write_text(json.dumps({"format": SAVED_FORMAT, **entry}), encoding="utf-8")
        temporary.replace(path)
        for old in sorted(path.parent.glob(f"{style}.*.json"), key=lambda p: p.stat().st_mtime)[: -concerns.CACHE_KEPT]:
            old.unlink(missing_ok=True)
    except OSError:
        pass


def read_json(path: Path | None, what: str) -> dict:
    """The saved JSON at `path`, {} when there is none; a file that is there but unreadable is an error."""
    if path is None or not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise SystemExit(f"compare: cannot read the {what} {path}: {error}") from None
    if not isinstance(data, dict) or not isinstance(data.get("styles", {}), dict):
        raise SystemExit(f"compare: {path} is not a saved {what}")
    return data


def apply_bench(row: Row, bench: dict, name: str) -> bool:
    """Start-up and move times from the benchmark's saved JSON, when it has the style."""
    saved = bench.get("styles", {}).get(row.style)
    if not saved or "startup_ms" not in saved:
        return False
    row.startup_ms = saved["startup_ms"]
    row.startup_spread_ms = saved.get("startup_spread_ms")
    row.move_ms = saved.get("move_median_ms")
    if row.move_ms is not None and saved.get("move_p90_ms") is not None:
        row.move_spread_ms = [row.move_ms, saved["move_p90_ms"]]
    row.move_noise_ms = saved.get("move_median_spread_ms")  # older benchmarks played one game: no noise known
    host = bench.get("machine", {})
    load = host.get("load_average")
    where = f"{host.get('platform', '?')}, {host.get('cpus', '?')} CPUs, Python {host.get('python', '?')}"
    where += f", load {load[0]:.1f}" if isinstance(load, list) and load else ""
    row.sources["times"] = f"{name}: measured {bench.get('when', '?')} on {where}"
    return True


@functools.cache
def suite_key() -> str:
    """A hash of the cases a style is measured against (the transcripts and the probes): saved pass figures
    count only while they are the same."""
    from shared_tests.harness import probes

    digest = hashlib.sha256(Path(probes.__file__).read_bytes())
    for path in sorted((Path(__file__).parents[1] / "fixtures").rglob("*")):
        if path.is_file():
            digest.update(str(path).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def apply_saved(row: Row, saved: dict) -> tuple[bool, bool]:
    """(pass figures taken, times taken) from the style's saved measurements; pass figures only while the
    suite's cases are the ones they were measured against."""
    figures, times = saved.get("pass"), saved.get("times")
    if figures and figures.get("suite") != suite_key():
        figures = None
    if figures:
        row.transcripts_passed, row.transcripts = figures["transcripts_passed"], figures["transcripts"]
        row.passed, row.cases = figures["passed"], figures["cases"]
        row.sources["pass"] = f"measured {figures['when']} on {figures['machine']}"
    if times:
        row.startup_ms, row.startup_spread_ms = times["startup_ms"], times["startup_spread_ms"]
        row.move_ms, row.move_spread_ms = times["move_ms"], times["move_spread_ms"]
        row.move_noise_ms = times.get("move_noise_ms")
        row.sources["times"] = f"measured {times['when']} on {times['machine']}"
    return bool(figures), bool(times)


def pass_figures(
    styles: list[str], jobs: int, progress: Callable | None, fast: bool = True
) -> dict[str, tuple[int, int, int, int]]:
    """style -> (transcripts passed, transcripts, cases passed, cases): every transcript the style carries and
    every probe, by the suite's own runner; in fast mode (fork servers) unless `fast` is False."""
    transcripts = discover()
    jobs_of = {}
    for style in styles:
        target = style_target(style)
        jobs_of[style] = (transcript_jobs([target], transcripts), [Job(target, probe) for probe in PROBES])
    process.configure(fast=fast, env=base_environment())
    pool = Pool(jobs, progress=progress)
    try:
        for runs, probes in jobs_of.values():
            for job in runs + probes:
                pool.submit(job)
        out = {}
        for style, (runs, probes) in jobs_of.items():
            ran = sum(pool.verdict(job).ok for job in runs)
            probed = sum(pool.verdict(job).ok for job in probes)
            out[style] = (ran, len(runs), ran + probed, len(runs) + len(probes))
        return out
    finally:
        pool.close()
        process.configure(fast=False)


def timings(style: str) -> tuple[list[float], list[list[float]]]:
    """Start-up times (ms) of STARTUP_RUNS games that end at once, and the times (ms) of each move of each of
    the benchmark's latency games: its own measures (shared_tests.bench), with fewer start-ups."""
    startups, _ = benchmark.start_up(style, STARTUP_RUNS)
    games = [benchmark.latency_game(style, benchmark.script()) for _ in range(benchmark.LATENCY_GAMES)]
    return [seconds * 1000 for seconds in startups], [[s * 1000 for s in game["times"]] for game in games]


def measure(
    styles: list[str],
    dynamic: bool = True,
    jobs: int | None = None,
    bench: dict | None = None,
    bench_name: str = BENCH,
    progress: bool = False,
    fast: bool = True,
    remeasure: bool = False,
    cache_in: Path | None = None,
) -> list[Row]:
    """One Row per style: source metrics, then pass figures and times as saved for the style's files (times
    from the benchmark first), then (when `dynamic`) what is missing, measured now and saved. `remeasure`:
    measure every style again. `progress`: draw progress bars on standard error."""
    rows = [static_metrics(style) for style in styles]
    saved = {style: {} if remeasure else load_saved(style, cache_in) for style in styles}
    need_pass, need_times = [], []
    for row in rows:
        took_pass, took_times = apply_saved(row, saved[row.style])
        took_times = apply_bench(row, bench or {}, bench_name) or took_times
        if not took_pass:
            need_pass.append(row)
        if not took_times:
            need_times.append(row)
    if dynamic and need_pass:
        names = [row.style for row in need_pass]
        bar = concerns.progress_bar("pass figures: transcripts and probes") if progress else None
        figures = pass_figures(names, jobs or (os.cpu_count() or 2) * 3, bar, fast)
        for row in need_pass:
            row.transcripts_passed, row.transcripts, row.passed, row.cases = figures[row.style]
            stamp = {"when": now(), "machine": machine()}
            saved[row.style]["pass"] = {
                "suite": suite_key(),
                "transcripts_passed": row.transcripts_passed,
                "transcripts": row.transcripts,
                "passed": row.passed,
                "cases": row.cases,
                **stamp,
            }
            row.sources["pass"] = f"measured {stamp['when']} on {stamp['machine']}"
    bar = concerns.progress_bar("times: styles") if dynamic and progress and need_times else None
    for number, row in enumerate(need_times if dynamic else [], 1):
        startups, games = timings(row.style)
        row.startup_ms, row.startup_spread_ms = statistics.median(startups), [min(startups), max(startups)]
        medians = [statistics.median(moves) for moves in games if moves]
        if medians:
            row.move_ms, row.move_noise_ms = statistics.median(medians), [min(medians), max(medians)]
            row.move_spread_ms = [row.move_ms, benchmark.percentile([s for moves in games for s in moves], 0.9)]
        stamp = {"when": now(), "machine": machine()}
        saved[row.style]["times"] = {
            "startup_ms": row.startup_ms,
            "startup_spread_ms": row.startup_spread_ms,
            "move_ms": row.move_ms,
            "move_spread_ms": row.move_spread_ms,
            "move_noise_ms": row.move_noise_ms,
            **stamp,
        }
        row.sources["times"] = f"measured {stamp['when']} on {stamp['machine']}"
        if bar:
            bar(number, len(need_times))
    for row in (need_pass + need_times) if dynamic else []:
        save(row.style, saved[row.style], cache_in)
    rank(rows)
    return rows


def rank(rows: list[Row]) -> None:
    """Each row's start-up rank and time-per-move rank, as ranges (ties_by_noise)."""
    for row, place in ties_by_noise(rows, lambda row: row.startup_spread_ms):
        row.rank = place
    for row, place in ties_by_noise(rows, lambda row: row.move_noise_ms):
        row.move_rank = place


def ties_by_noise(rows: list[Row], noise: Callable[[Row], list[float] | None]) -> list[tuple[Row, tuple[int, int]]]:
    """Places as ranges, among the rows whose noise (the lowest and highest of repeated measures) is known: a
    style is behind another only when its noise lies wholly above the other's (the difference is larger than
    the noise); styles whose noise overlaps share places."""
    known = [(row, noise(row)[:2]) for row in rows if noise(row)]
    return [
        (row, (1 + sum(other[1] < low for _, other in known), len(known) - sum(other[0] > high for _, other in known)))
        for row, (low, high) in known
    ]


# ---- The text table.


def spread(value: float | None, around: list[float] | None, form: str) -> str:
    """`12 (11–14)`: a median and its spread."""
    if value is None:
        return "—"
    text = form.format(value)
    return text + (f" ({form.format(around[0])}–{form.format(around[1])})" if around else "")


def per_move(row: Row) -> str:
    """`0.08 (p90 0.11)`: the median time per move and its 90th percentile."""
    if row.move_ms is None:
        return "—"
    return f"{row.move_ms:.2f}" + (f" (p90 {row.move_spread_ms[1]:.2f})" if row.move_spread_ms else "")


def pass_text(row: Row, short: bool = False) -> str:
    """`120/120 transcripts, 134/134 cases`: what passed of what was run."""
    if not row.cases:
        return "—"
    if short:
        return f"{row.transcripts_passed}/{row.transcripts}, {row.passed}/{row.cases}"
    return f"{row.transcripts_passed}/{row.transcripts} transcripts, {row.passed}/{row.cases} cases"


def rank_text(row: Row) -> str:
    return rank_text_of(row.rank)


def rank_text_of(place: tuple[int, int] | None) -> str:
    if place is None:
        return "—"
    low, high = place
    return str(low) if low == high else f"{low}–{high}"


TABLE = [  # (title, value of a row, right-aligned, dropped in this order when the terminal is narrow)
    ("ch", lambda r: str(r.chapter), True, None),
    ("style", lambda r: r.style, False, None),
    ("lines", lambda r: str(r.lines), True, None),
    ("functions", lambda r: str(r.functions), True, 3),
    ("classes", lambda r: str(r.classes), True, 4),
    ("nesting", lambda r: str(r.nesting), True, 5),
    ("mean CC", lambda r: f"{r.complexity_mean:.1f}", True, 7),
    ("max CC", lambda r: str(r.complexity_max), True, 6),
    ("passed", lambda r: pass_text(r, short=True), True, None),
    ("start-up ms", lambda r: spread(r.startup_ms, r.startup_spread_ms, "{:.0f}"), True, None),
    ("rank", rank_text, True, 2),
    ("ms per move", per_move, True, 1),
]


def text_table(rows: list[Row], width: int | None = None) -> str:
    """The table of `python -m styles compare`, fitted to `width` (columns dropped, least needed first), then
    where its measured numbers come from."""
    columns = list(TABLE)

    def render(columns: list) -> list[str]:
        cells = [[value(row) for _, value, _, _ in columns] for row in rows]
        sizes = [max([len(title)] + [len(line[i]) for line in cells]) for i, (title, *_) in enumerate(columns)]

        def line(values: list[str]) -> str:
            parts = [
                value.rjust(size) if right else value.ljust(size)
                for value, size, (_, _, right, _) in zip(values, sizes, columns, strict=True)
            ]
            return "  ".join(parts).rstrip()

        head = line([title for title, *_ in columns])
        return [head, "-" * len(head)] + [line(values) for values in cells]

    lines = render(columns)
    while width and max(map(len, lines)) > width and any(drop for *_, drop in columns):
        columns.remove(min((c for c in columns if c[3]), key=lambda c: c[3]))
        lines = render(columns)
    for what, label in (("pass", "passed"), ("times", "times")):
        for origin, count in sorted(origins(rows, what).items()):
            lines += concerns.fitted(f"{label}: {origin} ({count} styles)", width)
    if not any(row.sources for row in rows):
        lines.append("passed and times: not measured (--static, and nothing saved)")
    notes = "lines: non-blank lines of the style's own Python; CC: cyclomatic complexity per function; "
    notes += "passed: transcripts, then cases (transcripts and probes); start-up: median (min–max) of the runs; "
    notes += "rank: by start-up, styles whose spreads overlap share places"
    return "\n".join(lines + concerns.fitted(notes, width))


STAMP = re.compile(
    r"(?P<lead>.*measured )(?P<day>\d{4}-\d\d-\d\d) (?P<time>\d\d:\d\d) UTC on (?P<host>.*), load (?P<load>[\d.]+)"
)


def origins(rows: list[Row], what: str) -> dict[str, int]:
    """Where the rows' numbers of one kind come from, each with how many styles: the measurements of one day on
    one machine as one line, with the range of their times and of the machine's load."""
    groups: dict[tuple, list] = {}
    for row in rows:
        if what not in row.sources:
            continue
        found = STAMP.fullmatch(row.sources[what])
        key = (found["lead"], found["day"], found["host"]) if found else (row.sources[what],)
        groups.setdefault(key, []).append(found)
    out = {}
    for key, stamps in groups.items():
        if len(key) == 1:
            out[key[0]] = len(stamps)
            continue
        times, loads = sorted(s["time"] for s in stamps), sorted(float(s["load"]) for s in stamps)
        when = times[0] if times[0] == times[-1] else f"{times[0]}–{times[-1]}"
        load = f"{loads[0]:.1f}" if loads[0] == loads[-1] else f"{loads[0]:.1f}–{loads[-1]:.1f}"
        out[f"{key[0]}{key[1]} {when} UTC on {key[2]}, load {load}"] = len(stamps)
    return out


def pair_text(pair: tuple[str, str], colour: bool, width: int | None) -> str:
    """Two styles' full sources, numbered: side by side when the terminal has room for two columns of WIDE
    characters, else one after the other."""
    side = None if width is None else (width - 3) // 2
    together = side is not None and side >= WIDE
    texts = [source_listing(style, colour, side if together else width) for style in pair]
    if together:
        return "\n".join(codeview.side_by_side(texts[0], texts[1], side))
    return "\n".join(texts[0] + [""] + texts[1])


def source_listing(style: str, colour: bool, width: int | None) -> list[str]:
    entry = catalogue.get(style)
    bold = (lambda text: f"\x1b[1m{text}\x1b[0m") if colour else (lambda text: text)
    out = concerns.fitted(f"══ {entry.chapter} {style} ({', '.join(entry.aka)}): {entry.constraints}", width)
    out[0] = bold(out[0])
    for name, text in entry.sources().items():
        out += concerns.fitted(f"── styles/{style}/{name}", width)
        lines = codeview.lex(text)
        out += codeview.listing(lines, range(1, len(text.splitlines()) + 1), set(), colour, width)
    return out


# ---- The HTML page.


BREAK_AFTER = frozenset("([{,.:;=+-*/%<>|&^~@!")  # a line of code may wrap after a token ending so


def token_lines(source: str) -> list[list[tuple[str, str]]]:
    """The source's lines, each a list of (inline CSS of the token, its text) from pygments' Python lexer (no
    colour for plain names; a comment or a string, prose, may wrap between its words), or one plain token per
    line without pygments."""
    try:
        from pygments.lexers import PythonLexer
        from pygments.styles import get_style_by_name
        from pygments.token import Token
    except ImportError:
        return [[("", line)] for line in source.splitlines()]
    look = get_style_by_name("default")
    lines: list[list[tuple[str, str]]] = [[]]
    for kind, text in PythonLexer(stripnl=False, ensurenl=True).get_tokens(source):
        found = look.style_for_token(kind)
        css = "white-space:pre-wrap;" if kind in Token.Comment or kind in Token.Literal.String else ""
        css += f"color:#{found['color']}" if found["color"] else ""
        css += ";font-weight:bold" if found["bold"] else ""
        css += ";font-style:italic" if found["italic"] else ""
        for number, piece in enumerate(text.split("\n")):
            if number:
                lines.append([])
            if piece:
                lines[-1].append((css.lstrip(";"), piece))
    return lines[: len(source.splitlines())]


def line_html(tokens: list[tuple[str, str]], marks: tuple[tuple[int, int], ...] = ()) -> str:
    """One line of code as HTML for a page that wraps long lines between tokens, never inside one: each token a
    span that never breaks (`white-space: pre` in the page's style), the spaces between tokens plain text (a
    line may break there), and a <wbr> after a bracket, comma, dot or operator that another token follows.
    `marks`: columns (1-based, inclusive) shown in <mark> (code_golf's concerns, by column). The line's
    indentation is left out: the page puts it back (indent_of), less a block's common indentation."""
    out, column, leading = [], 1, True
    for number, (css, text) in enumerate(tokens):
        if leading:  # the indentation, also inside a string that goes on from the line above
            stripped = text.lstrip(" ")
            column += len(text) - len(stripped)
            text, leading = stripped, not stripped
        if not text:
            continue
        if text.isspace():
            out.append(html.escape(text))
            column += len(text)
            continue
        pieces, at = [], 0
        for first, last in marks:  # split the token where a mark starts or ends inside it
            for edge in (first - column, last + 1 - column):
                if at < edge < len(text):
                    pieces.append(text[at:edge])
                    at = edge
        pieces.append(text[at:])
        for piece in pieces:
            marked = any(first <= column <= last for first, last in marks)
            span = f'<span style="{css}">{html.escape(piece)}</span>' if css else f"<span>{html.escape(piece)}</span>"
            out.append(f"<mark>{span}</mark>" if marked else span)
            column += len(piece)
        following = tokens[number + 1][1] if number + 1 < len(tokens) else ""
        if text[-1] in BREAK_AFTER and following and not following.isspace():
            out.append("<wbr>")
    return "".join(out)


def indent_of(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def readme_html(style: catalogue.Style) -> str:
    """The style's README as HTML (Python-Markdown, where installed; else its text as it is), links to files
    of the repository kept as text, so that the page works wherever it is copied."""
    text = (style.folder / "README.md").read_text(encoding="utf-8")
    try:
        import markdown
    except ImportError:
        return f'<pre class="readme-text">{html.escape(text)}</pre>'
    body = markdown.markdown(text, extensions=["tables", "fenced_code"], output_format="html")
    return _LINK.sub(lambda found: f'<span class="link" title="{found["target"]}">', body).replace("</a>", "</span>")


_LINK = re.compile(r'<a href="(?P<target>[^"]*)"[^>]*>')


def style_part(style: catalogue.Style, found: dict[tuple[str, str], concerns.Found] | None) -> dict:
    """One style's part of the page's data: its highlighted sources (line by line) and its excerpt of every
    concern (none when `found` is None)."""
    files, tokens = {}, {}
    for name, text in style.sources().items():
        tokens[name] = token_lines(text)
        files[name] = {
            "lines": [line_html(line) for line in tokens[name]],
            "indent": [indent_of(line) for line in text.splitlines()],
        }
    part: dict = {"code": files, "found": {}}
    for concern in concerns.definitions().values() if found else ():
        result = found[style.name, concern.name]
        blocks = []
        for block in result.blocks:
            columns = dict(block.columns)
            special = {n: line_html(tokens[block.file][n - 1], columns[n]) for n in block.lines if n in columns}
            rows = [row if isinstance(row, int) else {"elided": html.escape(row)} for row in block.rows()]
            blocks.append(
                {"file": block.file, "lines": list(block.lines), "rows": rows, "hits": sorted(block.hits),
                 "where": block.where, "columns": special}
            )  # fmt: skip
        part["found"][concern.name] = {
            "mapped": result.mapped,
            "size": result.size,
            "count": result.count,
            "of": result.statements,
            "problems": result.problems + result.findings,
            "blocks": blocks,
        }
    return part


def style_parts(styles: list[str], jobs: int | None = None, progress=None) -> dict[str, dict]:
    """style -> its part of the page, kept in the cache for each version of its files and of concerns.toml:
    only the styles without one are run under coverage (a part whose runs failed is not kept)."""
    table = concerns.definitions()
    rules = concerns.DEFINITIONS.read_bytes().decode("utf-8", "replace")
    keys = {style: f"{PAGE_FORMAT} {concerns.CACHE_FORMAT} {concerns.source_key(style)} {rules}" for style in styles}
    parts = {style: remembered("page", style, keys[style], lambda: None) for style in styles}
    missing = [style for style in styles if parts[style] is None]
    if missing:
        found = concerns.find_all(missing, list(table.values()), jobs, progress)
        for style in missing:
            part = style_part(catalogue.get(style), found)
            failed = any(found[style, name].problems for name in table)  # runs that failed are tried again
            parts[style] = part if failed else remembered("page", style, keys[style], lambda part=part: part)
    return parts


def page_data(rows: list[Row], parts: dict[str, dict] | None) -> dict:
    """Everything the page's script needs: the styles, their highlighted sources and the excerpt of every
    concern."""
    data: dict = {"styles": [], "code": {}, "concerns": {}}
    for row in rows:
        style = catalogue.get(row.style)
        data["styles"].append(
            {"name": style.name, "chapter": style.chapter, "aka": ", ".join(style.aka), "part": style.part}
        )
        data["code"][style.name] = (parts or {}).get(style.name, {}).get("code") or style_part(style, None)["code"]
    for concern in concerns.definitions().values() if parts else ():
        entry = {"title": concern.title, "says": concern.says, "rules": ", ".join(concern.rules), "found": {}}
        for row in rows:
            entry["found"][row.style] = parts[row.style]["found"][concern.name]
        data["concerns"][concern.name] = entry
    return data


TIES = "#: the rank; styles whose whiskers overlap share it, since their difference is within the noise"
CHARTS = [  # (key, title, format, what the chart shows, in a line under it)
    ("lines", "Lines of code", "{:d}", "Non-blank lines of the style's own Python files."),
    ("complexity_mean", "Mean cyclomatic complexity", "{:.1f}", "Per function; a module's top level counts as one."),
    ("startup_ms", "Start-up, ms", "{:.0f}", f"Median of the runs; whisker: the fastest and slowest run. {TIES}."),
    (
        "move_ms",
        "Time per move, ms",
        "{:.2f}",
        f"Median of the games' medians; whisker: their lowest and highest. {TIES}.",
    ),
    ("pass_rate", "Cases passed, %", "{:.0f}", "Transcripts and probes."),
]


def spread_of(row: Row, key: str) -> list[float] | None:
    """A time's noise, the whisker of its bar: start-up, the fastest and slowest run; per move, the lowest and
    highest median of the games."""
    return {"startup_ms": row.startup_ms and row.startup_spread_ms, "move_ms": row.move_noise_ms}.get(key)


def rank_of(row: Row, key: str) -> tuple[int, int] | None:
    return {"startup_ms": row.rank, "move_ms": row.move_rank}.get(key)


def tick_text(value: float) -> str:
    """A tick's label: a round number as written by hand (`0.3`, `250`, `2k` is not used: `2000`)."""
    return f"{round(value, 9):g}" if abs(value) < 1e6 else f"{value:.0f}"


def nice_step(span: float, count: int = 4) -> float:
    """The round step (1, 2, 2.5 or 5 times a power of ten) that cuts `span` into about `count` parts."""
    import math

    raw = span / count
    power = 10 ** math.floor(math.log10(raw))
    return next(m * power for m in (1, 2, 2.5, 5, 10) if raw <= m * power * 1.0001)


def scale(values: list[float]) -> tuple[Callable[[float], float], str, list[float]]:
    """(value -> percent of the bar's track, what the scale is, the ticks, all round numbers): linear from 0 to
    the largest value, with ticks at multiples of a round step, or logarithmic when the largest value would
    flatten the others (LOG_SCALE times the median), with ticks at 1, 2 and 5 times the powers of ten."""
    import math

    top = max(values) or 1
    middle = statistics.median(values)
    if min(values) > 0 and middle > 0 and top >= LOG_SCALE * middle:
        low, high = min(values) / 1.5, top * 1.1
        span = math.log10(high / low)
        powers = range(math.floor(math.log10(low)), math.ceil(math.log10(high)) + 1)
        ticks = [m * 10**k for k in powers for m in (1, 2, 5) if low <= m * 10**k <= high]
        if len(ticks) > 6:
            ticks = [tick for tick in ticks if tick_text(tick)[0] == "1"]
        return (lambda v: 100 * math.log10(max(v, low) / low) / span), "log scale", ticks
    step = nice_step(top, 5)
    return (lambda v: 100 * v / top), "linear from 0", [step * k for k in range(math.floor(top / step + 1e-9) + 1)]


def chart(rows: list[Row], key: str, title: str, form: str, picked: set[str], says: str = "") -> str:
    """A compact horizontal bar chart, sorted from the smallest value, the picked styles highlighted, its
    scale named, round ticks; for times, a whisker for the noise and the rank, shared by styles whose
    difference is within the noise; '' when no style has the value. A chart whose values are all equal is a
    sentence instead."""
    values = sorted((getattr(r, key), r.chapter, r) for r in rows if getattr(r, key) is not None)
    if not values:
        return ""
    if len({value for value, _, _ in values}) == 1:
        sentence = f"{form.format(values[0][0])} for every style."
        return f'<div class="chart flat" data-metric="{key}"><h3>{html.escape(title)}</h3><p>{sentence}</p></div>'
    every = [value for value, _, _ in values] + [x for _, _, r in values for x in (spread_of(r, key) or [])]
    where, kind, ticks = scale([v for v in every if v is not None])
    label = max(len(row.style) for _, _, row in values) + 1
    out = [
        f'<div class="chart" data-metric="{key}" data-scale="{kind}" style="--label:{label}ch">'
        f'<h3>{html.escape(title)} <span class="scale">{kind}</span></h3>'
    ]
    for value, _, row in values:
        cls = "bar-row picked" if row.style in picked else "bar-row"
        whisker = ""
        around = spread_of(row, key)
        if around:
            left, right = where(around[0]), where(around[1])
            whisker = f'<i class="whisker" style="left:{left:.1f}%;width:{max(0.4, right - left):.1f}%"></i>'
        place = rank_of(row, key)
        extra = ""
        if place:
            tie = " tie" if place[0] != place[1] else ""
            extra = f' <small class="rank{tie}" title="rank; a range where it ties">#{rank_text_of(place)}</small>'
        out.append(
            f'<div class="{cls}" data-style="{row.style}" data-value="{value}">'
            f'<span class="label">{row.style}</span>'
            f'<span class="track"><b style="width:{max(0.5, where(value)):.1f}%"></b>{whisker}</span>'
            f'<span class="value">{form.format(value)}{extra}</span></div>'
        )
    axis = "".join(f'<span style="left:{where(t):.1f}%">{tick_text(t)}</span>' for t in ticks)
    out.append(f'<div class="axis"><span></span><span class="ticks">{axis}</span><span></span></div>')
    out.append(f'<p class="legend">{html.escape(says)}</p>' if says else "")
    return "\n".join(out + ["</div>"])


def catalogue_table(rows: list[Row], picked: set[str]) -> str:
    body = []
    for row in rows:
        style = catalogue.get(row.style)
        body.append(
            f'<tr class="{"picked" if row.style in picked else ""}" data-style="{row.style}">'
            f"<td>{style.chapter}</td>"
            f'<td class="left"><a href="#readme-{style.name}"><b>{style.name}</b></a><br>'
            f"<small>{html.escape(', '.join(style.aka))}</small></td>"
            f'<td class="left constraints">{html.escape(style.constraints)}</td>'
            f"<td>{row.lines}</td><td>{pass_text(row)}</td>"
            f"<td>{spread(row.startup_ms, row.startup_spread_ms, '{:.0f}')}</td><td>{rank_text(row)}</td>"
            f"<td>{per_move(row)}</td></tr>"
        )
    return (
        '<table id="catalogue"><thead><tr><th>ch.</th><th class="left">style</th>'
        '<th class="left">constraints</th><th>lines</th><th>passed</th><th>start-up ms (spread)</th>'
        "<th>rank</th><th>ms per move</th></tr></thead><tbody>" + "".join(body) + "</tbody></table>"
    )


def exercises_table() -> str:
    """The changeability table of EXERCISES.md: per exercise and style, the lines its solution added and removed."""
    names, styles, found = exercises.grid()
    head = "".join(
        f'<th title="{html.escape(exercises.title(name))}">{exercises.section(name)}<br>{name}</th>' for name in names
    )
    body = []
    for style in styles:
        entry = catalogue.get(style)
        cells = []
        for name in names:
            stats = found.get((name, style))
            if stats is None:
                cells.append("<td></td>")
                continue
            share = 100 * (stats.added + stats.removed) / max(entry.lines, 1)
            files = "" if stats.files == 1 else f" <small>({stats.files} files)</small>"
            cells.append(
                f'<td title="{share:.1f}% of {entry.lines} lines, {stats.moved} moved">'
                f"+{stats.added}/−{stats.removed}{files}</td>"
            )
        body.append(f'<tr><td>{entry.chapter}</td><td class="left"><b>{style}</b></td>{"".join(cells)}</tr>')
    return (
        '<section id="exercises"><h2>Exercises: what each style had to change</h2>'
        '<p class="origin">The solutions of EXERCISES.md, kept as patches against the unchanged styles '
        "(teachers/solutions/NAME/): non-blank lines added/removed; hover a cell for its share of the "
        "style's lines. <code>python -m styles compare --exercise NAME</code> prints one exercise in full.</p>"
        f'<table id="exercise-table"><thead><tr><th>ch.</th><th class="left">style</th>{head}</tr></thead>'
        f"<tbody>{''.join(body)}</tbody></table></section>"
    )


STYLE = """
:root { --zoom: 1; --code-size: max(16px, .85rem); }
html { font-size: calc((8px + 0.6vw) * var(--zoom)); }
body { font: 1rem/1.4 system-ui, sans-serif; margin: 0; padding: 0 1.5vw 3rem; color: #111; background: #fff; }
select, button { font: inherit; }
#top { display: flex; flex-wrap: wrap; gap: .3rem 1.2rem; align-items: center; padding: .45rem 0 .35rem;
  border-bottom: 1px solid #ddd; }
#top h1 { font-size: 1.15rem; margin: 0; white-space: nowrap; }
#top label, #picks, #zoom { white-space: nowrap; } #top select { max-width: 14em; }
#zoom { margin-left: auto; font-size: .9rem; }
#zoom button { padding: 0 .5em; }
h2 { font-size: 1.35rem; margin: 1.6rem 0 .4rem; } h3 { font-size: 1.05rem; margin: 0 0 .3rem; }
.origin { color: #444; font-size: .9rem; margin: .15rem 0; }
#concern-says { margin: .4rem 0 .5rem; }
.columns { display: grid; grid-template-columns: repeat(var(--count, 2), minmax(0, 1fr)); gap: .8rem; }
.column { min-width: 0; border: 1px solid #ccc; border-radius: 4px; padding: .3rem .5rem; }
.column h3 { font-size: 1.1rem; margin: 0; } .column .note { font-size: .85rem; color: #555; margin: .1rem 0 .2rem; }
.file { font-size: .85rem; color: #333; margin: .4rem 0 .1rem; font-weight: bold; }
.code-box { overflow-x: auto; }
table.code { border-collapse: collapse; width: 100%; table-layout: fixed;
  font: var(--code-size)/1.35 ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; }
table.code td { padding: 0 .3rem; vertical-align: top; }
table.code td.n { color: #888; text-align: right; user-select: none; white-space: nowrap; width: 3ch; }
table.code td.c { white-space: pre-wrap; overflow-wrap: normal; word-break: normal;
  padding-left: calc(var(--hang, 0ch) + .3rem); text-indent: calc(-1 * var(--hang, 0ch)); }
table.code td.c span { white-space: pre; }
table.code tr.elided td.c { color: #777; font-style: italic; }
table.code tr.hit td { background: #fff1b8; } table.code tr.hit td.n { color: #111; font-weight: bold; }
table.code mark { background: #ffd54f; font-weight: bold; }
#probe { position: absolute; visibility: hidden; white-space: pre;
  font: var(--code-size) ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; }
body.focus > :not(#top):not(#concerns):not(script) { display: none; }
#charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 34rem), 1fr)); gap: 1.4rem 3rem; }
.chart { min-width: 0; } .chart.flat p { margin: 0; }
.chart .scale { font-weight: normal; color: #555; font-size: .8rem; border: 1px solid #aaa; padding: 0 .3em; }
.chart .legend { font-size: .85rem; color: #444; margin: .3rem 0 0; }
.bar-row, .axis { display: grid; grid-template-columns: var(--label, 12ch) 1fr 6.5em; column-gap: .6em;
  align-items: center; min-height: 1.3em; }
.bar-row .label { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.bar-row .track { position: relative; height: .75em; } .bar-row .value { text-align: right; white-space: nowrap; }
.bar-row b { position: absolute; left: 0; top: 0; bottom: 0; background: #8aa6c8; }
.bar-row .whisker { position: absolute; top: .3em; height: .15em; background: #222; }
.bar-row .rank { color: #555; } .bar-row .rank.tie { color: #777; }
.bar-row.picked .label, .bar-row.picked .value { font-weight: bold; } .bar-row.picked b { background: #d9480f; }
.axis .ticks { position: relative; height: 1.3em; border-top: 1px solid #888; font-size: .85rem; color: #444; }
.axis .ticks span { position: absolute; transform: translateX(-50%); white-space: nowrap; }
.controls { display: flex; flex-wrap: wrap; gap: .3rem 1rem; align-items: center; margin: .4rem 0; }
#catalogue, #exercise-table { border-collapse: collapse; width: 100%; font-size: .9rem; }
#catalogue th, #catalogue td, #exercise-table th, #exercise-table td {
  border-bottom: 1px solid #ddd; padding: .15rem .4rem; text-align: right; }
#catalogue td { vertical-align: top; } #catalogue .left, #exercise-table .left { text-align: left; }
#catalogue .constraints { color: #333; max-width: 40rem; }
tr.picked td { background: #fff4d6; }
.readme { border-top: 1px solid #ccc; padding: .3rem 0 1rem; max-width: 70rem; }
.readme h1, .readme h2 { font-size: 1.1rem; } .readme h3, .readme h4 { font-size: 1rem; }
.readme pre, .readme code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: .9rem; }
.readme pre { overflow-x: auto; background: #f6f6f6; padding: .4rem; }
.readme .link { text-decoration: underline dotted; }
.readme table { border-collapse: collapse; } .readme td, .readme th { border: 1px solid #ddd; padding: .1rem .3rem; }
"""

SCRIPT = """
const data = JSON.parse(document.getElementById('data').textContent);
const $ = (id) => document.getElementById(id);
const styleInfo = Object.fromEntries(data.styles.map((s) => [s.name, s]));
const wanted = new URLSearchParams(location.hash.slice(1));
const PICKS = [1, 2, 3, 4].map((n) => $('pick-' + n)).filter(Boolean);
const MIN_CHARACTERS = 36;  /* the narrowest column of code; narrower, four styles go two by two */
const DEEP = 16;  /* characters of indentation past which an excerpt's levels are drawn half as wide */
function setZoom(zoom) {
  zoom = Math.min(3, Math.max(0.5, Math.round(zoom * 10) / 10));
  document.documentElement.style.setProperty('--zoom', zoom);
  $('zoom-level').textContent = Math.round(zoom * 100) + '%';
  wanted.set('zoom', zoom); remember(); layoutAll();
}
function remember() { location.replace('#' + wanted.toString()); }
function row(style, file, n, hit, marked, base, scale = 1) {
  const body = data.code[style][file];
  const text = marked !== undefined ? marked : (body.lines[n - 1] || '');
  const indent = Math.round(Math.max(0, (body.indent[n - 1] || 0) - base) * scale);
  const hang = indent + 4;  /* a wrapped line goes on under its own indentation, further in */
  return `<tr${hit ? ' class="hit"' : ''}><td class="n">${n}</td>` +
    `<td class="c" style="--hang:${hang}ch">${' '.repeat(indent)}${text}</td></tr>`;
}
function codeTable(style, file, lines, hits, marked, dedent) {
  /* an excerpt is shown without the indentation its lines share (`dedent`), as a quotation is; `lines` holds
     line numbers, and {elided: text} for an elision, a line that stands for lines not shown */
  const hit = new Set(hits || []), body = data.code[style][file];
  const filled = lines.filter((n) => typeof n !== 'object' && body.lines[n - 1]);
  const base = dedent && filled.length ? Math.min(...filled.map((n) => body.indent[n - 1] || 0)) : 0;
  /* an excerpt shown under the headers around it can nest deep: past DEEP characters, each level is drawn
     half as wide, so that the deepest line still has room in a narrow column */
  const deepest = Math.max(0, ...filled.map((n) => (body.indent[n - 1] || 0) - base));
  const scale = dedent && deepest > DEEP ? 0.5 : 1;
  let rows = '';
  for (const n of lines) {
    if (typeof n === 'object') {
      const text = n.elided.trimStart();
      const indent = Math.round(Math.max(0, n.elided.length - text.length - base) * scale);
      rows += `<tr class="elided"><td class="n"></td><td class="c">${' '.repeat(indent)}${text}</td></tr>`;
    } else {
      rows += row(style, file, n, hit.has(n), marked ? marked[n] : undefined, base, scale);
    }
  }
  return `<div class="code-box"><table class="code">${rows}</table></div>`;
}
function characterWidth() { return $('probe').getBoundingClientRect().width / 10; }
function layout(grid) {  /* every style side by side when each column holds MIN_CHARACTERS, else two by two */
  const count = grid.children.length;
  if (!count) return;
  const gap = parseFloat(getComputedStyle(grid).columnGap) || 0;
  const need = (MIN_CHARACTERS + 6) * characterWidth() + 24;
  const fits = (k) => (grid.clientWidth - gap * (k - 1)) / k >= need;
  grid.style.setProperty('--count', fits(count) ? count : (count > 2 && fits(2) ? 2 : 1));
}
function layoutAll() { document.querySelectorAll('.columns').forEach(layout); }
function heading(style) { const s = styleInfo[style]; return `<h3>${s.chapter} ${style}</h3>`; }
function chosenStyles() {
  const names = PICKS.map((pick) => pick.value).filter((name) => name in styleInfo);
  return [...new Set(names)].sort((a, b) => styleInfo[a].chapter - styleInfo[b].chapter);
}
function showConcern() {
  const name = $('concern').value, concern = data.concerns[name];
  const chosen = chosenStyles();
  $('concern-says').innerHTML = `<b>${concern.title}</b> (${concern.rules}): ${concern.says}`;
  $('concern-columns').innerHTML = chosen.map((style) => {
    const found = concern.found[style];
    const parts = found.blocks.map((b) => {
      const span = b.lines[0] === b.lines[b.lines.length - 1] ? `line ${b.lines[0]}` :
        `lines ${b.lines[0]}–${b.lines[b.lines.length - 1]}`;
      return `<div class="file">${b.file}, ${span}${b.where ? ', in ' + b.where : ''}</div>` +
        codeTable(style, b.file, b.rows, b.hits, b.columns, true);
    });
    let only = found.count === 1 ? 'the statement that runs' : `the ${found.count} statements that run`;
    only += ' only for this concern';
    if (!found.count) only = 'none: no statement runs only for this concern';
    let note = found.mapped ? `${found.size} lines, the places of this concern in the constructs around them; ` +
      `highlighted: ${only}.` :
      'This style has no concerns.map yet: the lines that run only for this concern, with the function or block ' +
      'around them.';
    if (found.problems.length) note += ' Not verified: ' + found.problems.slice(0, 2).join('; ');
    return `<div class="column" data-style="${style}">${heading(style)}<p class="note">${note}</p>` +
      `${parts.join('') || '<p>No line found for this concern.</p>'}</div>`;
  }).join('');
  wanted.set('concern', name); wanted.set('styles', chosen.join(',')); remember(); layoutAll();
}
function showPair() {
  $('pair-columns').innerHTML = [$('pair-a').value, $('pair-b').value].map((style) => {
    const files = Object.entries(data.code[style]).map(([file, body]) => {
      const table = codeTable(style, file, body.lines.map((_, i) => i + 1), []);
      return `<div class="file">${file}</div>${table}`;
    });
    return `<div class="column" data-style="${style}">${heading(style)}${files.join('')}</div>`;
  }).join('');
  layoutAll();
}
$('zoom-in').addEventListener('click', () => setZoom(parseFloat(wanted.get('zoom') || 1) + 0.1));
$('zoom-out').addEventListener('click', () => setZoom(parseFloat(wanted.get('zoom') || 1) - 0.1));
$('zoom-reset').addEventListener('click', () => setZoom(1));
if (wanted.get('view') === 'concern') document.body.classList.add('focus');  /* the concern view alone */
if (data.concerns && Object.keys(data.concerns).length) {
  if (wanted.get('concern') in data.concerns) $('concern').value = wanted.get('concern');
  const styles = (wanted.get('styles') || '').split(',').filter((s) => s in styleInfo).slice(0, 4);
  if (styles.length >= 2) PICKS.forEach((pick, i) => { pick.value = styles[i] || ''; });
  $('concern').addEventListener('change', showConcern);
  PICKS.forEach((pick) => pick.addEventListener('change', () => {
    if (chosenStyles().length < 2) pick.value = PICKS.map((p) => p.value).find((v) => v && v !== pick.value) ?
      pick.dataset.was : pick.value;
    pick.dataset.was = pick.value; showConcern();
  }));
  PICKS.forEach((pick) => { pick.dataset.was = pick.value; });
  showConcern();
}
$('pair-a').addEventListener('change', showPair);
$('pair-b').addEventListener('change', showPair);
showPair();
if (wanted.get('zoom')) setZoom(parseFloat(wanted.get('zoom')));
addEventListener('resize', layoutAll);
"""


def style_options(rows: list[Row], chosen: str, blank: bool = False) -> str:
    """<option>s for the styles on the page, grouped by part of the book; `blank`: a first option for none."""
    out = ['<option value="">—</option>'] if blank else []
    part = None
    for row in rows:
        style = catalogue.get(row.style)
        if style.part != part:
            out.append(("</optgroup>" if part else "") + f'<optgroup label="{html.escape(style.part)}">')
            part = style.part
        selected = " selected" if row.style == chosen else ""
        out.append(f'<option value="{row.style}"{selected}>{row.chapter} {row.style}</option>')
    return "".join(out) + ("</optgroup>" if part else "")


def html_page(
    rows: list[Row],
    parts: dict[str, dict] | None,
    picked: list[str],
    concern: str,
    pair: tuple[str, str],
    note: str = "",
) -> str:
    """The whole self-contained page: the concern view first, where a projector's first screen shows it, then
    the numbers, the pair, the catalogue, the exercises and the READMEs."""
    chosen = set(picked)
    charts = "\n".join(chart(rows, key, title, form, chosen, says) for key, title, form, says in CHARTS)
    stamps = []
    for what, label in (("pass", "Transcripts and probes passed"), ("times", "Start-up and move times")):
        for origin, count in sorted(origins(rows, what).items()):
            stamps.append(f'<p class="origin">{label}: {html.escape(origin)} ({count} styles).</p>')
    if not stamps:
        stamps.append('<p class="origin">Pass figures and times: not measured (--static, nothing saved).</p>')
    data = json.dumps(page_data(rows, parts), separators=(",", ":")).replace("</", "<\\/")
    if parts:
        concern_options = "".join(
            f'<option value="{name}"{" selected" if name == concern else ""}>{html.escape(c.title)}</option>'
            for name, c in concerns.definitions().items()
        )
        picks = " ".join(
            f'<select id="pick-{n}" aria-label="style {n}">'
            f"{style_options(rows, picked[n - 1] if n <= len(picked) else '', blank=n > 2)}</select>"
            for n in range(1, 5)
        )
        controls = (
            f'<label>Concern <select id="concern">{concern_options}</select></label>'
            f'<span id="picks">Styles {picks}</span>'
        )
        concern_view = (
            '<section id="concerns"><p id="concern-says"></p><div class="columns" id="concern-columns"></div>'
            '<p class="origin">Each style marks where it does each concern in its code; the marks are verified by '
            "running the style under coverage.py. Highlighted: the statements that run only for this concern.</p>"
            "</section>"
        )
    else:
        controls = ""
        concern_view = f'<section id="concerns"><p>{html.escape(note)}</p></section>'
    readmes = "".join(
        f'<section class="readme" id="readme-{r.style}"><h3>{r.chapter} {r.style}: README</h3>'
        f"{readme_html(catalogue.get(r.style))}</section>"
        for r in rows
    )
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Minesweeper in Many Styles: comparison</title><style>{STYLE}</style></head><body>
<header id="top"><h1>Minesweeper in Many Styles</h1>{controls}
<span id="zoom">Zoom <button id="zoom-out" title="smaller">A−</button> <span id="zoom-level">100%</span>
<button id="zoom-in" title="larger">A+</button> <button id="zoom-reset">reset</button></span></header>
<span id="probe">0123456789</span>
{concern_view}
<section id="charts-section"><h2>{len(rows)} styles by the numbers, the picked styles highlighted</h2>
{"".join(stamps)}<div id="charts">{charts}</div></section>
<section id="pair"><h2>Two styles in full</h2><div class="controls">
<label>Left <select id="pair-a">{style_options(rows, pair[0])}</select></label>
<label>Right <select id="pair-b">{style_options(rows, pair[1])}</select></label></div>
<div class="columns" id="pair-columns"></div></section>
<section><h2>The catalogue</h2>{catalogue_table(rows, chosen)}</section>
{exercises_table()}
<section id="readmes"><h2>The styles' READMEs</h2>{readmes}</section>
<script type="application/json" id="data">{data}</script>
<script>{SCRIPT}</script>
</body></html>
"""


# ---- The command.


def main(argv: list[str]) -> int:
    """`python -m styles compare [STYLE ...] [options]`: the text table, `--pair` in the terminal, and the HTML
    page with --html."""
    parser = argparse.ArgumentParser(
        prog="python -m styles compare",
        description="Compare the styles: source metrics, pass figures and times as a table (measured once per "
        "version of a style's files and kept in the cache); with --html, a self-contained page for a projector.",
    )
    parser.add_argument(
        "names",
        nargs="*",
        metavar="STYLE",
        help="styles to compare: names, aliases, chapters (11), ranges (11-16) "
        "or parts of the book (objects); `all`; default: all, or only those of --pick and --pair",
    )
    parser.add_argument("--static", action="store_true", help="run no style: source metrics and saved numbers only")
    parser.add_argument("--remeasure", action="store_true", help="measure every style again, saved numbers or not")
    parser.add_argument("--html", metavar="FILE", help="also write the self-contained HTML page")
    parser.add_argument(
        "--pair",
        nargs=2,
        metavar=("A", "B"),
        help="two styles in full: printed side by side (with --html: on the page)",
    )
    parser.add_argument(
        "--pick",
        nargs="+",
        metavar="STYLE",
        help="2 to 4 styles highlighted and in the concern view (a part or a range of up to 4 chapters too)",
    )
    parser.add_argument("--concern", default="flood-fill", help="the concern shown first (default: flood-fill)")
    parser.add_argument(
        "--bench", metavar="FILE", help=f"times saved by shared_tests.bench, used first (default: ./{BENCH} if there)"
    )
    parser.add_argument("--json", metavar="FILE", help="also save the table's numbers as JSON")
    parser.add_argument("--jobs", type=int, default=None, help="runs at a time (default: 3 per core)")
    parser.add_argument("--real-runs", action="store_true", help="pass figures from real processes, not fork servers")
    parser.add_argument("--color", choices=("auto", "always", "never"), default="auto", help="colours (default: auto)")
    options = parser.parse_args(argv)
    try:
        names = [style.name for style in catalogue.resolve(options.names)]
        options.pick = [style.name for style in catalogue.resolve(options.pick)] if options.pick else None
        options.pair = [catalogue.resolve_one(word).name for word in options.pair] if options.pair else None
    except catalogue.NoSuchStyle as problem:  # one line: what the word may be says more than the usage would
        parser.exit(2, f"{parser.prog}: {problem}\n")
    if options.pick and not 2 <= len(options.pick) <= 4:
        parser.error(f"--pick takes 2 to 4 styles, not {len(options.pick)}")
    try:
        table = concerns.definitions()
        options.concern = concerns.choose(options.concern, table, "concern")
    except (OSError, ValueError) as problem:
        parser.error(f"{problem}; the concerns are: {', '.join(concerns.definitions())}")
    for flag in ("html", "json"):
        target = getattr(options, flag)
        if target and not Path(target).resolve().parent.is_dir():
            parser.error(f"--{flag} {target}: no such folder")
    colour, width = codeview.wants_colour(options.color), codeview.terminal_width()
    if options.pair and not options.html:  # two sources, nothing measured
        try:
            print(pair_text(tuple(options.pair), colour, width))
        except BrokenPipeError:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 1
        return 0
    known = catalogue.names()
    wanted = {*names, *(options.pair or []), *(options.pick or [])} or set(known)
    styles = [name for name in known if name in wanted]  # the pair and the picked styles are compared too
    bench_path = Path(options.bench) if options.bench else Path(BENCH)
    if options.bench and not bench_path.is_file():
        parser.error(f"--bench {options.bench}: no such file")
    bench = read_json(bench_path, "benchmark results")
    interactive = sys.stderr.isatty()
    started = time.monotonic()
    rows = measure(
        styles,
        not options.static,
        options.jobs,
        bench,
        str(bench_path),
        interactive,
        not options.real_runs,
        options.remeasure,
    )
    try:
        print(text_table(rows, width))
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    if options.json:
        Path(options.json).write_text(json.dumps([asdict(r) for r in rows], indent=1) + "\n", encoding="utf-8")
    if options.html:
        picked = [name for name in styles if name in (options.pick or options.pair or PICKED)]
        if len(picked) < 2:
            picked = styles[:2]
        pair = tuple(options.pair or picked[:2])
        found, note = None, ""
        missing = concerns.missing_tools()
        if missing:
            note = f"The concern view needs {' and '.join(missing)} (pip install -e '.[test]')."
        else:
            bar = concerns.progress_bar("concerns: styles under coverage") if interactive else None
            found = style_parts([row.style for row in rows], options.jobs, bar)
        out = Path(options.html)
        out.write_text(html_page(rows, found, picked, options.concern, pair, note), encoding="utf-8")
        print(f"wrote {out} in {time.monotonic() - started:.1f} s", file=sys.stderr)
    return 0
