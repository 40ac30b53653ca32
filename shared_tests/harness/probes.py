"""Probes: the checks a transcript cannot show, because they are too big, too timed or about the process.

A reader that goes away (R10.2), Ctrl-C (R10.3) and standard streams closed from the start (R10.4), at the
first prompt and in the middle of a game; standard streams that are open but fail (R10.5): a full disk, a
stream opened the wrong way; a 50 MB board file (R2.6); 2 MB input lines (R7.6); 3,000 invalid lines in a row
(R7.5); a Latin-1 locale (R6.7). Each probe plays a game through the process layer, so every wait has the
run's deadline, and returns the same Verdict as a transcript: the pytest plugin and the grader run both
alike. POSIX only: closed and redirected streams use the shell's `<&-` and `>`, Ctrl-C a signal to the
process group; a full disk is Linux's /dev/full (elsewhere a standard output opened for reading stands in).
"""

from __future__ import annotations

import functools
import os
import signal
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from shared_tests.harness.frames import covered, draw
from shared_tests.harness.process import NoAnswer, Program, Result, Session, fresh_folder, run_in_folder
from shared_tests.harness.targets import Target, base_environment
from shared_tests.harness.transcript import CLOSE, OPEN, encode_typed
from shared_tests.harness.verdict import (
    ANSWER,
    EXIT,
    FRAME,
    LEFTOVERS,
    STDERR,
    Check,
    Game,
    Verdict,
    exit_words,
    frame_checks,
)

SIMPLE = b"..*\n...\n...\n"  # the seed's board: (1, 1) floods every safe square and wins
START = draw(covered(3, 3))
INVALID = draw(covered(3, 3), "The provided input is not valid!")
NOT_ENOUGH = draw(covered(3, 3), "Not enough inputs!", prompt=False)
WON = draw(["▓1 ", "▓11", "▓▓▓"], "You Won!", prompt=False)
PROMPT = "╝\n>".encode()  # the end of a frame that waits for a move
MB = 1 << 20
OPEN_FIELD = b"." * 20 + b"\n"
# 20x20: (1, 1) floods everything but the corner (20, 20), which two mines cut off, so the game goes on.
BIG = OPEN_FIELD * 18 + b"." * 19 + b"*\n" + b"." * 18 + b"*.\n"
INVALID_LINES = [
    b"",
    b" ",
    b"x",
    b"1 1",
    b"1 1 R R",
    b"0 1 R",
    b"1 0 F",
    b"4 1 R",
    b"1 4 R",
    b"1 1 r",
    b"1 1 f",
    b"-1 1 R",
    b"+1 1 R",
    b"1.0 1 R",
    b"1\t1 R",
    b"1 1 R\x00",
    b"\xff\xfe",
    b"\xd9\xa1 1 R",
    b"1 1 X",
    b"1\r1 R",
]
SETTLE = 0.05  # seconds to let a program settle into its read before Ctrl-C


@dataclass(frozen=True)
class Probe:
    name: str
    rules: tuple[str, ...]
    doc: str
    play: Callable[[Target, float], list[Check]]

    def check(self, target: Target, deadline: float) -> Verdict:
        try:
            checks = self.play(target, deadline)
        except NoAnswer as error:
            checks = [Check("an answer in time", False, str(error), ANSWER)]
        return Verdict(self.name, list(self.rules), checks)


PROBES: list[Probe] = []


def probe(*rules: str) -> Callable:
    def register(play: Callable[[Target, float], list[Check]]) -> Callable:
        PROBES.append(Probe(play.__name__.replace("_", "-"), rules, (play.__doc__ or "").strip(), play))
        return play

    return register


# ---- What a probe checks, as named checks.


