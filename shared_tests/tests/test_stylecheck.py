"""The style check a student runs: `python -m shared_tests.grade --style-check STYLE PATH`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from shared_tests import grade, stylecheck
from shared_tests.harness.targets import STYLES
from shared_tests.tests import conformance
from shared_tests.tests.conformance import Style
from shared_tests.tests.conformance.part1_historical import FORTH
from shared_tests.tests.conformance.part8_concurrency import ACTORS


def check(capsys, *argv: str) -> tuple[int, str]:
    code = grade.main(["--style-check", *argv])
    return code, capsys.readouterr().out


def test_a_style_of_ours_keeps_its_chapter(capsys) -> None:
    code, out = check(capsys, "go_forth", str(STYLES / "go_forth"))
    assert code == 0
    assert "✗" not in out and out.count("✓") >= 2
    assert "Every one of the chapter's 2 constraints checked is kept." in out


def test_a_broken_constraint_says_where_and_why(capsys, tmp_path: Path) -> None:
    Style.sample(conformance.negative_samples()["heap_holds_named_values"], tmp_path / "forth")
    code, out = check(capsys, "2", str(tmp_path / "forth"))
    assert code == 1
    assert f"✗ {conformance.constraint(conformance.part1_historical.heap_holds_named_values)}" in out
    assert f"{(tmp_path / 'forth' / '__main__.py').as_posix()}:5  `heap['opened'] += 1` computes on the heap" in out
    assert "1 of the chapter's 2 constraints checked is broken." in out


def test_a_broken_house_rule_does_not_decide(capsys, tmp_path: Path) -> None:
    (tmp_path / "count.py").write_text(FORTH, encoding="utf-8")  # keeps the chapter, has no colon definitions
    code, out = check(capsys, "go-forth", str(tmp_path / "count.py"))
    assert code == 0
    house = out.split("house rules")[1]
    assert "✗ Our reading: higher words are colon definitions" in house
    assert f"{(tmp_path / 'count.py').as_posix()}  Fewer than two colon definitions" in house


def test_a_rule_that_plays_minesweeper_is_not_checked_on_another_program(capsys, tmp_path: Path) -> None:
    (tmp_path / "actors.py").write_text(ACTORS, encoding="utf-8")
    (tmp_path / "board.cfg").write_text("word count\n", encoding="utf-8")
    code, out = check(capsys, "actors", str(tmp_path / "actors.py"))
    assert code == 0
    assert "– The units really run concurrently" in out
    assert "not checked: this rule plays the program as Minesweeper, which this is not" in out


def test_a_declared_bend_is_shown_as_one(capsys) -> None:
    code, out = check(capsys, "persistent_tables", str(STYLES / "persistent_tables"))
    assert code == 0
    assert "~ The data exists beyond the run of the program" in out
    assert "a bend its README declares" in out


def test_a_file_that_does_not_parse(capsys, tmp_path: Path) -> None:
    (tmp_path / "game.py").write_text("def broken(:\n", encoding="utf-8")
    code, out = check(capsys, "monolith", str(tmp_path))
    assert code == 1
    assert f"{(tmp_path / 'game.py').as_posix()}:1  does not parse" in out


@pytest.mark.parametrize(
    "style, path, message",
    [("chess", "styles/monolith", "no style 'chess'"), ("monolith", "no/such/place", "no such file or folder"),
     ("monolith", "README.md", "not a Python file")],
)  # fmt: skip
def test_bad_use(capsys, style: str, path: str, message: str) -> None:
    code = grade.main(["--style-check", style, path])
    assert code == 2
    assert message in capsys.readouterr().err


def test_style_check_does_not_go_with_a_class(tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as stopped:
        grade.main(["--class", str(tmp_path), "--style-check", "monolith", "styles/monolith"])
    assert stopped.value.code == 2


def test_gradescope_tests_share_the_style_points(capsys, tmp_path: Path) -> None:
    Style.sample(conformance.negative_samples()["heap_holds_named_values"], tmp_path / "forth")
    results = tmp_path / "results.json"
    code = grade.main(
        ["--style-check", "go_forth", str(tmp_path / "forth"), "--json", str(results), "--style-points", "20"]
    )
    capsys.readouterr()
    assert code == 1
    data = json.loads(results.read_text(encoding="utf-8"))
    chapter = [t for t in data["tests"] if "(chapter 2)" in t["name"]]
    assert [t["max_score"] for t in chapter] == [10.0, 10.0]
    assert sorted(t["score"] for t in chapter) == [0.0, 10.0] and data["score"] == 10.0
    assert all(t["max_score"] == 0 for t in data["tests"] if "(house rule)" in t["name"])


def test_gradescope_tests_join_the_graders(tmp_path: Path) -> None:
    """With --cmd, the grader writes results.json first, and the style's tests are added to its own."""
    results = tmp_path / "results.json"
    results.write_text(json.dumps({"score": 60.0, "output": "behaviour", "tests": [{"name": "R6 x"}]}), "utf-8")
    stylecheck.write_gradescope(results, [{"name": "Style y", "score": 5.0, "max_score": 10.0}], "style", merge=True)
    data = json.loads(results.read_text(encoding="utf-8"))
    assert [t["name"] for t in data["tests"]] == ["R6 x", "Style y"]
    assert data["score"] == 65.0 and data["output"] == "behaviour\nstyle"


def test_grade_style_is_the_style_part_of_a_grade() -> None:
    """The one function the grader calls: points shared by the constraints, the first broken one, a test each."""
    kept = stylecheck.grade_style("kick_forward", STYLES / "kick_forward", 30)
    assert kept.decided and kept.score == kept.max_score == 30 and kept.first_broken == ""
    assert kept.tests and all(test["tags"][0] == "style" for test in kept.tests)
    broken = stylecheck.grade_style("2", STYLES / "monolith", 30)
    assert broken.decided and broken.score < 30 and broken.first_broken, broken.report
    assert "✗" in broken.report
    unknown = stylecheck.grade_style("no_such_style", STYLES / "monolith", 30)
    assert not unknown.decided and "no style" in unknown.report
