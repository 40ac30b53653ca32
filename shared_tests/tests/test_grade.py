"""The grader (shared_tests/grade.py) on deliberately broken programs: each gets a score below 100%, a report
of at most 60 lines that names the right rule, and it is graded quickly even when it hangs."""

from __future__ import annotations

import csv
import json
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from shared_tests.harness.targets import ROOT, STYLES

MONOLITH = STYLES / "monolith"
BREAKS = {  # a broken copy of the monolith: (the line as it is, the line broken)
    "banner": ("width = max(4 * columns - 1, len(message))", "width = max(4 * columns, len(message))"),
    "no_flood": ("            if nearby[square] == 0:", "            if False:"),
    "exit_code": ('    sys.stderr.write(f"error: {path}: no such file\\n")\n    sys.exit(1)',
                  '    sys.stderr.write(f"error: {path}: no such file\\n")\n    sys.exit(2)'),
}  # fmt: skip
PROGRAMS = {  # broken programs of their own
    "crash": "import this_module_does_not_exist",
    "hang": "import time; time.sleep(60)",
    "prints_forever": "while True: print('x' * 1000)",
}
EXPECTED_RULE = {
    "banner": "R6.4", "no_flood": "R8.3", "exit_code": "R2.2", "crash": "R2.7", "hang": "R10.1",
    "prints_forever": "R6.1",
}  # fmt: skip
DEADLINE = "2"


def broken_monolith(name: str, folder: Path) -> list[str]:
    copy = folder / name
    shutil.copytree(MONOLITH, copy)
    source = (copy / "__main__.py").read_text(encoding="utf-8")
    good, bad = BREAKS[name]
    assert source.count(good) == 1, f"the monolith changed: update BREAKS[{name!r}]"
    (copy / "__main__.py").write_text(source.replace(good, bad), encoding="utf-8")
    return ["env", f"PYTHONPATH={folder}", sys.executable, "-m", name]


def command(name: str, folder: Path) -> list[str]:
    return broken_monolith(name, folder) if name in BREAKS else [sys.executable, "-c", PROGRAMS[name]]


def grade(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "shared_tests.grade", *args, "--deadline", DEADLINE],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )  # fmt: skip


@pytest.mark.parametrize("name", EXPECTED_RULE)
def test_a_broken_program_gets_a_short_report_that_names_the_rule(name: str, tmp_path: Path) -> None:
    results, summary = tmp_path / "results.json", tmp_path / "summary.md"
    started = time.monotonic()
    done = grade(
        "--cmd", shlex.join(command(name, tmp_path)), "--level", "--json", str(results), "--markdown", str(summary)
    )
    seconds = time.monotonic() - started
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
    assert seconds < 60


def test_a_relative_path_or_a_missing_command_is_one_clear_message(tmp_path: Path) -> None:
    missing = grade("--cmd", "minesweeper-that-does-not-exist board")
    assert "command not found" in missing.stdout and len(missing.stdout.splitlines()) < 10
    relative = grade("--cmd", f"{sys.executable} shared_tests/grade.py")
    assert "relative path" in relative.stdout and str(ROOT / "shared_tests" / "grade.py") in relative.stdout


def test_a_class_folder_gives_a_csv_and_a_report_each(tmp_path: Path) -> None:
    submissions = tmp_path / "class"
    for name in ("alice", "bob", "carol", "dave"):
        (submissions / name).mkdir(parents=True)
    shutil.copytree(MONOLITH, submissions / "alice" / "game")
    (submissions / "alice" / "run").write_text(f"# a package\nrun: env PYTHONPATH=. {sys.executable} -m game\n")
    broken_monolith("banner", submissions / "bob")
    (submissions / "bob" / "run").write_text(f"env PYTHONPATH=. {sys.executable} -m banner\n", encoding="utf-8")
    (submissions / "dave" / "run").write_text('run: node "minesweeper.js\n')  # an unclosed quote
    (submissions / "reports").mkdir()  # a folder of reports from an earlier grading: not a submission
    done = grade("--class", str(submissions), "--jobs", "2")
    assert done.returncode == 0, done.stdout + done.stderr
    rows = {row["submission"]: row for row in csv.DictReader((submissions / "grades.csv").open(encoding="utf-8"))}
    assert set(rows) == {"alice", "bob", "carol", "dave"}
    assert rows["dave"]["problem"] == "its `run` file: cannot read the run command: No closing quotation"
    assert rows["bob"]["R6"] == "0/9" and float(rows["bob"]["score"]) < 100
    assert rows["carol"]["problem"].startswith("no file `run`")
    assert rows["alice"]["score"] == "100.0" and rows["alice"]["R10"] == "18/18"
    assert "Every case passes." in (submissions / "reports" / "alice.txt").read_text(encoding="utf-8")
    assert "R6.4" in (submissions / "reports" / "bob.txt").read_text(encoding="utf-8")
    assert json.loads((submissions / "reports" / "carol.json").read_text(encoding="utf-8"))["score"] == 0


def test_what_could_not_be_written_is_refused_before_grading(tmp_path: Path) -> None:
    for args, says in (
        (["--class", str(tmp_path / "nowhere")], "no such folder"),
        (["--cmd", "true", "--json", str(tmp_path / "nowhere" / "results.json")], "no such folder to write it in"),
        (["--cmd", "true", "--points", str(tmp_path / "points.toml")], "cannot read the points"),
    ):
        done = grade(*args)
        assert done.returncode == 2 and says in done.stderr and "Traceback" not in done.stderr, done.stderr
