"""Deploying the grader (shared_tests/deploy): Gradescope's autograder zip, run in a simulated autograder root,
and the GitHub Classroom workflow's grading step, run here as the runner would run it."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from shared_tests.deploy import WORKFLOW
from shared_tests.harness.targets import ROOT
from shared_tests.tests.submissions import student_monolith

BREAKS = {  # a broken student: (the line as it is, the line broken)
    "wide": ("width = max(4 * columns - 1, len(message))", "width = max(4 * columns, len(message))"),  # R6.4: -4
    "stops": ("    if game_over:\n        break", "    break"),  # it ends after the first frame: below 60 of 100
}


def submission(folder: Path, broken: str = "") -> Path:
    """A student's folder (or repository): the monolith as minesweeper.py, and its `run` file."""
    folder.mkdir(parents=True)
    main = student_monolith(folder)
    if broken:
        old, new = BREAKS[broken]
        source = main.read_text(encoding="utf-8")
        assert source.count(old) == 1, old
        main.write_text(source.replace(old, new), encoding="utf-8")
    (folder / "run").write_text(f"run: {sys.executable} minesweeper.py\n", encoding="utf-8")
    folder.chmod(0o755)
    return folder


@pytest.mark.heavy
def test_the_gradescope_bundle_grades_a_submission_in_a_simulated_autograder_root(tmp_path: Path) -> None:
    bundle = tmp_path / "autograder.zip"
    made = subprocess.run(
        [sys.executable, "-m", "shared_tests.grade", "--gradescope-bundle", str(bundle), "--deadline", "10",
         "--hidden-cases", "core/move-*"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert made.returncode == 0, made.stderr
    root = tmp_path / "autograder"  # Gradescope's layout: source/ (the zip), submission/, results/
    with zipfile.ZipFile(bundle) as archive:
        names = archive.namelist()
        assert {"setup.sh", "run_autograder", "grader/SPEC.md", "grader/shared_tests/grade.py"} <= set(names)
        left_out = [name for name in names if "/tests/" in name or "/samples/" in name or "/corpus/" in name]
        assert left_out == [] and "grader/EXERCISES.md" in names, left_out
        assert "grader/shared_tests/stylecheck/rules/part4_objects.py" in names  # the style check's rules go along
        assert not [name for name in names if "__pycache__" in name]
        assert not [name for name in names if name.endswith(".patch") or "/teachers/" in name], "no solution"
        for name in ("setup.sh", "run_autograder"):
            assert archive.getinfo(name).external_attr >> 16 & 0o111, f"{name} is executable"
        archive.extractall(root / "source")
    run = root / "source" / "run_autograder"
    assert "--deadline=10" in run.read_text(encoding="utf-8")  # the options given with the bundle
    assert "--hidden-cases=core/move-*" in run.read_text(encoding="utf-8")
    run.chmod(0o755)
    (root / "source" / "python").write_text(sys.executable + "\n")  # what setup.sh records
    for broken in ("", "wide"):
        shutil.rmtree(root / "submission", ignore_errors=True)
        shutil.rmtree(root / "results", ignore_errors=True)
        submission(root / "submission", broken)
        root.chmod(0o755)
        env = {**os.environ, "AUTOGRADER_ROOT": str(root)}
        done = subprocess.run([str(run)], cwd=root, env=env, capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, done.stdout + done.stderr
        results = json.loads((root / "results" / "results.json").read_text(encoding="utf-8"))
        assert results["tests"] and {"name", "score", "max_score", "output"} <= set(results["tests"][0])
        later = [test for test in results["tests"] if test["visibility"] == "after_published"]
        assert later and all("(hidden cases)" in test["name"] for test in later)  # core/move-*, shown later
        if broken:
            assert 95 <= results["score"] < 100 and "R6.4" in results["output"], results["output"]
        else:
            assert results["score"] == 100, results["output"]
    (root / "submission" / "run").unlink()  # a submission without a run file: a score of 0, and why
    done = subprocess.run([str(run)], cwd=root, env=env, capture_output=True, text=True, timeout=120)
    results = json.loads((root / "results" / "results.json").read_text(encoding="utf-8"))
    assert done.returncode == 0 and results["score"] == 0 and "no file `run`" in results["output"]


def grading_step(workflow: str) -> tuple[dict[str, str], str]:
    """The `env:` and `run:` of the workflow's step named Grade (the workflow is written so that a plain
    reading finds them: no YAML library is needed)."""
    lines = workflow.splitlines()
    start = next(n for n, line in enumerate(lines) if line.strip() == "- name: Grade")
    indent = len(lines[start]) - len(lines[start].lstrip()) + 2
    env, run, block = {}, [], None
    for line in lines[start + 1 :]:
        if line.strip() and len(line) - len(line.lstrip()) < indent:
            break
        key = line.strip()
        if len(line) - len(line.lstrip()) == indent:
            block = key.rstrip(":").split(":")[0]
            continue
        if block == "env" and ":" in key and not key.startswith("#"):
            name, value = key.split(":", 1)
            env[name.strip()] = value.strip().strip('"')
        elif block == "run":
            run.append(line[indent + 2 :])
    return env, "\n".join(run) + "\n"


@pytest.mark.heavy
def test_the_github_classroom_workflow_grades_a_push_and_fails_below_the_threshold(tmp_path: Path) -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    assert re.search(r"^on:\n  push:", text, re.MULTILINE) and "$GITHUB_STEP_SUMMARY" in text
    env, script = grading_step(text)
    assert env == {"FAIL_UNDER": "60"} and "shared_tests.grade --submission" in script
    venv = os.path.dirname(sys.executable)
    for student, broken, code in (("good", "", 0), ("wide", "wide", 0), ("stops", "stops", 1)):  # 100, 96, 43
        workspace = tmp_path / student
        submission(workspace / "submission", broken)
        (workspace / "grader").symlink_to(ROOT)
        summary = workspace / "summary.md"
        variables = {**os.environ, **env, "GITHUB_WORKSPACE": str(workspace), "GITHUB_STEP_SUMMARY": str(summary),
                     "PATH": venv + os.pathsep + os.environ["PATH"]}  # fmt: skip
        done = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script], env=variables,
                              capture_output=True, text=True, timeout=600)  # fmt: skip
        assert done.returncode == code, done.stdout + done.stderr
        assert summary.read_text(encoding="utf-8").startswith("### Minesweeper: ")
        assert json.loads((workspace / "results.json").read_text(encoding="utf-8"))["tests"]


def test_the_workflow_checks_out_the_grader_without_the_solutions() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    checkout = text[text.index("repository: ${{ env.GRADER }}") : text.index("- uses: actions/setup-python")]
    assert "sparse-checkout: |\n            /*\n            !/teachers/\n" in checkout, checkout
    assert "sparse-checkout-cone-mode: false" in checkout
    assert (ROOT / "teachers" / "solutions").is_dir(), "the solutions are where the workflow leaves them out"


def test_the_handout_holds_what_students_get_and_no_solution(tmp_path: Path) -> None:
    def handout(folder: Path, *args: str) -> set[str]:
        done = subprocess.run([sys.executable, "-m", "shared_tests.grade", "--handout", str(folder), *args],
                              cwd=ROOT, capture_output=True, text=True, timeout=120)  # fmt: skip
        assert done.returncode == 0 and "no solution" in done.stdout, done.stderr
        return {path.relative_to(folder).as_posix() for path in folder.rglob("*") if path.is_file()}

    files = handout(tmp_path / "plain", "--hidden-cases", "core/move-flood-*")
    assert {"SPEC.md", "EXERCISES.md", "run", "grading.toml", "docs/students.md", "fixtures/README.md"} <= files
    assert "fixtures/core/board-1x2.transcript" in files and "fixtures/boards/simple.cfg" in files
    assert any(name.startswith("fixtures/exercises/chording/") for name in files)
    assert not [name for name in files if name.endswith(".patch") or "solution" in name or "teachers" in name]
    assert not [name for name in files if name.startswith("fixtures/core/move-flood-")], "hidden cases stay out"
    assert not [name for name in files if name.startswith("styles/") and name != "styles/process.py"]
    assert "run: " in (tmp_path / "plain" / "run").read_text(encoding="utf-8")
    assert (tmp_path / "plain" / "grading.toml").read_bytes() == (ROOT / "shared_tests" / "grading.toml").read_bytes()
    styled = handout(
        tmp_path / "styled", "--with-styles", "--points", str(ROOT / "shared_tests" / "grading-course.toml")
    )
    assert "styles/monolith/__main__.py" in styled and "fixtures/core/move-flood-regions.transcript" in styled
    assert 'gate = "public"' in (tmp_path / "styled" / "grading.toml").read_text(encoding="utf-8")
    assert not [name for name in styled if name.endswith(".patch") or "teachers" in name]
    again = subprocess.run([sys.executable, "-m", "shared_tests.grade", "--handout", str(tmp_path / "plain")],
                           cwd=ROOT, capture_output=True, text=True, timeout=120)  # fmt: skip
    assert again.returncode == 2 and "not an empty folder" in again.stderr


def test_the_bundle_keeps_the_gate_given_with_it() -> None:
    from argparse import Namespace

    from shared_tests.deploy import options_of

    given = Namespace(carries=[], deadline=5.0, memory=None, hidden_cases="core/move-*", hidden_visibility="hidden")
    assert "--gate=public" in options_of(Namespace(**vars(given), gate="public"))
    assert not [word for word in options_of(Namespace(**vars(given), gate="none")) if word.startswith("--gate")]
