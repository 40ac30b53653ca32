"""What a case checks, split into parts that are each tied to the SPEC rule they test, and judged on their own.

A verdict (verdict.py) compares whole frames and stops at the first that differs: right for a developer who wants
the first difference, wrong for a grade, where one banner one `═` too wide would fail every frame of every case.
Here every frame of a game is read part by part — the board's lines (R6.2), the symbols (R6.3), the squares after
the move (the move's rule: R8.3 for a flood, R8.6 for a flag, R7.x for a line that is or is not valid...), the
numbers (R5.3), the banner's box (R6.4), its message, the prompt (R6.5, or R9.1 after the final frame) — and the
run as a whole: its exit code, standard error, the files it left, whether it answered in time.

Each part judged is an `Observation`. Once a program's board differs from the transcript's, its next frames are
judged against what the rules make of *its* board (model.py), so one wrong move fails once, not in every frame
after it. A failure that follows from another in the same frame (the banner's message and the prompt after a
move that opened the wrong squares) is a consequence, charged to that failure's rule. A failure that a known
misreading of the spec explains exactly (coordinates from 0, neighbours that wrap around: model.HYPOTHESES) is
charged to the rule misread, and counts as a pass for the rules the move itself tests.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from shared_tests.harness import model
from shared_tests.harness.model import INVALID, LOST, MESSAGES, NOT_ENOUGH, WON, Board, State
from shared_tests.harness.probes import Probe
from shared_tests.harness.sandbox import LIMIT
from shared_tests.harness.transcript import CLOSE, FIXTURES, OPEN, Transcript, encode_typed
from shared_tests.harness.verdict import ANSWER, EXIT, FRAME, LEFTOVERS, STDERR, Verdict, exit_words, stderr_problem

BOARD_CHARS, BANNER_CHARS = "┌├│└", "╔║╚"
ENDINGS = (WON, LOST, NOT_ENOUGH)
TEXT_RULE = {INVALID: "R7.5", WON: "R8.4", LOST: "R8.1", NOT_ENOUGH: "R9.2", "": "R8.7"}


@dataclass
class Observation:
    """One part of one case, judged. `homes` are the rules it tests; a failure is charged to `rule`."""

    case: str
    what: str  # the part: "the squares", "the banner's box", "the exit code"...
    homes: tuple[str, ...]
    ok: bool
    rule: str = ""  # the rule charged with a failure
    how: str = ""  # the shape of the difference, for grouping failures by cause
    words: str = ""  # the difference in words
    where: str = ""  # "the first frame", "frame 2, after «1 1 R»", "" for the whole run
    expected: str = ""  # what should be there (lines of text), and what is
    actual: str = ""
    consequence: bool = False  # follows from another failure: no pass or fail for its own rules
    explained: bool = False  # a hypothesis explains it: a pass for its homes other than `rule`
    candidate: model.Hypothesis | None = None  # one that would, given evidence from another frame
    cause: tuple[str, str] | None = None  # for a consequence: the key of the failure it follows from

    def __post_init__(self) -> None:
        if not self.ok and not self.rule:
            self.rule = self.homes[0]

    @property
    def key(self) -> tuple[str, str]:
        """What groups failures into one cause: the part and the shape of its difference."""
        if self.cause:
            return self.cause
        return ("a misreading", self.how) if self.how.startswith("hypothesis") else (self.what, self.how)

    def follows(self, other: Observation) -> Observation:
        """This failure as a consequence of `other`'s: charged to its rule, grouped with it."""
        self.consequence, self.rule, self.cause = True, other.rule, other.key
        return self


# ---------------------------------------------------------------------------------------------- reading frames
@dataclass
class Shown:
    """One frame as a program printed it, read leniently: whatever is there, in its place."""

    board: list[str]  # the board's lines (┌ ├ │ └)
    banner: list[str]  # the banner's lines (╔ ║ ╚)
    junk: list[str]  # any other line
    tail: str  # what follows the banner's last line: the prompt
    grid: list[list[str]] | None = None  # the symbol of every square, when the board's rows can be read
    message: str | None = None  # the banner's message, padding removed
    text: str = ""

    @property
    def prompted(self) -> bool:
        return self.tail != ""


def cut(text: str) -> tuple[str, list[str]]:
    """(text before the first frame, the frames' texts): a frame starts at each `┌`."""
    starts = [i for i, char in enumerate(text) if char == "┌"]
    if not starts:
        return text, []
    ends = [*starts[1:], len(text)]
    return text[: starts[0]], [text[a:b] for a, b in zip(starts, ends, strict=True)]


