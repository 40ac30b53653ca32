"""Grade a Minesweeper program in any language against SPEC.md: one student's program, or a whole class.

    python -m shared_tests.grade --cmd "node /home/student/minesweeper.js"          a report on one screen
    python -m shared_tests.grade --cmd "..." --level                                where you stand, step by step
    python -m shared_tests.grade --cmd "..." --case core/move-flood-regions          one case in full
    python -m shared_tests.grade --cmd "..." --exercise chording                    an exercise (EXERCISES.md) too
    python -m shared_tests.grade --class submissions/ --csv grades.csv              every submission folder
    python -m shared_tests.grade --submission submissions/ana                       one, by its `run` file
    python -m shared_tests.grade --gradescope-bundle autograder.zip                 Gradescope's autograder

Built on the suite's machinery (shared_tests/harness): the same transcripts, probes and verdicts as pytest, but
judged for a grade. Each case is split into checks, each tied to the SPEC rule it tests (harness/parts.py: the
board's squares after each move, the banner's box, its message, the prompt, the exit code...), and a rule's points
(grading.toml) are shared by its checks, so a defect costs the points of its own rule. The report gives a line per
section of SPEC.md, then the failures grouped by cause (harness/causes.py), each named by its rule, with the case,
its board, its input and the lines that differ. --json writes Gradescope's results.json; --markdown a summary.
Class mode and --submission run every program in a sandbox (shared_tests/harness/sandbox.py; --sandbox asks for
it with --cmd).
"""

from __future__ import annotations

import argparse
import contextlib
import fnmatch
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
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path

from shared_tests import exercises, stylecheck
from shared_tests.harness import process, spec
from shared_tests.harness.causes import TITLES, Cause, diff_lines, excerpt, find_causes
from shared_tests.harness.parts import Observation, apply_candidates, board_file, input_lines, observe, typed
from shared_tests.harness.probes import PROBES, PROMPT, SIMPLE, Probe, board_setup
from shared_tests.harness.process import NoAnswer, Program, Session, fresh_folder, run_in_folder
from shared_tests.harness.runs import Job
from shared_tests.harness.sandbox import LIMIT
from shared_tests.harness.targets import Target, base_environment, command_problem, discover_styles
from shared_tests.harness.transcript import Transcript, discover
from shared_tests.harness.verdict import ANSWER, FRAME, Check, Verdict

HERE = Path(__file__).resolve().parent
POINTS = HERE / "grading.toml"
CORE = ("R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10")
TOPICS = {"board": "R4", "file": "R2", "frame": "R6", "input": "R7", "move": "R8", "game": "R8", "end": "R9"}
LEVELS = (
    "frames of a fresh board",
    "input lines",
    "moves",
    "the flood fill",
    "the end of the game",
    "file errors",
    "robustness",
    "extensions",
)
GRADING_DEADLINE = 5.0  # seconds per run: generous for a JVM start, short enough to grade a hang quickly
TIMEOUTS_IN_A_ROW = 3  # after this many runs of a section without an answer, the rest of it is not run
TIMEOUTS_IN_A_ROW_ANYWHERE = 6  # and after this many in a row in any sections, nothing more is run
MAX_CAUSES_SHOWN = 3
VISIBILITIES = ("hidden", "after_due_date", "after_published", "visible")  # Gradescope's
BANNER_END = "╝\n".encode()


def _points(value: float) -> str:
    """Points as a report shows them: `4.0`, and to the hundredth below one point (a quarter of R10.4's is `0.25`,
    not `0.2`), so that the causes add up to what the score lost."""
    return f"{value:.1f}" if value >= 1 or abs(value * 10 - round(value * 10)) < 1e-9 else f"{value:.2f}"


def _plural(count: int, word: str, many: str | None = None) -> str:
    return f"{count:,} {word if count == 1 else many or word + 's'}"


