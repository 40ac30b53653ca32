"""The comparison report behind ``python -m styles compare``: the styles side by side, by numbers and by code.

Source metrics come from each style's code with `ast` (lines of code, functions, classes, deepest nesting,
McCabe's cyclomatic complexity; the process boundary, boundary.py, left out). Pass rates and timings come from
saved results when they exist: the benchmark's JSON (`python -m shared_tests.bench --output FILE`, `--bench`)
for start-up and move times, and this command's own results file (`--results`, written with `--save`) for
pass rates and for times it measured itself; a pass rate is reused only while the style's files are unchanged.
What is missing is measured: pass rates by the suite's own runner (shared_tests.harness.runs, in fast mode),
times by real runs; with a progress bar and an estimate of the time left when standard error is a terminal.

The text table goes to standard output. `--html FILE` writes one self-contained page for a projector: the
catalogue table, compact sorted charts, the concern view (a concern in two to four styles, side by side) and
the full sources of a pair with the boundary folded away; no network, small inline scripts, inline styles.
"""

from __future__ import annotations

import argparse
import ast
import html
import json
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path

from shared_tests import bench as benchmark
from shared_tests import concerns
from shared_tests.harness import process
from shared_tests.harness.runs import Pool, transcript_jobs
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
RESULTS = "compare-results.json"  # the default saved results, in the current folder
BENCH = "bench-results.json"  # the benchmark's default output, in the current folder
PICKED = ("monolith", "pipeline", "actors", "convolutions")  # the default styles of the concern view
COLUMNS = [  # (key, title, format) of the text table
    ("lines", "lines", "{:d}"),
    ("functions", "functions", "{:d}"),
    ("classes", "classes", "{:d}"),
    ("nesting", "nesting", "{:d}"),
    ("complexity_mean", "mean CC", "{:.1f}"),
    ("complexity_max", "max CC", "{:d}"),
    ("pass_rate", "pass %", "{:.0f}"),
]


@dataclass
class Row:
    """One style's numbers. Times are medians in ms with their spread (min and max, or median and p90 per
    move); `sources` says where the pass rate and the times come from."""

    style: str
    chapter: int
    lines: int
    functions: int
    classes: int
    nesting: int
    complexity_mean: float
    complexity_max: int
    pass_rate: float | None = None
    cases: int | None = None
    startup_ms: float | None = None
    startup_spread_ms: list[float] | None = None
    move_ms: float | None = None
    move_spread_ms: list[float] | None = None
    sources: dict[str, str] = field(default_factory=dict)  # "pass", "times" -> where from


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
    """The source metrics of a style's own code (the process boundary left out)."""
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


# ---- Saved results.


def machine() -> str:
    """This machine in a few words, for the date line of measured numbers."""
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    system = f"{platform.machine()} {os.cpu_count()} CPUs, {platform.system()}"
    return f"{system}, Python {platform.python_version()}, load {load:.1f}"


def now() -> str:
    return time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())


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
    host = bench.get("machine", {})
    where = f"{host.get('platform', '?')}, {host.get('cpus', '?')} CPUs, Python {host.get('python', '?')}"
    row.sources["times"] = f"{name}, saved {bench.get('when', '?')} on {where}"
    return True


def apply_results(row: Row, saved: dict, name: str, key: str) -> tuple[bool, bool]:
    """(pass rate taken, times taken) from this command's saved results for the style."""
    entry = saved.get("styles", {}).get(row.style, {})
    taken = [False, False]
    stamp = f"{name}, saved {entry.get('when', '?')} on {entry.get('machine', '?')}"
    if entry.get("source") == key and entry.get("cases"):
        row.pass_rate, row.cases = 100.0 * entry["passed"] / entry["cases"], entry["cases"]
        row.sources["pass"] = stamp
        taken[0] = True
    if entry.get("startup_ms") is not None:
        row.startup_ms, row.startup_spread_ms = entry["startup_ms"], entry.get("startup_spread_ms")
        row.move_ms, row.move_spread_ms = entry.get("move_ms"), entry.get("move_spread_ms")
        row.sources["times"] = stamp
        taken[1] = True
    return taken[0], taken[1]


