"""The comparison report: metrics from `ast`, measurements kept per version of a style, the pair in a terminal,
and an HTML page checked in a real browser at a laptop's and a projector's size.

The browser tests render the page in headless Chromium (`--dump-dom`, after the page's scripts ran) and assert
on the DOM: the first screen is the concern view, four styles' code at 16 px or more (side by side at 1920x1080,
two by two at 1280x800), wrapped between tokens, never inside one, and nothing wider than its column; the charts
below are sorted, name their scale and tie what the noise cannot tell apart; the pair shows both styles in full.
They also take screenshots at 1280x800 and 1920x1080 (kept in the test's folder, to look at). Skipped when
Chromium is missing.
"""

from __future__ import annotations

import ast
import json
import os
import re
import shutil
from html.parser import HTMLParser
from pathlib import Path

import pytest

from shared_tests import codeview, concerns, exercises, report
from shared_tests.harness.process import Program, run

CHROMIUM = next(filter(None, map(shutil.which, ("chromium", "chromium-browser", "google-chrome"))), None)
FIVE = ["monolith", "pipeline", "things", "actors", "convolutions"]
needs_chromium = pytest.mark.skipif(CHROMIUM is None, reason="needs Chromium (apt-get install chromium)")


def test_complexity_counts_decisions_per_function() -> None:
    tree = ast.parse("def f(x):\n    if x and x > 1:\n        return [y for y in x if y]\n    return 0\n")
    # 1 + if + `and` + the comprehension's for + its if
    assert report.complexity(tree.body[0]) == 5


def test_nesting_is_the_deepest_compound_statement() -> None:
    tree = ast.parse("for a in b:\n    if a:\n        while a:\n            pass\n")
    assert report.nesting(tree) == 3


def test_static_metrics_of_the_monolith() -> None:
    row = report.static_metrics("monolith")
    assert (row.functions, row.classes, row.chapter) == (0, 0, 4)
    assert row.complexity_max > 30 and row.lines > 100


# ---- Measurements kept per version of a style's files.


def saved_entry(i: int, style: str) -> dict:
    """Made-up measurements of FIVE: things passes 110 of its 120 transcripts; convolutions starts slowly."""
    passed = 110 if style == "things" else 120
    return {
        "pass": {
            "suite": report.suite_key(),
            "transcripts_passed": passed,
            "transcripts": 120,
            "passed": passed + 14,
            "cases": 134,
            "when": "2026-11-30 11:00 UTC",
            "machine": "x86_64, 2 CPUs, Linux, Python 3.11.7, load 0.4",
        },
        "times": {
            "startup_ms": 20.0 + 7 * i if style != "convolutions" else 400.0,
            "startup_spread_ms": [18.0 + 7 * i, 30.0 + 9 * i] if style != "convolutions" else [390.0, 420.0],
            "move_ms": 0.05 * (5 - i),
            "move_spread_ms": [0.05 * (5 - i), 0.08 * (5 - i)],
            "move_noise_ms": [0.05 * (5 - i) - 0.04, 0.05 * (5 - i) + 0.04],  # neighbours tie, the ends do not
            "when": "2026-11-30 10:00 UTC",
            "machine": "x86_64, 2 CPUs, Linux, Python 3.11.7, load 0.3",
        },
    }


def no_measuring(monkeypatch) -> None:
    def refuse(*_, **__):
        raise AssertionError("measured although the measurements were saved")

    monkeypatch.setattr(report, "pass_figures", refuse)
    monkeypatch.setattr(report, "timings", refuse)


def test_measurements_are_saved_per_version_and_reused_with_their_date(tmp_path: Path, monkeypatch) -> None:
    for i, style in enumerate(FIVE):
        report.save(style, saved_entry(i, style), tmp_path)
    no_measuring(monkeypatch)
    rows = report.measure(FIVE, cache_in=tmp_path)
    things = next(row for row in rows if row.style == "things")
    assert (things.transcripts_passed, things.passed, things.startup_ms) == (110, 124, 34)
    table = report.text_table(rows)
    assert "110/120, 124/134" in table and "34 (32–48)" in table
    assert "passed: measured 2026-11-30 11:00 UTC on x86_64, 2 CPUs, Linux, Python 3.11.7, load 0.4" in table