# ---------------------------------------------------------------------------------------------- the cases
FIRST_FRAME = Probe(
    "first-frame-before-input",
    ("R6.5", "R7.1"),
    "the seed's 3x3 board, with the input left open: the first frame and its prompt come before any input is read "
    "(R6.5), one line at a time (R7.1). Decided once, at the start; the probes that play move by move play a program "
    "that reads all of its input first accordingly (Target.ready).",
    lambda target, deadline: [],
)


def section_of(case: Transcript | Probe) -> str:
    """The section of SPEC.md a case belongs to, for --level and the class's table: R10 for the probes, the topic
    of a core transcript's name (file-name-… is R3), and the first cited rule's section for an extension's."""
    if isinstance(case, Probe):
        return "R10" if case is not FIRST_FRAME else "R6"
    if case.styles or exercises.is_exercise(case):
        return spec.section(next((r for r in case.rules if r.startswith("E")), case.rules[0]))
    topic = case.name.split("/")[-1].split("-")[0]
    if case.name.split("/")[-1].startswith("file-name-"):
        return "R3"
    return TOPICS.get(topic, spec.section(case.rules[0]))


def level_of(case: Transcript | Probe) -> int:
    """The step (0 to 7, see LEVELS) at which a student can make this case pass."""
    if case is FIRST_FRAME:
        return 0
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


def describe(case: Transcript | Probe) -> str:
    """The case, its board (or what the probe does) and its input, in a few words."""
    if isinstance(case, Probe):
        return f"{case.name} (probe: {_short(case.doc.split(':')[0].split('. ')[0].rstrip('.'), 90)})"
    name, content = board_file(case)
    parts = []
    if content is not None:
        rows = content.decode("utf-8", "replace").split("\n")[:-1]
        size = f"{len(rows)}×{len(rows[0]) if rows else 0}"
        shown = " ".join(rows) if len(rows) <= 4 and sum(map(len, rows)) <= 24 else f"{content.count(b'*')} mines"
        parts.append(
            f"{name}: {size}, {shown}"
            if rows and all(set(row) <= set(".*") for row in rows)
            else f"{name}: {_short(repr(content), 30)}"
        )
    elif case.args:
        made = {item.name: item.kind for item in case.setup}
        kind = made.get(case.args[0].rstrip("/"))
        parts.append(f"args {' '.join(case.args)}" + (f" (a {kind})" if kind and kind != "file" else ""))
    else:
        parts.append("no arguments")
    lines = input_lines(case.stdin())
    if lines:
        shown = ", ".join(typed(line) for line in lines[:4]) + (
            f" and {len(lines) - 4:,} more" if len(lines) > 4 else ""
        )
        parts.append(f"input {shown}")
    return f"{case.name} ({'; '.join(parts)})"


def cases(carries: frozenset[str], chosen: tuple[str, ...] = ()) -> list[Transcript | Probe]:
    """The cases graded: the first frame's decision, the core's, the extensions' of the styles carried, and the
    `chosen` exercises'."""
    target = Target("cmd", (), carries)
    found = [t for t in discover() if target.applies(t)] + exercises.chosen(list(chosen)) + list(PROBES)
    return sorted([FIRST_FRAME, *found], key=level_of)


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
        asked = process.run(
            process.Program((path, "-c", "import sys; print(sys.executable)"), Path.cwd(), base_environment()),
            b"",
            deadline,
        )
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


