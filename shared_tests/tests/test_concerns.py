"""Concerns: every style maps every concern in its concerns.map, and its runs verify the map; the excerpts, the
cache and the `show` command. (The map's format and the excerpts' layout: test_concern_map.py.)

The matrix test runs each style under coverage.py (about 25 small runs a style, forked from one process, about a
second a style); the covered lines are cached per style (concerns.cache_folder()) until the style's files change.
`pytest --style X` checks X only.
"""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from shared_tests import codeview, concern_map, concerns
from shared_tests.concerns import Concern, Covered, Measured, Run
from shared_tests.harness.targets import ROOT
from shared_tests.plugin import chosen_styles
from styles import catalogue

pytest.importorskip("coverage", reason="the concerns need coverage.py (pip install -e '.[test]')")
pytest.importorskip("pygments", reason="the concerns need pygments (pip install -e '.[test]')")

# ---- The hand-checked expectations, in one place. -------------------------------------------------------------
# (concern, style) -> a text that a reader would name, which the concern's excerpt must contain.
EXPECTED = {
    ("flood-fill", "monolith"): "to_open",  # the flood fill's explicit stack
    ("flood-fill", "actors"): "neighbours",
    ("losing", "monolith"): "You Lost!",
    ("end-of-input", "monolith"): "Not enough inputs!",
    ("flagging", "monolith"): "flagged[square] = not flagged[square]",
    ("file-errors", "monolith"): "sys.exit(1)",  # a missing path
    ("counting-neighbours", "monolith"): "nearby[square] += 1",
    ("counting-neighbours", "persistent_tables"): "SELECT count(*) FROM neighbours",  # a query: coverage cannot see it
}


@pytest.fixture(scope="module")
def found(request: pytest.FixtureRequest) -> dict[tuple[str, str], concerns.Found]:
    """Every concern in every chosen style and in those EXPECTED names, measured in parallel (a process a style)."""
    if request.config.getoption("--cmd"):
        pytest.skip("concerns are found in our styles' code, not in another program's")
    styles = chosen_styles(request.config, catalogue.names()) + [style for _, style in EXPECTED]
    styles = [name for name in catalogue.names() if name in styles]
    return concerns.find_all(styles, list(concerns.definitions().values()))


def style_params(config: pytest.Config) -> list[str]:
    return chosen_styles(config, catalogue.names())


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if metafunc.function.__name__ == "test_every_concern_of_a_style_is_placed_and_verified_by_its_runs":
        metafunc.parametrize("style", style_params(metafunc.config) or [pytest.param(None, marks=pytest.mark.skip)])


@pytest.mark.style
def test_every_concern_of_a_style_is_placed_and_verified_by_its_runs(found, style: str) -> None:
    """Each concern has places in the style's concerns.map, all of them in the code as it is, and an excerpt no
    longer than LIMIT lines (column ranges aside) that the runs of concerns.toml verify; no two concerns have
    the same excerpt unless every place of either names both."""
    results = [found[style, name] for name in concerns.definitions()]
    problems = [problem for result in results for problem in result.problems]
    assert not problems, "\n".join(problems[:10])
    findings = [f"{result.concern.name}: {finding}" for result in results for finding in result.findings]
    findings += concerns.same_excerpts(style, results)
    assert not findings, f"{style}:\n" + "\n".join(findings)
    for result in results:
        assert result.mapped and result.blocks, (style, result.concern.name)
        assert result.placed <= concerns.LIMIT or result.by_columns, (style, result.concern.name, result.placed)


@pytest.mark.style
@pytest.mark.parametrize(("concern", "style"), sorted(EXPECTED))
def test_excerpts_hold_what_a_reader_would_name(found, concern: str, style: str) -> None:
    """The text is in the excerpt, on a line of the concern's own places (not only in the code shown around
    them for context)."""
    result = found[style, concern]
    text = concerns.render_text(result, colour=False)
    assert EXPECTED[concern, style] in text, text
    sources = catalogue.get(style).sources()
    placed = concerns.places(style).placed(concern)
    holding = {(file, n) for file, lines in placed.items() for n in lines if EXPECTED[concern, style] in
               sources[file].splitlines()[n - 1]}  # fmt: skip
    assert holding, f"{EXPECTED[concern, style]!r} is shown, but in no place of {concern}"