def test_a_style_whose_files_changed_is_measured_again_and_only_it(tmp_path: Path, monkeypatch) -> None:
    for i, style in enumerate(FIVE):
        report.save(style, saved_entry(i, style), tmp_path)
    key = concerns.source_key
    monkeypatch.setattr(concerns, "source_key", lambda style: "new" if style == "pipeline" else key(style))
    monkeypatch.setenv("MINESWEEPER_STYLES_CACHE", str(tmp_path / "cache"))  # "new" is no other checkout's metrics
    asked = []

    def figures(styles, *_):
        asked.extend(styles)
        return {style: (7, 10, 9, 12) for style in styles}

    monkeypatch.setattr(report, "pass_figures", figures)
    monkeypatch.setattr(report, "timings", lambda style: ([10.0, 11.0, 12.0], [[0.1, 0.2], [0.2, 0.3], [0.1, 0.3]]))
    rows = report.measure(FIVE, cache_in=tmp_path)
    assert asked == ["pipeline"]
    assert report.pass_text(next(r for r in rows if r.style == "pipeline")) == "7/10 transcripts, 9/12 cases"
    assert report.load_saved("pipeline", tmp_path)["pass"]["passed"] == 9  # kept for the next time
    asked.clear()
    report.measure(FIVE, cache_in=tmp_path, remeasure=True)
    assert asked == FIVE  # --remeasure


def test_a_ranking_only_where_the_difference_is_larger_than_the_noise() -> None:
    rows = [report.static_metrics(style) for style in ("monolith", "pipeline", "things")]
    for row, spread in zip(rows, ([10, 14], [12, 20], [30, 35]), strict=True):
        row.startup_ms, row.startup_spread_ms = sum(spread) / 2, spread
    report.rank(rows)
    assert [row.rank for row in rows] == [(1, 2), (1, 2), (3, 3)]  # the first two overlap: they share places
    assert report.rank_text(rows[0]) == "1–2" and report.rank_text(rows[2]) == "3"


def test_the_table_fits_the_terminal() -> None:
    rows = [report.static_metrics(style) for style in FIVE]
    assert max(map(len, report.text_table(rows, 70).splitlines())) <= 70
    assert "functions" in report.text_table(rows) and "functions" not in report.text_table(rows, 70)
    assert "mean CC" in report.text_table(rows, 70)