def read_frame(text: str, rows: int, columns: int) -> Shown:
    lines = text.split("\n")
    body, last = lines[:-1], lines[-1]
    bottoms = [i for i, line in enumerate(body) if line.startswith("╚")]
    end = bottoms[-1] + 1 if bottoms else len(body)
    tail = "\n".join([*body[end:], last])
    shown = Shown([], [], [], tail, text=text)
    for line in body[:end]:
        start = line[:1] or "\n"
        target = shown.board if start in BOARD_CHARS else shown.banner if start in BANNER_CHARS else shown.junk
        target.append(line)
    cells = [line.split("│")[1:-1] for line in shown.board if line.startswith("│")]
    if len(cells) == rows and all(len(row) == columns for row in cells):
        shown.grid = [[cell.strip(" ") or " " for cell in row] for row in cells]
    middle = [line for line in shown.banner if line.startswith("║")]
    if len(middle) == 1:
        shown.message = middle[0][1:].removesuffix("║").rstrip(" ")
    return shown


def board_lines(grid: list[list[str]]) -> list[str]:
    """The board drawn as R6.2 draws it around these symbols."""
    columns = len(grid[0])
    lines = ["┌" + "┬".join(["───"] * columns) + "┐"]
    for number, row in enumerate(grid):
        if number:
            lines.append("├" + "┼".join(["───"] * columns) + "┤")
        lines.append("│" + "│".join(f" {symbol} " for symbol in row) + "│")
    return [*lines, "└" + "┴".join(["───"] * columns) + "┘"]


def banner_lines(message: str, columns: int) -> list[str]:
    width = max(4 * columns - 1, len(message))
    return ["╔" + "═" * width + "╗", "║" + message.ljust(width) + "║", "╚" + "═" * width + "╝"]


# ---------------------------------------------------------------------------------------------- a case
@dataclass
class Case:
    """What the parts of a case need to know about it."""

    name: str
    rules: tuple[str, ...]
    board: Board | None = None
    board_name: str = ""
    lines: list[bytes] = field(default_factory=list)

    def intent(self, rule: str) -> str:
        """`rule`, if the case cites it (or cites nothing), else the case's own first rule."""
        return rule if not self.rules or rule in self.rules else self.rules[0]


def board_file(transcript: Transcript) -> tuple[str, bytes | None]:
    """The board file a transcript's game plays: its name and bytes (following a link made in the header)."""
    if not transcript.args:
        return "", None
    name, items = transcript.args[0], {item.name: item for item in transcript.setup}
    for _ in range(4):
        item = items.get(name)
        if item is None:
            return name, None
        if item.kind == "file":
            return transcript.args[0], item.content
        if item.kind == "raw":
            return transcript.args[0], (FIXTURES / item.source).read_bytes()
        if item.kind != "symlink":
            return name, None
        name = item.source
    return name, None


def input_lines(stdin: bytes) -> list[bytes]:
    """The lines a program reads from `stdin` (R7.1): each with its `\\n`; a last one without."""
    parts = stdin.split(b"\n")
    return [part + b"\n" for part in parts[:-1]] + ([parts[-1]] if parts[-1] else [])


def typed(line: bytes | None) -> str:
    if line is None:
        return "«EOF»"
    body = line.removesuffix(b"\n")
    if len(body) > 28:
        return f"{OPEN}{encode_typed(body[:14])}…{encode_typed(body[-6:])}{CLOSE} ({len(body):,} bytes)"
    return OPEN + encode_typed(body) + CLOSE


# ---------------------------------------------------------------------------------------------- judging
def observe(case: Transcript | Probe, verdict: Verdict) -> list[Observation]:
    """Every part of one case, judged."""
    if isinstance(case, Probe):
        return probe_parts(case, verdict)
    result = verdict.result
    extension = case.styles or any(not rule.startswith("R") for rule in case.rules)  # an add-on's, an exercise's
    if extension or result is None or not result.started:
        return checks_as_parts(case.name, tuple(case.rules), verdict)
    name, content = board_file(case)
    board = Board.parse(content) if content is not None else None
    info = Case(case.name, tuple(case.rules), board, name, input_lines(case.stdin()))
    if case.exit != 0 and not case.stdout():
        return error_parts(info, case, verdict)
    if board is None:
        return checks_as_parts(case.name, tuple(case.rules), verdict)
    parts, stop = game_parts(info, result.stdout, result.exit, result.stderr)
    return parts + run_end_parts(info, case, verdict, stop)