def first_frame(target: Target, deadline: float) -> tuple[bytes | None, list[Check]]:
    """Whether the program prints its first frame before its input ends (R6.5, R7.1), and what its output ends
    with while it waits for a line (for the probes that play move by move): decided once, with one wait."""
    check_name = "the first frame before any input"
    with fresh_folder(board_setup(SIMPLE)) as (folder, _):
        try:
            session = Session(Program((*target.command, "board.cfg"), folder, base_environment()), deadline)
        except process.CannotStart as error:
            return PROMPT, [Check(check_name, False, str(error), ANSWER)]
        with session:
            try:
                session.read_until(lambda out: out.endswith(PROMPT), within=deadline)
            except NoAnswer:
                pass
            printed = bytes(session.stdout)
    if printed.endswith(PROMPT):
        return PROMPT, [Check(check_name, True, kind=FRAME)]
    if not printed:
        return None, [
            Check(
                check_name,
                False,
                (
                    f"it printed nothing in {deadline:g} s while its input stayed open: print the first frame and its "
                    "prompt, and flush them, before you read (R6.5, R6.7), then read one line at a time (R7.1)"
                ),
                FRAME,
            )
        ]
    ready = printed[printed.rindex(BANNER_END) :] if BANNER_END in printed else PROMPT
    return ready, [Check(check_name, True, kind=FRAME)]


# ---------------------------------------------------------------------------------------------- points
def load_points(path: Path) -> dict[str, float]:
    """Group of rules -> points, from a file like grading.toml; ValueError says what is wrong with it."""
    try:
        points = tomllib.loads(path.read_text(encoding="utf-8"))["points"]
        points = {key: float(value) for key, value in points.items()}
    except (OSError, KeyError, TypeError, ValueError, tomllib.TOMLDecodeError) as error:
        raise ValueError(f"cannot read the points in {path}: {getattr(error, 'strerror', None) or error}") from None
    known, seen = set(spec.rules()), {}
    for key, value in points.items():
        rules = key.split()
        if value < 0:
            raise ValueError(f"{path}: {key!r} has negative points")
        for rule in rules:
            if rule not in known and rule not in spec.sections():
                raise ValueError(f"{path}: {rule!r} is neither a rule nor a section of SPEC.md")
            if len({spec.section(other) for other in rules}) > 1:
                raise ValueError(f"{path}: {key!r} mixes sections")
            if rule in seen:
                raise ValueError(f"{path}: {rule} is in {seen[rule]!r} and in {key!r}")
            seen[rule] = key
    return points


def group_of(points: dict[str, float], rule: str) -> str | None:
    """The key of `points` that holds `rule`: the rule itself, a group naming it, or its section."""
    for key in points:
        if rule in key.split():
            return key
    return spec.section(rule) if spec.section(rule) in points else None


def points_of(points: dict[str, float], rules) -> float:
    """The points of the groups that hold these rules (each group once)."""
    return sum(points[key] for key in {group_of(points, rule) for rule in rules} if key is not None)


def section_key(key: str) -> str:
    return spec.section(key.split()[0])


def _order(key: str) -> tuple:
    first = key.split()[0]
    letter, _, rest = first.partition(".")
    return (letter[0] != "R", int(letter[1:]), letter[0], int(rest or 0))


