"""Class mode of the grader: a folder of submission folders, each with a file `run`, graded one after the other
on the grader's shared workers, every program in a sandbox.

    python -m shared_tests.grade --class submissions/            every submission folder
    python -m shared_tests.grade --submission submissions/ana    one, by its `run` file

Each submission is copied into a private folder (so its build writes there, not into the class folder), built
(`build:`), checked by the grader's preflight and graded; each gets a text report and a Gradescope
`results.json` in the reports folder, and a row in `grades.csv`, as soon as it is done. Every build and every
run of a student's program happens in the sandbox of harness/sandbox.py. The grading itself is the grading
core's (shared_tests/grading/, which this module imports and which imports no front end); this module finds,
builds, isolates and records, and adds the style part when a `run` file names a style.
"""

from __future__ import annotations

import csv
import glob
import json
import os
import re
import shlex
import shutil
import stat
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from shared_tests import stylecheck
from shared_tests.grading.cases import cases, preflight, real_interpreters, section_of
from shared_tests.grading.isolation import Isolation, isolation
from shared_tests.grading.reports import gradescope, markdown, passed, progress_bar, text_report
from shared_tests.grading.rubric import CORE, Settings
from shared_tests.grading.scheduler import Scheduler
from shared_tests.grading.scoring import Grade, configure
from shared_tests.harness import process
from shared_tests.harness.targets import base_environment

BUILD_DEADLINE = 120.0  # seconds a build may take
MiB = 1 << 20
SIZE_LIMIT = 256 * MiB  # the most of a submission's folder the grader copies
RUN_FILE_LIMIT = 65536  # bytes of a `run` file
MARKER = ".minesweeper-reports"  # in every reports folder: it is never taken for a submission
RUN_NAME = "the run line"  # $0 of the shell that runs a `run:` line: its error messages start with it


@dataclass
class Submission:
    name: str
    folder: Path
    run: str = ""
    build: str = ""
    style: str = ""  # `style: NAME` (or its chapter): graded for style too
    problem: str | None = None  # why it cannot be graded (then nothing of it runs)
    notes: list[str] = field(default_factory=list)


def read_submission(folder: Path) -> Submission:
    """A submission folder holds a file `run`: `run: COMMAND` (and optionally `build: COMMAND`, and `style: NAME`
    for a program written in a style of the book: `style: kick_forward` or `style: 9`), or the command alone.
    Each command is a line for `sh -c`; paths in it are relative to the submission's folder."""
    submission = Submission(folder.name, folder)
    if folder.is_symlink():
        submission.problem = "its folder is a symbolic link, which the grader does not follow"
        return submission
    try:
        info = (folder / "run").stat()
        if not stat.S_ISREG(info.st_mode) or info.st_size > RUN_FILE_LIMIT:  # a FIFO would block the reading
            raise OSError
        text = (folder / "run").read_text(encoding="utf-8-sig")  # a byte-order mark, from an editor, is no command
    except (OSError, UnicodeDecodeError):
        submission.problem = "no file `run` that says how to run it"
        return submission
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, colon, value = line.partition(":")
        if colon and key.strip() in ("run", "build", "style"):
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


# ---------------------------------------------------------------------------------------------- shell lines
_PIECE = re.compile(r"""\s+|[;&|()<>]+|(?:[^\s'"\\;&|()<>]|\\.|'[^']*'|"(?:[^"\\]|\\.)*")+""", re.DOTALL)
_OPERATOR = re.compile(r"[;&|()<>]+")


def pieces(line: str) -> list[tuple[str, str | None]]:
    """A shell line as (its text, the word's value) pieces: words with their quotes removed, and the spaces and
    operators between them (value None), so that the line can be written back with some words changed."""
    out: list[tuple[str, str | None]] = []
    for match in _PIECE.finditer(line):
        text = match.group()
        if text.isspace() or _OPERATOR.fullmatch(text):
            out.append((text, None))
        else:
            words = shlex.split(text)
            out.append((text, words[0] if words else ""))
    return out