def test_persistent_tables_counts_in_sql_and_its_excerpt_shows_the_query(found) -> None:
    result = found["persistent_tables", "counting-neighbours"]
    text = concerns.render_text(result, colour=False)
    assert "SELECT" in text and result.mapped  # line coverage cannot see inside a query: the map can


KNOWN = ["flood-fill", "losing", "winning", "drawing-a-frame"]


def test_code_golf_places_columns_of_its_lines(found) -> None:
    if ("code_golf", "flood-fill") not in found:
        pytest.skip("code_golf not chosen")
    result = found["code_golf", "flood-fill"]
    assert result.by_columns and all(block.columns for block in result.blocks)
    assert "^" in concerns.render_text(result, colour=False)  # plain text underlines the concern's columns


# ---- Verification against the runs, on a made-up style. ------------------------------------------------------
SMALL = Run((("board.cfg", b".\n"),), ("board.cfg",), ("1 1 R",), 0)
OTHER = Run((("board.cfg", b".\n"),), ("board.cfg",), (), 0)
STYLE = """\
def play(zero):
    opened = [1]
    if zero:
        opened.append(2)
    if zero > 1:
        opened.append(3)
    return opened
"""
PLACES = "[flood-fill]\nplay: opened = [1] … if zero:\n"  # the first two statements


def assessed(ran: set[int], contrast: set[int], source: str = STYLE, places: str = PLACES) -> concerns.Found:
    concern = Concern("flood-fill", "The flood fill", ("R8.3",), "", (SMALL,), (OTHER,))
    statements = frozenset(concerns.declaring_lines(source) ^ set(range(1, len(source.splitlines()) + 1)))
    measured = Measured(
        {SMALL.key: Covered({"__main__.py": frozenset(ran)}), OTHER.key: Covered({"__main__.py": frozenset(contrast)})},
        {"__main__.py": statements},
    )
    mapped = concern_map.parse(places, {"__main__.py": source}, ["flood-fill"])
    return concerns.assess("made-up", concern, measured, mapped, {"__main__.py": source})


def test_places_that_agree_with_the_runs_are_verified() -> None:
    result = assessed(ran={2, 3, 4, 5, 7}, contrast={2, 3, 5, 7})
    assert not result.findings and result.only == {"__main__.py": {4}}
    assert [block.rows() for block in result.blocks] == [[1, 2, 3, 4, "    …"]]  # the rest of play, elided
    assert result.blocks[0].hits == {4}


def test_a_line_that_runs_only_for_the_concern_outside_its_places_is_found() -> None:
    result = assessed(ran={2, 3, 4, 5, 6, 7}, contrast={2, 3, 5, 7})
    assert result.findings == ["__main__.py:6: runs only for flood-fill but is in no place concerns.map names for it"]


def test_a_placed_line_that_runs_for_the_contrast_only_is_found_with_its_place() -> None:
    result = assessed(ran={2, 3, 5, 7}, contrast={2, 3, 4, 5, 7})
    assert result.findings == [
        "__main__.py:4: in `play: opened = [1] … if zero:`, named for flood-fill, but does not run for "
        "board.cfg with '1 1 R'"
    ]


def test_a_statement_no_run_takes_may_be_part_of_a_construct_of_the_concern() -> None:
    """A defensive branch that no run takes (the constructivist's guards) is shown with its construct; a place
    none of whose statements runs for the concern is still a finding."""
    assert assessed(ran={2, 3, 5, 7}, contrast={2, 3, 5, 7}, places="[flood-fill]\nplay\n").findings == []
    nowhere = assessed(
        ran={2, 3, 5, 7}, contrast={2, 3, 5, 7}, places="[flood-fill]\nplay: if zero: opened.append(2)\n"
    )
    assert nowhere.findings == [
        "__main__.py:4: `play: if zero: opened.append(2)` names code that does not run for board.cfg with '1 1 R'"
    ]