# ---------------------------------------------------------------------------------------------- a grade
@dataclass
class Grade:
    command: str
    verdicts: list[tuple[Transcript | Probe, Verdict]]
    points: dict[str, float]
    seconds: float = 0.0
    problem: str | None = None  # the preflight's message: nothing else was run
    notes: list[str] = field(default_factory=list)  # what the preflight changed in the command
    hidden: str | None = None  # --hidden-cases: the cases whose checks Gradescope shows only later
    hidden_visibility: str = "after_published"

    @cached_property
    def observations(self) -> list[Observation]:
        parts = apply_candidates([part for case, verdict in self.verdicts for part in observe(case, verdict)])
        first = next((part for part in parts if part.case == FIRST_FRAME.name and not part.ok), None)
        if first is not None and "printed nothing" in first.words:  # it reads all of its input before it prints
            probes = {case.name for case, _ in self.verdicts if isinstance(case, Probe)}
            for part in parts:  # a probe's first frame missing for that reason (R10.5's `0> /dev/null`): one cause
                if part.case in probes and not part.ok and part.words.startswith("nothing printed for the first"):
                    part.follows(first)
        return parts

    @cached_property
    def checks(self) -> dict[tuple[str, str], bool]:
        """(case, rule) -> whether every part of that case charged to that rule passes."""
        checks: dict[tuple[str, str], bool] = {}
        for part in self.observations:
            if not part.ok:
                checks[(part.case, part.rule)] = False
            if part.ok or part.explained:
                for rule in part.homes:
                    if part.ok or rule != part.rule:
                        checks.setdefault((part.case, rule), True)
        return checks

    def tallies(self, only=None) -> dict[str, tuple[int, int]]:
        """Group -> (checks passed, checks), in SPEC order; `only(case)` chooses the cases."""
        counts: dict[str, list[int]] = {}
        for (case, rule), ok in self.checks.items():
            key = group_of(self.points, rule)
            if key is not None and (only is None or only(case)):
                entry = counts.setdefault(key, [0, 0])
                entry[0] += ok
                entry[1] += 1
        return {key: (counts[key][0], counts[key][1]) for key in sorted(counts, key=_order)}

    def group_scores(self) -> dict[str, tuple[float, float]]:
        """Group -> (points scored, points possible)."""
        if self.problem:
            return {key: (0.0, value) for key, value in self.points.items() if section_key(key) in CORE}
        return {
            key: (self.points[key] * passed / total, self.points[key])
            for key, (passed, total) in self.tallies().items()
        }

    def score(self) -> tuple[float, float]:
        """(points scored, points possible)."""
        scores = self.group_scores().values()
        return sum(got for got, _ in scores), sum(possible for _, possible in scores)

    def sections(self) -> dict[str, tuple[int, int]]:
        """Section -> (checks passed, checks)."""
        counts: dict[str, list[int]] = {}
        for key, (passed, total) in self.tallies().items():
            entry = counts.setdefault(section_key(key), [0, 0])
            entry[0] += passed
            entry[1] += total
        return {name: (entry[0], entry[1]) for name, entry in counts.items()}

    def section_points(self) -> dict[str, tuple[float, float]]:
        """Section -> (points scored, points possible)."""
        found: dict[str, list[float]] = {}
        for key, (got, possible) in self.group_scores().items():
            entry = found.setdefault(section_key(key), [0.0, 0.0])
            entry[0] += got
            entry[1] += possible
        return {name: (entry[0], entry[1]) for name, entry in found.items()}

    def check_values(self) -> dict[tuple[str, str], float]:
        """(case, rule) -> the points that check is worth."""
        totals = {key: total for key, (_, total) in self.tallies().items()}
        values = {}
        for case, rule in self.checks:
            key = group_of(self.points, rule)
            if key in totals:
                values[(case, rule)] = self.points[key] / totals[key]
        return values

    @cached_property
    def causes(self) -> list[Cause]:
        return find_causes(self.observations, self.check_values())

    def case_passes(self, name: str) -> bool:
        return all(ok for (case, _), ok in self.checks.items() if case == name)

    def case(self, name: str) -> Transcript | Probe | None:
        return next((case for case, _ in self.verdicts if case.name == name), None)

    def is_hidden(self, name: str) -> bool:
        return matches(name, self.hidden) if self.hidden else False


def matches(name: str, pattern: str) -> bool:
    """A case name and a --hidden-cases pattern: a glob (`core/input-*`), or a part of the name."""
    return fnmatch.fnmatchcase(name, pattern if any(c in pattern for c in "*?[") else f"*{pattern}*")


