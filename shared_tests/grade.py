"""Grade a Minesweeper program in any language against SPEC.md: one student's program, or a whole class.

    python -m shared_tests.grade --cmd "node /home/student/minesweeper.js"          a report on one screen
    python -m shared_tests.grade --cmd "..." --level                                where you stand, step by step
    python -m shared_tests.grade --cmd "..." --case core/move-flood-regions          one case in full
    python -m shared_tests.grade --cmd "..." --exercise chording                    an exercise (EXERCISES.md) too
    python -m shared_tests.grade --class submissions/ --csv grades.csv              every submission folder
    python -m shared_tests.grade --submission submissions/ana                       one, by its `run` file
    python -m shared_tests.grade --gradescope-bundle autograder.zip                 Gradescope's autograder

Built on the suite's machinery (shared_tests/harness): the same transcripts, probes and verdicts as pytest,
but a report for people: a line per section of SPEC.md, and the failures grouped by cause, each cause with
one representative difference and the rules it points at. A hanging or crashing program is graded quickly.
--json writes Gradescope's results.json; --markdown a summary for a CI step. Class mode and --submission run
every program in a sandbox (shared_tests/harness/sandbox.py; --sandbox asks for it with --cmd).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shlex
import shutil
import signal
import sys
import threading
import time
import tomllib
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from shared_tests import exercises, stylecheck
from shared_tests.harness import process, spec
from shared_tests.harness.causes import Cause, cause, ranked_rules, short_diff
from shared_tests.harness.probes import PROBES, SIMPLE, Probe
from shared_tests.harness.process import run_in_folder
from shared_tests.harness.runs import Job
from shared_tests.harness.sandbox import LIMIT
from shared_tests.harness.targets import Target, base_environment, command_problem, discover_styles
from shared_tests.harness.transcript import Transcript, discover
from shared_tests.harness.verdict import ANSWER, Check, Verdict

HERE = Path(__file__).resolve().parent
POINTS = HERE / "grading.toml"
CORE = ("R2", "R3", "R4", "R6", "R7", "R8", "R9", "R10")
TOPICS = {"board": "R4", "file": "R2", "frame": "R6", "input": "R7", "move": "R8", "game": "R8", "end": "R9"}
LEVELS = (
    "frames of a fresh board", "input lines", "moves", "the flood fill", "the end of the game", "file errors",
    "robustness", "extensions",
)  # fmt: skip
GRADING_DEADLINE = 5.0  # seconds per run: generous for a JVM start, short enough to grade a hang quickly
TIMEOUTS_IN_A_ROW = 3  # after this many runs of a section without an answer, the rest of it is not run
TIMEOUTS_IN_A_ROW_ANYWHERE = 6  # and after this many in a row in any sections, nothing more is run
MAX_CAUSES_SHOWN = 3


# ---------------------------------------------------------------------------------------------- the cases
def section_of(case: Transcript | Probe) -> str:
    """The section of SPEC.md a case is graded under: R10 for the probes, the topic of a core transcript's
    name (file-name-… is R3), and the first cited rule's section for an add-on or dialect transcript."""
    if isinstance(case, Probe):
        return "R10"
    if case.styles or exercises.is_exercise(case):
        return spec.section(next((r for r in case.rules if r.startswith("E")), case.rules[0]))
    topic = case.name.split("/")[-1].split("-")[0]
    if case.name.split("/")[-1].startswith("file-name-"):
        return "R3"
    return TOPICS.get(topic, spec.section(case.rules[0]))


def level_of(case: Transcript | Probe) -> int:
    """The step (0 to 7, see LEVELS) at which a student can make this case pass."""
    if isinstance(case, Probe):
        return 6
    if case.styles or exercises.is_exercise(case):
        return 7
    name = case.name.split("/")[-1]
    topic = name.split("-")[0]
    if topic == "file" or (topic == "board" and case.exit != 0):
        return 5
    if topic in ("frame", "board"):
        return 0
    if topic == "input":
        return 1
    if name.startswith("move-flood") or (topic == "move" and "R8.3" in case.rules):
        return 3
    if topic == "move":
        return 2
    return 4


