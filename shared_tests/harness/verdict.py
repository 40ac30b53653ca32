"""One verdict: everything the suite judges about a run of a transcript, as a list of named checks.

`judge(transcript, result)` is the only place where a run is compared with a transcript. It returns the
frames one by one up to the first that differs (a diff of that frame, named after the move that produced
it), then the exit code, standard error and the files left behind, and, when the program did not end by
itself, why. Every front end — the pytest plugin, the grader, the comparison report, --bless — works from
these checks.
"""

from __future__ import annotations

import difflib
import re
import signal
from dataclasses import dataclass, field

from shared_tests.harness.process import Result
from shared_tests.harness.transcript import STDERR_RULE, Transcript, decode_typed

FRAME, EXIT, STDERR, LEFTOVERS, ANSWER = "frame", "exit code", "standard error", "no files left behind", "answer"


@dataclass(frozen=True)
class Game:
    """A whole game a check stands for: the board file, the input, every expected frame (after, bytes), and
    everything the program printed; the grader (parts.py) judges it move by move."""

    board: bytes
    stdin: bytes
    frames: tuple[tuple[str, bytes], ...]
    output: bytes


@dataclass
class Check:
    """One thing judged: `name` says what ("frame 3, after «1 1 R»", "exit code"), `ok` whether it holds, and
    `explanation` why not, readable as it is (a diff for a frame)."""

    name: str
    ok: bool
    explanation: str = ""
    kind: str = ""  # FRAME, EXIT, STDERR, LEFTOVERS or ANSWER
    expected: bytes = b""  # for a frame: the transcript's bytes and the program's
    actual: bytes = b""
    after: str = ""  # for a frame: what came before it ("the start", "«1 1 R»", "end of input")
    game: Game | None = None  # for a check of a whole game (a probe's): what the grader judges it by


@dataclass
class Verdict:
    """Every check of one run, in order; `result` is the run itself (for --bless and the reports)."""

    subject: str
    rules: list[str]
    checks: list[Check]
    result: Result | None = None
    transcript: Transcript | None = field(default=None, repr=False)

    @property
    def ok(self) -> bool:
        return all(check.ok for check in self.checks)

    @property
    def failures(self) -> list[Check]:
        return [check for check in self.checks if not check.ok]

    @property
    def first_failure(self) -> Check | None:
        return next((check for check in self.checks if not check.ok), None)


# ---- Frames.


def cut_like(expected: bytes, output: bytes) -> bytes:
    """The part of `output` that plays the role of `expected`: as many lines, then the same partial tail."""
    lines = output.splitlines(keepends=True)
    count = expected.count(b"\n")
    chunk = b"".join(lines[:count])
    tail = len(expected) - (expected.rfind(b"\n") + 1)
    rest = output[len(chunk) :]
    return chunk + rest[:tail] if tail else chunk


def frame_checks(frames: list[tuple[str, bytes]], output: bytes) -> list[Check]:
    """Compare frame by frame; stop at the first frame that differs (later ones would only echo it)."""
    checks, position = [], 0
    for number, (before, expected) in enumerate(frames):
        name = "the first frame" if number == 0 else f"frame {number + 1}, after {before}"  # as SPEC.md counts
        if output[position : position + len(expected)] == expected:
            checks.append(Check(name, True, kind=FRAME, expected=expected, actual=expected, after=before))
            position += len(expected)
            continue
        actual = cut_like(expected, output[position:])
        check = Check(name, False, kind=FRAME, expected=expected, actual=actual, after=before)
        check.explanation = frame_diff(check)
        return [*checks, check]
    if position < len(output):
        extra = output[position:]
        check = Check("output after the last frame", False, kind=FRAME, actual=extra, after="the end")
        check.explanation = frame_diff(check)
        checks.append(check)
    return checks


def visible(data: bytes) -> list[str]:
    """Lines of output with the invisible made visible: line ends, carriage returns, escapes, bad bytes."""
    text = data.decode("utf-8", "backslashreplace")
    text = text.replace("\r", "␍").replace("\x1b", "␛").replace("\t", "␉")
    return [line.replace("\n", "⏎") for line in text.splitlines(keepends=True)] or ["(nothing)"]


def frame_diff(check: Check) -> str:
    expected, actual = visible(check.expected), visible(check.actual)
    diff = difflib.unified_diff(expected, actual, "expected", "actual", lineterm="", n=max(len(expected), len(actual)))
    return f"{check.name} differs (⏎ marks a line end):\n" + "\n".join(diff)


# ---- Standard error.


def stderr_problem(rule: str, stderr: bytes) -> str | None:
    """None when standard error follows the transcript's `stderr:` rule, else what is wrong."""
    text = stderr.decode("utf-8", "replace")
    if "Traceback (most recent call last)" in text:
        return "a traceback on standard error:\n" + _last_lines(text)
    if rule == "empty":
        return None if not text else f"standard error should be empty, got {_quote(text)}"
    match = STDERR_RULE.fullmatch(rule)
    if match["exact"] is not None:
        wanted = decode_typed(match["exact"])
        return None if stderr == wanted else f"standard error should be {wanted!r}, got {stderr!r}"
    if match["pattern"] is not None:
        matched = re.fullmatch(match["pattern"], text, re.DOTALL)
        return None if matched else f"standard error should match {match['pattern']!r}, got {_quote(text)}"
    lines = text.splitlines()
    if len(lines) != 1 or not lines[0].strip():
        return f"standard error should be exactly one line, got {_quote(text)}"
    wanted = match["text"]
    if wanted and wanted not in lines[0]:
        return f"standard error should name {wanted!r}, got {_quote(text)}"
    return None


def _quote(text: str, limit: int = 300) -> str:
    return repr(text if len(text) <= limit else text[:limit] + "…")


def _last_lines(text: str, count: int = 6) -> str:
    return "\n".join("    " + line for line in text.rstrip("\n").splitlines()[-count:])


# ---- The verdict.


def judge(transcript: Transcript, result: Result) -> Verdict:
    """Every check of one run of `transcript`."""
    verdict = Verdict(transcript.name, list(transcript.rules), [], result, transcript)
    if not result.started:
        verdict.checks.append(Check("the program starts", False, result.problem or "", ANSWER))
        return verdict
    frames = frame_checks(transcript.frames(), result.stdout)
    if result.exit is None:  # one cause, one finding: the frames it got through, then why it stopped
        verdict.checks += [check for check in frames if check.ok]
        verdict.checks.append(Check("an answer in time", False, result.problem or "it did not end", ANSWER))
        return verdict
    wrong = result.exit != transcript.exit
    verdict.checks += frames
    verdict.checks.append(
        Check(EXIT, not wrong, f"{exit_words(result.exit)}, expected {transcript.exit}" if wrong else "", EXIT)
    )
    problem = stderr_problem(transcript.stderr, result.stderr)
    verdict.checks.append(Check(STDERR, problem is None, problem or "", STDERR))
    left = result.leftovers
    verdict.checks.append(
        Check(LEFTOVERS, not left, f"the program left {left} in its working folder" if left else "", LEFTOVERS)
    )
    return verdict


def exit_words(code: int | None) -> str:
    """An exit code as a student reads it: `exit code 1`; a run that a signal ended has none of its own, so it
    says which signal (`killed by SIGINT`), not the negative number Python reports."""
    if code is not None and code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}, with no exit code of its own"
        except ValueError:
            return f"killed by signal {-code}, with no exit code of its own"
    return f"exit code {code}"