class Scheduler:
    """Runs jobs on shared worker threads; a section that keeps giving no answer stops being run."""

    def __init__(self, jobs: int, deadline: float, progress: Callable[[int, int], None] | None = None) -> None:
        self.executor = ThreadPoolExecutor(max_workers=max(1, jobs))
        self.deadline, self.progress = deadline, progress
        self.lock = threading.Lock()
        self.done = self.total = 0

    def grade(
        self,
        command: str,
        argv: list[str],
        carries: frozenset[str],
        points: dict[str, float],
        tasks=(),
        only: Callable[[Transcript | Probe], bool] | None = None,
    ):
        """Submit every case of one program, with the exercises `tasks` (or those of its cases `only` chooses);
        returns a function that waits for its Grade. First, once, whether the program prints before it reads
        (`first_frame`): the probes that play move by move wait for that."""
        target = Target("cmd", tuple(argv), carries)
        chosen = [case for case in cases(carries, tuple(tasks)) if only is None or case is FIRST_FRAME or only(case)]
        silent: dict[str, int] = {}  # section -> runs in a row without an answer
        spans: list[float] = []  # when its first case started and its last one ended: its own time, not the queue's
        decided: Future = self.executor.submit(first_frame, target, self.deadline)

        def run(case: Transcript | Probe) -> Verdict:
            begun = time.monotonic()
            section = section_of(case)
            with self.lock:
                skip = silent.get(section, 0) >= TIMEOUTS_IN_A_ROW or silent.get("*", 0) >= TIMEOUTS_IN_A_ROW_ANYWHERE
            if case is FIRST_FRAME:
                verdict = Verdict(case.name, list(case.rules), decided.result()[1])
            elif skip:
                verdict = Verdict(
                    case.name,
                    list(case.rules),
                    [
                        Check(
                            "an answer in time",
                            False,
                            (f"not run: the runs before it gave no answer within {self.deadline:g} s"),
                            ANSWER,
                        )
                    ],
                )
            elif isinstance(case, Probe):
                verdict = Job(replace(target, ready=decided.result()[0]), case).run(self.deadline)
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


# ---------------------------------------------------------------------------------------------- reports
def text_report(grade: Grade, level: bool = False) -> str:
    got, possible = grade.score()
    lines = [f"Grading: {grade.command}", *(f"note: {note}" for note in grade.notes)]
    if grade.problem:
        lines += ["", "The program could not be graded:", *("  " + line for line in grade.problem.splitlines())]
        lines += ["", f"score: 0 / {possible:g}"]
        return "\n".join(lines) + "\n"
    titles = spec.sections()
    checks = grade.checks
    passing = sum(checks.values())
    whole = sum(grade.case_passes(case.name) for case, _ in grade.verdicts)
    lines.append(
        f"{_plural(len(grade.verdicts), 'case')} (transcripts and probes), {_plural(len(checks), 'check')} "
        f"of a rule each, in {grade.seconds:.1f} s"
    )
    lines.append("")
    tallies = grade.tallies()
    for name, (scored, most) in grade.section_points().items():
        failing = [
            f"{key.split()[0] if len(key.split()) == 1 else key} {p}/{t}"
            for key, (p, t) in tallies.items()
            if section_key(key) == name and p < t
        ]
        mark = "ok" if not failing else ", ".join(failing[:3]) + (" …" if len(failing) > 3 else "")
        lines.append(f"  {name:<4} {_short(titles.get(name, ''), 30):<30} {scored:>5.1f} / {most:<4g} {mark}".rstrip())
    lines.append(
        f"  score: {got:.1f} / {possible:g}   ({passing:,} of {len(checks):,} checks pass; "
        f"{whole} of {len(grade.verdicts)} cases pass every check)"
    )
    if level:
        lines += ["", *level_lines(grade)]
    causes = grade.causes
    if not causes:
        lines += ["", "Every check passes."]
        return "\n".join(lines) + "\n"
    lines += ["", f"{_plural(len(causes), 'cause')} of failure, the one that fails most checks first:"]
    for number, cause in enumerate(causes[:MAX_CAUSES_SHOWN], 1):
        lines += ["", *cause_lines(grade, number, cause)]
    rest = causes[MAX_CAUSES_SHOWN:]
    if rest:
        lines += [
            "",
            f"and {len(rest)} more: "
            + "; ".join(f"{c.words} ({c.rule}, {_plural(len(c.cases), 'case')})" for c in rest[:6])
            + (" …" if len(rest) > 6 else ""),
        ]
        lines.append("(fix the first ones and grade again; --case NAME shows any case in full)")
    return "\n".join(lines) + "\n"


