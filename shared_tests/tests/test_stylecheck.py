"""The style check a student runs: `python -m shared_tests.grade --style-check STYLE PATH`.

These tests are about the tool (its report, bends, JSON, exit codes, bad input): most run it with constraints of
their own, written here, so that they do not change when a chapter's rules do. The chapters' rules are tested in
test_style_constraints.py.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from shared_tests import grade, stylecheck
from shared_tests.harness.targets import STYLES
from shared_tests.stylecheck import rules
from shared_tests.stylecheck.load import load
from shared_tests.stylecheck.model import Program
from shared_tests.stylecheck.rules import Constraint, Finding


def shouts(program: Program) -> list[Finding]:
    """No function is called `shout`.

    Every call of a function named shout is a finding."""
    return [Finding.at(call, "calls shout") for call in program.calls() if call.name.split(".")[-1] == "shout"]


def whispers(program: Program) -> list[Finding]:
    """Some function is called `whisper`."""
    if any(call.name.split(".")[-1] == "whisper" for call in program.calls()):
        return []
    return [Finding(program.main_file, 0, 0, "nothing calls whisper")]


def quiet(program: Program) -> list[Finding]:
    """Our reading: nothing is printed."""
    return [Finding.at(call, "prints") for call in program.concept_calls("io")]


def played(program: Program) -> list[Finding]:
    """The program plays (a rule that runs it)."""
    return []


OWN = [
    Constraint("shouts", ("go_forth",), shouts),
    Constraint("whispers", ("go_forth",), whispers),
    Constraint("quiet", ("go_forth",), quiet, house=True),
]


@pytest.fixture
def own_rules(monkeypatch):
    """The style check of go_forth runs the constraints above instead of the chapter's."""
    chosen = list(OWN)
    monkeypatch.setattr(rules, "constraints", lambda style: chosen)
    return chosen


def check(capsys, *argv: str) -> tuple[int, str]:
    code = grade.main(["--style-check", *argv])
    return code, capsys.readouterr().out


PROGRAM = """\
def shout(word):
    return word.upper()


def whisper(word):
    return word.lower()


print(shout("a"), shout("b"), shout("c"))
print(whisper("d"))
"""


def test_a_style_of_ours_keeps_its_chapter(capsys) -> None:
    code, out = check(capsys, "go_forth", str(STYLES / "go_forth"))
    assert code == 0
    assert "✗" not in out and out.count("✓") >= 2
    assert "(Python): chapter 2, go_forth" in out
    assert "Every one of the chapter's" in out and "constraints checked is kept." in out


@pytest.mark.parametrize("name", ["go_forth", "go-forth", "forth", "2"])
def test_a_style_is_named_as_the_catalogue_names_it(capsys, own_rules, tmp_path: Path, name: str) -> None:
    (tmp_path / "words.py").write_text("whisper('a')\n", encoding="utf-8")
    code, out = check(capsys, name, str(tmp_path / "words.py"))
    assert code == 0 and "chapter 2, go_forth" in out


def test_every_finding_is_listed_with_its_place(capsys, own_rules, tmp_path: Path) -> None:
    (tmp_path / "words.py").write_text(PROGRAM, encoding="utf-8")
    code, out = check(capsys, "go_forth", str(tmp_path))
    assert code == 1
    place = (tmp_path / "words.py").as_posix()
    shouted = out.split("✗ No function is called `shout`.")[1].split("✓")[0]
    assert [line.split()[0] for line in shouted.strip().splitlines()] == [
        f"{place}:9:7", f"{place}:9:19", f"{place}:9:31"
    ]  # fmt: skip
    assert "calls shout" in shouted
    assert "✓ Some function is called `whisper`." in out
    assert "1 of the chapter's 2 constraints checked is broken." in out


def test_max_findings_shortens_the_text_only(capsys, own_rules, tmp_path: Path) -> None:
    (tmp_path / "words.py").write_text(PROGRAM, encoding="utf-8")
    results = tmp_path / "results.json"
    code, out = check(capsys, "go_forth", str(tmp_path), "--max-findings", "1", "--json", str(results))
    assert code == 1
    assert out.count("calls shout") == 1
    assert "... and 2 more (--max-findings 1: the JSON lists them all)" in out
    data = json.loads(results.read_text(encoding="utf-8"))
    shout = next(c for c in data["extra_data"]["style_check"]["constraints"] if c["name"] == "shouts")
    assert [(f["line"], f["col"]) for f in shout["findings"]] == [(9, 7), (9, 19), (9, 31)]
    test = next(t for t in data["tests"] if "shout" in t["name"])
    assert test["output"].count("calls shout") == 3


