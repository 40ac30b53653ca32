"""The comparison report behind ``python -m styles compare``: the styles side by side, by numbers.

Static metrics come from each style's source with `ast`: lines of code, functions, classes, deepest nesting,
and McCabe's cyclomatic complexity (1 + the decisions of each function; a module's top-level code counts as
one more unit, which is where the monolith keeps everything). Dynamic metrics come from running the style:
the transcript pass rate, the start-up time (median of games that end at once) and the time per move (a
scripted game of many moves, minus the start-up, divided by the moves) — or, with ``--bench FILE``, the
start-up and per-move medians that ``python -m shared_tests.bench`` measured and saved.
"""

from __future__ import annotations

import ast
import html
import json
import statistics
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path

from shared_tests.harness.process import Program, fresh_folder, run
from shared_tests.harness.runs import Job, transcript_jobs
from shared_tests.harness.targets import base_environment, style_command, style_target
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
STARTUP_RUNS = 5
SCRIPTED_MOVES = 300
METRICS = [  # (key, column title, format, lower is "simpler/faster")
    ("lines", "lines", "{:d}"),
    ("functions", "functions", "{:d}"),
    ("classes", "classes", "{:d}"),
    ("nesting", "max nesting", "{:d}"),
    ("complexity_mean", "mean CC", "{:.1f}"),
    ("complexity_max", "max CC", "{:d}"),
    ("pass_rate", "pass %", "{:.0f}"),
    ("startup_ms", "start-up ms", "{:.0f}"),
    ("move_ms", "ms/move", "{:.2f}"),
]


@dataclass
class Row:
    style: str
    lines: int
    functions: int
    classes: int
    nesting: int
    complexity_mean: float
    complexity_max: int
    pass_rate: float | None = None
    startup_ms: float | None = None
    move_ms: float | None = None


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


def sources(style: str) -> dict[str, str]:
    """The style's own code (the process boundary, the same plumbing in every style, left out)."""
    return catalogue.get(style).sources()


def static_metrics(style: str) -> Row:
    texts = sources(style)
    trees = [ast.parse(text) for text in texts.values()]
    units = []
    for tree in trees:
        top = [s for s in tree.body if not isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))]
        units.append(complexity(ast.Module(body=top, type_ignores=[])))
        units += [
            complexity(f) for f in ast.walk(tree) if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
        ]
    count = lambda kinds: sum(isinstance(n, kinds) for t in trees for n in ast.walk(t))  # noqa: E731
    return Row(
        style=style,
        lines=sum(1 for text in texts.values() for line in text.splitlines() if line.strip()),
        functions=count((ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)),
        classes=count(ast.ClassDef),
        nesting=max(nesting(t) for t in trees),
        complexity_mean=round(statistics.mean(units), 2),
        complexity_max=max(units),
    )


def pass_rate(style: str, jobs: int) -> float:
    jobs_of_style = transcript_jobs([style_target(style)], discover())

    def passes(job: Job) -> bool:
        return job.run().ok

    with ThreadPoolExecutor(jobs) as pool:
        results = list(pool.map(passes, jobs_of_style))
    return 100.0 * sum(results) / len(results)


def timed_game(style: str, board: bytes, moves: bytes) -> float:
    with fresh_folder(lambda folder: (folder / "board.cfg").write_bytes(board)) as (folder, _):
        return run(Program((*style_command(style), "board.cfg"), folder, base_environment()), moves, 60).seconds


def timings(style: str) -> tuple[float, float]:
    """(start-up ms, ms per move): a game that ends at once, and a 20x20 game of flag toggles and reveals."""
    board = ("." * 20 + "\n") * 19 + "." * 19 + "*\n"
    moves = "".join(f"{1 + i % 19} {1 + i % 20} F\n" for i in range(SCRIPTED_MOVES - 1)) + "5 5 R\n"
    startup = statistics.median(timed_game(style, board.encode(), b"") for _ in range(STARTUP_RUNS))
    game = statistics.median(timed_game(style, board.encode(), moves.encode()) for _ in range(3))
    return startup * 1000, max(0.0, (game - startup) * 1000 / SCRIPTED_MOVES)


def measure(styles: list[str], dynamic: bool, jobs: int, progress=sys.stderr, bench: dict | None = None) -> list[Row]:
    """Metrics per style; start-up and move times from a saved benchmark (`bench`) where it has the style."""
    rows = []
    for number, style in enumerate(styles, 1):
        print(f"[{number}/{len(styles)}] {style}", file=progress, flush=True)
        row = static_metrics(style)
        if dynamic:
            row.pass_rate = pass_rate(style, jobs)
            saved = (bench or {}).get("styles", {}).get(style)
            if saved:
                row.startup_ms, row.move_ms = saved["startup_ms"], saved["move_median_ms"]
            else:
                row.startup_ms, row.move_ms = timings(style)
        rows.append(row)
    return rows