# ---------------------------------------------------------------------------------------------- preflight
def preflight(argv: list[str], deadline: float, notes: list[str] | None = None) -> str | None:
    """None when the command starts and answers a simple run; else one clear message for the student.
    A Python shell shim in `argv` is replaced by the interpreter it starts (see real_interpreters), with a note
    added to `notes`."""
    notes = [] if notes is None else notes
    problem = command_problem(argv)
    if problem:
        return problem
    notes.extend(real_interpreters(argv, deadline))
    setup = lambda folder: (folder / "board.cfg").write_bytes(SIMPLE)  # noqa: E731
    result = run_in_folder([*argv, "board.cfg"], b"", base_environment(), deadline, setup)
    tail = "\n".join("    " + line for line in result.stderr.decode("utf-8", "replace").splitlines()[-12:])
    if not result.started:
        return result.problem
    if result.exit is None and (result.problem or "").endswith(LIMIT):
        return f"on a 3x3 board with no input it {result.problem} (R10.1)"
    if result.exit is None and "MiB" in (result.problem or ""):
        return f"on a 3x3 board with no input it printed {result.problem} (R6.1, R9.2)"
    if result.exit is None:
        return (
            f"on a 3x3 board with no input at all, {result.problem}: it should print the first frame, then "
            f"`Not enough inputs!` and end (R9.2, R10.1). Does it flush its output (R6.7)?"
        )
    if result.exit != 0 and not result.stdout:
        rule = "R2.7, never a traceback" if "Traceback" in tail else "R6.6, the first frame"
        return f"it crashed (exit code {result.exit}) on a 3x3 board with no input ({rule}); standard error:\n{tail}"
    return None


def real_interpreters(argv: list[str], deadline: float) -> list[str]:
    """Replace, in place, a `python…` word that is a shell script (pyenv's and asdf's shims) by the interpreter
    it starts: a shim opens files of its own on the standard streams that the probes close (R10.4), so they
    would judge the shim, not the program. Returns a note for each word replaced."""
    notes = []
    for number, word in enumerate(argv):
        path = shutil.which(word) if word.startswith("python") else None
        if not path or not _is_script(path):
            continue
        asked = process.run(process.Program((path, "-c", "import sys; print(sys.executable)"), Path.cwd(),
                                            base_environment()), b"", deadline)  # fmt: skip
        real = asked.stdout.decode("utf-8", "replace").strip()
        if asked.exit == 0 and os.path.isabs(real):
            argv[number] = real
            notes.append(f"{word} is a shell script that starts Python ({path}): graded with {real} itself")
    return notes


def _is_script(path: str) -> bool:
    try:
        with open(path, "rb") as handle:
            return handle.read(2) == b"#!"
    except OSError:
        return False


# ---------------------------------------------------------------------------------------------- grading
@dataclass
class Group:
    """Failing cases with one cause."""

    cause: Cause
    verdicts: list[Verdict] = field(default_factory=list)

    @property
    def rules(self) -> list[str]:
        return ranked_rules(self.verdicts)


@dataclass
class Grade:
    command: str
    verdicts: list[tuple[Transcript | Probe, Verdict]]
    points: dict[str, float]
    seconds: float = 0.0
    problem: str | None = None  # the preflight's message: nothing else was run
    notes: list[str] = field(default_factory=list)  # what the preflight changed in the command

    def sections(self) -> dict[str, tuple[int, int]]:
        """Section -> (passed, total)."""
        counts: dict[str, list[int]] = {}
        for case, verdict in self.verdicts:
            entry = counts.setdefault(section_of(case), [0, 0])
            entry[0] += verdict.ok
            entry[1] += 1
        order = [*CORE, *sorted(set(counts) - set(CORE))]
        return {name: tuple(counts[name]) for name in order if name in counts}

    def score(self) -> tuple[float, float]:
        """(points scored, points possible)."""
        sections = self.sections() if not self.problem else {name: (0, 1) for name in CORE}
        got = sum(self.points.get(name, 0) * passed / total for name, (passed, total) in sections.items())
        return got, sum(self.points.get(name, 0) for name in sections)

    def groups(self) -> list[Group]:
        groups: dict[tuple, Group] = {}
        for _, verdict in sorted(self.verdicts, key=lambda pair: level_of(pair[0])):
            if not verdict.ok:
                found = cause(verdict)
                groups.setdefault(found.key, Group(found)).verdicts.append(verdict)
        return sorted(groups.values(), key=lambda group: -len(group.verdicts))


