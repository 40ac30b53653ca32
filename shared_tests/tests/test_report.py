"""The comparison report: metrics from `ast`, saved results reused, and an HTML page checked in a real browser.

The browser test renders the page in headless Chromium (`--dump-dom`, after the page's scripts ran) and asserts
on the DOM: the concern view shows the chosen styles' excerpts, the charts are present and sorted, the pair is
shown with its boundary folded, and nothing is wider than 1280 px. Skipped when Chromium is missing.
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

from shared_tests import concerns, report
from shared_tests.harness.process import Program, run

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FIVE = ["monolith", "pipeline", "things", "actors", "convolutions"]


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


# ---- Saved results.


def saved_files(folder: Path) -> tuple[Path, Path]:
    """A benchmark file with times for FIVE, and a results file with pass rates for FIVE (one of them 90 %)."""
    bench = {
        "when": "2026-11-30T10:00:00Z",
        "machine": {"python": "3.11.7", "platform": "Linux-test", "cpus": 2},
        "styles": {
            style: {
                "startup_ms": 20.0 + 7 * i,
                "startup_spread_ms": [18.0 + 7 * i, 30.0 + 9 * i],
                "move_median_ms": 0.05 * (5 - i),
                "move_p90_ms": 0.08 * (5 - i),
            }
            for i, style in enumerate(FIVE)
        },
    }
    results = {
        "styles": {
            style: {
                "source": concerns.source_key(style),
                "passed": 90 if style == "things" else 100,
                "cases": 100,
                "when": "2026-11-30 11:00 UTC",
                "machine": "x86_64 2 CPUs, Linux",
            }
            for style in FIVE
        }
    }
    (folder / "bench.json").write_text(json.dumps(bench), encoding="utf-8")
    (folder / "results.json").write_text(json.dumps(results), encoding="utf-8")
    return folder / "bench.json", folder / "results.json"


def no_measuring(monkeypatch) -> None:
    def refuse(*_, **__):
        raise AssertionError("measured although the results were saved")

    monkeypatch.setattr(report, "pass_rates", refuse)
    monkeypatch.setattr(report, "timings", refuse)


def test_saved_results_are_used_with_their_date(tmp_path: Path, monkeypatch) -> None:
    bench, results = saved_files(tmp_path)
    no_measuring(monkeypatch)
    rows = report.measure(FIVE, True, 1, json.loads(bench.read_text()), json.loads(results.read_text()))
    things = next(row for row in rows if row.style == "things")
    assert things.pass_rate == 90 and things.startup_ms == 34 and things.startup_spread_ms == [32, 48]
    table = report.text_table(rows)
    assert "34 (32–48)" in table and "saved 2026-11-30T10:00:00Z on Linux-test" in table


def test_a_pass_rate_saved_before_the_style_changed_is_measured_again(tmp_path: Path, monkeypatch) -> None:
    bench, results = saved_files(tmp_path)
    saved = json.loads(results.read_text())
    saved["styles"]["pipeline"]["source"] = "an older version"
    monkeypatch.setattr(report, "pass_rates", lambda styles, *_: {style: (7, 10) for style in styles})
    rows = report.measure(FIVE, True, 1, json.loads(bench.read_text()), saved)
    assert {row.style: row.pass_rate for row in rows if row.sources["pass"] == "measured now"} == {"pipeline": 70}
    report.save_results(results, rows, {style: concerns.source_key(style) for style in FIVE})
    assert json.loads(results.read_text())["styles"]["pipeline"]["passed"] == 7


def test_an_unreadable_results_file_is_a_clear_error(tmp_path: Path, capsys) -> None:
    (tmp_path / "bad.json").write_text("{ not json", encoding="utf-8")
    with pytest.raises(SystemExit, match="cannot read the results"):
        report.main(["monolith", "pipeline", "--static", "--results", str(tmp_path / "bad.json")])


def test_the_pair_without_html_is_printed(tmp_path: Path, capsys) -> None:
    assert report.main(["--static", "--results", str(tmp_path / "none.json"), "--pair", "monolith", "pipeline"]) == 0
    out = capsys.readouterr().out
    assert "══ 4 monolith" in out and "══ 6 pipeline" in out
    assert "── styles/monolith/boundary.py: the process boundary" in out and "sys.excepthook = end_quietly" not in out
    assert re.search(r"153 │ +to_open = \[square\]", out)


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["nonesuch"], "unknown style(s): nonesuch"),
        (["--pick", "monolith"], "--pick takes 2 to 4 styles"),
        (["--concern", "floods"], "unknown concern 'floods'"),
        (["--html", "/nowhere/at/all/r.html"], "no such folder"),
    ],
)
def test_bad_arguments_are_refused_clearly(argv, says, capsys) -> None:
    with pytest.raises(SystemExit) as exit:
        report.main(["--static", *argv])
    assert exit.value.code == 2 and says in capsys.readouterr().err


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
document.body.dataset.scrollWidth = document.documentElement.scrollWidth;
document.body.dataset.chartsHeight = Math.round(document.getElementById('charts').getBoundingClientRect().height);
</script></body>"""