def test_the_pair_is_printed_side_by_side_measuring_nothing(capsys, monkeypatch) -> None:
    no_measuring(monkeypatch)
    monkeypatch.setattr(concerns, "find_all", lambda *_: pytest.fail("ran the styles for --pair"))
    monkeypatch.setenv("COLUMNS", "200")
    assert report.main(["--pair", "monolith", "pipeline"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert "══ 4 monolith" in lines[0] and "══ 6 pipeline" in lines[0]  # two columns
    assert max(codeview.visible(line) for line in lines) <= 200
    assert "process.guard()" in out and "── styles/monolith/__main__.py" in out  # the whole style, nothing folded
    assert re.search(r"\d+ │ +to_open = \[square\]", out)


def test_the_pair_on_a_narrow_terminal_comes_one_after_the_other(capsys, monkeypatch) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    assert report.main(["--pair", "monolith", "pipeline"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "══ 4 monolith" in lines[0] and "pipeline" not in lines[0]
    assert any(line.startswith("══ 6 pipeline") for line in lines)
    assert max(len(line) for line in lines) <= 100


def test_an_unreadable_benchmark_file_is_a_clear_error(tmp_path: Path) -> None:
    (tmp_path / "bad.json").write_text("{ not json", encoding="utf-8")
    with pytest.raises(SystemExit, match="cannot read the benchmark results"):
        report.main(["monolith", "pipeline", "--static", "--bench", str(tmp_path / "bad.json")])


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["nonesuch"], "unknown style 'nonesuch'"),
        (["monolit"], "did you mean monolith?"),
        (["--pick", "monolith"], "--pick takes 2 to 4 styles"),
        (["--concern", "floods"], "unknown concern 'floods'"),
        (["--concern", "f"], "ambiguous concern 'f'"),
        (["--html", "/nowhere/at/all/r.html"], "no such folder"),
    ],
)
def test_bad_arguments_are_refused_clearly(argv, says, capsys) -> None:
    with pytest.raises(SystemExit) as exit:
        report.main(["--static", *argv])
    assert exit.value.code == 2 and says in capsys.readouterr().err


def test_a_chart_with_an_outlier_is_drawn_on_a_labelled_log_scale() -> None:
    rows = [report.static_metrics(style) for style in FIVE]
    for i, row in enumerate(rows):
        row.startup_ms = [12.0, 13.0, 14.0, 15.0, 400.0][i]
    drawn = report.chart(rows, "startup_ms", "Start-up", "{:.0f}", set())
    assert 'data-scale="log scale"' in drawn and ">log scale<" in drawn
    widths = [float(w) for w in re.findall(r'<b style="width:([\d.]+)%', drawn)]
    assert min(widths) > 10 and max(widths) < 100  # the small values stay visible next to the outlier
    linear = report.chart(rows, "lines", "Lines", "{:d}", set())
    assert 'data-scale="linear from 0"' in linear


def test_ticks_are_round_numbers_and_differences_within_the_noise_are_ties() -> None:
    for values in ([0.136239, 0.2, 0.31], [21.2167, 30.5, 25], [12, 410], [1.9, 3.0, 34.5], [12, 13, 400]):
        where, kind, ticks = report.scale(values)
        texts = [report.tick_text(tick) for tick in ticks]
        assert 3 <= len(ticks) <= 6 and all(re.fullmatch(r"\d{1,3}(\.\d{1,2})?", text) for text in texts), texts
        assert all(0 <= where(tick) <= 100.01 for tick in ticks)
    rows = [report.static_metrics(style) for style in ("monolith", "pipeline", "things")]
    for row, noise in zip(rows, ([0.08, 0.10], [0.09, 0.12], [0.13, 0.15]), strict=True):
        row.move_ms, row.move_noise_ms = sum(noise) / 2, noise
    report.rank(rows)
    assert [row.move_rank for row in rows] == [(1, 2), (1, 2), (3, 3)]


# ---- The page in a real browser.


class Node:
    def __init__(self, tag: str, attrs: dict[str, str], parent: Node | None) -> None:
        self.tag, self.attrs, self.parent, self.children, self.text = tag, attrs, parent, [], []

    @property
    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    def all(self, test) -> list[Node]:
        found = [self] if test(self) else []
        for child in self.children:
            found += child.all(test)
        return found

    def by_id(self, name: str) -> Node:
        (node,) = self.all(lambda n: n.attrs.get("id") == name)
        return node

    def with_class(self, name: str) -> list[Node]:
        return self.all(lambda n: name in n.classes)

    def content(self) -> str:
        return "".join(self.text) + "".join(child.content() for child in self.children)


class Tree(HTMLParser):
    """The DOM as Chromium dumped it, as a tree of Nodes (the standard library's HTML parser)."""

    VOID = {"br", "input", "meta", "img", "hr", "link", "source", "wbr"}

    def __init__(self, text: str) -> None:
        super().__init__()
        self.root = self.at = Node("#document", {}, None)
        self.feed(text)

    def handle_starttag(self, tag, attrs) -> None:
        node = Node(tag, {k: v or "" for k, v in attrs}, self.at)
        self.at.children.append(node)
        if tag not in self.VOID:
            self.at = node

    def handle_endtag(self, tag) -> None:
        node = self.at
        while node.parent is not None and node.tag != tag:
            node = node.parent
        if node.parent is not None:
            self.at = node.parent

    def handle_data(self, data) -> None:
        self.at.text.append(data)


MEASURE = """<script>
const body = document.body.dataset, screen = innerHeight;
body.scrollWidth = document.documentElement.scrollWidth;
body.rootFont = parseFloat(getComputedStyle(document.documentElement).fontSize);
const cells = [...document.querySelectorAll('#concern-columns td.c')];
body.codeFont = Math.min(...cells.map((cell) => parseFloat(getComputedStyle(cell).fontSize)));
let wrapped = 0, split = 0;
cells.forEach((cell) => {
  if (cell.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(cell).lineHeight)) wrapped += 1;
  cell.querySelectorAll('span').forEach((token) => {  /* a token on one line; a comment's words each on one */
    const text = token.firstChild, whole = getComputedStyle(token).whiteSpace === 'pre';
    if (whole && token.getClientRects().length > 1) split += 1;
    for (const word of text ? text.data.matchAll(/[^\\s-]+/g) : []) {  /* prose breaks after a hyphen */
      const range = document.createRange();
      range.setStart(text, word.index); range.setEnd(text, word.index + word[0].length);
      if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) split += 1;
    }
  });
});
body.codeLines = cells.length; body.wrappedLines = wrapped; body.splitTokens = split;
body.overflowing = [...document.querySelectorAll('#concern-columns .code-box')]
  .filter((box) => box.scrollWidth > box.clientWidth + 1).length;
const columns = [...document.querySelectorAll('#concern-columns .column')];
body.perRow = columns.filter((c) => Math.abs(c.offsetTop - columns[0].offsetTop) < 2).length;
body.firstScreen = columns.filter((c) => c.querySelector('tr').getBoundingClientRect().bottom <= screen)
  .map((c) => c.dataset.style).join(',');
body.firstCodeTop = Math.round(document.querySelector('#concern-columns tr').getBoundingClientRect().top);
body.chartsTop = Math.round(document.getElementById('charts-section').getBoundingClientRect().top);
body.screen = screen;
</script></body>"""


def chromium(page: Path, fragment: str, folder: Path, size: tuple[int, int], screenshot: Path | None = None) -> Node:
    """The page's DOM after its scripts ran in headless Chromium at `size`, with layout measures added to <body>
    (by a copy of the page with one more script); with a screenshot of the window, when asked."""
    copy = folder / f"measured-{len(list(folder.glob('measured-*')))}.html"
    copy.write_text(page.read_text(encoding="utf-8").replace("</body>", MEASURE), encoding="utf-8")
    argv = [
        CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        f"--user-data-dir={folder / 'profile'}", f"--window-size={size[0]},{size[1]}", "--hide-scrollbars",
        "--virtual-time-budget=5000",
    ]  # fmt: skip
    if screenshot is not None:
        shot = run(Program((*argv, f"--screenshot={screenshot}", copy.as_uri() + fragment), folder, dict(os.environ)),
                   b"", deadline=90, fast=False)  # fmt: skip
        assert shot.exit == 0 and screenshot.is_file(), (shot.problem, shot.stderr[-500:])
    result = run(Program((*argv, "--dump-dom", copy.as_uri() + fragment), folder, dict(os.environ)), b"", 90, False)
    assert result.exit == 0 and b"<body" in result.stdout, (result.problem, result.stderr[-500:])
    return Tree(result.stdout.decode("utf-8")).root


@pytest.fixture(scope="module")
def page(tmp_path_factory) -> Path:
    """The page for FIVE with made-up measurements (nothing is measured but the concerns, which are cached)."""
    folder = tmp_path_factory.mktemp("report")
    out = folder / "report.html"
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(report, "load_saved", lambda style, *_: saved_entry(FIVE.index(style), style))
        no_measuring(patch)
        (folder / "none.json").write_text('{"styles": {}}', encoding="utf-8")  # not ./bench-results.json
        argv = [*FIVE, "--bench", str(folder / "none.json"), "--html", str(out)]
        assert report.main([*argv, "--pick", "monolith", "actors"]) == 0
    return out


def test_the_page_is_self_contained_with_every_readme(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    assert not re.search(r"<link|<iframe|<img|\b(src|href)=\"?(https?:)?//", text)
    assert "<svg" not in text and text.count("<script") == 2  # the data and one small script
    assert not re.search(r'href="(?!#)', text)  # links go to the page itself, never to a file beside it
    for style in FIVE:
        assert f'id="readme-{style}"' in text and f'href="#readme-{style}"' in text
    assert "Constraints" in text  # the READMEs' own words are on the page
    assert "120/120 transcripts, 134/134 cases" in text and "110/120 transcripts, 124/134 cases" in text
    assert "measured 2026-11-30 10:00 UTC on x86_64, 2 CPUs" in text  # when measured, not when written


def test_the_page_has_the_exercises_changeability_table(page: Path) -> None:
    """Issue 25's section of the report: every exercise a column, every style with solutions a row, each cell the
    solution patch's own count."""
    text = page.read_text(encoding="utf-8")
    start = text.index('<table id="exercise-table">')
    table = text[start : text.index("</table>", start)]
    for name in exercises.names():
        assert f"<br>{name}</th>" in table
    for solution in exercises.solutions():
        stats = solution.stats()
        assert f"<b>{solution.style}</b>" in table and f"+{stats.added}/−{stats.removed}" in table


@needs_chromium
def test_the_page_renders_the_concern_view_charts_and_pair_in_chromium(page: Path, tmp_path: Path) -> None:
    dom = chromium(page, "#concern=flood-fill&styles=convolutions,monolith,pipeline,actors", tmp_path, (1280, 800))
    # The concern view: the chosen styles' excerpts side by side, in chapter order, with line numbers.
    columns = dom.by_id("concern-columns").with_class("column")
    assert [c.attrs["data-style"] for c in columns] == ["monolith", "pipeline", "actors", "convolutions"]
    for column in columns:
        rows = column.all(lambda n: n.tag == "tr" and "elided" not in n.classes)
        numbers = [int(row.with_class("n")[0].content()) for row in rows]
        assert numbers and numbers == sorted(numbers)
    monolith = columns[0]
    assert [r for r in monolith.all(lambda n: n.tag == "tr") if "hit" in r.classes], "no line of the concern"
    assert monolith.all(lambda n: n.tag == "span" and "color" in n.attrs.get("style", ""))  # pygments, inline
    elided = [r.content().strip() for r in monolith.all(lambda n: n.tag == "tr" and "elided" in n.classes)]
    assert "to_open" in monolith.content() and "… (flagging, losing)" in elided  # the other moves, one line
    assert "The flood fill" in dom.by_id("concern-says").content()
    # Charts: present, each sorted from the smallest value, naming its scale, the picked styles highlighted.
    charts = dom.by_id("charts").with_class("chart")
    assert {c.attrs["data-metric"] for c in charts} >= {"lines", "startup_ms", "move_ms", "pass_rate"}
    for one in charts:
        bars = one.with_class("bar-row")
        values = [float(bar.attrs["data-value"]) for bar in bars]
        assert len(values) == 5 and values == sorted(values), one.attrs["data-metric"]
        assert {bar.attrs["data-style"] for bar in bars if "picked" in bar.classes} == {"monolith", "actors"}
        assert one.attrs["data-scale"] in one.content()
    startup = next(one for one in charts if one.attrs["data-metric"] == "startup_ms")
    assert startup.attrs["data-scale"] == "log scale"  # convolutions' 400 ms would flatten the rest
    assert len(startup.with_class("whisker")) == 5 and "#5" in startup.content()
    # Per move, 0.05 ms apart with a noise of ±0.04 ms: neighbours tie, the fastest and the slowest do not.
    moves = next(one for one in charts if one.attrs["data-metric"] == "move_ms")
    ranks = [rank.content() for rank in moves.with_class("rank")]
    assert ranks == ["#1–2", "#1–3", "#2–4", "#3–5", "#4–5"] and len(moves.with_class("tie")) == 5
    # The pair: two sources in full, nothing folded away.
    pair = dom.by_id("pair-columns").with_class("column")
    assert [c.attrs["data-style"] for c in pair] == ["monolith", "actors"]
    assert not pair[0].all(lambda n: n.tag == "details") and "guard" in pair[0].content()
    # The catalogue: chapter, style with its README, constraints, the saved numbers with their spread.
    rows = dom.by_id("catalogue").all(lambda n: n.tag == "tr" and "data-style" in n.attrs)
    assert [r.attrs["data-style"] for r in rows] == FIVE
    assert "110/120 transcripts" in rows[2].content() and "34 (32–48)" in rows[2].content()
    body = dom.all(lambda n: n.tag == "body")[0]
    assert int(body.attrs["data-scroll-width"]) <= 1280  # nothing wider than the window


@needs_chromium
def test_the_first_screen_is_four_styles_code_at_16_px_wrapped_between_tokens(page: Path, tmp_path: Path) -> None:
    """Screenshots at 1280x800 and 1920x1080 (in this test's folder, to look at). The first screen is the concern
    view, the charts below it; four styles' code at 16 px or more: side by side on a projector, two by two on a
    laptop, where the long lines wrap, each between two tokens, never inside one (nor inside a comment's word),
    and no column scrolls sideways. The type grows with the window."""
    four = "#concern=flood-fill&styles=monolith,things,actors,convolutions"
    measured = {}
    for size, first_row in (((1280, 800), "monolith,things"), ((1920, 1080), "monolith,things,actors,convolutions")):
        shot = tmp_path / f"report-{size[0]}x{size[1]}.png"
        dom = chromium(page, four, tmp_path, size, screenshot=shot)
        body = measured[size[0]] = dom.all(lambda n: n.tag == "body")[0].attrs
        columns = dom.by_id("concern-columns").with_class("column")
        assert [c.attrs["data-style"] for c in columns] == ["monolith", "things", "actors", "convolutions"]
        assert float(body["data-code-font"]) >= 16, body
        assert body["data-first-screen"] == first_row and int(body["data-per-row"]) == len(first_row.split(","))
        assert int(body["data-first-code-top"]) < size[1] // 4 < size[1] <= int(body["data-charts-top"]), body
        assert int(body["data-code-lines"]) > 40 and int(body["data-wrapped-lines"]) > 0, body  # wrapping is tried
        assert int(body["data-split-tokens"]) == 0 and int(body["data-overflowing"]) == 0, body
        assert int(body["data-scroll-width"]) <= size[0]
        assert shot.stat().st_size > 10_000
    assert float(measured[1920]["data-root-font"]) > 1.15 * float(measured[1280]["data-root-font"])
    print(f"screenshots: {tmp_path}")


@needs_chromium
def test_another_concern_and_two_styles_from_the_address(page: Path, tmp_path: Path) -> None:
    dom = chromium(page, "#concern=losing&styles=things,monolith", tmp_path, (1280, 800))
    columns = dom.by_id("concern-columns").with_class("column")
    assert [c.attrs["data-style"] for c in columns] == ["monolith", "things"]
    assert "You Lost!" in columns[0].content()
    assert "Losing" in dom.by_id("concern-says").content()


def test_a_second_page_with_nothing_changed_runs_no_style(tmp_path: Path, monkeypatch) -> None:
    """Everything a page needs is saved after the first: the concerns' coverage and the measurements."""
    monkeypatch.setattr(report, "load_saved", lambda style, *_: saved_entry(FIVE.index(style), style))
    no_measuring(monkeypatch)
    concerns.find_all(FIVE, list(concerns.definitions().values()))  # the first time (cached already, mostly)
    monkeypatch.setattr(concerns, "covered_runs", lambda *_: pytest.fail("ran a style under coverage again"))
    out = tmp_path / "again.html"
    (tmp_path / "none.json").write_text('{"styles": {}}', encoding="utf-8")
    assert report.main([*FIVE, "--bench", str(tmp_path / "none.json"), "--html", str(out)]) == 0
    assert json.loads(re.search(r'id="data">(.*?)</script>', out.read_text(encoding="utf-8")).group(1))


def test_the_readmes_compare_example_has_the_table_and_the_styles_real_metrics() -> None:
    """The teachers' guide's numbers were measured on some machine; its columns and every style's source metrics
    are checked against the code as it is."""
    command = "python -m styles compare monolith pipeline things actors convolutions"
    text = (Path(__file__).parents[2] / "docs" / "teachers.md").read_text(encoding="utf-8")
    assert f"$ {command}\n" in text
    lines = text.split(f"$ {command}\n", 1)[1].split("\n```", 1)[0].splitlines()
    assert re.split(r"\s{2,}", lines[0].strip()) == [title for title, *_ in report.TABLE]
    for line, style in zip(lines[2:7], command.split()[4:], strict=True):
        row = report.static_metrics(style)
        expected = [row.chapter, style, row.lines, row.functions, row.classes, row.nesting]
        expected += [f"{row.complexity_mean:.1f}", row.complexity_max]
        assert re.split(r"\s{2,}", line.strip())[:8] == [str(value) for value in expected], line
