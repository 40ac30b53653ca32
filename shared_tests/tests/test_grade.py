"""The grader (shared_tests/grade.py) on deliberately broken programs: each gets a score below 100%, a report
of at most 60 lines that names the right rule, and one message when it hangs or crashes; its results.json follows
Gradescope's format (class mode: test_classroom.py); the Markdown summary and the points file."""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from shared_tests.harness.targets import ROOT
from shared_tests.tests.submissions import student_monolith

BREAKS = {  # a broken copy of the monolith: (the line as it is, the line broken)
    "banner": ("width = max(4 * columns - 1, len(message))", "width = max(4 * columns, len(message))"),
    "no_flood": ("            if nearby[square] == 0:", "            if False:"),
    "exit_code": (
        '    sys.stderr.write(f"error: {path}: no such file\\n")\n    sys.exit(1)',
        '    sys.stderr.write(f"error: {path}: no such file\\n")\n    sys.exit(2)',
    ),
}
PROGRAMS = {  # broken programs of their own
    "crash": "import this_module_does_not_exist",
    "hang": "import time; time.sleep(60)",
    "prints_forever": "while True: print('x' * 1000)",
}
EXPECTED_RULE = {
    "banner": "R6.4",
    "no_flood": "R8.3",
    "exit_code": "R2.2",
    "crash": "R2.7",
    "hang": "R10.1",
    "prints_forever": "R6.1",
}
DEADLINE = "10"  # generous: a verdict must not depend on how busy the machine is


def broken_monolith(name: str, folder: Path) -> list[str]:
    main = student_monolith(folder, name)
    source = main.read_text(encoding="utf-8")
    good, bad = BREAKS[name]
    assert source.count(good) == 1, f"the monolith changed: update BREAKS[{name!r}]"
    main.write_text(source.replace(good, bad), encoding="utf-8")
    return ["env", f"PYTHONPATH={folder}", sys.executable, "-m", name]


def command(name: str, folder: Path) -> list[str]:
    return broken_monolith(name, folder) if name in BREAKS else [sys.executable, "-c", PROGRAMS[name]]


def grade(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "shared_tests.grade", *args, "--deadline", DEADLINE],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.mark.heavy
@pytest.mark.parametrize("name", EXPECTED_RULE)
def test_a_broken_program_gets_a_short_report_that_names_the_rule(name: str, tmp_path: Path) -> None:
    results, summary = tmp_path / "results.json", tmp_path / "summary.md"
    done = grade(
        "--cmd", shlex.join(command(name, tmp_path)), "--level", "--json", str(results), "--markdown", str(summary)
    )
    report = done.stdout
    assert done.returncode == 1, report + done.stderr
    assert len(report.splitlines()) <= 60, report
    assert EXPECTED_RULE[name] in report, report
    assert "Traceback" not in done.stderr
    scored = json.loads(results.read_text(encoding="utf-8"))
    assert scored["score"] < 100 and scored["tests"]
    assert {"name", "score", "max_score", "output"} <= set(scored["tests"][0])
    assert summary.read_text(encoding="utf-8").startswith("### Minesweeper: ")
    assert ("next: " in report) == (name in BREAKS), report  # --level: the next thing to fix, once it runs
    assert ("could not be graded" in report) == (name in PROGRAMS), report  # a hang or a crash: one message


def test_a_relative_path_or_a_missing_command_is_one_clear_message(tmp_path: Path) -> None:
    missing = grade("--cmd", "minesweeper-that-does-not-exist board")
    assert "command not found" in missing.stdout and len(missing.stdout.splitlines()) < 10
    relative = grade("--cmd", f"{sys.executable} shared_tests/grade.py")
    assert "relative path" in relative.stdout and str(ROOT / "shared_tests" / "grade.py") in relative.stdout


def test_what_could_not_be_written_is_refused_before_grading(tmp_path: Path) -> None:
    for args, says in (
        (["--class", str(tmp_path / "nowhere")], "no such folder"),
        (["--cmd", "true", "--json", str(tmp_path / "nowhere" / "results.json")], "no such folder to write it in"),
        (["--cmd", "true", "--points", str(tmp_path / "points.toml")], "cannot read the points"),
    ):
        done = grade(*args)
        assert done.returncode == 2 and says in done.stderr and "Traceback" not in done.stderr, done.stderr