def anchored(line: str, folder: Path, deadline: float, notes: list[str]) -> str:
    """The `run:` line with the words that name the submission's files made absolute (also the value of a
    NAME=VALUE word, as in `PYTHONPATH=. python3 -m game`, and a pattern such as `lib/*.jar` that matches its
    files; never the module after -m), and a Python shell shim replaced by the interpreter it starts."""
    parts = pieces(line)
    values = [value for _, value in parts if value is not None]
    real = list(values)
    notes.extend(real_interpreters(real, deadline))
    swapped = dict(zip(values, real, strict=True))
    prefix = shlex.quote(str(folder)) + "/"

    def names_a_file(value: str) -> bool:
        if not value or value[0] in "/-$~":
            return False
        if any(char in value for char in "*?["):
            return bool(glob.glob(str(folder / value)))
        return (folder / value).exists()

    out, previous = [], None
    for text, value in parts:
        if value is None:
            out.append(text)
            continue
        name, equals, rest = value.partition("=")
        if previous == "-m":
            out.append(text)
        elif swapped.get(value, value) != value:
            out.append(shlex.quote(swapped[value]))
        elif equals and name.isidentifier() and names_a_file(rest):
            head, _, tail = text.partition("=")
            out.append(f"{head}={prefix}{tail}")
        elif names_a_file(value):
            out.append(prefix + text)
        else:
            out.append(text)
        previous = value
    return "".join(out)


def run_argv(line: str) -> list[str]:
    """The command of a `run:` line: `sh -c`, with the case's arguments after the line's own (a Ctrl-C reaches
    the program, and the shell then ends with its exit code)."""
    return ["/bin/sh", "-c", f'trap : INT\n{line} "$@"', RUN_NAME]


# ---------------------------------------------------------------------------------------------- one submission
def stage(submission: Submission, into: Path) -> Path | str:
    """A private copy of the submission, which its build may write: links copied as links (never followed),
    regular files and folders only (a FIFO would block the copy); or why it cannot be copied."""
    size, special = 0, []
    for folder, folders, files in os.walk(submission.folder):
        for name in [*folders, *files]:
            info = os.lstat(os.path.join(folder, name))
            size += info.st_size
            if not (stat.S_ISREG(info.st_mode) or stat.S_ISDIR(info.st_mode) or stat.S_ISLNK(info.st_mode)):
                special.append(os.path.join(folder, name))
    if size > SIZE_LIMIT:
        return f"its folder holds {size / MiB:.0f} MiB, more than the {SIZE_LIMIT // MiB} MiB the grader copies"
    copy = into / submission.name
    shutil.copytree(submission.folder, copy, symlinks=True, ignore=lambda folder, names: [
        name for name in names if os.path.join(folder, name) in special
    ])  # fmt: skip
    if os.geteuid() == 0:  # the sandbox's user is not root: it must be able to read (and build in) its copy
        for folder, folders, files in os.walk(copy):
            for name in [*folders, *files]:
                path = os.path.join(folder, name)
                if not os.path.islink(path):
                    os.chmod(path, os.stat(path).st_mode | (0o777 if name in folders else 0o666))
        copy.chmod(0o777)
    return copy


def build(submission: Submission, copy: Path, how: Isolation) -> str | None:
    """Run the `build:` line in the copy, sandboxed; None when it succeeds, else what went wrong."""
    if not submission.build:
        return None
    words = [value for _, value in pieces(submission.build) if value]
    box = how.sandbox(copy, words)
    program = process.Program(box.command(["/bin/sh", "-c", submission.build]), copy, base_environment())
    result = process.run(program, b"", BUILD_DEADLINE)
    if result.exit == 0:
        return None
    if result.exit is None:
        return f"the build failed: {result.problem}"
    text = (result.stderr or result.stdout).decode("utf-8", "replace").strip().splitlines()[-8:]
    return "\n".join([f"the build failed (exit code {result.exit})", *text])