def cases(carries: frozenset[str], chosen: tuple[str, ...] = ()) -> list[Transcript | Probe]:
    """The cases graded: the core's, the extensions' of the styles carried, and the `chosen` exercises'."""
    target = Target("cmd", (), carries)
    found = [t for t in discover() if target.applies(t)] + exercises.chosen(list(chosen)) + list(PROBES)
    return sorted(found, key=level_of)


class Scheduler:
    """Runs jobs on shared worker threads; a section that keeps giving no answer stops being run."""

    def __init__(self, jobs: int, deadline: float, progress: Callable[[int, int], None] | None = None) -> None:
        self.executor = ThreadPoolExecutor(max_workers=max(1, jobs))
        self.deadline, self.progress = deadline, progress
        self.lock = threading.Lock()
        self.done = self.total = 0

    def grade(self, command: str, argv: list[str], carries: frozenset[str], points: dict[str, float], tasks=()):
        """Submit every case of one program (with the exercises `tasks`); returns a function that waits for its
        Grade."""
        target = Target("cmd", tuple(argv), carries)
        chosen = cases(carries, tuple(tasks))
        silent: dict[str, int] = {}  # section -> runs in a row without an answer
        spans: list[float] = []  # when its first case started and its last one ended: its own time, not the queue's

        def run(case: Transcript | Probe) -> Verdict:
            begun = time.monotonic()
            section = section_of(case)
            with self.lock:
                skip = silent.get(section, 0) >= TIMEOUTS_IN_A_ROW or silent.get("*", 0) >= TIMEOUTS_IN_A_ROW_ANYWHERE
            if skip:
                verdict = Verdict(case.name, list(case.rules), [Check("an answer in time", False, (
                    f"not run: the runs before it gave no answer within {self.deadline:g} s"
                ), ANSWER)])  # fmt: skip
            else:
                verdict = Job(target, case).run(self.deadline)
            answerless = any(c.kind == ANSWER and "no answer" in c.explanation for c in verdict.failures)
            with self.lock:
                silent[section] = silent.get(section, 0) + 1 if answerless else 0
                silent["*"] = silent.get("*", 0) + 1 if answerless else 0
                spans[:] = [min(spans[0], begun) if spans else begun, time.monotonic()]
                self.done += 1
                done, total = self.done, self.total
            if self.progress:
                self.progress(done, total)
            return verdict

        with self.lock:
            self.total += len(chosen)
        futures = [(case, self.executor.submit(run, case)) for case in chosen]

        def result() -> Grade:
            verdicts = [(case, future.result()) for case, future in futures]
            return Grade(command, verdicts, points, spans[1] - spans[0] if spans else 0.0)

        return result

    def close(self) -> None:
        self.executor.shutdown(cancel_futures=True)


def load_points(path: Path) -> dict[str, float]:
    """Section -> points, from a file like grading.toml; ValueError says what is wrong with it."""
    try:
        points = tomllib.loads(path.read_text(encoding="utf-8"))["points"]
        return {section: float(value) for section, value in points.items()}
    except (OSError, KeyError, TypeError, ValueError, tomllib.TOMLDecodeError) as error:
        raise ValueError(f"cannot read the points in {path}: {getattr(error, 'strerror', None) or error}") from None


