"""The cases a program is graded on (transcripts, probes, the first frame's decision), what each is about,
and the preflight: whether the program starts and answers at all."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from shared_tests import exercises
from shared_tests.grading.words import _short
from shared_tests.harness import process, spec
from shared_tests.harness.parts import board_file, input_lines, typed
from shared_tests.harness.probes import PROBES, PROMPT, SIMPLE, Probe, board_setup
from shared_tests.harness.process import NoAnswer, Program, Session, fresh_folder, run_in_folder
from shared_tests.harness.sandbox import LIMIT
from shared_tests.harness.targets import Target, base_environment, command_problem
from shared_tests.harness.transcript import Transcript, discover
from shared_tests.harness.verdict import ANSWER, FRAME, Check

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
BANNER_END = "╝\n".encode()

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