def checks_as_parts(name: str, rules: tuple[str, ...], verdict: Verdict) -> list[Observation]:
    """A verdict's own checks, each charged to the case's first rule of its own section (add-ons, dialects, an
    exercise's E rules; a program that cannot start): the transcripts of the extensions are judged as they are
    written."""
    rule = next((rule for rule in rules if not rule.startswith("R")), rules[0] if rules else "R10.1")
    return [
        limit_part(name, check.explanation)
        if check.kind == ANSWER and not check.ok and check.explanation.endswith(LIMIT)
        else Observation(
            name,
            "the frames" if check.kind == FRAME else check.name,
            (rule if check.kind != LEFTOVERS else "R10.1",),
            check.ok,
            how=check.kind,
            words="the frame differs from the transcript's" if check.kind == FRAME else _first_line(check.explanation),
            where=check.name if check.kind == FRAME else "",
            expected=check.expected.decode("utf-8", "replace"),
            actual=check.actual.decode("utf-8", "replace"),
        )
        for check in verdict.checks
    ]


def _first_line(text: str, limit: int = 160) -> str:
    line = text.splitlines()[0] if text else ""
    return line if len(line) <= limit else line[: limit - 1] + "…"


def _quote(text: str, limit: int = 60) -> str:
    return repr(text if len(text) <= limit else text[:limit] + "…")


def limit_part(name: str, finding: str) -> Observation:
    """A limit of the grader's sandbox that the run broke ("used more than 768 MiB of memory (the grader's
    limit)"): a cause of its own, R10.1's, one finding per limit however many cases broke it."""
    return Observation(name, "the grader's limits", ("R10.1",), False, how=f"limit: {finding}", words=finding)


def broke_a_limit(result) -> bool:
    return result.exit is None and (result.problem or "").endswith(LIMIT)


def run_parts(info: Case, verdict: Verdict, answer_home: str) -> list[Observation]:
    """Whether the run ended in time (or broke one of the grader's limits), and the files it left behind."""
    result = verdict.result
    parts = [
        limit_part(info.name, result.problem)
        if broke_a_limit(result)
        else Observation(
            info.name,
            "an answer in time",
            (answer_home,),
            result.exit is not None,
            how="no answer",
            words=_first_line(result.problem or ""),
        )
    ]
    left = result.leftovers
    parts.append(
        Observation(
            info.name,
            "files left behind",
            ("R10.1",),
            not left,
            how="files left",
            words=f"the program left {', '.join(left)} in its working folder" if left else "",
        )
    )
    return parts


def error_parts(info: Case, transcript: Transcript, verdict: Verdict) -> list[Observation]:
    """A case that must end in an error: the exit code (the case's own rule), nothing on standard output and one
    line on standard error (R2.7); a wrong exit code makes the other two its consequences."""
    result = verdict.result
    subject = next((rule for rule in info.rules if rule != "R2.7"), "R2.7")
    hang = next((rule for rule in info.rules if rule in ("R2.5", "R2.6")), "R10.1")
    parts = run_parts(info, verdict, hang)
    if result.exit is None:
        return parts
    code = Observation(
        info.name,
        "the exit code",
        (subject,),
        result.exit == transcript.exit,
        how=f"exit {result.exit} for {transcript.exit}",
        words=f"{exit_words(result.exit)}, expected {transcript.exit}",
    )
    parts.append(code)
    printed = result.stdout.decode("utf-8", "replace")
    out = Observation(
        info.name,
        "standard output",
        ("R2.7",),
        not printed,
        how="output on an error",
        words=f"it printed {_quote(printed)} on standard output",
        actual=printed[:400],
    )
    problem = stderr_problem(transcript.stderr, result.stderr)
    err = Observation(
        info.name,
        "standard error",
        ("R2.7",),
        problem is None,
        how="standard error: " + (problem or "").split(",")[0].split(":")[0],
        words=_first_line(problem or ""),
    )
    for part in (out, err):
        parts.append(part.follows(code) if not code.ok and not part.ok else part)
    return parts


@dataclass
class Expected:
    """What a frame should be: its state (squares, message, whether the game goes on) and which rule decides it."""

    state: State
    rule: str  # the rule that decides the squares: the move's (R8.x), or the line's when it is invalid (R7.x)
    reading: model.Reading | None = None
    line: bytes | None = None
    first: bool = False
    eof: bool = False

    @property
    def valid(self) -> bool:
        return self.reading is not None and self.reading.move is not None

    @property
    def over(self) -> bool:
        return self.state.over or self.eof