@dataclass
class Prepared:
    """A submission ready to grade: the command its cases run (`argv`), or why it cannot be graded."""

    submission: Submission
    argv: list[str] | None
    problem: str | None


def prepare(submission: Submission, staging: Path, how: Isolation, deadline: float) -> Prepared:
    if submission.problem:
        return Prepared(submission, None, submission.problem)
    copy = stage(submission, staging)
    if isinstance(copy, str):
        return Prepared(submission, None, copy)
    problem = build(submission, copy, how)
    if problem:
        return Prepared(submission, None, problem)
    line = anchored(submission.run, copy, deadline, submission.notes)
    words = [value for _, value in pieces(line) if value]
    argv = list(how.sandbox(copy, words).command(run_argv(line)))
    problem = preflight(argv, deadline, submission.notes)
    return Prepared(submission, argv if problem is None else None, problem)


def described(submission: Submission, how: Isolation) -> str:
    where = "in a sandbox" if how.isolate else "without a sandbox"
    return f"{submission.name}: {submission.run or '(no command)'}   ({where})"


def one_line(text: str, width: int = 300) -> str:
    flat = " | ".join(line.strip() for line in text.splitlines() if line.strip())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


def with_style(grade: Grade, submission: Submission, options) -> Grade:
    """The style part of a submission's grade, when its `run` file names a style (stylecheck.grade_style)."""
    if submission.style and not grade.problem:
        weight = getattr(options, "settings", None) or Settings()
        grade.style = stylecheck.grade_style(submission.style, submission.folder, weight.style)
    return grade


# ---------------------------------------------------------------------------------------------- grades.csv
def row_of(name: str, grade: Grade, sections: list[str]) -> dict[str, str]:
    """The grades.csv row of a grade: numbers a spreadsheet reads as numbers (points, never `9/9`)."""
    got, possible = grade.total()
    row = {"submission": name, "score": _number(got), "out of": _number(possible)}
    row["graded"] = "no" if grade.problem else "yes"
    causes = [] if grade.problem else grade.causes
    row["first cause"] = one_line(f"{causes[0].rule} {causes[0].words}", 160) if causes else ""
    behaviour, style = grade.behaviour()[0], grade.style
    row["behaviour"] = _number(behaviour)
    row["style"] = _number(style.score) if grade.graded_style() else ""
    row["first broken constraint"] = one_line(style.first_broken, 160) if grade.graded_style() else ""
    row["not graded because"] = one_line(grade.problem) if grade.problem else ""
    scored = grade.section_points()  # the points of each section's rules, each rule's shared by its checks
    for name in sections:
        row[name] = _number(scored[name][0]) if name in scored else ""
    return row