def save_results(path: Path, rows: list[Row], keys: dict[str, str]) -> None:
    """Add the rows' pass rates and times to the saved results (other styles' entries are kept)."""
    saved = read_json(path, "results") or {"styles": {}}
    for row in rows:
        entry = saved["styles"].setdefault(row.style, {})
        if row.sources.get("pass") == "measured now":
            passed = round((row.pass_rate or 0) * (row.cases or 0) / 100)
            entry.update(source=keys[row.style], passed=passed, cases=row.cases, when=now(), machine=machine())
        if row.sources.get("times") == "measured now":
            entry.update(
                startup_ms=row.startup_ms,
                startup_spread_ms=row.startup_spread_ms,
                move_ms=row.move_ms,
                move_spread_ms=row.move_spread_ms,
                when=now(),
                machine=machine(),
            )
    path.write_text(json.dumps(saved, indent=1) + "\n", encoding="utf-8")


# ---- Measuring what is not saved.


def pass_rates(
    styles: list[str], jobs: int, progress: Callable | None, fast: bool = True
) -> dict[str, tuple[int, int]]:
    """style -> (transcripts passed, transcripts run), by the suite's own runner; in fast mode (fork servers)
    unless `fast` is False."""
    transcripts = discover()
    jobs_of = {style: transcript_jobs([style_target(style)], transcripts) for style in styles}
    process.configure(fast=fast, env=base_environment())
    pool = Pool(jobs, progress=progress)
    try:
        for job_list in jobs_of.values():
            for job in job_list:
                pool.submit(job)
        return {style: (sum(pool.verdict(job).ok for job in jobs), len(jobs)) for style, jobs in jobs_of.items()}
    finally:
        pool.close()
        process.configure(fast=False)


def timings(style: str) -> tuple[list[float], list[float]]:
    """Start-up times (ms) of STARTUP_RUNS games that end at once, and the times (ms) of each move of one
    latency game: the benchmark's own measures (shared_tests.bench), with fewer start-ups."""
    startups, _ = benchmark.start_up(style, STARTUP_RUNS)
    game = benchmark.latency_game(style, benchmark.script())
    return [seconds * 1000 for seconds in startups], [seconds * 1000 for seconds in game["times"]]


def measure(
    styles: list[str],
    dynamic: bool = True,
    jobs: int | None = None,
    bench: dict | None = None,
    saved: dict | None = None,
    names: tuple[str, str] = (BENCH, RESULTS),
    progress: bool = False,
    fast: bool = True,
) -> list[Row]:
    """One Row per style: source metrics, then pass rates and times from saved results, then (when `dynamic`)
    the rest measured now. `progress`: draw progress bars on standard error."""
    rows = [static_metrics(style) for style in styles]
    keys = {style: concerns.source_key(style) for style in styles}
    need_pass, need_times = [], []
    for row in rows:
        took_pass, took_times = apply_results(row, saved or {}, names[1], keys[row.style])
        took_times = apply_bench(row, bench or {}, names[0]) or took_times  # the benchmark's times come first
        if not took_pass:
            need_pass.append(row)
        if not took_times:
            need_times.append(row)
    if not dynamic:
        return rows
    if need_pass:
        styles_to_run = [row.style for row in need_pass]
        bar = None
        if progress:
            total = len(transcript_jobs([style_target(style) for style in styles_to_run], discover()))
            draw = concerns.progress_bar("pass rates: transcripts")
            bar = lambda done, _: draw(done, total)  # noqa: E731  (jobs are counted as they are submitted)
        rates = pass_rates(styles_to_run, jobs or (os.cpu_count() or 2) * 3, bar, fast)
        for row in need_pass:
            passed, cases = rates[row.style]
            row.pass_rate, row.cases = (100.0 * passed / cases if cases else None), cases
            row.sources["pass"] = "measured now"
    bar = concerns.progress_bar("times: styles") if progress and need_times else None
    for number, row in enumerate(need_times, 1):
        startups, moves = timings(row.style)
        row.startup_ms, row.startup_spread_ms = statistics.median(startups), [min(startups), max(startups)]
        if moves:
            row.move_ms, row.move_spread_ms = (
                statistics.median(moves),
                [statistics.median(moves), benchmark.percentile(moves, 0.9)],
            )
        row.sources["times"] = "measured now"
        if bar:
            bar(number, len(need_times))
    return rows


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