def game_parts(
    info: Case, stdout: bytes, code: int | None, stderr: bytes = b"", frames: int | None = None
) -> tuple[list[Observation], Observation | None]:
    """Every frame of a game, part by part; and the failure that ends the frames early, if one does (frames
    missing: a crash, a hang, a valid board refused). `frames`: how many frames the game has when it ends before
    the rules' game does (an input that cannot be read ends it after the first frame, R10.5)."""
    board = info.board
    try:
        text, utf8 = stdout.decode("utf-8"), True
    except UnicodeDecodeError:
        text, utf8 = stdout.decode("utf-8", "replace"), False
    parts = [Observation(info.name, "UTF-8 output", ("R6.7",), utf8, how="not UTF-8", words="its output is not UTF-8")]
    preamble, texts = cut(text)
    shown = [read_frame(chunk, board.rows, board.columns) for chunk in texts]
    if preamble:
        parts.append(
            Observation(
                info.name,
                "the frame",
                ("R6.1",),
                False,
                how="text before the first frame",
                words=f"{_quote(preamble)} before the first frame",
                where="the first frame",
                actual=preamble[:300],
            )
        )
    lines, index = info.lines, 0
    expected, state = Expected(State(), "R6.6", first=True), State()
    for number in range(len(info.lines) + 2):
        if frames is not None and number >= frames:
            if number < len(shown):
                extra = "".join(item.text for item in shown[number:])
                parts.append(
                    Observation(
                        info.name,
                        "the frames",
                        (info.rules[0],),
                        False,
                        how="frames after the last one",
                        words=f"{_plural(len(shown) - number, 'frame')} after the last one it could print",
                        where="after the first frame" if number == 1 else f"after frame {number}",
                        actual=extra[:600],
                    )
                )
            return parts, None
        if number >= len(shown):
            if shown and shown[-1].message in ENDINGS and not shown[-1].prompted:
                return parts, None  # it ended the game itself: charged in the frame that says so
            if number == 0 and not text and code in (1, 2) and b"Traceback" not in stderr and stderr.count(b"\n") <= 1:
                rule = next((r for r in info.rules if r[:2] in ("R1", "R2", "R3", "R4")), "R4.4")
                words = f"it refused the board (exit code {code})"
            else:
                rule, words = (
                    info.intent(decision_rule(expected)),
                    f"nothing printed for {frame_name(number, expected)}",
                )
            crash = crash_line(stderr) if code not in (None, 0) else None
            if crash:  # a crash, named as one: under the move's rule when a move crashed, else the case's own
                rule = rule if rule in info.rules or rule[:3] in ("R5.", "R8.") else info.rules[0]
                words = f"{crash}, {'before the first frame' if number == 0 else f'after frame {number}'}"
            stop = Observation(
                info.name,
                "the frames",
                (rule,),
                False,
                how=f"crash {crash.split(':')[0]}" if crash else "frames missing",
                words=words,
                where=frame_name(number, expected),
                expected=frame_text(board, expected),
            )
            return [*parts, stop], stop
        frame_parts, decision, flow = judge_frame(info, number, shown[number], expected, state)
        parts += frame_parts
        if shown[number].grid is not None:
            state = model.state_shown(board, shown[number].grid, flow.state)
        else:
            state = flow.state
        if flow.over:
            if number + 1 < len(shown):
                extra = "".join(item.text for item in shown[number + 1 :])
                after = Observation(
                    info.name,
                    "the frames",
                    ("R9.1",),
                    False,
                    how="frames after the final frame",
                    words=f"{_plural(len(shown) - number - 1, 'frame')} after the final frame",
                    where=f"after {frame_name(number, expected)}",
                    actual=extra[:600],
                )
                parts.append(after.follows(decision) if decision else after)
            return parts, None
        line = lines[index] if index < len(lines) else None
        index += 1
        played = model.step(board, replace(state, message=""), line)
        expected = Expected(played.state, played.rule, played.reading, line, eof=line is None)
    return parts, None


ERROR_LINE = re.compile(r"^(?=\S).*?\b(?:[A-Z]\w*(?:Error|Exception)|Error|panic)\b")