# ---------------------------------------------------------------------------------------------- reports
def text_report(grade: Grade, level: bool = False) -> str:
    got, possible = grade.score()
    lines = [f"Grading: {grade.command}", *(f"note: {note}" for note in grade.notes)]
    if grade.problem:
        lines += ["", "The program could not be graded:", *("  " + line for line in grade.problem.splitlines())]
        lines += ["", f"score: 0 / {possible:g}"]
        return "\n".join(lines) + "\n"
    titles = spec.sections()
    count = len(grade.verdicts)
    lines.append(f"{count} cases (transcripts and probes) in {grade.seconds:.1f} s")
    lines.append("")
    for name, (passed, total) in grade.sections().items():
        mark = "ok" if passed == total else "  "
        lines.append(f"  {name:<4} {_short(titles.get(name, ''), 38):<38} {passed:>3}/{total:<3} {mark}".rstrip())
    lines.append(f"  score: {got:.1f} / {possible:g}   ({sum(v.ok for _, v in grade.verdicts)} of {count} cases pass)")
    if level:
        lines += ["", *level_lines(grade)]
    groups = grade.groups()
    if not groups:
        lines += ["", "Every case passes."]
        return "\n".join(lines) + "\n"
    lines += ["", f"{len(groups)} cause{'s' * (len(groups) != 1)} of failure, the most common first:"]
    for number, group in enumerate(groups[:MAX_CAUSES_SHOWN], 1):
        lines += ["", *group_lines(number, group)]
    rest = groups[MAX_CAUSES_SHOWN:]
    if rest:
        lines += ["", f"and {len(rest)} more: " + "; ".join(f"{g.cause.words} ({len(g.verdicts)})" for g in rest)]
        lines.append("(fix the first ones and grade again; --case NAME shows any case in full)")
    return "\n".join(lines) + "\n"


def group_lines(number: int, group: Group) -> list[str]:
    first = group.verdicts[0]
    check = first.first_failure
    count = len(group.verdicts)
    texts = spec.texts()
    rules = group.rules[:2]
    head = f"[{number}] {count} case{'s' * (count != 1)}: {group.cause.words}"
    lines = [_short(head, 118), f"    points at {', '.join(rules)}"]
    lines += [f"    {rule}: {_short(texts.get(rule, ''), 104)}" for rule in rules[:1]]
    where = f"{first.subject}, {check.name}" if check.kind == "frame" else f"{first.subject}: {check.name}"
    lines.append(f"    e.g. {_short(where, 110)}")
    lines += [f"      {line}" for line in short_diff(check)]
    others = [v.subject for v in group.verdicts[1:4]]
    if others:
        more = count - 1 - len(others)
        lines.append(f"    also {', '.join(others)}" + (f" and {more} more" if more else ""))
    return lines


def level_lines(grade: Grade) -> list[str]:
    by_level: dict[int, list[Verdict]] = {}
    for case, verdict in grade.verdicts:
        by_level.setdefault(level_of(case), []).append(verdict)
    lines, next_step = ["Step by step:"], None
    for number, title in enumerate(LEVELS):
        verdicts = by_level.get(number, [])
        if not verdicts:
            continue
        passed = sum(v.ok for v in verdicts)
        mark = "done" if passed == len(verdicts) else ("<- next" if next_step is None else "")
        if passed < len(verdicts) and next_step is None:
            next_step = next(v for v in verdicts if not v.ok)
        lines.append(f"  {number + 1}. {title:<24} {passed:>3}/{len(verdicts):<3} {mark}".rstrip())
    if next_step is not None:
        found = cause(next_step)
        lines.append(f"  next: {next_step.subject}: {found.words} ({', '.join(found.rules[:2])})")
    return lines


def _short(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def gradescope(grade: Grade) -> dict:
    """Gradescope's results.json: one test per case, with its share of its section's points."""
    got, possible = grade.score()
    if grade.problem:
        tests = [{"name": "The program starts and answers", "score": 0, "max_score": possible, "output": grade.problem}]
        return {"score": 0, "output": grade.problem, "tests": tests}
    sections = grade.sections()
    tests = []
    for case, verdict in grade.verdicts:
        section = section_of(case)
        share = grade.points.get(section, 0) / sections[section][1]
        failure = verdict.first_failure
        output = "" if failure is None else f"{failure.name}\n{failure.explanation}"
        tests.append({
            "name": f"{section} {case.name}", "score": round(share * verdict.ok, 4), "max_score": round(share, 4),
            "output": output, "visibility": "visible",
        })  # fmt: skip
    return {"score": round(got, 2), "output": text_report(grade), "tests": tests}


def markdown(grade: Grade) -> str:
    got, possible = grade.score()
    lines = [f"### Minesweeper: {got:.1f} / {possible:g}", "", f"`{grade.command}`", ""]
    if grade.problem:
        return "\n".join([*lines, "```", grade.problem, "```", ""])
    lines += ["| section | | passed |", "|---|---|---:|"]
    titles = spec.sections()
    lines += [f"| {name} | {titles.get(name, '')} | {p}/{t} |" for name, (p, t) in grade.sections().items()]
    for number, group in enumerate(grade.groups()[:MAX_CAUSES_SHOWN], 1):
        lines += ["", f"**{number}. {len(group.verdicts)} cases: {group.cause.words}** ({', '.join(group.rules[:2])})"]
        lines += ["```diff", *short_diff(group.verdicts[0].first_failure), "```"]
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------- progress
def progress_bar(stream=sys.stderr) -> Callable[[int, int], None] | None:
    if not stream.isatty():
        return None
    started = time.monotonic()

    def show(done: int, total: int) -> None:
        spent = time.monotonic() - started
        left = spent / done * (total - done) if done else 0
        width = 30
        filled = width * done // max(total, 1)
        stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}  about {left:.0f} s left ")
        if done == total:
            stream.write("\n")
        stream.flush()

    return show