def test_a_place_that_names_no_code_is_a_finding_that_quotes_it() -> None:
    result = assessed(ran={2, 3, 4, 5, 7}, contrast={2, 3, 5, 7}, places="[flood-fill]\nplay: opened = [2]\n")
    assert result.findings[0] == (
        "concerns.map:2: [flood-fill] play: opened = [2]: names no place in the code (has it moved or changed?)"
    )


def test_places_longer_than_the_limit_are_found() -> None:
    long = "def play(zero):\n" + "    x = 1\n" * 61
    lines = set(range(2, 63))
    result = assessed(ran={1} | lines, contrast={1} | lines, source=long, places="[flood-fill]\nplay\n")
    assert result.findings == [f"the places of flood-fill hold 62 lines, more than {concerns.LIMIT}"]


def test_two_concerns_with_the_same_excerpt_are_found_unless_every_place_names_both() -> None:
    source = {"__main__.py": "x = 1\ny = 2\n"}
    both = concern_map.parse("[losing, winning]\nx\n", source, KNOWN)
    apart = concern_map.parse("[losing]\nx\ny\n[winning]\nx\n", source, KNOWN)
    lines = [concerns.Block("__main__.py", (1,), frozenset())]
    table = concerns.definitions()
    founds = [concerns.Found("s", table[name], True, lines, {}, 1) for name in ("losing", "winning")]
    assert concerns.same_excerpts("s", founds, both) == []
    assert concerns.same_excerpts("s", founds, apart)  # losing has a place of its own, yet the same excerpt


# ---- The definitions. -----------------------------------------------------------------------------------------


def test_definitions_hold_the_issue_concerns() -> None:
    table = concerns.definitions()
    assert list(table)[:2] == ["reading-the-board", "counting-neighbours"]
    assert {"flood-fill", "flagging", "losing", "winning", "end-of-input", "file-errors"} <= set(table)
    flood = table["flood-fill"]
    assert flood.runs[0].files == flood.contrast[0].files  # the same board: only the square revealed differs


def test_a_bad_definition_is_refused_with_its_place(tmp_path: Path) -> None:
    bad = tmp_path / "concerns.toml"
    bad.write_text('[runs]\nidle = { board = "nowhere" }\n', encoding="utf-8")
    with pytest.raises(concerns.DefinitionError, match="run idle: no board 'nowhere'"):
        concerns.definitions.__wrapped__(bad)
    bad.write_text('[concerns.x]\ntitle = "x"\nrules = []\nsays = ""\nruns = ["idle"]\ncontrast = []\n')
    with pytest.raises(concerns.DefinitionError, match="concern x: runs names no run"):
        concerns.definitions.__wrapped__(bad)
    bad.write_text('[concerns.x]\ntitle = "x"\nwider = []\n')
    with pytest.raises(concerns.DefinitionError, match="concern x: unknown keys"):
        concerns.definitions.__wrapped__(bad)


# ---- Excerpts of styles without a map. ----------------------------------------------------------------------

SOURCE = (
    '"""A module."""\nimport os\n\n\n'  # lines 1-4
    'def short(x):\n    """Short."""\n    if x:\n        return 1\n    return 2\n\n\n'  # 5-11
    "def long(x):\n"
    + "    y = x\n" * 30  # 12-42
    + "    if y:\n        while y:\n            y -= 1\n            os.getpid()\n    return y\n"  # 43-47
)


def test_a_short_function_is_shown_whole() -> None:
    assert concerns.excerpt_spans(SOURCE, [8]) == [(5, 9, "")]


def test_in_a_long_function_the_block_around_the_line_is_shown() -> None:
    line = SOURCE.splitlines().index("            y -= 1") + 1
    first, last, where = concerns.excerpt_spans(SOURCE, [line])[0]
    assert SOURCE.splitlines()[first].strip() == "if y:" and where == "long"  # one line of context before
    assert last - first < concerns.BLOCK + 2