def crash_line(stderr: bytes) -> str | None:
    """The line of standard error that names a crash (`RecursionError: maximum recursion depth exceeded`,
    `Error: EPIPE: broken pipe, write`, `Exception in thread "main" java.lang.StackOverflowError`): the last
    unindented line that names an error (a traceback's code lines are indented), or None."""
    named = [line.rstrip() for line in stderr.decode("utf-8", "replace").splitlines() if ERROR_LINE.match(line)]
    return _first_line(named[-1], 120) if named else None


def _plural(count: int, word: str) -> str:
    return f"{count:,} {word}{'s' * (count != 1)}"


def run_end_parts(info: Case, transcript: Transcript, verdict: Verdict, stop: Observation | None) -> list[Observation]:
    """The exit code, standard error, files left, an answer in time: consequences of frames that stop early."""
    result = verdict.result
    parts = run_parts(info, verdict, "R10.1")
    if result.exit is None:
        if stop is not None and broke_a_limit(result):
            stop.follows(parts[0])  # the frames it did not print: what the limit it broke cost
        elif stop is not None:
            parts[0].follows(stop)
        return parts
    parts.append(
        Observation(
            info.name,
            "the exit code",
            ("R2.1",),
            result.exit == transcript.exit,
            how=f"exit {result.exit} for {transcript.exit}",
            words=f"{exit_words(result.exit)}, expected {transcript.exit}",
        )
    )
    problem = stderr_problem(transcript.stderr, result.stderr)
    parts.append(
        Observation(
            info.name,
            "standard error",
            ("R10.1",),
            problem is None,
            words=_first_line(problem or ""),
            how="standard error: " + (problem or "").split(",")[0].split(":")[0],
        )
    )
    if stop is not None:
        for part in parts[2:]:
            if not part.ok:
                part.follows(stop)
    return parts


def decision_rule(expected: Expected) -> str:
    """The rule that decides what a frame shows: the line's form when it is invalid or unusual, else the move."""
    if expected.reading is not None and (expected.reading.move is None or expected.reading.rule):
        return expected.reading.rule
    return expected.rule


def frame_name(number: int, expected: Expected) -> str:
    """A frame as SPEC.md counts them: the starting board is the first frame, the frame after the first line the
    second (`frame 2, after «1 1 R»`)."""
    if expected.first or number == 0:
        return "the first frame"
    return f"frame {number + 1}, after {typed(expected.line)}"


def frame_text(board: Board, expected: Expected) -> str:
    state = expected.state
    prompt = "" if expected.over else "\n>"
    return "\n".join([*board_lines(model.symbols(board, state)), *banner_lines(state.message, board.columns)]) + prompt


def judge_frame(
    info: Case, number: int, shown: Shown, expected: Expected, before: State
) -> tuple[list[Observation], Observation | None, Expected]:
    """The parts of one frame; the failure of its decision, if any (the squares or the message), and the frame
    the game goes on from (the spec's, or the misreading's that explains the program's frame)."""
    board, where = info.board, frame_name(number, expected)
    parts = []

    def part(what, homes, ok, **more) -> Observation:
        found = Observation(info.name, what, homes, ok, where=where, **more)
        parts.append(found)
        return found

    junk = shown.junk
    part(
        "the frame",
        ("R6.1",),
        not junk,
        how="lines that are not part of a frame",
        expected=frame_text(board, expected),
        actual=shown.text,
        words=("a blank line" if junk == [""] else f"{_plural(len(junk), 'line')} of other text") + " in the frame",
    )
    grid, want = shown.grid, model.symbols(board, expected.state)
    part(
        "the board's lines",
        ("R6.2",),
        grid is not None and shown.board == board_lines(grid),
        how="board lines",
        words="the board is not drawn as R6.2 draws it",
        expected="\n".join(board_lines(want)),
        actual="\n".join(shown.board),
    )
    if grid is not None:
        unknown = sorted({symbol for row in grid for symbol in row if model.kind(symbol) == "unknown"})
        part(
            "the symbols",
            ("R6.3",),
            not unknown,
            how="symbols " + " ".join(unknown),
            words="squares drawn as " + ", ".join(f"`{symbol}`" for symbol in unknown),
            expected="\n".join(board_lines(want)),
            actual="\n".join(shown.board),
        )
    message = shown.message
    part(
        "the banner's box",
        ("R6.4",),
        message is not None and shown.banner == banner_lines(message, board.columns),
        how=banner_shape(shown, board.columns),
        words=banner_words(shown, board.columns),
        expected="\n".join(banner_lines(message or "", board.columns)),
        actual="\n".join(shown.banner),
    )
    decision, flow = judge_state(info, where, shown, expected, before, parts)
    if message is not None and message not in MESSAGES:
        part(
            "the message",
            (TEXT_RULE.get(flow.state.message, "R6.4"),),
            False,
            how=f"message {message!r} for {flow.state.message!r}",
            words=f"the banner says {message!r} where it should say {flow.state.message!r}",
            expected="\n".join(banner_lines(flow.state.message, board.columns)),
            actual="\n".join(shown.banner),
        )
    want_prompt = "" if flow.over else ">"
    rule = "R6.5" if want_prompt else "R9.2" if expected.eof else "R9.1"
    how = "a prompt after the final frame" if not want_prompt else "no prompt" if not shown.tail else "another prompt"
    prompt = part(
        "the prompt",
        (rule,),
        shown.tail == want_prompt,
        how=how,
        words=f"after the banner it printed {_quote(shown.tail)} where {_quote(want_prompt)} belongs",
        expected=banner_lines(flow.state.message, board.columns)[-1] + "\n" + want_prompt,
        actual=(shown.banner[-1] if shown.banner else "") + "\n" + shown.tail,
    )
    if not prompt.ok and decision is not None:
        prompt.follows(decision)
    return parts, decision, flow