def text_table(rows: list[Row]) -> str:
    """The table of `python -m styles compare`, then where its measured numbers come from."""
    width = max(len(r.style) for r in rows)
    head = f"{'ch':>3}  {'style':<{width}}  " + "  ".join(f"{title:>7}" for _, title, _ in COLUMNS)
    head += f"  {'start-up ms (spread)':>20}  {'ms per move':>16}"
    lines = [head, "-" * len(head)]
    for row in rows:
        cells = []
        for key, title, form in COLUMNS:
            value = getattr(row, key)
            cells.append(f"{'—' if value is None else form.format(value):>{max(7, len(title))}}")
        startup = spread(row.startup_ms, row.startup_spread_ms, "{:.0f}")
        move = per_move(row)
        lines.append(f"{row.chapter:>3}  {row.style:<{width}}  " + "  ".join(cells) + f"  {startup:>20}  {move:>16}")
    for what, label in (("pass", "pass %"), ("times", "times")):
        origins = sorted({row.sources[what] for row in rows if what in row.sources})
        for origin in origins:
            lines.append(f"{label}: {origin}" + (f" ({machine()}, {now()})" if origin == "measured now" else ""))
    if not any(row.sources for row in rows):
        lines.append("pass % and times: not measured (--static, and nothing saved)")
    lines.append("lines: non-blank lines of Python (boundary.py left out); CC: cyclomatic complexity per function")
    return "\n".join(lines)


def pair_text(pair: tuple[str, str], colour: bool) -> str:
    """Two styles' full sources one after the other, numbered, the process boundary folded away."""
    out = []
    for style in pair:
        entry = catalogue.get(style)
        out.append(f"══ {entry.chapter} {style} ({', '.join(entry.aka)}): {entry.constraints}")
        for name, text in entry.sources(boundary=True).items():
            if Path(name).name == catalogue.BOUNDARY:
                out.append(f"── styles/{style}/{name}: the process boundary, {len(text.splitlines())} lines, not shown")
                continue
            out.append(f"── styles/{style}/{name}")
            lines = concerns.highlighted_lines(text, colour)
            width = len(str(len(lines)))
            out += [f"{number:>{width}} │ {line}".rstrip() for number, line in enumerate(lines, 1)]
        out.append("")
    return "\n".join(out)


# ---- The HTML page.


def html_lines(source: str) -> list[str]:
    """The source's lines as HTML with pygments' inline styles (each line closes its own spans)."""
    from pygments import highlight
    from pygments.formatters import HtmlFormatter
    from pygments.lexers import PythonLexer

    lexer = PythonLexer(stripnl=False, ensurenl=True)
    return highlight(source, lexer, HtmlFormatter(noclasses=True, nowrap=True, style="default")).splitlines()


def wider_note(result: concerns.Found) -> str:
    if not result.wider:
        return ""
    return f"No line runs only for this concern; shown are {concerns.comparison(result.concern, result.contrast)}."


def page_data(rows: list[Row], found: dict[tuple[str, str], concerns.Found] | None) -> dict:
    """Everything the page's script needs: the styles, their highlighted sources (line by line) and the
    excerpts of every concern."""
    styles = [catalogue.get(row.style) for row in rows]
    data: dict = {"styles": [], "code": {}, "concerns": {}}
    have_pygments = "pygments" not in concerns.missing_tools()
    for style in styles:
        data["styles"].append({"name": style.name, "chapter": style.chapter, "aka": ", ".join(style.aka)})
        files = {}
        for name, text in style.sources(boundary=True).items():
            lines = html_lines(text) if have_pygments else [html.escape(line) for line in text.splitlines()]
            files[name] = {"lines": lines, "boundary": Path(name).name == catalogue.BOUNDARY}
        data["code"][style.name] = files
    for concern in concerns.definitions().values() if found else ():
        entry = {"title": concern.title, "says": concern.says, "rules": ", ".join(concern.rules), "found": {}}
        for style in styles:
            result = found[style.name, concern.name]
            entry["found"][style.name] = {
                "count": result.count,
                "of": result.statements,
                "note": wider_note(result),
                "problems": result.problems,
                "excerpts": [[e.file, e.first, e.last, sorted(e.marked), e.where] for e in result.excerpts],
            }
        data["concerns"][concern.name] = entry
    return data


CHARTS = [  # (key, title, format, lower is better)
    ("lines", "Lines of code", "{:d}"),
    ("complexity_mean", "Mean cyclomatic complexity", "{:.1f}"),
    ("startup_ms", "Start-up, ms (whisker: spread)", "{:.0f}"),
    ("move_ms", "Time per move, ms", "{:.2f}"),
    ("pass_rate", "Transcripts passed, %", "{:.0f}"),
]