# ---- Gradescope's results.json, as its documentation describes it (gradescope-autograders.readthedocs.io, "Autograder
# Specifications"): every key optional; a test's score, max_score, status, name, name_format, number, output,
# output_format, tags, visibility, extra_data; formats text, html, simple_format, md, ansi; visibilities hidden,
# after_due_date, after_published, visible; statuses passed, failed. The top-level score overrides the tests' sum.
FORMATS = {"text", "html", "simple_format", "md", "ansi"}
VISIBILITIES = {"hidden", "after_due_date", "after_published", "visible"}
TOP = {
    "score": (int, float),
    "execution_time": (int, float),
    "output": str,
    "output_format": str,
    "test_output_format": str,
    "test_name_format": str,
    "visibility": str,
    "stdout_visibility": str,
    "extra_data": dict,
    "tests": list,
    "leaderboard": list,
}
TEST = {
    "score": (int, float),
    "max_score": (int, float),
    "status": str,
    "name": str,
    "name_format": str,
    "number": str,
    "output": str,
    "output_format": str,
    "tags": list,
    "visibility": str,
    "extra_data": dict,
}


def gradescope_problems(results: dict) -> list[str]:
    """What in `results` does not follow Gradescope's documented results.json format."""
    problems = [f"unknown key {key!r}" for key in set(results) - set(TOP)]
    problems += [
        f"{key} is a {type(results[key]).__name__}"
        for key, kind in TOP.items()
        if key in results and not isinstance(results[key], kind)
    ]
    if "score" not in results and not all("score" in test for test in results.get("tests", [])):
        problems.append("no score, neither at the top nor on every test")
    for key in ("output_format", "test_output_format", "test_name_format"):
        if key in results and results[key] not in FORMATS:
            problems.append(f"{key} {results[key]!r}")
    for key in ("visibility", "stdout_visibility"):
        if key in results and results[key] not in VISIBILITIES:
            problems.append(f"{key} {results[key]!r}")
    for number, test in enumerate(results.get("tests", [])):
        problems += [f"test {number}: unknown key {key!r}" for key in set(test) - set(TEST)]
        problems += [
            f"test {number}: {key} is a {type(test[key]).__name__}"
            for key, kind in TEST.items()
            if key in test and not isinstance(test[key], kind)
        ]
        if test.get("status", "passed") not in ("passed", "failed"):
            problems.append(f"test {number}: status {test['status']!r}")
        if test.get("visibility", "visible") not in VISIBILITIES:
            problems.append(f"test {number}: visibility {test['visibility']!r}")
        for key in ("output_format", "name_format"):
            if test.get(key, "text") not in FORMATS:
                problems.append(f"test {number}: {key} {test[key]!r}")
        if not all(isinstance(tag, str) for tag in test.get("tags", [])):
            problems.append(f"test {number}: a tag that is not a string")
        if "max_score" in test and not 0 <= test.get("score", 0) <= test["max_score"]:
            problems.append(f"test {number}: score {test.get('score')} outside 0..{test['max_score']}")
    return problems


@pytest.mark.heavy
def test_results_json_follows_gradescopes_format(tmp_path: Path) -> None:
    """A test per group of rules, numbered and tagged by section, in plain text, whose maxima sum to the total
    exactly; --hidden-cases makes the checks of those cases tests of their own, shown after publishing."""
    results = tmp_path / "results.json"
    done = grade(
        "--cmd", shlex.join(command("banner", tmp_path)), "--json", str(results), "--hidden-cases", "core/move-*"
    )
    assert done.returncode == 1, done.stdout + done.stderr
    scored = json.loads(results.read_text(encoding="utf-8"))
    assert gradescope_problems(scored) == []
    assert gradescope_problems({"score": 1, "tests": [{"status": "skipped", "visibility": "secret"}]}) == [
        "test 0: status 'skipped'",
        "test 0: visibility 'secret'",
    ]
    tests = scored["tests"]
    assert scored["output_format"] == "text" and all(test["output_format"] == "text" for test in tests)
    assert round(sum(test["max_score"] for test in tests), 6) == 100
    assert abs(sum(test["score"] for test in tests) - scored["score"]) < 0.05 * len(tests)
    assert isinstance(scored["execution_time"], int)
    sections = [test["tags"][0] for test in tests]
    assert sections == sorted(sections, key=lambda name: int(name[1:])), "sections stay together"
    banner = [test for test in tests if test["name"].startswith("R6.4")]
    assert [test["visibility"] for test in banner] == ["visible", "after_published"]
    assert all(test["score"] == 0 and test["status"] == "failed" for test in banner)
    assert "core/move-" not in banner[0]["output"] and "core/move-" in banner[1]["output"]
    assert scored["extra_data"]["causes"][0]["rule"] == "R6.4"
    assert 95 <= scored["score"] < 100