def test_a_broken_constraint_of_the_whole_program_names_the_main_file(capsys, own_rules, tmp_path: Path) -> None:
    (tmp_path / "words.py").write_text("print('hello')\n", encoding="utf-8")
    code, out = check(capsys, "2", str(tmp_path / "words.py"))
    assert code == 1
    assert f"{(tmp_path / 'words.py').as_posix()}  nothing calls whisper" in out


def test_a_broken_house_rule_does_not_decide(capsys, own_rules, tmp_path: Path) -> None:
    (tmp_path / "words.py").write_text("whisper('a')\nprint('b')\n", encoding="utf-8")
    code, out = check(capsys, "go_forth", str(tmp_path / "words.py"))
    assert code == 0
    house = out.split("house rules")[1]
    assert "✗ Our reading: nothing is printed." in house
    assert f"{(tmp_path / 'words.py').as_posix()}:2:1  prints" in house


BENT = """\
def shout(word):
    return word.upper()


# style: bend shouts — the title must stand out
print(shout("title"))
print(shout("a"))  # style: bend shouts -- the second heading

print(shout("b"))  # style: bend shouts
print(whisper("c"))  # style: bend whispering — a typo in the name
"""


def test_a_declared_bend_is_listed_apart_and_decides_nothing(capsys, own_rules, tmp_path: Path) -> None:
    (tmp_path / "words.py").write_text(BENT, encoding="utf-8")
    code, out = check(capsys, "go_forth", str(tmp_path / "words.py"))
    place = (tmp_path / "words.py").as_posix()
    assert code == 1  # the third shout gives no reason: not a declared bend
    broken = out.split("✗ No function is called `shout`.")[1].split("✓")[0]
    assert f"{place}:9:7  calls shout" in broken and ":6:" not in broken and ":7:" not in broken
    bent = out.split("Bent, declared")[1]
    assert f"~ shouts: {place}:6:7  calls shout" in bent
    assert f"declared at {place}:5: the title must stand out" in bent
    assert f"declared at {place}:7: the second heading" in bent
    assert f"? {place}:10  style: bend whispering" in out.split("name no constraint")[1]


def test_declared_bends_alone_keep_the_exit_code_and_the_points(capsys, own_rules, tmp_path: Path) -> None:
    (tmp_path / "words.py").write_text("shout('a')  # style: bend shouts: it is loud\nwhisper('b')\n", "utf-8")
    results = tmp_path / "results.json"
    code, out = check(capsys, "go_forth", str(tmp_path / "words.py"), "--json", str(results))
    assert code == 0
    assert "~ No function is called `shout`." in out and "(1 bent, declared)" in out
    data = json.loads(results.read_text(encoding="utf-8"))
    assert data["score"] == 10.0


@pytest.mark.parametrize(
    "line, name, why",
    [("x = 1  # style: bend no_loops — the board is read once", "no_loops", "the board is read once"),
     ("int x = 1; // style: bend no-loops: why not", "no_loops", "why not"),
     ("/* style: bend no_loops – reason */", "no_loops", "reason"),
     (" * style: bend no_loops -- in a block comment", "no_loops", "in a block comment"),
     ("let s = 'style: bend no_loops — not a comment'", None, None)],
)  # fmt: skip
def test_a_bend_is_a_comment_in_any_language(line: str, name: str | None, why: str | None) -> None:
    program = Program("javascript", {}, {"a.js": line + "\n"})
    found = stylecheck.bends(program)
    assert [(b.constraint, b.why) for b in found] == ([(name, why)] if name else [])


def test_a_constraint_without_meaning_in_the_language_says_so(capsys, own_rules, tmp_path: Path) -> None:
    own_rules[1] = Constraint("whispers", ("go_forth",), whispers, not_in={"python": "Python whispers anyway"})
    (tmp_path / "words.py").write_text("print(1)\n", encoding="utf-8")
    code, out = check(capsys, "go_forth", str(tmp_path / "words.py"))
    assert code == 0
    assert "– Some function is called `whisper`.\n      not checked in Python: Python whispers anyway." in out
    assert "Every one of the chapter's 1 constraints checked is kept." in out