def ended(result: Result, code: int | None = None, nonzero: bool = False) -> list[Check]:
    """The run ended by itself, with the exit code wanted (`code`, or any but 0), and printed no traceback."""
    if result.exit is None:
        return [Check("an answer in time", False, result.problem or "it did not end", ANSWER)]
    if nonzero:
        checks = [Check(EXIT, result.exit != 0, "exit code 0, expected a non-zero one" * (result.exit == 0), EXIT)]
    else:
        wrong = result.exit != code
        checks = [Check(EXIT, not wrong, f"{exit_words(result.exit)}, expected {code}" if wrong else "", EXIT)]
    return checks


def quiet(stderr: bytes) -> Check:
    text = stderr.decode("utf-8", "replace")
    return Check(STDERR, not stderr, f"standard error should be empty, got {_start(text)}" * bool(stderr), STDERR)


def _start(text: str, limit: int = 600) -> str:
    """Error text as a report quotes it: cut at the end, never the front (its first line says what failed)."""
    return repr(text if len(text) <= limit else text[:limit] + "…")


Frames = list[tuple[str, bytes]]  # (what came before the frame, its bytes), as Transcript.frames() gives them


def typed(line: bytes) -> str:
    """How a typed line is named before the frame it produced: «1 1 R», or its ends for a long line."""
    body = line.removesuffix(b"\n")
    if len(body) <= 24:
        return OPEN + encode_typed(body) + CLOSE
    return f"{OPEN}{encode_typed(body[:12])}…{encode_typed(body[-6:])}{CLOSE} ({len(line):,} bytes)"


def scripted_probe(*rules: str) -> Callable:
    """A probe that plays one scripted game on the seed's board: the decorated function makes (the lines typed,
    the frames they give, whether the input ends), once; every run compares the program's game with it."""

    def register(make: Callable[[], tuple[list[bytes], list[bytes], bool]]) -> Callable:
        @functools.cache
        def script() -> tuple[bytes, Frames]:
            lines, frames, end = make()
            return b"".join(lines), game(lines, frames, end)

        def play_script(target: Target, deadline: float) -> list[Check]:
            stdin, frames = script()
            return played(play(target, stdin, deadline), frames, stdin)

        play_script.__name__, play_script.__doc__ = make.__name__, make.__doc__
        return probe(*rules)(play_script)

    return register


def game(stdin: list[bytes], frames: list[bytes], end: bool = False) -> Frames:
    """The frames of a game: the first one, then one per typed line, then (`end`) the one at end of input."""
    befores = ["the start", *(typed(line) for line in stdin), *(["end of input"] if end else [])]
    return list(zip(befores, frames, strict=True))


def output(actual: bytes, frames: Frames, stdin: bytes = b"", board: bytes = SIMPLE) -> Check:
    """Every frame as the spec draws it: one check that passes, or the first frame that differs (with its diff)."""
    checks = frame_checks(frames, actual)
    failed = [check for check in checks if not check.ok]
    check = failed[0] if failed else Check(f"all {len(frames)} frames", True, kind=FRAME)
    check.game = Game(board, stdin, tuple(frames), actual)  # the whole game, for the grader's checks per rule
    return check


def nothing_left(leftovers: list[str]) -> Check:
    return Check(LEFTOVERS, not leftovers, f"the program left {leftovers} behind" * bool(leftovers), LEFTOVERS)


def board_setup(board: bytes, name: str = "board.cfg") -> Callable[[Path], None]:
    return lambda folder: (folder / name).write_bytes(board)


def play(target: Target, stdin: bytes, deadline: float, board: bytes = SIMPLE, env: dict | None = None) -> Result:
    return run_in_folder([*target.command, "board.cfg"], stdin, env or base_environment(), deadline, board_setup(board))


def played(result: Result, frames: Frames, stdin: bytes = b"") -> list[Check]:
    if result.exit is None:  # one cause, one finding
        return ended(result)
    return [
        output(result.stdout, frames, stdin),
        *ended(result, 0),
        quiet(result.stderr),
        nothing_left(result.leftovers),
    ]


NOTHING: Frames = [("the start", b"")]


# ---- At the first prompt, and with streams closed from the start (R10.2-R10.4).