@pytest.mark.heavy
def test_the_markdown_summary_is_written_once_and_names_what_ran(tmp_path: Path) -> None:
    summary = tmp_path / "summary.md"
    summary.write_text("an earlier run\n", encoding="utf-8")
    program = shlex.join(command("no_flood", tmp_path))
    for _ in range(2):
        done = grade("--cmd", program, "--markdown", str(summary))
    text = summary.read_text(encoding="utf-8")
    assert done.returncode == 1 and text.count("### Minesweeper: ") == 1 and "an earlier run" not in text
    assert "R8.3" in text and "«" in text and "core/" in text, text
    assert not re.search(r"\b1 cases\b", text), text


def test_a_points_file_names_each_rule_once(tmp_path: Path) -> None:
    for content, says in (
        ('[points]\n"R6.4" = 3\n"R6.4 R6.5" = 2\n', "is in"),
        ('[points]\n"R6.99" = 3\n', "neither a rule"),
        ('[points]\n"R6.4 R7.1" = 3\n', "mixes sections"),
    ):
        path = tmp_path / "points.toml"
        path.write_text(content, encoding="utf-8")
        done = grade("--cmd", "true", "--points", str(path))
        assert done.returncode == 2 and says in done.stderr, done.stderr


# ---- the rubric (issue 32): the game weighs most, one cause one cost, the course's gate
def test_the_default_rubric_weighs_the_game_most_and_the_course_scheme_gates_public_cases() -> None:
    from shared_tests.grading.rubric import COURSE, POINTS, load_points, load_settings

    points = load_points(POINTS)
    core = {key: value for key, value in points.items() if key.startswith("R")}
    game = sum(value for key, value in core.items() if key.startswith("R5.") or key.split()[0] in GAME)
    assert sum(core.values()) == 100 and game >= 50, (game, sum(core.values()))
    assert load_settings(POINTS).gate == "none" and load_settings(COURSE).gate == "public"
    assert (load_settings(POINTS).behaviour, load_settings(POINTS).style) == (70, 30)
    assert load_points(COURSE) == points


GAME = ("R8.1", "R8.2", "R8.3", "R8.4")  # losing, revealing, the flood fill, winning


@pytest.mark.heavy
@pytest.mark.parametrize(("name", "rules"), [("banner", ("R6.4",)), ("exit_code", ("R2.2",))])
def test_one_cause_costs_its_rule_once(name: str, rules: tuple[str, ...], tmp_path: Path) -> None:
    """A defect seen in every frame of every case (the banner) or in one case costs its rule's points, once."""
    from shared_tests.grading.rubric import POINTS, load_points, points_of

    results = tmp_path / "results.json"
    done = grade("--cmd", shlex.join(command(name, tmp_path)), "--json", str(results))
    scored = json.loads(results.read_text(encoding="utf-8"))
    assert scored["score"] == 100 - points_of(load_points(POINTS), rules), done.stdout
    assert scored["extra_data"]["causes"][0]["cost"] == points_of(load_points(POINTS), rules)


@pytest.mark.heavy
def test_the_public_gate_scores_zero_unless_every_public_case_passes(tmp_path: Path) -> None:
    """--gate public: a failing public case scores 0 for behaviour and is named; a failure only in the hidden
    cases costs its rule's points."""
    program = shlex.join(command("exit_code", tmp_path))
    closed = grade("--cmd", program, "--gate", "public")
    assert "score: 0.0 / 100" in closed.stdout and "The gate is closed: " in closed.stdout, closed.stdout
    assert "core/file-missing" in closed.stdout
    results = tmp_path / "results.json"
    hidden = grade(
        "--cmd", program, "--gate", "public", "--hidden-cases", "core/file-*, closed-stderr-*", "--json", str(results)
    )
    scored = json.loads(results.read_text(encoding="utf-8"))
    assert "The gate is closed" not in hidden.stdout and 95 <= scored["score"] < 100, hidden.stdout
    course = grade("--cmd", program, "--points", str(ROOT / "shared_tests" / "grading-course.toml"))
    assert "score: 0.0 / 100" in course.stdout, course.stdout