def cause_lines(grade: Grade, number: int, cause: Cause, others: int = 3) -> list[str]:
    """One cause: its words and rule, how many cases and points, the rule's text, one example in full."""
    count = len(cause.cases)
    rules = cause.rules
    also = f" (also {', '.join(rules[1:3])})" if len(rules) > 1 else ""
    tail = f" — {_plural(count, 'case')}{also}, {_points(cause.cost)} points"
    head = f"[{number}] {rules[0]} {_short(cause.words, 116 - len(tail) - len(rules[0]) - len(str(number)))}{tail}"
    example = cause.parts[0]
    lines = [_short(head, 118), f"    {rules[0]}: {excerpt(rules[0], 106, example.what)}"]
    case = grade.case(example.case)
    where = example.where or example.what
    lines.append(f"    e.g. {_short(describe(case) if case else example.case, 108)}")
    lines.append(f"      {_short(where + ': ' + example.words if example.words else where, 110)}")
    if example.expected or example.actual:
        lines += [f"      {line}" for line in diff_lines(example)]
    shown = cause.cases[1 : 1 + others]
    if shown:
        more = count - 1 - len(shown)
        lines.append(f"    also {', '.join(shown)}" + (f" and {more} more" if more else ""))
    return lines


def level_lines(grade: Grade) -> list[str]:
    """Where the program stands, step by step: the checks of each step's cases that pass, and the next thing to
    fix (the first failing check of the first step that is not done)."""
    level = {case.name: level_of(case) for case, _ in grade.verdicts}
    counts: dict[int, list[int]] = {}
    for (name, _), ok in grade.checks.items():
        entry = counts.setdefault(level[name], [0, 0])
        entry[0] += ok
        entry[1] += 1
    lines, next_step = ["Step by step (checks that pass):"], None
    for number, title in enumerate(LEVELS):
        if number not in counts:
            continue
        passed, total = counts[number]
        mark = "done" if passed == total else ("<- next" if next_step is None else "")
        if passed < total and next_step is None:
            next_step = number
        lines.append(f"  {number + 1}. {title:<24} {passed:>5}/{total:<5} {mark}".rstrip())
    if next_step is not None:
        part = next(part for part in grade.observations if level[part.case] == next_step and not part.ok)
        lines.append(f"  next: {part.case}, {part.where or part.what}: {part.words or part.what} ({part.rule})")
    return lines