def judge_state(
    info: Case, where: str, shown: Shown, expected: Expected, before: State, parts: list[Observation]
) -> tuple[Observation | None, Expected]:
    """The squares, their numbers and the message's decision; returns the failing decision and the frame the game
    goes on from."""
    board, grid, message = info.board, shown.grid, shown.message
    want = model.symbols(board, expected.state)
    squares = _squares_differ(grid, want) if grid is not None else set()
    numbers = _numbers_differ(grid, want) if grid is not None else set()
    known = message in MESSAGES
    said_invalid = message == INVALID
    message_wrong = known and message != expected.state.message
    # the program read the line as the spec reads it (as a move, as an invalid line, or as no line at all)
    agrees = not known or (
        said_invalid == (expected.state.message == INVALID) and (message == NOT_ENOUGH) <= expected.eof
    )
    rule = decision_rule(expected)
    if agrees and (squares or message_wrong):
        rule = expected.rule  # the line was read as it should be: the move went wrong
        if rule in ("R8.2", "R8.3") and ("covered", "open") in squares:
            rule = "R8.3"  # a reveal opened more than it should: a flood where none belongs
        elif rule == "R8.3" and grid is not None and expected.valid:
            row, column = expected.reading.move.square
            if model.kind(grid[row - 1][column - 1]) != "open":
                rule = "R8.2"  # the square revealed did not open: that is the reveal's fault, not the flood's
        if message_wrong and not squares:
            pair = {message, expected.state.message}
            rule = "R8.4" if WON in pair else "R8.1" if LOST in pair else "R9.2" if NOT_ENOUGH in pair else rule
    if rule.startswith("R6"):
        rule = info.intent(rule)
    failing = bool(squares) or message_wrong
    hypothesis, refusal = explain(info, grid, message, expected, before) if failing or numbers else (None, False)
    candidate = hypothesis if refusal else None
    hypothesis = None if refusal else hypothesis
    flow = expected
    if hypothesis is not None:
        rule = hypothesis.rule
        if not expected.eof:
            played = model.step(board, replace(before, message=""), expected.line, hypothesis.rules)
            flow = replace(expected, state=played.state)
    how = f"hypothesis {hypothesis.words}" if hypothesis else _shape(squares, said_invalid, expected)
    words = hypothesis.words if hypothesis else _state_words(squares, said_invalid, expected)
    board_text = ("\n".join(board_lines(want)), "\n".join(shown.board))
    decision = None
    homes = (decision_rule(expected), "R5.1") if expected.valid else (decision_rule(expected),)
    if grid is not None:
        found = Observation(
            info.name,
            "the squares",
            homes,
            not squares,
            rule=rule,
            where=where,
            how=how,
            words=words,
            explained=hypothesis is not None,
            candidate=candidate,
            expected=board_text[0],
            actual=board_text[1],
        )
        parts.append(found)
        decision = found if squares else None
    if known:
        text_rule = "R6.6" if expected.first else TEXT_RULE.get(expected.state.message, "R8.7")
        if expected.valid and expected.rule == "R8.5" and not expected.state.message:
            text_rule = "R8.5"
        found = Observation(
            info.name,
            "the message",
            (text_rule,),
            not message_wrong,
            rule=rule,
            where=where,
            how=how if squares or hypothesis or not agrees else f"message {message!r} for {expected.state.message!r}",
            words=words
            if squares or hypothesis or not agrees
            else f"the banner says {message!r} where it should say {expected.state.message!r}",
            explained=hypothesis is not None,
            candidate=candidate,
            expected="\n".join(banner_lines(expected.state.message, board.columns)),
            actual="\n".join(shown.banner),
        )
        parts.append(found.follows(decision) if decision is not None and message_wrong and not hypothesis else found)
        decision = decision or (found if message_wrong else None)
    if grid is not None and any(model.kind(symbol) == "open" for row in want for symbol in row):
        found = Observation(
            info.name,
            "the numbers",
            ("R5.3", "R5.2"),
            not numbers,
            rule=hypothesis.rule if hypothesis else "R5.3",
            where=where,
            how=how if hypothesis else "numbers",
            words=words if hypothesis else "open squares with the wrong number",
            explained=hypothesis is not None,
            expected=board_text[0],
            actual=board_text[1],
        )
        parts.append(found)
    return decision, flow