def text_table(rows: list[Row]) -> str:
    width = max(len(r.style) for r in rows)
    head = f"{'style':<{width}}  " + "  ".join(f"{title:>7}" for _, title, _ in METRICS)
    lines = [head, "-" * len(head)]
    for row in rows:
        cells = []
        for key, title, form in METRICS:
            value = getattr(row, key)
            cells.append(f"{'—' if value is None else form.format(value):>{max(7, len(title))}}")
        lines.append(f"{row.style:<{width}}  " + "  ".join(cells))
    return "\n".join(lines)


def svg_bars(rows: list[Row], key: str, title: str, form: str) -> str:
    """One horizontal bar chart as inline SVG (no scripts, no network)."""
    values = [(r.style, getattr(r, key)) for r in rows if getattr(r, key) is not None]
    if not values:
        return ""
    top = max(v for _, v in values) or 1
    bar, gap, label, chart = 16, 4, 190, 420
    height = len(values) * (bar + gap) + 30
    parts = [
        f'<svg class="chart" xmlns="http://www.w3.org/2000/svg" width="{label + chart + 70}" height="{height}" '
        f'role="img" aria-label="{html.escape(title)}">',
        f'<text x="0" y="16" font-weight="bold">{html.escape(title)}</text>',
    ]
    for i, (style, value) in enumerate(values):
        y = 26 + i * (bar + gap)
        width = max(1, round(chart * value / top))
        parts += [
            f'<text x="{label - 6}" y="{y + 12}" text-anchor="end">{html.escape(style)}</text>',
            f'<rect class="bar" x="{label}" y="{y}" width="{width}" height="{bar}" fill="#4a7ab5"/>',
            f'<text x="{label + width + 4}" y="{y + 12}">{form.format(value)}</text>',
        ]
    return "\n".join(parts + ["</svg>"])


def html_page(rows: list[Row], pair: tuple[str, str] | None) -> str:
    table = "".join(
        "<tr>"
        + f"<td>{html.escape(r.style)}</td>"
        + "".join(f"<td>{'—' if getattr(r, k) is None else f.format(getattr(r, k))}</td>" for k, _, f in METRICS)
        + "</tr>"
        for r in rows
    )
    charts = "\n".join(svg_bars(rows, key, title, form) for key, title, form in METRICS)
    side = ""
    if pair:
        columns = []
        for style in pair:
            code = "\n\n".join(f"# ---- {name}\n{text}" for name, text in sources(style).items())
            columns.append(f'<div class="source"><h3>{html.escape(style)}</h3><pre>{html.escape(code)}</pre></div>')
        side = f'<h2>Side by side: {" and ".join(pair)}</h2><div class="pair">{"".join(columns)}</div>'
    heads = "".join(f"<th>{html.escape(title)}</th>" for _, title, _ in METRICS)
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Minesweeper in Many Styles: comparison</title>
<style>
body {{ font-family: sans-serif; margin: 2em; }} table {{ border-collapse: collapse; }}
td, th {{ border: 1px solid #ccc; padding: 2px 8px; text-align: right; }}
td:first-child, th:first-child {{ text-align: left; }}
.chart {{ display: block; margin: 1.5em 0; font-size: 12px; }}
.pair {{ display: flex; gap: 1em; }} .source {{ flex: 1; min-width: 0; }}
pre {{ background: #f6f6f6; padding: 0.5em; overflow-x: auto; font-size: 11px; }}
</style></head><body>
<h1>Minesweeper in Many Styles: comparison</h1>
<p>Lines are non-blank lines of Python; CC is McCabe's cyclomatic complexity per function (a module's top-level
code counts as one unit). Pass rate, start-up and time per move come from running each style.</p>
<table><tr><th>style</th>{heads}</tr>{table}</table>
<h2>Charts</h2>
{charts}
{side}
</body></html>
"""


def main(argv: list[str], styles: list[str]) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m styles compare", description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="styles to compare (default: all)")
    parser.add_argument("--static", action="store_true", help="source metrics only: do not run the styles")
    parser.add_argument("--html", metavar="FILE", help="also write a self-contained HTML page with bar charts")
    parser.add_argument("--pair", nargs=2, metavar=("A", "B"), help="show two styles' sources side by side")
    parser.add_argument("--json", metavar="FILE", help="also save the numbers as JSON")
    parser.add_argument("--jobs", type=int, default=2, help="transcript runs at a time (default 2)")
    parser.add_argument(
        "--bench", metavar="FILE", help="take start-up and move times from `python -m shared_tests.bench` JSON"
    )
    options = parser.parse_args(argv)
    chosen = options.names or styles
    unknown = [n for n in chosen + list(options.pair or []) if n not in styles]
    if unknown:
        parser.error(f"unknown style(s): {', '.join(unknown)}")
    bench = json.loads(Path(options.bench).read_text(encoding="utf-8")) if options.bench else None
    rows = measure(chosen, not options.static, options.jobs, bench=bench)
    print(text_table(rows))
    if options.json:
        Path(options.json).write_text(json.dumps([asdict(r) for r in rows], indent=2) + "\n", encoding="utf-8")
    if options.html:
        Path(options.html).write_text(html_page(rows, tuple(options.pair) if options.pair else None), encoding="utf-8")
        print(f"wrote {options.html}", file=sys.stderr)
    return 0