def _short(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def gradescope(grade: Grade) -> dict:
    """Gradescope's results.json: a test per group of rules (R6.4 the banner: 4 points), numbered and tagged by
    section so that sections stay together; with --hidden-cases, the checks of those cases are a test of their own
    per group, shown only later. The maxima sum to the total exactly (in hundredths of a point)."""
    got, possible = grade.score()
    base = {
        "output_format": "text",
        "test_output_format": "text",
        "test_name_format": "text",
        "execution_time": round(grade.seconds),
        "stdout_visibility": "hidden",
    }
    if grade.problem:
        tests = [
            {
                "name": "The program starts and answers",
                "number": "0",
                "score": 0,
                "max_score": possible,
                "status": "failed",
                "output": grade.problem,
                "output_format": "text",
                "tags": ["preflight"],
                "visibility": "visible",
            }
        ]
        return {"score": 0, "output": text_report(grade), **base, "tests": tests, "extra_data": {"causes": []}}
    titles = spec.sections()
    tests = []
    everything, hidden = grade.tallies(), grade.tallies(grade.is_hidden) if grade.hidden else {}
    for key, (passed, total) in everything.items():
        section = section_key(key)
        hundredths = round(grade.points[key] * 100)
        shares = [("visible", passed - hidden.get(key, (0, 0))[0], total - hidden.get(key, (0, 0))[1])]
        if key in hidden:
            shares.append((grade.hidden_visibility, *hidden[key]))
        left = hundredths
        for number, (visibility, good, count) in enumerate(shares):
            if count == 0:
                continue
            most = left if number == len(shares) - 1 or shares[-1][2] == 0 else round(hundredths * count / total)
            left -= most
            tests.append(
                {
                    "name": f"{key} {group_title(key)}" + (" (hidden cases)" if visibility != "visible" else ""),
                    "number": number_of(key) + (".h" if visibility != "visible" else ""),
                    "score": round(most / 100 * good / count, 2),
                    "max_score": most / 100,
                    "status": "passed" if good == count else "failed",
                    "output": group_output(grade, key, hidden=visibility != "visible"),
                    "output_format": "text",
                    "tags": [section, titles.get(section, "")],
                    "visibility": visibility,
                }
            )
    causes = [
        {
            "rule": c.rule,
            "rules": c.rules,
            "words": c.words,
            "checks": len(c.checks),
            "cases": len(c.cases),
            "cost": round(c.cost, 2),
        }
        for c in grade.causes
    ]
    return {
        "score": round(got, 2),
        "output": text_report(grade),
        **base,
        "tests": tests,
        "extra_data": {"causes": causes},
    }


def number_of(key: str) -> str:
    """A group's test number on Gradescope, which orders the tests by it: `6.4` for R6.4, `3.1` for "R3.1 R3.2";
    an extension's or exercise's section keeps its letter (`E2`, `A1`), after the core."""
    first = key.split()[0]
    return first[1:] if first.startswith("R") else first


def group_title(key: str) -> str:
    """A group's title: its rules' few words (causes.TITLES), or its section's title."""
    rules = key.split()
    if len(rules) == 1 and "." not in key:
        return spec.sections().get(key, "")
    return ", ".join(TITLES.get(rule, rule) for rule in rules)


def group_output(grade: Grade, key: str, hidden: bool = False) -> str:
    """What failed in one group: each cause's rule text and an example, with its case, board and input."""
    rules = set(key.split())
    section = key if "." not in key else None
    keep = lambda rule: rule in rules or spec.section(rule) == section  # noqa: E731
    lines = []
    for cause in grade.causes:
        parts = [part for part in cause.parts if keep(part.rule) and grade.is_hidden(part.case) == hidden]
        if not parts:
            continue
        rule = next(rule for rule in cause.rules if keep(rule))
        lines += [f"{cause.words} ({rule}), in {_plural(len(parts), 'case')}", f"  {rule}: {excerpt(rule, 110)}"]
        case = grade.case(parts[0].case)
        lines.append(f"  e.g. {describe(case) if case else parts[0].case}")
        lines.append(f"    {parts[0].where + ': ' if parts[0].where else ''}{parts[0].words}")
        lines += [f"    {line}" for line in diff_lines(parts[0])]
        if len(parts) > 1:
            lines.append(f"  also {', '.join(part.case for part in parts[1:6])}" + (" …" if len(parts) > 6 else ""))
        lines.append("")
    return "\n".join(lines).rstrip() or "Every check passes."


def markdown(grade: Grade) -> str:
    got, possible = grade.score()
    lines = [f"### Minesweeper: {got:.1f} / {possible:g}", "", f"`{grade.command}`", ""]
    if grade.problem:
        return "\n".join([*lines, "```", grade.problem, "```", ""])
    lines += ["| section | | points | checks |", "|---|---|---:|---:|"]
    titles, counts = spec.sections(), grade.sections()
    for name, (scored, most) in grade.section_points().items():
        passed, total = counts.get(name, (0, 0))
        lines.append(f"| {name} | {titles.get(name, '')} | {scored:.1f} / {most:g} | {passed}/{total} |")
    for number, cause in enumerate(grade.causes[:MAX_CAUSES_SHOWN], 1):
        example = cause.parts[0]
        case = grade.case(example.case)
        lines += [
            "",
            f"**{number}. {cause.words}** ({cause.rule}, {_plural(len(cause.cases), 'case')}, "
            f"{_points(cause.cost)} points)",
            "",
            f"{cause.rule}: {excerpt(cause.rule, what=example.what)}",
            "",
            f"e.g. `{describe(case) if case else example.case}`, {example.where or example.what}: {example.words}",
        ]
        if example.expected or example.actual:
            lines += ["", "```diff", *diff_lines(example), "```"]
        others = cause.cases[1:4]
        if others:
            more = len(cause.cases) - 1 - len(others)
            lines.append("also " + ", ".join(f"`{name}`" for name in others) + (f" and {more} more" if more else ""))
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
    parser.add_argument(
        "--hidden-cases",
        metavar="PATTERN",
        help="with --json: the checks of the cases whose name "
        "matches PATTERN (a glob, or a part of the name) are tests of their own, shown later",
    )
    parser.add_argument(
        "--hidden-visibility",
        choices=VISIBILITIES[:3],
        default="after_published",
        help="with --hidden-cases: Gradescope's visibility of those tests (default after_published)",
    )
    parser.add_argument("--markdown", metavar="FILE", help="write a Markdown summary (e.g. $GITHUB_STEP_SUMMARY)")
    parser.add_argument("--points", metavar="FILE", default=str(POINTS), help="points per rule (grading.toml)")
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
    known = cases(frozenset(options.carries), tuple(options.exercise))
    if options.hidden_cases and not any(matches(case.name, options.hidden_cases) for case in known):
        parser.error(f"--hidden-cases {options.hidden_cases}: no case's name matches it")
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
        return show_cases(argv, options, points)
    else:
        scheduler = Scheduler(options.jobs, options.deadline, progress_bar())
        grade = scheduler.grade(options.cmd, argv, frozenset(options.carries), points, options.exercise)()
        grade.notes = notes
        scheduler.close()
    grade.hidden, grade.hidden_visibility = options.hidden_cases, options.hidden_visibility
    sys.stdout.write(text_report(grade, options.level))
    if options.json:
        Path(options.json).write_text(json.dumps(gradescope(grade), indent=2) + "\n", encoding="utf-8")
    if options.markdown:
        Path(options.markdown).write_text(markdown(grade), encoding="utf-8")
    from shared_tests.classroom import passed

    return passed(grade, options)


def show_cases(argv: list[str], options, points: dict[str, float]) -> int:
    """The cases whose name contains NAME, each with every failing check: the whole frame as the transcript has
    it, then each rule's part."""
    chosen = [
        case
        for case in cases(frozenset(options.carries), tuple(options.exercise))
        if options.case in case.name and case is not FIRST_FRAME
    ]
    if not chosen:
        print(f"grade: no case's name contains {options.case!r}", file=sys.stderr)
        return 2
    scheduler = Scheduler(options.jobs, options.deadline)
    carries, tasks = frozenset(options.carries), options.exercise
    grade = scheduler.grade(options.cmd, argv, carries, points, tasks, only=lambda c: c in chosen)()
    scheduler.close()
    for case, verdict in grade.verdicts:
        if case is FIRST_FRAME:
            continue
        failing = [part for part in grade.observations if part.case == case.name and not part.ok]
        print(f"{'PASS' if not failing else 'FAIL'} {describe(case)}  ({', '.join(case.rules)})")
        for check in verdict.failures:
            print(f"  {check.name}:")
            print("\n".join("    " + line for line in check.explanation.splitlines()))
        for part in failing:
            print(f"  {part.rule} {part.what}{', ' + part.where if part.where else ''}: {part.words}")
    return 0 if all(grade.case_passes(case.name) for case in chosen) else 1


if __name__ == "__main__":
    sys.exit(main())