@pytest.mark.heavy
def test_an_exercise_earns_nothing_for_a_program_that_does_not_implement_it(tmp_path: Path) -> None:
    """--exercise stdin-board: the unchanged monolith passes 6 of its 8 cases by the core's behaviour alone (they
    end in an error), yet earns at most a tenth of the exercise; its solution earns it all."""
    from shared_tests import exercises

    def section(command: list[str]) -> str:
        done = grade("--cmd", shlex.join(command), "--exercise", "stdin-board")
        return next(line for line in done.stdout.splitlines() if line.strip().startswith("E7 "))

    style = ["env", f"PYTHONPATH={ROOT}", sys.executable, "-m", "styles.monolith"]
    unchanged = section(style)
    assert re.search(r"\s(\d+\.\d) / 50 ", unchanged) and float(unchanged.split("/")[0].split()[-1]) <= 5, unchanged
    exercises.patched_copy(exercises.Solution("stdin-board", "monolith"), tmp_path)
    solved = section(["env", f"PYTHONPATH={tmp_path}{os.pathsep}{ROOT}", sys.executable, "-m", "monolith"])
    assert "50.0 / 50" in solved, solved


# ---- one verdict, causes named truly (issue 32, item 5)
def variant_of_monolith(folder: Path, package: str, old: str, new: str) -> list[str]:
    main = student_monolith(folder, package)
    source = main.read_text(encoding="utf-8")
    assert source.count(old) == 1, f"the monolith changed: update {package}"
    main.write_text(source.replace(old, new), encoding="utf-8")
    return ["env", f"PYTHONPATH={folder}", sys.executable, "-m", package]


@pytest.mark.heavy
def test_a_crash_is_named_with_its_last_line_under_its_moves_rule_and_frames_count_as_spec_does(
    tmp_path: Path,
) -> None:
    flood = "            if nearby[square] == 0:\n"
    crash = flood + "                raise RecursionError('maximum recursion depth exceeded')\n"
    program = variant_of_monolith(tmp_path, "crashy", flood, crash)
    done = grade("--cmd", shlex.join(program))
    first = next(line for line in done.stdout.splitlines() if line.startswith("[1] "))
    assert first.startswith("[1] R8.3 RecursionError: maximum recursion depth exceeded, after frame 1 "), first
    example = done.stdout.split(first, 1)[1].splitlines()[2]
    assert "R8.3" in example or "move-flood" in example or "no-mines" in example, example  # tests the flood fill
    shown = grade("--cmd", shlex.join(program), "--case", "core/board-no-mines")
    assert "frame 2, after «2 3 R»" in shown.stdout and "frame 1, after" not in shown.stdout, shown.stdout


@pytest.mark.heavy
def test_ctrl_c_has_one_verdict_under_cmd_and_submission(tmp_path: Path) -> None:
    """A program that Ctrl-C ends by the signal's default action (node's way): a shell says 130, which class
    mode's run line sees; --cmd reads it the same way."""
    guard = "process.guard()\n"
    killed = guard + "import signal\nsignal.signal(signal.SIGINT, signal.SIG_DFL)\n"
    program = variant_of_monolith(tmp_path / "cmd", "interrupted", guard, killed)
    folder = tmp_path / "submission"
    variant_of_monolith(folder, "interrupted", guard, killed)
    (folder / "run").write_text(f"run: PYTHONPATH=. {sys.executable} -m interrupted\n", encoding="utf-8")
    verdicts = []
    for args in (["--cmd", shlex.join(program)], ["--submission", str(folder), "--no-sandbox"]):
        results = tmp_path / "results.json"
        done = grade(*args, "--json", str(results))
        tests = json.loads(results.read_text(encoding="utf-8"))["tests"]
        verdicts.append([(test["name"], test["score"]) for test in tests if test["name"].startswith("R10.3")])
        assert "exit code -2" not in done.stdout, done.stdout
    assert verdicts[0] == verdicts[1] and verdicts[0][0][1] > 0, verdicts


def test_error_text_is_cut_at_its_end_and_repeated_lines_are_folded() -> None:
    from shared_tests.harness.causes import fold
    from shared_tests.harness.probes import quiet

    said = quiet(b"Error: EPIPE: broken pipe, write\n" + b"    at a frame of node\n" * 100).explanation
    assert said.startswith("standard error should be empty, got 'Error: EPIPE: broken pipe, write") and said.endswith(
        "…'"
    )
    assert fold(["╔═╗", "║x║", *["║x║"] * 248, "╚═╝"]) == ["╔═╗", "║x║", "… the same line 248 times more", "╚═╝"]