def spread_of(row: Row, key: str) -> list[float] | None:
    """The spread saved with a time (start-up: min and max; per move: median and p90)."""
    return {"startup_ms": row.startup_spread_ms, "move_ms": row.move_spread_ms}.get(key)


def chart(rows: list[Row], key: str, title: str, form: str, picked: set[str]) -> str:
    """A compact horizontal bar chart, sorted from the smallest value, the picked styles highlighted; '' when
    no style has the value. A chart whose values are all equal is a sentence instead."""
    values = sorted((getattr(r, key), r.chapter, r) for r in rows if getattr(r, key) is not None)
    if not values:
        return ""
    if len({value for value, _, _ in values}) == 1:
        value = values[0][0]
        sentence = f"{form.format(value)} for every style."
        return f'<div class="chart flat" data-metric="{key}"><h3>{html.escape(title)}</h3><p>{sentence}</p></div>'
    top = max(max(value, *(spread_of(r, key) or [0])) for value, _, r in values) or 1
    out = [f'<div class="chart" data-metric="{key}"><h3>{html.escape(title)}</h3>']
    for value, _, row in values:
        cls = "bar-row picked" if row.style in picked else "bar-row"
        width = 100 * value / top
        whisker = ""
        around = spread_of(row, key)
        if around:
            left, right = 100 * around[0] / top, 100 * around[1] / top
            whisker = f'<i class="whisker" style="left:{left:.1f}%;width:{max(0.3, right - left):.1f}%"></i>'
        out.append(
            f'<div class="{cls}" data-style="{row.style}" data-value="{value}">'
            f'<span class="label" title="{row.style}">{row.style}</span>'
            f'<span class="track"><b style="width:{width:.1f}%"></b>{whisker}</span>'
            f'<span class="value">{form.format(value)}</span></div>'
        )
    return "\n".join(out + ["</div>"])


def catalogue_table(rows: list[Row], picked: set[str], out_dir: Path) -> str:
    body = []
    for row in rows:
        style = catalogue.get(row.style)
        readme = Path(os.path.relpath(style.folder / "README.md", out_dir)).as_posix()
        rate = (
            "—"
            if row.pass_rate is None
            else f"{row.pass_rate:.0f}" + (f" <small>of {row.cases}</small>" if row.cases else "")
        )
        body.append(
            f'<tr class="{"picked" if row.style in picked else ""}" data-style="{row.style}">'
            f"<td>{style.chapter}</td>"
            f'<td class="left"><a href="{html.escape(readme)}"><b>{style.name}</b></a><br>'
            f"<small>{html.escape(', '.join(style.aka))}</small></td>"
            f'<td class="left constraints">{html.escape(style.constraints)}</td>'
            f"<td>{row.lines}</td><td>{rate}</td>"
            f"<td>{spread(row.startup_ms, row.startup_spread_ms, '{:.0f}')}</td>"
            f"<td>{per_move(row)}</td></tr>"
        )
    return (
        '<table id="catalogue"><thead><tr><th>ch.</th><th class="left">style</th>'
        '<th class="left">constraints</th><th>lines</th>'
        "<th>pass %</th><th>start-up ms (spread)</th><th>ms per move</th></tr></thead><tbody>"
        + "".join(body)
        + "</tbody></table>"
    )