def test_a_check_that_can_check_nothing_decides_nothing(capsys, own_rules, tmp_path: Path) -> None:
    why = {"python": "no meaning here"}
    own_rules[:] = [Constraint(c.name, c.styles, c.check, c.house, why) for c in OWN]
    (tmp_path / "words.py").write_text("shout(1)\n", encoding="utf-8")
    code, out = check(capsys, "go_forth", str(tmp_path / "words.py"))
    assert code == 2
    assert "None of the chapter's 2 constraints could be checked in Python: the style check decides nothing." in out
    graded = stylecheck.grade_style("go_forth", tmp_path / "words.py", 30)
    assert not graded.decided and graded.score == 0


def test_a_rule_that_runs_the_program_runs_only_our_styles(capsys, own_rules, tmp_path: Path) -> None:
    """A student's program is run by the grader, in its sandbox, and by no rule of the style check."""
    own_rules.append(Constraint("played", ("go_forth",), played, runs_program=True))
    (tmp_path / "words.py").write_text("whisper = print\nwhisper('a word')\n", encoding="utf-8")
    code, out = check(capsys, "go_forth", str(tmp_path / "words.py"))
    assert code == 0
    assert "– The program plays (a rule that runs it)." in out
    assert "not checked: this rule runs the program, which the style check does for our styles only" in out


def test_a_bend_our_readme_declares_is_shown_as_one(capsys) -> None:
    code, out = check(capsys, "persistent_tables", str(STYLES / "persistent_tables"))
    assert code == 0
    bent = [line for line in out.splitlines() if line.startswith("  ~ ")]
    assert len(bent) == 1 and "a bend its README declares: the database lives in memory" in out


def test_a_file_that_does_not_parse(capsys, own_rules, tmp_path: Path) -> None:
    (tmp_path / "game.py").write_text("def broken(:\n", encoding="utf-8")
    (tmp_path / "words.py").write_text("whisper('a')\n", encoding="utf-8")
    code, out = check(capsys, "go_forth", str(tmp_path))
    assert code == 1
    assert f"{(tmp_path / 'game.py').as_posix()}:1  does not parse" in out
    assert "Some files cannot be read: fix them and check again." in out


@pytest.mark.parametrize(
    "style, path, message",
    [("chess", "styles/monolith", "no style 'chess'"), ("monolith", "no/such/place", "no such file or folder"),
     ("monolith", "README.md", "not a program file of a language the style check reads"),
     ("monolith", "docs", "no Python, Java or JavaScript file in this folder")],
)  # fmt: skip
def test_bad_use(capsys, style: str, path: str, message: str) -> None:
    code = grade.main(["--style-check", style, path])
    assert code == 2
    assert message in capsys.readouterr().err


def test_a_negative_max_findings_is_bad_use(capsys) -> None:
    assert grade.main(["--style-check", "monolith", "styles/monolith", "--max-findings", "-1"]) == 2
    assert "--max-findings takes a number" in capsys.readouterr().err