# ---------------------------------------------------------------------------------------------- main
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m shared_tests.grade", description=__doc__.split("\n\n")[0],
        epilog=__doc__.split("\n\n", 1)[1], formatter_class=argparse.RawDescriptionHelpFormatter,
    )  # fmt: skip
    who = parser.add_mutually_exclusive_group()
    who.add_argument("--cmd", metavar="COMMAND", help="the program to grade, with absolute paths")
    who.add_argument("--class", dest="folder", metavar="FOLDER", help="a folder of submission folders, each with `run`")
    who.add_argument("--submission", metavar="FOLDER", help="one submission folder, graded by its `run` file")
    who.add_argument("--gradescope-bundle", metavar="ZIP", help="write Gradescope's autograder zip and stop")
    parser.add_argument("--with", dest="carries", action="append", default=[], choices=discover_styles(),
                        metavar="STYLE", help="also grade the add-on or dialect transcripts of this style")  # fmt: skip
    parser.add_argument("--exercise", action="append", default=[], choices=exercises.names(), metavar="NAME",
                        help="also grade this exercise of EXERCISES.md (e.g. chording), for an extension")  # fmt: skip
    parser.add_argument("--level", action="store_true", help="show where the program stands, step by step")
    parser.add_argument("--case", metavar="NAME", help="run the cases whose name contains NAME, and show them in full")
    parser.add_argument("--json", metavar="FILE", help="write Gradescope's results.json to FILE")
    parser.add_argument("--markdown", metavar="FILE", help="write a Markdown summary (e.g. $GITHUB_STEP_SUMMARY)")
    parser.add_argument("--points", metavar="FILE", default=str(POINTS), help="points per section (grading.toml)")
    parser.add_argument("--deadline", type=float, default=GRADING_DEADLINE, help="seconds a run may take (default 5)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2, help="runs at the same time (default: cores)")
    parser.add_argument("--csv", metavar="FILE", help="with --class: the grades (default FOLDER/grades.csv)")
    parser.add_argument("--reports", metavar="FOLDER", help="with --class: where to write the reports")
    parser.add_argument("--resume", action="store_true", help="with --class: grade only what has no report yet")
    parser.add_argument("--sandbox", action="store_true", help="with --cmd: run the program in the sandbox")
    parser.add_argument("--no-sandbox", action="store_true", help="with --class, --submission: no sandbox, limits only")
    parser.add_argument("--memory", type=int, metavar="MIB", help="memory per process (default 512, or RAM/32 if more)")
    parser.add_argument("--fail-under", type=float, metavar="PERCENT", help="exit code 1 only below this share")
    stylecheck.add_arguments(parser)
    options = parser.parse_args(argv)
    if not (options.cmd or options.folder or options.submission or options.gradescope_bundle or options.style_check):
        parser.error("one of --cmd, --class, --submission, --gradescope-bundle or --style-check is required")
    if (options.folder or options.submission or options.gradescope_bundle) and options.style_check:
        parser.error("--style-check goes with --cmd, or alone")
    try:
        points = load_points(Path(options.points))
    except ValueError as error:
        parser.error(str(error))
    points = exercises.points(options.exercise, points)
    if options.folder and options.exercise:
        parser.error("--exercise grades one program: use it with --cmd")
    if options.folder and not Path(options.folder).is_dir():
        parser.error(f"--class {options.folder}: no such folder")
    if options.submission and not Path(options.submission).is_dir():
        parser.error(f"--submission {options.submission}: no such folder")
    if options.sandbox and options.no_sandbox:
        parser.error("--sandbox and --no-sandbox: choose one")
    for option in ("json", "markdown", "csv", "gradescope_bundle"):  # refuse now what could not be written later
        target = getattr(options, option)
        if target and not Path(target).resolve().parent.is_dir():
            parser.error(f"--{option.replace('_', '-')} {target}: no such folder to write it in")
    if options.reports and not Path(options.reports).resolve().parent.is_dir():
        parser.error(f"--reports {options.reports}: no such folder to make it in")
    if options.gradescope_bundle:
        from shared_tests.deploy import gradescope_bundle

        return gradescope_bundle(Path(options.gradescope_bundle), options)
    process.allow_interrupts()
    with contextlib.suppress(ValueError):  # SIGTERM ends a grading as Ctrl-C does: no program is left running
        signal.signal(signal.SIGTERM, _terminated)
    try:
        if not options.cmd and not options.folder and not options.submission:
            return stylecheck.run(options)
        if options.style_check:  # behaviour and style in one run
            return max(grade_one(options, points), stylecheck.run(options))
        if options.folder or options.submission:
            from shared_tests import classroom

            if options.submission:
                return classroom.grade_submission(Path(options.submission), options, points)
            return classroom.grade_class(Path(options.folder), options, points)
        return grade_one(options, points)
    except KeyboardInterrupt as stop:
        process.stop_all()
        print(f"\ngrade: {'terminated' if isinstance(stop, Terminated) else 'interrupted'}", file=sys.stderr)
        return 143 if isinstance(stop, Terminated) else 130


class Terminated(KeyboardInterrupt):
    """SIGTERM, raised in the main thread."""


def _terminated(number, frame) -> None:
    raise Terminated()


def grade_one(options, points: dict[str, float]) -> int:
    try:
        argv = shlex.split(options.cmd)
    except ValueError as error:
        print(f"grade: cannot read the command: {error}", file=sys.stderr)
        return 2
    notes: list[str] = []
    if options.sandbox:
        from shared_tests.classroom import sandboxed

        argv = sandboxed(argv, options, notes)
        if isinstance(argv, str):
            print(f"grade: {argv}", file=sys.stderr)
            return 2
    problem = preflight(argv, options.deadline, notes)
    if problem:
        grade = Grade(options.cmd, [], points, 0.0, problem, notes)
    elif options.case:
        return show_cases(argv, options)
    else:
        scheduler = Scheduler(options.jobs, options.deadline, progress_bar())
        grade = scheduler.grade(options.cmd, argv, frozenset(options.carries), points, options.exercise)()
        grade.notes = notes
        scheduler.close()
    sys.stdout.write(text_report(grade, options.level))
    if options.json:
        Path(options.json).write_text(json.dumps(gradescope(grade), indent=2) + "\n", encoding="utf-8")
    if options.markdown:
        with open(options.markdown, "a", encoding="utf-8") as handle:
            handle.write(markdown(grade))
    from shared_tests.classroom import passed

    return passed(grade, options)


def show_cases(argv: list[str], options) -> int:
    target = Target("cmd", tuple(argv), frozenset(options.carries))
    chosen = [case for case in cases(frozenset(options.carries), tuple(options.exercise)) if options.case in case.name]
    if not chosen:
        print(f"grade: no case's name contains {options.case!r}", file=sys.stderr)
        return 2
    with ThreadPoolExecutor(max(1, options.jobs)) as pool:
        verdicts = list(pool.map(lambda case: Job(target, case).run(options.deadline), chosen))
    for case, verdict in zip(chosen, verdicts, strict=True):
        print(f"{'PASS' if verdict.ok else 'FAIL'} {case.name}  ({', '.join(case.rules)})")
        for check in verdict.failures:
            print(f"  {check.name}:")
            print("\n".join("    " + line for line in check.explanation.splitlines()))
    return 0 if all(v.ok for v in verdicts) else 1


if __name__ == "__main__":
    sys.exit(main())