def _number(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


FIXED = ["submission", "score", "out of", "graded", "behaviour", "style", "first cause", "first broken constraint",
         "not graded because"]  # fmt: skip


def columns(carries: frozenset[str]) -> list[str]:
    sections = [*CORE, *sorted({section_of(c) for c in cases(carries)} - set(CORE))]
    return [*FIXED, *sections]


class Sheet:
    """grades.csv, written row by row as submissions finish (UTF-8 with a byte-order mark, so that a
    spreadsheet opened by a double click reads accents right), rewritten in name order at the end."""

    def __init__(self, path: Path, fields: list[str], kept: list[dict[str, str]]) -> None:
        self.path, self.fields, self.rows = path, fields, list(kept)
        self.handle = path.open("w", newline="", encoding="utf-8-sig")
        self.writer = csv.DictWriter(self.handle, fieldnames=fields, extrasaction="ignore", restval="")
        self.writer.writeheader()
        self.writer.writerows(self.rows)
        self.handle.flush()

    def add(self, row: dict[str, str]) -> None:
        self.rows.append(row)
        self.writer.writerow(row)
        self.handle.flush()

    def close(self, sort: bool) -> None:
        self.handle.close()
        if sort:
            with self.path.open("w", newline="", encoding="utf-8-sig") as handle:
                writer = csv.DictWriter(handle, fieldnames=self.fields, extrasaction="ignore", restval="")
                writer.writeheader()
                writer.writerows(sorted(self.rows, key=lambda row: row["submission"]))


def earlier_rows(path: Path) -> dict[str, dict[str, str]]:
    try:
        with path.open(newline="", encoding="utf-8-sig") as handle:
            return {row["submission"]: row for row in csv.DictReader(handle) if row.get("submission")}
    except (OSError, KeyError, csv.Error, UnicodeDecodeError):
        return {}


# ---------------------------------------------------------------------------------------------- the class
def is_reports(path: Path, reports: Path) -> bool:
    """A folder of reports, never a student's: where --reports points, one that holds the marker every reports
    folder gets, or one named `reports` without a `run` file."""
    return (
        path.resolve() == reports.resolve()
        or (path / MARKER).exists()
        or (path.name == "reports" and not (path / "run").exists())
    )


def submissions_in(folder: Path, reports: Path) -> list[Submission]:
    return [
        read_submission(path)
        for path in sorted(folder.iterdir())
        if path.is_dir() and not path.name.startswith(".") and not is_reports(path, reports)
    ]


class Progress:
    """One line per finished submission on standard error; with a terminal, also a bar over the cases."""

    def __init__(self, count: int, stream=sys.stderr) -> None:
        self.count, self.stream, self.done = count, stream, 0
        self.bar = progress_bar(stream)
        self.lock = threading.Lock()

    def cases(self, done: int, total: int) -> None:
        if self.bar:
            with self.lock:
                self.bar(done, total)

    def finished(self, name: str, grade: Grade) -> None:
        got, possible = grade.total()
        with self.lock:
            self.done += 1
            if grade.problem:
                what = f"not graded: {one_line(grade.problem, 100)}"
            else:
                what = f"{got:.1f} / {possible:g} in {grade.seconds:.0f} s"
            clear = "\r\x1b[K" if self.bar else ""
            self.stream.write(f"{clear}[{self.done}/{self.count}] {name}: {what}\n")
            self.stream.flush()


def record(reports: Path, submission: Submission, grade: Grade) -> None:
    (reports / f"{submission.name}.txt").write_text(text_report(grade), encoding="utf-8")
    (reports / f"{submission.name}.json").write_text(json.dumps(gradescope(grade), indent=2), encoding="utf-8")


def grade_class(folder: Path, options, points: dict[str, float]) -> int:
    reports = Path(options.reports or folder / "reports")
    submissions = submissions_in(folder, reports)
    if not submissions:
        print(f"grade: {folder} holds no submission folders", file=sys.stderr)
        return 2
    out = Path(options.csv or folder / "grades.csv")
    carries = frozenset(options.carries)
    fields = columns(carries)
    kept: list[dict[str, str]] = []
    if options.resume:
        earlier = earlier_rows(out)
        done = {s.name for s in submissions if s.name in earlier and (reports / f"{s.name}.json").exists()}
        kept = [earlier[name] for name in sorted(done)]
        submissions = [s for s in submissions if s.name not in done]
        print(f"grade: --resume: {len(done)} graded before, {len(submissions)} to grade", file=sys.stderr)
    staging = Path(tempfile.mkdtemp(prefix="minesweeper-class-"))
    how = isolation(options, keep_out=(str(folder.resolve()), str(staging)))
    if isinstance(how, str):
        shutil.rmtree(staging, ignore_errors=True)
        print(f"grade: {how}", file=sys.stderr)
        return 2
    reports.mkdir(parents=True, exist_ok=True)
    (reports / MARKER).write_text("Reports of `python -m shared_tests.grade --class`: not a submission.\n")
    if not how.isolate:
        print("grade: --no-sandbox: the students' programs run with your rights (under the limits)", file=sys.stderr)
    started = time.monotonic()
    progress = Progress(len(submissions))
    scheduler = Scheduler(options.jobs, options.deadline, progress.cases)
    preparing = ThreadPoolExecutor(max_workers=1)  # builds one at a time, while earlier submissions are graded
    sheet = Sheet(out, fields, kept)
    graded: list[tuple[Submission, Grade]] = []
    complete = False
    try:

        def scheduled(submission: Submission):
            ready = prepare(submission, staging, how, options.deadline)
            command = described(submission, how)
            if ready.argv is None:
                return lambda: Grade(command, [], points, 0.0, ready.problem, submission.notes)
            return scheduler.grade(command, ready.argv, carries, points)

        waiting = [(submission, preparing.submit(scheduled, submission)) for submission in submissions]
        for submission, future in waiting:
            grade = future.result()()
            grade.notes = submission.notes
            configure(grade, options)
            with_style(grade, submission, options)
            record(reports, submission, grade)
            sheet.add(row_of(submission.name, grade, fields[len(FIXED) :]))
            progress.finished(submission.name, grade)
            graded.append((submission, grade))
        complete = True
    finally:
        if not complete:  # Ctrl-C or SIGTERM: the programs still running go first, then the workers can end
            process.stop_all()
        preparing.shutdown(wait=False, cancel_futures=True)
        scheduler.close()
        if not complete:
            print(f"\ngrade: stopped with {len(graded)} of {len(submissions)} graded: {out} has their rows; "
                  "--resume grades the rest", file=sys.stderr)  # fmt: skip
        sheet.close(sort=complete)
        shutil.rmtree(staging, ignore_errors=True)
    for row in sorted(sheet.rows, key=lambda row: row["submission"]):
        why = row["not graded because"] or row["first cause"]
        print(f"{row['submission']:<24} {row['score']:>6} / {row['out of']}  {_short(why, 80)}".rstrip())
    ungraded = sum(row["graded"] == "no" for row in sheet.rows)
    print(f"{len(graded)} submissions in {time.monotonic() - started:.1f} s: {out}, reports in {reports}")
    if ungraded:
        print(f"{ungraded} could not be graded (see `not graded because`)")
    return 1 if ungraded else 0


def _short(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


# ---------------------------------------------------------------------------------------------- --submission
def grade_submission(folder: Path, options, points: dict[str, float]) -> int:
    """One submission folder, by its `run` file, as class mode grades it: the report on standard output."""
    submission = read_submission(folder)
    staging = Path(tempfile.mkdtemp(prefix="minesweeper-submission-"))
    how = isolation(options, keep_out=(str(staging),))
    if isinstance(how, str):
        shutil.rmtree(staging, ignore_errors=True)
        print(f"grade: {how}", file=sys.stderr)
        return 2
    scheduler = Scheduler(options.jobs, options.deadline, progress_bar())
    try:
        ready = prepare(submission, staging, how, options.deadline)
        command = described(submission, how)
        if ready.argv is None:
            grade = Grade(command, [], points, 0.0, ready.problem, submission.notes)
        else:
            grade = scheduler.grade(command, ready.argv, frozenset(options.carries), points)()
            grade.notes = submission.notes
    finally:
        scheduler.close()
        shutil.rmtree(staging, ignore_errors=True)
    configure(grade, options)
    with_style(grade, submission, options)
    sys.stdout.write(text_report(grade, options.level))
    if options.json:
        Path(options.json).write_text(json.dumps(gradescope(grade), indent=2) + "\n", encoding="utf-8")
    if options.markdown:
        Path(options.markdown).write_text(markdown(grade), encoding="utf-8")
    return passed(grade, options)
