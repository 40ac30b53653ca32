"""Concerns found by coverage: every concern of the chosen styles, and the few excerpts checked by hand.

The matrix test runs each style under coverage.py (about 16 small runs a style, three times the cost of plain
runs); the covered lines are cached per style (concerns.cache_folder()) until the style's files change. A plain
`pytest` checks the styles of the hand-checked expectations (CI starts with an empty cache, and all 41 styles
would cost it about 40 s); `pytest --style X` checks X, and the tox matrix (one environment per style) checks
every style.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from shared_tests import concerns
from shared_tests.plugin import chosen_styles
from styles import catalogue

pytest.importorskip("coverage", reason="the concerns need coverage.py (pip install -e '.[test]')")

# ---- The hand-checked expectations, in one place. -------------------------------------------------------------
# (concern, style) -> a text that a reader would name, which the concern's excerpts must contain. Chosen to
# survive refactoring: the monolith's explicit stack, names from the spec's vocabulary and its messages.
EXPECTED = {
    ("flood-fill", "monolith"): "to_open",  # the flood fill's explicit stack
    ("flood-fill", "pipeline"): "def flood(",
    ("flood-fill", "actors"): "neighbours",
    ("flood-fill", "convolutions"): "flood(",  # the flood network, a stack of convolutions
    ("losing", "monolith"): "You Lost!",
    ("end-of-input", "monolith"): "Not enough inputs!",
    ("flagging", "monolith"): "flagged[square] = not flagged[square]",
    ("file-errors", "monolith"): "sys.exit(1)",  # a missing path
    ("parsing-input", "convolutions"): "def parse_move(",
    ("counting-neighbours", "monolith"): "nearby[square] += 1",
}
# (style, concern or "*") -> why line coverage cannot do better there. Found lines may be empty or a majority.
EXEMPT = {
    ("code_golf", "*"): "13 lines of many statements each: line coverage cannot tell them apart",
    ("infinite_mirror", "end-of-input"): "one conditional expression that runs for every input line",
    ("spreadsheet", "end-of-input"): "one conditional expression that runs for every input line",
    ("spreadsheet", "drawing-a-frame"): "the whole sheet of formulas, the frame's among them, is laid out at once",
    ("spreadsheet", "counting-neighbours"): "the whole sheet of formulas, the numbers' among them, is laid out at once",
}
MINORITY = 0.5  # a concern's lines are less than this share of the style's lines of code, except:
LOOSE = {  # concern -> (share, why): no run draws a frame without setting up the game, so these are
    # everything from a checked board to the first prompt (counting too, in styles that count every board alike)
    "drawing-a-frame": (0.75, "the first frame cannot be drawn without the set-up every game runs"),
    "counting-neighbours": (0.75, "array styles count every board with the same lines: the set-up is shown"),
}


def exempt(style: str, concern: str) -> str | None:
    return EXEMPT.get((style, concern)) or EXEMPT.get((style, "*"))


@pytest.fixture(scope="module")
def found(request: pytest.FixtureRequest) -> dict[tuple[str, str], concerns.Found]:
    styles = chosen_styles(request.config, sorted({s for _, s in EXPECTED}))
    if not styles:
        pytest.skip("concerns are found in our styles' code, not in another program's")
    return concerns.find_all(styles, list(concerns.definitions().values()))


@pytest.mark.style
def test_every_style_and_concern_is_measured_and_found(found) -> None:
    problems = [p for f in found.values() for p in f.problems]
    assert not problems, "\n".join(sorted(set(problems))[:10])
    empty = [key for key, f in found.items() if not f.lines and not exempt(*key)]
    assert not empty, f"no lines found for {empty}"
    majority = [
        f"{key}: {f.count} of {f.statements}"
        for key, f in found.items()
        if f.count >= LOOSE.get(key[1], (MINORITY,))[0] * f.statements and not exempt(*key)
    ]
    assert not majority, f"not a minority of the style's code: {majority}"


@pytest.mark.style
@pytest.mark.parametrize(("concern", "style"), sorted(EXPECTED))
def test_excerpts_hold_what_a_reader_would_name(found, concern: str, style: str) -> None:
    result = found[style, concern]
    text = "\n".join(concerns.render_text(result, colour=False).splitlines())
    assert EXPECTED[concern, style] in text, text


def test_exemptions_name_real_styles_and_concerns() -> None:
    names = set(catalogue.names())
    for style, concern in EXEMPT:
        assert style in names and (concern == "*" or concern in concerns.definitions())
    for concern, style in EXPECTED:
        assert style in names and concern in concerns.definitions()


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


# ---- Excerpts. ------------------------------------------------------------------------------------------------

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


def test_a_nested_function_is_shown_in_its_short_outer_function() -> None:
    source = 'def outer(depth):\n    """Docs."""\n\n    def inner(x):\n        return x + depth\n\n    return inner\n'
    assert concerns.excerpt_spans(source, [5]) == [(1, 7, "")]


def test_near_lines_merge_into_one_excerpt() -> None:
    line = SOURCE.splitlines().index("            y -= 1") + 1
    assert len(concerns.excerpt_spans(SOURCE, [line, line + 1])) == 1
    assert len(concerns.excerpt_spans(SOURCE, [8, line])) == 2


def test_declarations_never_count() -> None:
    doing, declaring = concerns.code_lines(SOURCE)
    assert {1, 2, 5, 6} <= declaring and not doing & {1, 2, 5, 6} and {7, 8, 9} <= doing


# ---- The cache and the command. -------------------------------------------------------------------------------


def test_covered_lines_are_cached_until_the_style_changes(tmp_path: Path, monkeypatch) -> None:
    concern = concerns.definitions()["losing"]
    first = concerns.measure(["monolith"], [concern], cache_in=tmp_path)
    assert (tmp_path / "concerns" / "monolith.json").is_file()

    def no_run(*_):
        raise AssertionError("ran a style although its covered lines were cached")

    monkeypatch.setattr(concerns, "covered_run", no_run)
    again = concerns.measure(["monolith"], [concern], cache_in=tmp_path)
    assert {k: v.lines for k, v in again["monolith"].items()} == {k: v.lines for k, v in first["monolith"].items()}
    monkeypatch.setattr(concerns, "source_key", lambda style: "changed")
    with pytest.raises(AssertionError, match="ran a style"):
        concerns.measure(["monolith"], [concern], cache_in=tmp_path)


@pytest.fixture(scope="module")
def shown() -> dict[tuple[str, str], concerns.Found]:
    """The flood fill of two styles, whatever styles the run chose (the cache makes it cheap)."""
    return concerns.find_all(["monolith", "convolutions"], [concerns.definitions()["flood-fill"]])


def test_show_prints_in_chapter_order_with_line_numbers(shown, capsys, monkeypatch) -> None:
    monkeypatch.setattr(concerns, "find_all", lambda styles, cs, *_: shown)
    assert concerns.main(["flood-fill", "convolutions", "monolith"]) == 0
    out = capsys.readouterr().out
    assert out.index("── 4 monolith") < out.index("── 41 convolutions")
    assert "styles/monolith/__main__.py, lines 15" in out and "\x1b[" not in out  # plain text: not a terminal
    assert "▶" in out


def test_show_colours_a_terminal(shown, capsys, monkeypatch) -> None:
    monkeypatch.setattr(concerns, "find_all", lambda styles, cs, *_: shown)
    monkeypatch.setattr("sys.stdout.isatty", lambda: True)
    assert concerns.main(["flood-fill", "monolith"]) == 0
    assert "\x1b[" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["floods"], "unknown concern 'floods'; the concerns are: reading-the-board"),
        (["flood-fill", "monolith", "nonesuch"], "unknown style(s): nonesuch"),
        ([], "the following arguments are required: concern"),
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