def _squares_differ(grid: list[list[str]], want: list[list[str]]) -> set[tuple[str, str]]:
    """(what the square should be, what it shows) for every square whose state differs (unknown symbols aside)."""
    found = set()
    for row, wanted in zip(grid, want, strict=True):
        for symbol, should in zip(row, wanted, strict=True):
            have, need = model.kind(symbol), model.kind(should)
            if have != "unknown" and have != need:
                found.add((need, have))
    return found


def _numbers_differ(grid: list[list[str]], want: list[list[str]]) -> set[tuple[str, str]]:
    return {
        (should, symbol)
        for row, wanted in zip(grid, want, strict=True)
        for symbol, should in zip(row, wanted, strict=True)
        if model.kind(symbol) == model.kind(should) == "open" and symbol != should
    }


SQUARE_WORDS = {"covered": "covered", "flag": "flagged", "open": "open", "mine": "shown as a mine"}


def _shape(squares: set, said_invalid: bool, expected: Expected) -> str:
    if expected.reading is not None and expected.reading.move is None and not said_invalid:
        return "an invalid line played"
    if expected.valid and said_invalid:
        return "a valid line refused"
    folded = {tuple("covered" if kind == "flag" else kind for kind in pair) for pair in squares}  # a flag covers
    return "squares " + " ".join(sorted(f"{need}>{have}" for need, have in folded))


def _state_words(squares: set, said_invalid: bool, expected: Expected) -> str:
    if expected.reading is not None and expected.reading.move is None and not said_invalid:
        return f"an invalid line played as a move: {expected.reading.why}"
    if expected.valid and said_invalid:
        return "a valid line called invalid"
    if not squares:
        return "the banner's message is wrong"
    return "; ".join(
        f"squares {SQUARE_WORDS[have]} that should be {SQUARE_WORDS[need]}" for need, have in sorted(squares)
    )


def explain(info: Case, grid, message, expected: Expected, before: State) -> tuple[model.Hypothesis | None, bool]:
    """The misreading of the spec that gives exactly this frame, if one does; and whether all it explains is a
    move that changes nothing, or a line refused as outside the board (no evidence on its own: see
    apply_candidates)."""
    if grid is None or expected.first:
        return None, False
    board, refused = info.board, None
    for hypothesis in model.HYPOTHESES:
        if expected.eof:
            state, refusal = expected.state, False
        else:
            played = model.step(board, replace(before, message=""), expected.line, hypothesis.rules)
            unchanged = (played.state.opened, played.state.flags, played.state.lost) == (
                before.opened,
                before.flags,
                before.lost,
            )
            state, refusal = played.state, unchanged or (played.reading is not None and played.reading.move is None)
        want = model.symbols(board, state, hypothesis.rules)
        if _squares_differ(grid, want) or _numbers_differ(grid, want):
            continue
        if message in MESSAGES and message != state.message:
            continue
        if not refusal:
            return hypothesis, False
        refused = refused or hypothesis
    return refused, refused is not None