@probe("R10.2")
def closed_stdout_at_the_first_prompt(target: Target, deadline: float) -> list[Check]:
    """The reader closes the pipe at the first prompt; the next frame fails to print; the program ends at
    once, without a word, with a non-zero exit code."""
    return _reader_goes_away(target, deadline, SIMPLE, (), b"1 1 F\n" * 20)


@probe("R10.3")
def ctrl_c_at_the_first_prompt(target: Target, deadline: float) -> list[Check]:
    """SIGINT while the program waits for its first move: exit code 130, nothing on standard error."""
    return _interrupt(target, deadline, SIMPLE, ())


@probe("R10.4")
def closed_stdin_is_an_empty_input(target: Target, deadline: float) -> list[Check]:
    """`<&-`: a closed standard input plays like an empty one: the first frame, then Not enough inputs!"""
    result = _with_closed(target, 0, ["board.cfg"], deadline)
    return [output(result.stdout, game([], [START, NOT_ENOUGH], end=True)), *ended(result, 0), quiet(result.stderr)]


@probe("R10.4")
def closed_stdout_from_the_start(target: Target, deadline: float) -> list[Check]:
    """`>&-`: nowhere to draw the board, so a quiet non-zero exit."""
    result = _with_closed(target, 1, ["board.cfg"], deadline)
    return [*ended(result, nonzero=True), quiet(result.stderr)]


@probe("R10.4", "R2.2")
def closed_stderr_keeps_exit_code_1(target: Target, deadline: float) -> list[Check]:
    """`2>&-` with a missing board: the message is lost, the exit code 1 is not."""
    result = _with_closed(target, 2, ["missing.cfg"], deadline)
    return [*ended(result, 1), output(result.stdout, NOTHING)]


@probe("R10.4", "R2.3")
def closed_stderr_keeps_exit_code_2(target: Target, deadline: float) -> list[Check]:
    """`2>&-` with a bad file name: exit code 2 (a program that crashes on the missing stream gives 1)."""
    result = _with_closed(target, 2, ["board.txt"], deadline)
    return [*ended(result, 2), output(result.stdout, NOTHING)]


def _with_closed(target: Target, fd: int, args: list[str], deadline: float) -> Result:
    return run_in_folder(
        [*target.command, *args], b"", base_environment(), deadline, board_setup(SIMPLE), closed=frozenset({fd})
    )


# ---- Standard streams that are open but cannot be used (R10.5).

IO_ERROR = 74  # EX_IOERR
FULL_DISK = ">/dev/full" if os.path.exists("/dev/full") else "</dev/null"  # every write fails: ENOSPC (or EBADF)
MOVES = b"1 3 F\n1 1 R\n"


def _unusable(target: Target, deadline: float, redirected: dict[int, str]) -> Result:
    return run_in_folder(
        [*target.command, "board.cfg"], MOVES, base_environment(), deadline, board_setup(SIMPLE), redirected=redirected
    )


def one_line(stderr: bytes) -> Check:
    """One line on standard error that says what failed: no traceback, no "Exception ignored" (R2.7)."""
    text = stderr.decode("utf-8", "replace")
    lines = text.splitlines()
    good = len(lines) == 1 and bool(lines[0].strip()) and "Traceback" not in text and "Exception" not in text
    why = "" if good else f"expected one line on standard error saying what failed, got {_start(text)}"
    return Check(STDERR, good, why, STDERR)


@probe("R10.5")
def stdout_on_a_full_disk(target: Target, deadline: float) -> list[Check]:
    """`> /dev/full`: no frame can be written (no space left on the device): one line on standard error,
    exit code 74."""
    result = _unusable(target, deadline, {1: FULL_DISK})
    return [*ended(result, IO_ERROR), one_line(result.stderr), nothing_left(result.leftovers)]


@probe("R10.5")
def stdout_opened_for_reading(target: Target, deadline: float) -> list[Check]:
    """`1< /dev/null`: standard output is open, for reading only, so every write fails: one line, exit 74."""
    result = _unusable(target, deadline, {1: "</dev/null"})
    return [*ended(result, IO_ERROR), one_line(result.stderr), nothing_left(result.leftovers)]