def test_near_lines_merge_into_one_excerpt() -> None:
    line = SOURCE.splitlines().index("            y -= 1") + 1
    assert len(concerns.excerpt_spans(SOURCE, [line, line + 1])) == 1
    assert len(concerns.excerpt_spans(SOURCE, [8, line])) == 2


def test_declarations_never_count() -> None:
    declaring = concerns.declaring_lines(SOURCE)
    assert {1, 2, 5, 6} <= declaring and not declaring & {7, 8, 9}


# ---- The runs, the cache and the command. ---------------------------------------------------------------------


def test_covered_lines_are_cached_until_the_style_changes(tmp_path: Path, monkeypatch) -> None:
    concern = concerns.definitions()["losing"]
    first = concerns.measure(["monolith"], [concern], cache_in=tmp_path)
    assert list((tmp_path / "concerns").glob("monolith.*.json"))

    def no_run(*_):
        raise AssertionError("ran a style although its covered lines were cached")

    monkeypatch.setattr(concerns, "covered_runs", no_run)
    again = concerns.measure(["monolith"], [concern], cache_in=tmp_path)
    assert {k: v.lines for k, v in again["monolith"].runs.items()} == {
        k: v.lines for k, v in first["monolith"].runs.items()
    }
    monkeypatch.setattr(concerns, "source_key", lambda style: "changed")
    with pytest.raises(AssertionError, match="ran a style"):
        concerns.measure(["monolith"], [concern], cache_in=tmp_path)


def test_a_run_that_fails_or_hangs_is_reported_not_cached(tmp_path: Path) -> None:
    """The forked runs keep their deadline: a program that sleeps is killed and reported, one that ends with the
    wrong exit code is reported with the last line of its standard error."""
    package = tmp_path / "sleeper"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "__main__.py").write_text(
        "import sys, time\nif sys.argv[1:] == ['slow']:\n    time.sleep(60)\nsys.exit('broken: ' + sys.argv[1])\n",
        encoding="utf-8",
    )
    spec = {
        "module": "sleeper",
        "folder": str(package),
        "deadline": 1.0,
        "runs": [{"key": k, "files": [], "args": [k], "stdin": ""} for k in ("slow", "fails")],
    }
    (tmp_path / "spec.json").write_text(json.dumps(spec), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "shared_tests.coverage_runs", str(tmp_path / "spec.json")],
        cwd=ROOT, env={"PYTHONPATH": f"{ROOT}:{tmp_path}", "PATH": "/usr/bin:/bin"}, capture_output=True, timeout=60,
    )  # fmt: skip
    answers = json.loads(done.stdout)
    assert answers["slow"] == {"problem": "no answer within 1 s"}
    assert answers["fails"]["exit"] == 1 and answers["fails"]["stderr"] == "broken: fails"


@pytest.fixture(scope="module")
def shown(found) -> dict[tuple[str, str], concerns.Found]:
    return {key: value for key, value in found.items() if key[1] == "flood-fill"}


def test_show_prints_in_chapter_order_with_line_numbers(shown, capsys, monkeypatch) -> None:
    monkeypatch.setattr(concerns, "find_all", lambda styles, cs, *_: shown)
    assert concerns.main(["flood-fill", "actors", "monolith"]) == 0
    out = capsys.readouterr().out
    assert out.index("── 4 monolith") < out.index("── 29 actors")
    assert re.search(r"styles/monolith/__main__.py, lines \d+-\d+", out) and "\x1b[" not in out  # not a terminal
    assert "▶" in out and "… (" in out  # the rest of a construct around the flood fill: one line per part


def test_show_highlights_the_concerns_lines_in_colour(shown, capsys, monkeypatch) -> None:
    monkeypatch.setattr(concerns, "find_all", lambda styles, cs, *_: shown)
    assert concerns.main(["flood-fill", "monolith", "--color", "always"]) == 0
    out = capsys.readouterr().out
    hit = next(line for line in out.splitlines() if "to_open.append" in re.sub(r"\x1b\[[\d;]*m", "", line))
    assert codeview.HIGHLIGHT in hit  # a background and bold, not only the mark in the margin