def test_style_check_does_not_go_with_a_class(tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as stopped:
        grade.main(["--class", str(tmp_path), "--style-check", "monolith", "styles/monolith"])
    assert stopped.value.code == 2


def test_the_module_runs_the_same_check(capsys, own_rules, tmp_path: Path) -> None:
    (tmp_path / "words.py").write_text(PROGRAM, encoding="utf-8")
    assert stylecheck.main(["forth", str(tmp_path), "--max-findings", "0"]) == 1
    out = capsys.readouterr().out
    assert "calls shout" not in out and "... and 3 more" in out


def test_facts_show_what_the_model_sees(capsys, tmp_path: Path) -> None:
    (tmp_path / "words.py").write_text(PROGRAM, encoding="utf-8")
    assert stylecheck.main(["--facts", str(tmp_path / "words.py")]) == 0
    out = capsys.readouterr().out
    assert "words.py:1 function shout(word)" in out and "call 'shout(\"a\")' function -> shout@1" in out


def test_gradescope_tests_share_the_style_points(capsys, own_rules, tmp_path: Path) -> None:
    (tmp_path / "words.py").write_text(PROGRAM, encoding="utf-8")
    results = tmp_path / "results.json"
    code = grade.main(["--style-check", "go_forth", str(tmp_path), "--json", str(results), "--style-points", "20"])
    capsys.readouterr()
    assert code == 1
    data = json.loads(results.read_text(encoding="utf-8"))
    chapter = [t for t in data["tests"] if "(chapter 2)" in t["name"]]
    assert [t["max_score"] for t in chapter] == [10.0, 10.0]
    assert sorted(t["score"] for t in chapter) == [0.0, 10.0] and data["score"] == 10.0
    assert all(t["max_score"] == 0 for t in data["tests"] if "(house rule)" in t["name"])
    assert data["extra_data"]["style_check"]["exit_code"] == 1


def test_gradescope_tests_join_the_graders(tmp_path: Path) -> None:
    """With --cmd, the grader writes results.json first, and the style's tests are added to its own."""
    results = tmp_path / "results.json"
    results.write_text(json.dumps({"score": 60.0, "output": "behaviour", "tests": [{"name": "R6 x"}]}), "utf-8")
    stylecheck.write_gradescope(results, [{"name": "Style y", "score": 5.0, "max_score": 10.0}], "style", merge=True)
    data = json.loads(results.read_text(encoding="utf-8"))
    assert [t["name"] for t in data["tests"]] == ["R6 x", "Style y"]
    assert data["score"] == 65.0 and data["output"] == "behaviour\nstyle"


def test_behaviour_and_style_in_one_run(capsys, own_rules, monkeypatch, tmp_path: Path) -> None:
    """--cmd with --style-check: the grader's results.json gains the style's tests, in any language."""
    results = tmp_path / "results.json"

    def graded(options, points) -> int:
        behaviour = {"score": 60.0, "output": "behaviour", "tests": [{"name": "R6 x", "score": 60.0}]}
        Path(options.json).write_text(json.dumps(behaviour), encoding="utf-8")
        return 0

    monkeypatch.setattr(grade, "grade_one", graded)
    (tmp_path / "kf.js").write_text("function shout(w) { return w; }\nshout(1);\n", encoding="utf-8")
    code = grade.main(["--cmd", "node kf.js", "--style-check", "2", str(tmp_path / "kf.js"), "--json", str(results)])
    capsys.readouterr()
    data = json.loads(results.read_text(encoding="utf-8"))
    assert [t["name"][:8] for t in data["tests"]] == ["R6 x", "Style go", "Style go", "Style go"]
    assert data["extra_data"]["style_check"]["language"] == "javascript"
    assert code == (1 if importlib.util.find_spec("shared_tests.stylecheck.javascript") else 2)


def test_grade_style_is_the_graders_view(own_rules, tmp_path: Path) -> None:
    (tmp_path / "words.py").write_text(PROGRAM, encoding="utf-8")
    graded = stylecheck.grade_style("2", tmp_path, 30)
    assert graded.decided and graded.max_score == 30 and graded.score == 15.0
    assert graded.first_broken == "No function is called `shout`."
    assert len(graded.tests) == 3 and "calls shout" in graded.report


def test_grade_style_is_the_style_part_of_a_grade() -> None:
    """The one function the grader calls: points shared by the constraints, the first broken one, a test each."""
    kept = stylecheck.grade_style("kick_forward", STYLES / "kick_forward", 30)
    assert kept.decided and kept.score == kept.max_score == 30 and kept.first_broken == ""
    assert kept.tests and all(test["tags"][0] == "style" for test in kept.tests)
    broken = stylecheck.grade_style("2", STYLES / "monolith", 30)
    assert broken.decided and broken.score < 30 and broken.first_broken, broken.report
    assert "✗" in broken.report


def test_grade_style_of_a_program_with_a_file_that_does_not_parse_is_zero(own_rules, tmp_path: Path) -> None:
    (tmp_path / "game.py").write_text("def broken(:\n", encoding="utf-8")
    (tmp_path / "words.py").write_text("whisper('a')\n", encoding="utf-8")
    graded = stylecheck.grade_style("go_forth", tmp_path, 30)
    assert graded.decided and graded.score == 0 and "does not parse" in graded.report


@pytest.mark.parametrize("style, path", [("chess", "styles/monolith"), ("monolith", "no/such/place")])
def test_grade_style_that_cannot_decide_says_why(style: str, path: str) -> None:
    graded = stylecheck.grade_style(style, path, 30)
    assert not graded.decided and graded.score == 0 and graded.max_score == 30 and graded.tests == []
    assert graded.report.startswith("style check: ")


PROGRAMS = {
    "java": (
        "Words.java",
        "class Words {\n    static String shout(String w) { return w; }\n"
        '    public static void main(String[] args) {\n        System.out.println(shout("a"));\n    }\n}\n',
        "4:28",
    ),
    "javascript": ("words.js", "function shout(w) { return w; }\nconsole.log(shout('a'));\n", "2:13"),
}


@pytest.mark.parametrize("language", sorted(PROGRAMS))
def test_java_and_javascript_are_checked_too(capsys, own_rules, tmp_path: Path, language: str) -> None:
    if importlib.util.find_spec(f"shared_tests.stylecheck.{language}") is None:
        pytest.skip(f"the {language} front end is not there yet")
    name, text, spot = PROGRAMS[language]
    (tmp_path / name).write_text(text, encoding="utf-8")
    code, out = check(capsys, "go_forth", str(tmp_path / name))
    assert code == 1
    assert f"{(tmp_path / name).as_posix()}:{spot}  calls shout" in out


@pytest.mark.parametrize("language", sorted(PROGRAMS))
def test_java_and_javascript_without_the_extra_say_so(capsys, monkeypatch, tmp_path: Path, language: str) -> None:
    """Without tree-sitter (the `stylecheck` extra not installed), a message that says what to install, exit 2."""
    name, text, _ = PROGRAMS[language]
    (tmp_path / name).write_text(text, encoding="utf-8")
    if importlib.util.find_spec("shared_tests.stylecheck.treesitter") is not None:
        from shared_tests.stylecheck import treesitter

        monkeypatch.setattr(treesitter, "_PARSERS", {})
    for module in ("tree_sitter", "tree_sitter_java", "tree_sitter_javascript", "tree_sitter_typescript"):
        monkeypatch.setitem(sys.modules, module, None)
    code = grade.main(["--style-check", "monolith", str(tmp_path / name)])
    err = capsys.readouterr().err
    assert code == 2
    assert err.startswith("style check: ") and "stylecheck" in err and "Traceback" not in err


@pytest.mark.parametrize("layout", ["file", "package"])
def test_a_rule_can_run_a_python_program(tmp_path: Path, layout: str) -> None:
    """rules.run_probe: a rule that must run the program runs it (a file, or a package by `python -m`)."""
    if layout == "file":
        (tmp_path / "words.py").write_text("print('hello from', __name__)\n", encoding="utf-8")
        path = tmp_path / "words.py"
    else:
        (tmp_path / "words").mkdir()
        (tmp_path / "words" / "__main__.py").write_text("print('hello from', __name__)\n", encoding="utf-8")
        path = tmp_path / "words"
    program = load(path)
    script = (
        "import runpy, sys\nreport, target = sys.argv[1], sys.argv[2]\n"
        f"{rules.RUN_TARGET}\nopen(report, 'w').write('ran ' + target)\n"
    )
    result, report = rules.run_probe(program, script, rules.python_target(program)[0])
    assert b"hello from __main__" in result.stdout
    assert report == f"ran {rules.python_target(program)[0]}"


@pytest.mark.parametrize("name, text", [
    ("deep.py", "x = " + "+".join(["1"] * 5000) + "\n"),
    ("deep.js", "let x = " + "+".join(["1"] * 20000) + ";\n"),
    ("Deep.java", "class Deep { int x = " + "+".join(["1"] * 20000) + "; }\n"),
])  # fmt: skip
def test_a_file_nested_too_deeply_is_named_not_a_traceback(capsys, tmp_path: Path, name: str, text: str) -> None:
    (tmp_path / name).write_text(text, encoding="utf-8")
    code, out = check(capsys, "monolith", str(tmp_path / name))
    assert code == 1
    assert f"{(tmp_path / name).as_posix()}:1  does not parse: nested too deeply" in out