@probe("R10.5", "R6.7")
def stdin_opened_for_writing(target: Target, deadline: float) -> list[Check]:
    """`0> /dev/null`: the first frame is drawn, then the first read fails: one line, exit 74."""
    result = _unusable(target, deadline, {0: ">/dev/null"})
    first = output(result.stdout, [("the start", START)])
    return [first, *ended(result, IO_ERROR), one_line(result.stderr), nothing_left(result.leftovers)]


@probe("R10.5")
def stdout_and_stderr_on_a_full_disk(target: Target, deadline: float) -> list[Check]:
    """`> /dev/full 2>&1`: not even the line about it can be written; the exit code 74 alone tells."""
    result = _unusable(target, deadline, {1: FULL_DISK, 2: ">&1"})
    return [*ended(result, IO_ERROR), nothing_left(result.leftovers)]


# ---- Too big for a transcript (R2.6, R7).


@probe("R2.6", "R2.7")
def board_file_of_50_mb(target: Target, deadline: float) -> list[Check]:
    """A 50 MB file that starts like a valid board is rejected (exit 2) at once, without reading it all."""

    def setup(folder: Path) -> None:
        with open(folder / "big.cfg", "wb") as handle:
            handle.write(SIMPLE)
            handle.truncate(50 * MB)  # sparse: the rest reads as NUL bytes

    result = run_in_folder([*target.command, "big.cfg"], b"1 1 R\n", base_environment(), deadline, setup)
    lines = result.stderr.decode("utf-8", "replace").splitlines()
    named = len(lines) == 1 and "big.cfg" in lines[0] and "Traceback" not in lines[0]
    why = (
        ""
        if named
        else f"expected one line naming big.cfg, got {_start(result.stderr.decode('utf-8', 'replace'), 300)}"
    )
    return [
        *ended(result, 2),
        output(result.stdout, NOTHING),
        Check(STDERR, named, why, STDERR),
        nothing_left(result.leftovers),
    ]


@scripted_probe("R7.6", "R7.2")
def input_lines_of_2_mb():
    """A 2 MB line of garbage is one invalid line; a valid move padded to 2 MB with spaces still counts."""
    return [b"x" * (2 * MB) + b"\n", b" " * (2 * MB) + b"1   1 R" + b" " * MB + b"\n"], [START, INVALID, WON], False


@scripted_probe("R7.3", "R7.6")
def leading_zeros_of_2_mb():
    """A row number written with two million leading zeros is still the number 1."""
    return [b"0" * (2 * MB) + b"1 " + b"0" * MB + b"1 R\n"], [START, WON], False


def invalid_lines(ending: bytes) -> list[bytes]:
    return [INVALID_LINES[i % len(INVALID_LINES)] + ending for i in range(3000)]


@scripted_probe("R7.5", "R7.6")
def invalid_lines_3000_in_a_row():
    """3,000 invalid lines in a row each give one unchanged frame; then a move still wins."""
    return [*invalid_lines(b"\n"), b"1 1 R\n"], [START, *[INVALID] * 3000, WON], False


@scripted_probe("R7.5", "R9.2")
def invalid_lines_3000_then_end_of_input():
    """3,000 invalid lines with CRLF line ends, then the input ends: Not enough inputs!, exit 0."""
    return invalid_lines(b"\r\n"), [START, *[INVALID] * 3000, NOT_ENOUGH], True


@probe("R6.7", "R7.5")
def latin1_locale_still_prints_utf8(target: Target, deadline: float) -> list[Check]:
    """With PYTHONIOENCODING=latin-1 and an ASCII locale, flags, floods and banners stay UTF-8, and bytes that
    are not UTF-8 on standard input are just an invalid line."""
    env = base_environment({"PYTHONIOENCODING": "latin-1", "LC_ALL": "C", "LANG": "C"})
    flagged = draw(["  ¶", "   ", "   "])
    flagged_invalid = draw(["  ¶", "   ", "   "], "The provided input is not valid!")
    won = draw(["▓1¶", "▓11", "▓▓▓"], "You Won!", prompt=False)
    lines = [b"1 3 F\n", b"\xff\xc3 1 R\n", b"3 1 R\n"]
    result = play(target, b"".join(lines), deadline, env=env)
    return played(result, game(lines, [START, flagged, flagged_invalid, won]), b"".join(lines))