def test_show_fits_its_lines_to_the_terminal(shown, capsys, monkeypatch) -> None:
    monkeypatch.setattr(concerns, "find_all", lambda styles, cs, *_: shown)
    monkeypatch.setenv("COLUMNS", "70")
    assert concerns.main(["flood-fill", "monolith", "--color", "always"]) == 0
    out = capsys.readouterr().out
    assert max(codeview.visible(line) for line in out.splitlines()) <= 70
    assert codeview.FOLD in out  # the long lines of the flood fill are folded, not cut
    words = re.findall(r"[A-Za-z_]\w*", re.sub(r"\x1b\[[\d;]*m", "", out))
    assert "to_open" in words and "is_open" in words  # no name is cut in two


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["floods"], "unknown concern 'floods'; did you mean flood-fill?"),
        (["f"], "ambiguous concern 'f': flood-fill, flagging, file-errors"),
        (["flood-fill", "monolit"], "unknown style 'monolit' (did you mean monolith?)"),
        ([], "the following arguments are required: concern"),
        (["flood", "--color", "sometimes"], "invalid choice: 'sometimes'"),
    ],
)
def test_show_refuses_bad_arguments_clearly(argv, says, capsys) -> None:
    with pytest.raises(SystemExit) as exit:
        concerns.main(argv)
    assert exit.value.code == 2 and says in capsys.readouterr().err


def test_show_without_coverage_says_what_to_install(capsys, monkeypatch) -> None:
    monkeypatch.setattr(concerns, "missing_tools", lambda: ["coverage"])
    assert concerns.main(["flood-fill", "monolith"]) == 2
    assert "needs coverage" in capsys.readouterr().err


# ---- Code in a terminal. --------------------------------------------------------------------------------------


def test_a_long_line_folds_between_tokens_under_its_indentation() -> None:
    source = "    " + " + ".join(f"a_long_name_{n}" for n in range(12)) + "\n"
    lines = codeview.listing(codeview.lex(source), [1], set(), colour=False, width=50)
    assert len(lines) > 1 and all(len(line) <= 50 for line in lines)
    assert re.findall(r"a_long_name_\d+", "".join(lines)) == [f"a_long_name_{n}" for n in range(12)]
    assert all(line.startswith("  ┆         ") for line in lines[1:])  # under the indentation, four more


def test_colour_choice(monkeypatch) -> None:
    class Tty:
        def isatty(self) -> bool:
            return True

    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm")
    assert codeview.wants_colour("auto", Tty()) and not codeview.wants_colour("never", Tty())
    assert codeview.wants_colour("always", io.StringIO()) and not codeview.wants_colour("auto", io.StringIO())
    monkeypatch.setenv("NO_COLOR", "1")
    assert not codeview.wants_colour("auto", Tty())


# ---- The teachers' guide's example. ---------------------------------------------------------------------------


def readme_example(command: str) -> str:
    """The output the teachers' guide shows under `$ COMMAND` (up to the end of its code block)."""
    text = (ROOT / "docs" / "teachers.md").read_text(encoding="utf-8")
    assert f"$ {command}\n" in text, f"docs/teachers.md has no example of {command}"
    return text.split(f"$ {command}\n", 1)[1].split("\n```", 1)[0]


def test_the_readmes_show_example_is_what_show_prints(found, capsys, monkeypatch) -> None:
    command = "python -m styles show flood-fill monolith actors persistent_tables"
    monkeypatch.delenv("COLUMNS", raising=False)
    monkeypatch.setattr(
        concerns, "find_all", lambda styles, cs, *_: {(s, c.name): found[s, c.name] for s in styles for c in cs}
    )
    assert concerns.main(command.split()[4:]) == 0
    assert capsys.readouterr().out.rstrip("\n") == readme_example(command), "paste the real output into the guide"