def apply_candidates(parts: list[Observation], cases: int = 2) -> list[Observation]:
    """A line refused as outside the board is charged to a misreading (coordinates from 0...) when the same
    misreading explains moves in at least `cases` cases of the same program (all its parts)."""
    seen: dict[str, set[str]] = {}
    for part in parts:
        if part.explained:
            seen.setdefault(part.how, set()).add(part.case)
    moved = {}
    for part in parts:
        if part.candidate is None or part.ok or len(seen.get(f"hypothesis {part.candidate.words}", ())) < cases:
            continue
        old = (part.case, part.where, part.key)
        part.rule, part.how, part.words = (
            part.candidate.rule,
            f"hypothesis {part.candidate.words}",
            part.candidate.words,
        )
        part.explained, part.consequence, part.cause = True, False, None
        moved[old] = part
    for part in parts:
        for where in (part.where, part.where.removeprefix("after ")):
            found = moved.get((part.case, where, part.cause)) if part.consequence else None
            if found is not None:
                part.rule, part.cause = found.rule, found.key
    return parts


def banner_shape(shown: Shown, columns: int) -> str:
    if shown.message is None or len(shown.banner) != 3:
        return "banner missing" if not shown.banner else "banner lines"
    want = banner_lines(shown.message, columns)
    if shown.banner == want:
        return ""
    delta = len(shown.banner[0]) - len(want[0])
    if delta and shown.banner[0][1:-1].strip("═") == "":
        return f"banner width {delta:+d}"
    if shown.banner[0] == want[0] and shown.banner[2] == want[2]:
        return "banner padding"
    return "banner drawing"


def banner_words(shown: Shown, columns: int) -> str:
    shape = banner_shape(shown, columns)
    if shape.startswith("banner width"):
        delta = int(shape.split()[-1])
        many = "one `═`" if abs(delta) == 1 else f"{abs(delta)} `═`"
        return f"the banner is {many} too {'wide' if delta > 0 else 'narrow'}"
    return {
        "banner missing": "no banner",
        "banner padding": "the message is not padded to the banner's width",
        "banner lines": "the banner is not three lines",
        "": "",
    }.get(shape, "the banner is not drawn as R6.4 draws it")


# ---------------------------------------------------------------------------------------------- probes
EXIT_CODES = re.compile(r"exit code (-?\d+), expected (\d+)")


def probe_parts(probe: Probe, verdict: Verdict) -> list[Observation]:
    """A probe's checks, each charged to the probe's first rule; the game it plays judged move by move, as a
    transcript's is, so that a banner one `═` too wide is the banner's fault here too."""
    rule = probe.rules[0]
    parts, stop, code, limit = [], None, None, None
    for check in verdict.checks:
        if check.kind == FRAME and check.game is not None:
            found, stop = probe_game(probe, check)
            parts += found
            continue
        if check.kind == ANSWER and not check.ok and check.explanation.endswith(LIMIT):
            limit = limit_part(probe.name, check.explanation)
            parts.append(limit)
            continue
        homes = ("R10.1",) if check.kind == LEFTOVERS else (rule,)
        how = f"{check.kind}: {_first_line(check.explanation, 40)}" if check.kind in (EXIT, ANSWER) else check.kind
        what, codes = check.name, EXIT_CODES.fullmatch(check.explanation) if check.kind == EXIT else None
        if codes:  # the same shape as a transcript's wrong exit code: one cause (exit 2 for a missing file)
            what, how = "the exit code", f"exit {codes[1]} for {codes[2]}"
        found = Observation(probe.name, what, homes, check.ok, how=how, words=_first_line(check.explanation))
        if check.kind == EXIT and not check.ok:
            code = found
        parts.append(found)
    first = limit or stop or code  # a limit broken explains what it cut short
    for part in parts:
        if first is not None and part is not first and not part.ok and part.what in (EXIT, STDERR, "an answer in time"):
            part.follows(first)
    if limit is not None and stop is not None:
        stop.follows(limit)
    return parts


def probe_game(probe: Probe, check) -> tuple[list[Observation], Observation | None]:
    game = check.game
    expected = [data for _, data in game.frames]
    if len(expected) == 1 and not expected[0]:  # nothing may be printed
        text = game.output.decode("utf-8", "replace")
        return [
            Observation(
                probe.name,
                "standard output",
                (probe.rules[0],),
                not game.output,
                how="output where none belongs",
                words=f"it printed {_quote(text)}",
                actual=text[:300],
            )
        ], None
    info = Case(probe.name, tuple(probe.rules), Board.parse(game.board), "board.cfg", input_lines(game.stdin))
    return game_parts(info, game.output, 0, frames=len(game.frames))