def rendered(page: Path, fragment: str, folder: Path) -> Node:
    """The page's DOM after its scripts ran in headless Chromium at 1280 px, with two layout measures added
    to <body> (by a copy of the page with one more script)."""
    copy = folder / f"measured-{len(list(folder.glob('measured-*')))}.html"
    copy.write_text(page.read_text(encoding="utf-8").replace("</body>", MEASURE), encoding="utf-8")
    argv = (
        CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        f"--user-data-dir={folder / 'profile'}", "--window-size=1280,800", "--hide-scrollbars",
        "--virtual-time-budget=5000", "--dump-dom", copy.as_uri() + fragment,
    )  # fmt: skip
    result = run(Program(argv, folder, dict(os.environ)), b"", deadline=90, fast=False)
    assert result.exit == 0 and b"<body" in result.stdout, (result.problem, result.stderr[-500:])
    return Tree(result.stdout.decode("utf-8")).root


@pytest.fixture(scope="module")
def page(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("report")
    bench, results = saved_files(folder)
    out = folder / "report.html"
    argv = [*FIVE, "--static", "--bench", str(bench), "--results", str(results), "--html", str(out)]
    assert report.main([*argv, "--pick", "monolith", "pipeline", "actors", "convolutions"]) == 0
    return out


def test_the_page_is_self_contained(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    assert not re.search(r"<link|<iframe|<img|\b(src|href)=\"?(https?:)?//", text)
    assert "<svg" not in text and text.count("<script") == 2  # the data and one small script
    readmes = re.findall(r'href="([^"]+README\.md)"', text)
    assert len(readmes) == 5 and all((page.parent / link).resolve().is_file() for link in readmes)


@pytest.mark.skipif(CHROMIUM is None, reason="needs Chromium (apt-get install chromium)")
def test_the_page_renders_the_concern_view_charts_and_pair_in_chromium(page: Path, tmp_path: Path) -> None:
    dom = rendered(page, "#concern=flood-fill&styles=convolutions,monolith,pipeline,actors", tmp_path)
    # The concern view: the chosen styles' excerpts side by side, in chapter order, with line numbers.
    columns = dom.by_id("concern-columns").with_class("column")
    assert [c.attrs["data-style"] for c in columns] == ["monolith", "pipeline", "actors", "convolutions"]
    for column in columns:
        rows = column.all(lambda n: n.tag == "tr")
        numbers = [int(row.with_class("n")[0].content()) for row in rows]
        assert numbers and numbers == sorted(numbers)
        assert [r for r in rows if "hit" in r.classes], f"{column.attrs['data-style']}: no line of the concern"
        assert column.all(lambda n: n.tag == "span" and "color" in n.attrs.get("style", ""))  # pygments, inline
    assert "to_open" in columns[0].content() and "flood" in columns[3].content()
    assert "The flood fill" in dom.by_id("concern-says").content()
    # Charts: present, each sorted from the smallest value, the picked styles (and only they) highlighted.
    charts = dom.by_id("charts").with_class("chart")
    assert {c.attrs["data-metric"] for c in charts} >= {"lines", "startup_ms", "move_ms", "pass_rate"}
    for one in charts:
        bars = one.with_class("bar-row")
        values = [float(bar.attrs["data-value"]) for bar in bars]
        assert len(values) == 5 and values == sorted(values), one.attrs["data-metric"]
        assert {bar.attrs["data-style"] for bar in bars if "picked" in bar.classes} == set(FIVE) - {"things"}
    startup = next(one for one in charts if one.attrs["data-metric"] == "startup_ms")
    assert len(startup.with_class("whisker")) == 5  # the spread of each style's start-up
    # The pair: two sources in full, the process boundary folded away.
    pair = dom.by_id("pair-columns").with_class("column")
    assert [c.attrs["data-style"] for c in pair] == ["monolith", "pipeline"]
    (folded,) = pair[0].all(lambda n: n.tag == "details")
    assert "boundary" in folded.classes and "open" not in folded.attrs
    # The catalogue: chapter, style with its README, constraints, and the saved numbers with their spread.
    rows = dom.by_id("catalogue").all(lambda n: n.tag == "tr" and "data-style" in n.attrs)
    assert [r.attrs["data-style"] for r in rows] == FIVE
    assert "90" in rows[2].content() and "34 (32–48)" in rows[2].content()
    # Readable at 1280 px: nothing wider than the window, and the charts of all styles on one screen.
    body = dom.all(lambda n: n.tag == "body")[0]
    assert int(body.attrs["data-scroll-width"]) <= 1280
    assert 0 < int(body.attrs["data-charts-height"]) <= 800


@pytest.mark.skipif(CHROMIUM is None, reason="needs Chromium (apt-get install chromium)")
def test_another_concern_and_two_styles_from_the_address(page: Path, tmp_path: Path) -> None:
    dom = rendered(page, "#concern=losing&styles=things,monolith", tmp_path)
    columns = dom.by_id("concern-columns").with_class("column")
    assert [c.attrs["data-style"] for c in columns] == ["monolith", "things"]
    assert "You Lost!" in columns[0].content()
    assert "Losing" in dom.by_id("concern-says").content()