STYLE = """
body { font: 15px/1.35 system-ui, sans-serif; margin: 0 auto; padding: 0 16px; max-width: 1280px; color: #111; }
h1 { font-size: 24px; margin: 12px 0 4px; } h2 { font-size: 20px; margin: 20px 0 6px; }
h3 { font-size: 14px; margin: 0 0 4px; } .origin { color: #444; font-size: 13px; margin: 2px 0; }
#catalogue { border-collapse: collapse; width: 100%; font-size: 13px; }
#catalogue th, #catalogue td { border-bottom: 1px solid #ddd; padding: 2px 6px; text-align: right; }
#catalogue td { vertical-align: top; } #catalogue .left { text-align: left; }
#catalogue .constraints { font-size: 12px; color: #333; max-width: 520px; }
tr.picked td { background: #fff4d6; }
#charts { display: grid; grid-template-columns: repeat(4, 1fr); gap: 14px; }
.chart { font-size: 11px; min-width: 0; } .chart.flat p { font-size: 13px; }
.bar-row { display: grid; grid-template-columns: 160px 1fr 44px; align-items: center; height: 13px; }
.bar-row .label { overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.bar-row .track { position: relative; height: 9px; } .bar-row .value { text-align: right; }
.bar-row b { position: absolute; left: 0; top: 0; bottom: 0; background: #8aa6c8; }
.bar-row .whisker { position: absolute; top: 4px; height: 1px; background: #222; }
.bar-row.picked { font-weight: bold; } .bar-row.picked b { background: #d9480f; }
.controls { display: flex; flex-wrap: wrap; gap: 4px 14px; align-items: center; margin: 6px 0; font-size: 13px; }
.controls label { white-space: nowrap; } #style-picks { display: flex; flex-wrap: wrap; gap: 2px 10px; }
.columns { display: flex; gap: 10px; align-items: flex-start; }
.column { flex: 1 1 0; min-width: 0; border: 1px solid #ccc; border-radius: 4px; padding: 4px 6px; }
.column h3 { font-size: 16px; } .column .note { font-size: 12px; color: #555; margin: 2px 0 4px; }
.file { font-size: 12px; color: #333; margin: 6px 0 2px; font-weight: bold; }
table.code { border-collapse: collapse; width: 100%; font: 13px/1.3 ui-monospace, Menlo, Consolas, monospace; }
table.code td { padding: 0 4px; vertical-align: top; }
table.code td.n { color: #888; text-align: right; width: 1%; user-select: none; white-space: nowrap; }
table.code td.c { white-space: pre-wrap; overflow-wrap: anywhere; padding-left: 2.2em; text-indent: -2.2em; }
table.code tr.hit td { background: #fff1b8; } table.code tr.hit td.n { color: #111; font-weight: bold; }
details.boundary { margin: 6px 0; font-size: 12px; } details.boundary summary { cursor: pointer; color: #555; }
"""

SCRIPT = """
const data = JSON.parse(document.getElementById('data').textContent);
const $ = (id) => document.getElementById(id);
const styleInfo = Object.fromEntries(data.styles.map((s) => [s.name, s]));
function codeTable(style, file, first, last, marked) {
  const lines = data.code[style][file].lines, hit = new Set(marked || []);
  let rows = '';
  for (let n = first; n <= last; n++) {
    rows += `<tr${hit.has(n) ? ' class="hit"' : ''}><td class="n">${n}</td>` +
      `<td class="c">${lines[n - 1] || ''}</td></tr>`;
  }
  return `<table class="code">${rows}</table>`;
}
function heading(style) {
  const s = styleInfo[style];
  return `<h3>${s.chapter} ${style}</h3>`;
}
function showConcern() {
  const name = $('concern').value, concern = data.concerns[name];
  const chosen = [...document.querySelectorAll('#style-picks input:checked')].map((box) => box.value);
  $('concern-says').textContent = `${concern.title} (${concern.rules}): ${concern.says}`;
  $('concern-columns').innerHTML = chosen.map((style) => {
    const found = concern.found[style];
    const parts = found.excerpts.map(([file, first, last, marked, where]) =>
      `<div class="file">${file}, lines ${first}–${last}${where ? ', in ' + where : ''}</div>` +
      codeTable(style, file, first, last, marked));
    const note = found.note || (found.excerpts.length ? '' : 'Line coverage finds no line for this concern here.');
    return `<div class="column" data-style="${style}">${heading(style)}<p class="note">` +
      `${found.count} of ${found.of} statements found. ${note}</p>${parts.join('')}</div>`;
  }).join('');
  location.replace('#concern=' + name + '&styles=' + chosen.join(','));
}
function limitPicks(event) {
  const boxes = [...document.querySelectorAll('#style-picks input:checked')];
  if (boxes.length > 4) event.target.checked = false;
  if (boxes.length < 2 && !event.target.checked) event.target.checked = true;
  showConcern();
}
function showPair() {
  $('pair-columns').innerHTML = [$('pair-a').value, $('pair-b').value].map((style) => {
    const files = Object.entries(data.code[style]).map(([file, body]) => {
      const table = codeTable(style, file, 1, body.lines.length, []);
      const summary = `${file}: the process boundary, ${body.lines.length} lines (folded)`;
      return body.boundary
        ? `<details class="boundary"><summary>${summary}</summary>${table}</details>`
        : `<div class="file">${file}</div>${table}`;
    });
    return `<div class="column" data-style="${style}">${heading(style)}${files.join('')}</div>`;
  }).join('');
}
if (data.concerns && Object.keys(data.concerns).length) {
  const wanted = new URLSearchParams(location.hash.slice(1));
  if (wanted.get('concern') in data.concerns) $('concern').value = wanted.get('concern');
  const styles = (wanted.get('styles') || '').split(',').filter((s) => s in styleInfo).slice(0, 4);
  if (styles.length >= 2) {
    document.querySelectorAll('#style-picks input').forEach((box) => { box.checked = styles.includes(box.value); });
  }
  $('concern').addEventListener('change', showConcern);
  document.querySelectorAll('#style-picks input').forEach((box) => box.addEventListener('change', limitPicks));
  showConcern();
}
$('pair-a').addEventListener('change', showPair);
$('pair-b').addEventListener('change', showPair);
showPair();
"""


