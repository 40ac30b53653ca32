"""Class mode of the grader: a folder of submission folders, each with a file `run`, graded in parallel.

    python -m shared_tests.grade --class submissions/

Each submission is read (`run:` and `build:` lines), built, checked by the grader's preflight and graded on the
grader's shared workers; each gets a text report and a Gradescope `results.json` in the reports folder, and a row
in `grades.csv`. The grading itself is `shared_tests.grade`'s; this module only finds, builds and records.
"""

from __future__ import annotations

import csv
import json
import os
import shlex
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from shared_tests.grade import (
    CORE,
    Grade,
    Scheduler,
    cases,
    gradescope,
    preflight,
    progress_bar,
    section_of,
    text_report,
)
from shared_tests.harness import process
from shared_tests.harness.targets import base_environment


@dataclass
class Submission:
    name: str
    folder: Path
    run: str = ""
    build: str = ""
    problem: str | None = None


def read_submission(folder: Path) -> Submission:
    """A submission folder holds a file `run`: `run: COMMAND` (and optionally `build: COMMAND`), or the command
    alone; paths in it are relative to the folder."""
    submission = Submission(folder.name, folder)
    try:
        text = (folder / "run").read_text(encoding="utf-8")
    except OSError:
        submission.problem = "no file `run` that says how to run it"
        return submission
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, colon, value = line.partition(":")
        if colon and key.strip() in ("run", "build"):
            setattr(submission, key.strip(), value.strip())
        elif not submission.run:
            submission.run = line
    if not submission.run:
        submission.problem = "its `run` file has no command"
    for what in ("build", "run"):
        try:
            shlex.split(getattr(submission, what))
        except ValueError as error:
            submission.problem = f"its `run` file: cannot read the {what} command: {error}"
    return submission


def absolute(command: str, folder: Path) -> list[str]:
    """The command's words, those that name a file or folder of the submission made absolute (also the value of
    a NAME=VALUE word, as in `env PYTHONPATH=. python3 -m game`; never the module name after -m)."""

    def resolved(word: str) -> str:
        return str((folder / word).resolve()) if word and not os.path.isabs(word) and (folder / word).exists() else word

    words, out = shlex.split(command), []
    for number, word in enumerate(words):
        name, equals, value = word.partition("=")
        if number and words[number - 1] == "-m":
            out.append(word)
        elif equals and name.isidentifier():
            out.append(f"{name}={resolved(value)}")
        else:
            out.append(resolved(word))
    return out


def build(submission: Submission, deadline: float) -> str | None:
    if not submission.build:
        return None
    result = process.run(
        process.Program(tuple(absolute(submission.build, submission.folder)), submission.folder, base_environment()),
        b"", deadline,
    )  # fmt: skip
    if result.exit != 0:
        text = (result.stderr or result.stdout).decode("utf-8", "replace").strip().splitlines()[-8:]
        return "\n".join([f"the build failed ({result.problem or f'exit code {result.exit}'})", *text])
    return None


def grade_class(folder: Path, options, points: dict[str, float]) -> int:
    reports = Path(options.reports or folder / "reports")
    submissions = [
        read_submission(path)
        for path in sorted(folder.iterdir())
        if path.is_dir() and not path.name.startswith(".") and path.resolve() != reports.resolve()
    ]
    if not submissions:
        print(f"grade: {folder} holds no submission folders", file=sys.stderr)
        return 2
    reports.mkdir(parents=True, exist_ok=True)
    carries = frozenset(options.carries)
    started = time.monotonic()
    scheduler = Scheduler(options.jobs, options.deadline, progress_bar())
    pending = []
    for submission in submissions:
        if submission.problem is None:
            submission.problem = build(submission, 60.0)
        argv = absolute(submission.run, submission.folder) if submission.problem is None else [submission.run]
        notes: list[str] = []
        if submission.problem is None:
            submission.problem = preflight(argv, options.deadline, notes)
        if submission.problem is None:
            pending.append((submission, scheduler.grade(shlex.join(argv), argv, carries, points), notes))
        else:
            waiting = lambda s=submission, a=argv, n=notes: Grade(shlex.join(a), [], points, 0, s.problem, n)  # noqa: E731
            pending.append((submission, waiting, notes))
    rows = []
    for submission, wait, notes in pending:
        grade = wait()
        grade.notes = notes
        (reports / f"{submission.name}.txt").write_text(text_report(grade), encoding="utf-8")
        (reports / f"{submission.name}.json").write_text(json.dumps(gradescope(grade), indent=2), encoding="utf-8")
        got, possible = grade.score()
        row = {"submission": submission.name, "score": f"{got:.1f}", "out of": f"{possible:g}",
               "problem": (grade.problem or "").splitlines()[0] if grade.problem else ""}  # fmt: skip
        for name in [*CORE, *sorted({section_of(c) for c in cases(carries)} - set(CORE))]:
            passed, total = grade.sections().get(name, (0, 0))
            row[name] = f"{passed}/{total}" if total else ""
        rows.append(row)
    scheduler.close()
    out = Path(options.csv or folder / "grades.csv")
    with out.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    for row in rows:
        print(f"{row['submission']:<24} {row['score']:>6} / {row['out of']}  {row['problem']}")
    print(f"{len(rows)} submissions in {time.monotonic() - started:.1f} s: {out}, reports in {reports}")
    return 0