# ---- In the middle of a game (R10.2, R10.3).


@probe("R10.2")
def closed_stdout_mid_game(target: Target, deadline: float) -> list[Check]:
    """After three moves (a flood among them) the reader goes away while thousands of moves wait on the pipe."""
    return _reader_goes_away(target, deadline, BIG, (b"20 20 F\n", b"20 20 F\n", b"1 1 R\n"), b"20 20 F\n" * 3000)


@probe("R10.3")
def ctrl_c_mid_game(target: Target, deadline: float) -> list[Check]:
    """SIGINT at the prompt after a flood, a flag and an invalid line: exit 130, nothing on standard error."""
    return _interrupt(target, deadline, BIG, (b"1 1 R\n", b"20 20 F\n", b"x\n"))


def _game(target: Target, folder: Path, deadline: float) -> Session:
    program = Program((*target.command, "board.cfg"), folder, base_environment())
    return Session(program, deadline)


def _moves(session: Session, moves: tuple[bytes, ...], ready: bytes | None = PROMPT) -> None:
    """Wait for the first prompt, then type each move and wait for its whole frame, as a player does. `ready` is
    what the program's output ends with when it waits for a line (Target.ready); a program that reads all of its
    input before it prints (None) gets the moves at once, and a moment to read them."""
    if ready is None:
        session.send(b"".join(moves))
        _asleep(session)
        return
    session.read_until(ready)
    for move in moves:
        session.send(move)
        session.read_until(ready)


def _asleep(session: Session, looks: int = 3) -> None:
    """Wait until every thread of the program sleeps (as in a read), for `looks` looks in a row, 20 ms apart: there
    is no prompt to wait for in a program that reads all of its input first. Linux's /proc says; elsewhere, a
    second. Bounded by the session's deadline."""
    tasks = Path(f"/proc/{session.child.pid}/task")
    if not tasks.is_dir():
        time.sleep(1.0)
        return
    until, quiet = time.monotonic() + session.deadline, 0
    while quiet < looks and time.monotonic() < until:
        try:
            states = [(task / "stat").read_text().rpartition(")")[2].split()[0] for task in tasks.iterdir()]
        except (OSError, IndexError):
            return  # it ended
        quiet = quiet + 1 if states and all(state in "ST" for state in states) else 0
        time.sleep(0.02)


def _reader_goes_away(target: Target, deadline: float, board: bytes, moves: tuple, rest: bytes) -> list[Check]:
    with fresh_folder(board_setup(board)) as (folder, added), _game(target, folder, deadline) as session:
        _moves(session, moves, target.ready)
        session.close_output()
        session.send(rest)
        session.close_input()
        code = session.wait()
        exit_check = Check(EXIT, code != 0, "exit code 0, expected a non-zero one" * (code == 0), EXIT)
        return [exit_check, quiet(bytes(session.stderr)), nothing_left(added())]


def _interrupt(target: Target, deadline: float, board: bytes, moves: tuple) -> list[Check]:
    with fresh_folder(board_setup(board)) as (folder, added), _game(target, folder, deadline) as session:
        _moves(session, moves, target.ready)
        time.sleep(SETTLE)  # let it settle into its read
        session.interrupt()
        code = session.wait()
        wrong = code not in (130, -signal.SIGINT)  # ended by the signal itself: a shell says 130, as in class mode
        exit_check = Check(EXIT, not wrong, f"{exit_words(code)}, expected 130" if wrong else "", EXIT)
        return [exit_check, quiet(bytes(session.stderr)), nothing_left(added())]