def html_page(
    rows: list[Row],
    found: dict[tuple[str, str], concerns.Found] | None,
    picked: list[str],
    concern: str,
    pair: tuple[str, str],
    out_dir: Path,
    note: str = "",
) -> str:
    """The whole self-contained page."""
    chosen = set(picked)
    charts = "\n".join(chart(rows, key, title, form, chosen) for key, title, form in CHARTS)
    origins = []
    for what, label in (("pass", "Pass rates"), ("times", "Start-up and move times")):
        for origin in sorted({row.sources[what] for row in rows if what in row.sources}):
            stamp = f" ({machine()}, {now()})" if origin == "measured now" else ""
            origins.append(f'<p class="origin">{label}: {html.escape(origin + stamp)}.</p>')
    if not origins:
        origins.append('<p class="origin">Pass rates and times: not measured (--static, nothing saved).</p>')
    data = json.dumps(page_data(rows, found), separators=(",", ":")).replace("</", "<\\/")
    options = lambda chosen_one: "".join(  # noqa: E731
        f'<option value="{r.style}"{" selected" if r.style == chosen_one else ""}>{r.chapter} {r.style}</option>'
        for r in rows
    )
    if found:
        concern_options = "".join(
            f'<option value="{name}"{" selected" if name == concern else ""}>{html.escape(c.title)}</option>'
            for name, c in concerns.definitions().items()
        )
        picks = "".join(
            f'<label><input type="checkbox" value="{r.style}"{" checked" * (r.style in chosen)}> {r.style}</label>'
            for r in rows
        )
        concern_view = (
            '<section id="concerns"><h2>One concern, side by side</h2>'
            f'<div class="controls"><label>Concern <select id="concern">{concern_options}</select></label>'
            "<span>Pick 2 to 4 styles:</span></div>"
            f'<div class="controls" id="style-picks">{picks}</div><p id="concern-says" class="origin"></p>'
            '<p class="origin">Lines found by running each style under coverage.py: highlighted lines run only for '
            "this concern; around them, the short function or block they are in.</p>"
            '<div class="columns" id="concern-columns"></div></section>'
        )
    else:
        concern_view = f'<section id="concerns"><h2>One concern, side by side</h2><p>{html.escape(note)}</p></section>'
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Minesweeper in Many Styles: comparison</title><style>{STYLE}</style></head><body>
<h1>Minesweeper in Many Styles: {len(rows)} styles compared</h1>
<p class="origin">Written {now()} on {html.escape(machine())}. Lines: non-blank lines of the style's own Python
files, the process boundary (boundary.py) left out. Cyclomatic complexity: per function, a module's top level
counting as one.</p>
{"".join(origins)}
<section id="charts-section"><h2>Sorted, the picked styles highlighted</h2><div id="charts">{charts}</div></section>
{concern_view}
<section id="pair"><h2>Two styles in full</h2><div class="controls">
<label>Left <select id="pair-a">{options(pair[0])}</select></label>
<label>Right <select id="pair-b">{options(pair[1])}</select></label></div>
<div class="columns" id="pair-columns"></div></section>
<section><h2>The catalogue</h2>{catalogue_table(rows, chosen, out_dir)}</section>
<script type="application/json" id="data">{data}</script>
<script>{SCRIPT}</script>
</body></html>
"""


# ---- The command.


def main(argv: list[str]) -> int:
    """`python -m styles compare [STYLE ...] [options]`: the text table, and the HTML page with --html."""
    parser = argparse.ArgumentParser(
        prog="python -m styles compare",
        description="Compare the styles: source metrics, pass rates and times as a table; with --html, a "
        "self-contained page for a projector (charts, one concern side by side, two sources in full).",
    )
    parser.add_argument("names", nargs="*", metavar="STYLE", help="styles to compare (default: all)")
    parser.add_argument("--static", action="store_true", help="do not run the styles: saved numbers only")
    parser.add_argument("--html", metavar="FILE", help="also write the self-contained HTML page")
    parser.add_argument(
        "--pair", nargs=2, metavar=("A", "B"), help="two styles shown in full (without --html: printed)"
    )
    parser.add_argument("--pick", nargs="+", metavar="STYLE", help="2 to 4 styles highlighted and in the concern view")
    parser.add_argument("--concern", default="flood-fill", help="the concern shown first (default: flood-fill)")
    parser.add_argument(
        "--bench",
        metavar="FILE",
        help=f"start-up and move times saved by shared_tests.bench (default: ./{BENCH} if there)",
    )
    parser.add_argument("--results", metavar="FILE", help=f"saved pass rates and times (default: ./{RESULTS} if there)")
    parser.add_argument("--save", action="store_true", help="save what was measured to the --results file")
    parser.add_argument("--json", metavar="FILE", help="also save the table's numbers as JSON")
    parser.add_argument("--jobs", type=int, default=None, help="runs at a time (default: 3 per core)")
    parser.add_argument("--real-runs", action="store_true", help="pass rates from real subprocesses, not fork servers")
    options = parser.parse_args(argv)
    known = catalogue.names()
    unknown = [name for name in [*options.names, *(options.pair or []), *(options.pick or [])] if name not in known]
    if unknown:
        parser.error(f"unknown style(s): {', '.join(unknown)} (`python -m styles` lists them)")
    if options.pick and not 2 <= len(options.pick) <= 4:
        parser.error("--pick takes 2 to 4 styles")
    try:
        table = concerns.definitions()
    except (OSError, ValueError) as problem:
        parser.error(f"cannot read the concerns: {problem}")
    options.concern = concerns.by_prefix(options.concern, table)
    if options.concern not in table:
        parser.error(f"unknown concern {options.concern!r}; the concerns are: {', '.join(table)}")
    for flag in ("html", "json"):
        target = getattr(options, flag)
        if target and not Path(target).resolve().parent.is_dir():
            parser.error(f"--{flag} {target}: no such folder")
    wanted = {*options.names, *(options.pair or []), *(options.pick or [])} if options.names else set(known)
    styles = [name for name in known if name in wanted]  # the pair and the picked styles are compared too
    bench_path = Path(options.bench) if options.bench else Path(BENCH)
    results_path = Path(options.results) if options.results else Path(RESULTS)
    if options.bench and not bench_path.is_file():
        parser.error(f"--bench {options.bench}: no such file")
    bench = read_json(bench_path, "benchmark results")
    saved = read_json(results_path, "results")
    interactive = sys.stderr.isatty()
    started = time.monotonic()
    rows = measure(
        styles,
        not options.static,
        options.jobs,
        bench,
        saved,
        (str(bench_path), str(results_path)),
        interactive,
        not options.real_runs,
    )
    try:
        print(text_table(rows))
        if options.pair and not options.html:
            print()
            print(pair_text(tuple(options.pair), sys.stdout.isatty()))
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    if options.save:
        save_results(results_path, rows, {style: concerns.source_key(style) for style in styles})
        print(f"saved to {results_path}", file=sys.stderr)
    if options.json:
        Path(options.json).write_text(json.dumps([asdict(r) for r in rows], indent=1) + "\n", encoding="utf-8")
    if options.html:
        picked = [name for name in styles if name in (options.pick or options.pair or PICKED)]
        if len(picked) < 2:
            picked = styles[:4]
        pair = tuple(options.pair or picked[:2])
        found, note = None, ""
        missing = concerns.missing_tools()
        if missing:
            note = f"The concern view needs {' and '.join(missing)} (pip install -e '.[test]')."
        else:
            bar = concerns.progress_bar("concerns: styles under coverage") if interactive else None
            found = concerns.find_all([row.style for row in rows], list(table.values()), options.jobs, bar)
        out = Path(options.html)
        out.write_text(
            html_page(rows, found, picked, options.concern, pair, out.resolve().parent, note), encoding="utf-8"
        )
        print(f"wrote {out} in {time.monotonic() - started:.1f} s", file=sys.stderr)
    return 0
