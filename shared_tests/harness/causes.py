"""Causes: failures whose first difference has the same shape are one finding, pointed at the SPEC rules.

One wrong banner width makes every game transcript fail; read one by one that is eighty failures, but it is
one cause. `cause(verdict)` describes the first failing check of a verdict by its shape, not its bytes: which
parts of a frame differ (the banner's width, squares that stay covered, the prompt...), which exit code came
instead of which, what is wrong on standard error. Verdicts with equal causes are grouped by the grader. Each
cause names the rules it points at, the most specific first: a difference confined to the banner points at
R6.4 whatever the transcripts cite.
"""

from __future__ import annotations

import difflib
from collections import Counter
from dataclasses import dataclass

from shared_tests.harness.sandbox import LIMIT
from shared_tests.harness.verdict import ANSWER, EXIT, FRAME, LEFTOVERS, STDERR, Check, Verdict, visible

ROLES = {"┌": "top border", "├": "middle border", "└": "bottom border", "│": "row", "╔": "banner", "║": "banner",
         "╚": "banner"}  # fmt: skip
BORDERS = ("top border", "middle border", "bottom border")
MESSAGE_RULES = {
    "The provided input is not valid!": "R7.5", "You Won!": "R8.4", "You Lost!": "R8.1",
    "Not enough inputs!": "R9.2", "": "R8.7",
}  # fmt: skip
SQUARES = {"covered": "covered", "flag": "flagged", "mine": "a mine", "zero": "open with no mine around",
           "number": "open with a number", "open": "open", "other": "something else"}  # fmt: skip


@dataclass(frozen=True)
class Cause:
    """What went wrong, by its shape: `key` groups equal causes, `words` say it, `rules` point at SPEC.md."""

    key: tuple
    words: str
    rules: tuple[str, ...]


def symbol_class(symbol: str) -> str:
    if symbol == " ":
        return "covered"
    if symbol == "¶":
        return "flag"
    if symbol == "*":
        return "mine"
    if symbol == "▓":
        return "zero"
    return "number" if symbol in "12345678" else "other"


def _cells(line: str) -> list[str]:
    return line.rstrip("\n").split("│")[1:-1]


def _message(line: str) -> str:
    return line.rstrip("\n").strip("║").rstrip(" ")


def frame_shape(expected: bytes, actual: bytes) -> frozenset:
    """The parts of a frame that differ, each as (part, how): ("banner", "width"), ("row", ("zero", "covered"))."""
    if not actual:
        return frozenset({("frame", "nothing printed")})
    if not expected:
        return frozenset({("frame", "output after the end")})
    wanted = expected.decode("utf-8", "replace").splitlines(keepends=True)
    got = actual.decode("utf-8", "replace").splitlines(keepends=True)
    shape = set()
    for number in range(max(len(wanted), len(got))):
        want = wanted[number] if number < len(wanted) else None
        have = got[number] if number < len(got) else None
        if want == have:
            continue
        if want is None or have is None:
            shape.add(("frame", "lines missing" if have is None else "lines too many"))
            continue
        role = ROLES.get(want[:1], "prompt" if want.startswith(">") else "text")
        if role == "banner" and want.startswith("║") and have.startswith("║"):
            if _message(want) != _message(have):
                shape.add(("message", (_message(want), _message(have))))
            else:
                shape.add(("banner", "width"))
        elif role == "banner":
            shape.add(("banner", "width" if len(want) != len(have) else "drawing"))
        elif role == "row" and len(want) == len(have) and len(_cells(want)) == len(_cells(have)):
            for one, other in zip(_cells(want), _cells(have), strict=True):
                if one != other:
                    shape.add(("square", (symbol_class(one.strip() or " "), symbol_class(other.strip() or " "))))
        elif role in BORDERS or role == "row":
            shape.add(("drawing", "board lines"))
        elif role == "prompt" or have.startswith(">") or want.endswith(">") != have.endswith(">"):
            shape.add(("prompt", "missing" if want.endswith(">") else "extra"))
        else:
            shape.add(("frame", "text"))
    if any(part == "message" for part, _ in shape):
        shape.discard(("banner", "width"))  # a longer or shorter message makes a wider or narrower banner (R6.4)
    return frozenset(shape)


def _principal(shape: frozenset) -> frozenset:
    """What a frame's difference is, for grouping: squares that differ, as open/covered/flag/mine (a zero and a
    number are both "open"), and the rest but the banner's message, which only follows from the squares; or,
    when no square differs, the whole shape."""
    fold = {"zero": "open", "number": "open", "flag": "covered"}  # a flag is on a covered square
    squares = {(fold.get(a, a), fold.get(b, b)) for part, (a, b) in (x for x in shape if x[0] == "square")}
    if not squares or all(a == b for a, b in squares):
        return shape
    return frozenset(
        {("square", pair) for pair in squares if pair[0] != pair[1]}
        | {x for x in shape if x[0] not in ("square", "message")}
    )


def _frame_words(shape: frozenset, first: bool) -> tuple[str, tuple[str, ...]]:
    words, rules = [], []
    for part, how in sorted(shape, key=repr):
        if part == "banner":
            words.append("the banner's width" if how == "width" else "the banner's drawing")
            rules.append("R6.4")
        elif part == "message":
            wanted, got = how
            words.append(f"the banner says {got!r} where it should say {wanted!r}")
            rules.append(MESSAGE_RULES.get(wanted, "R6.4"))
        elif part == "square":
            wanted, got = how
            words.append(f"squares {SQUARES[got]} that should be {SQUARES[wanted]}")
        elif part == "drawing":
            words.append("the board's lines")
            rules.append("R6.2")
        elif part == "prompt":
            words.append(f"the prompt `>` is {how}")
            rules.append("R6.5")
        elif how == "nothing printed":
            words.append("nothing printed where a frame was expected")
            rules += ["R6.6"] if first else ["R6.1"]
        elif how == "output after the end":
            words.append("output after the final frame")
            rules.append("R9.1")
        else:
            words.append("the frame's " + ("length" if "lines" in how else "text"))
            rules.append("R6.1")
    if first:
        rules.append("R6.6")
    return "; ".join(dict.fromkeys(words)), tuple(dict.fromkeys(rules))


def _square_rules(shape: frozenset) -> list[str]:
    """The rules squares that differ point at, the most specific first: a zero left covered is the flood fill."""
    pairs = {how for part, how in shape if part == "square"}
    rules = []
    if ("zero", "covered") in pairs:
        rules.append("R8.3")
    if any(wanted in ("zero", "number") and got == "covered" for wanted, got in pairs):
        rules += ["R8.2", "R8.3"]
    if any("mine" in pair for pair in pairs):
        rules.append("R8.1")
    if any("flag" in pair for pair in pairs):
        rules.append("R8.6")
    if any(set(pair) <= {"zero", "number"} for pair in pairs):
        rules.append("R5.3")
    return [*rules, "R6.3"] if pairs else []


def cause(verdict: Verdict) -> Cause:
    """The cause of a failing verdict: the shape of its first failing check."""
    check = verdict.first_failure
    if check is None:
        return Cause(("ok",), "all checks pass", ())
    if check.kind == FRAME:
        shape = frame_shape(check.expected, check.actual)
        principal = _principal(shape)
        words, rules = _frame_words(principal, check.name == "the first frame")
        return Cause((FRAME, principal), words, tuple(dict.fromkeys([*_square_rules(shape), *rules])))
    if check.kind == EXIT:
        return Cause((EXIT, check.explanation), check.explanation, _exit_rules(check.explanation))
    if check.kind == STDERR:
        kind = check.explanation.split(",")[0].split(":")[0]
        return Cause((STDERR, kind), kind, ("R2.7",))
    if check.kind == LEFTOVERS:
        return Cause((LEFTOVERS,), "files left behind in the working folder", ("R10.1",))
    if check.kind == ANSWER:
        if check.name == "the program starts":
            return Cause((ANSWER, "start"), "the program does not start", ("R1.1",))
        if check.explanation.endswith(LIMIT):  # a limit of the sandbox, e.g. "used more than 512 MiB of memory"
            return Cause((ANSWER, check.explanation), check.explanation, ("R10.1",))
        what = "too much output" if "MiB" in check.explanation else "no answer within the deadline"
        return Cause((ANSWER, what), what, ("R10.1",))
    return Cause((check.kind, check.name), f"{check.name}: {check.explanation.splitlines()[0]}", ())


def _exit_rules(explanation: str) -> tuple[str, ...]:
    """The rules of the exit code that was expected; none of its own for "a non-zero one" (the probe's rules
    on R10.2 and R10.4 say which)."""
    expected = explanation.rsplit(" ", 1)[-1]
    return {"0": ("R2.1",), "1": ("R2.2",), "2": ("R2.3", "R2.4"), "130": ("R10.3",)}.get(expected, ())


def ranked_rules(verdicts: list[Verdict]) -> list[str]:
    """The rules a group of failures points at: the causes' own rules first (weighted by their place in each
    cause, the most specific first), then those the failing cases cite most often."""
    weight: Counter = Counter()
    for verdict in verdicts:
        for place, rule in enumerate(cause(verdict).rules):
            weight[rule] += 1 / (place + 1)
    cited = Counter(rule for verdict in verdicts for rule in verdict.rules)
    return list(
        dict.fromkeys([*(rule for rule, _ in weight.most_common()), *(rule for rule, _ in cited.most_common())])
    )


def short_diff(check: Check, context: int = 1, limit: int = 14) -> list[str]:
    """The lines that differ in a failing frame, with a line of context, at most `limit` lines."""
    if check.kind != FRAME:
        return check.explanation.splitlines()[:limit]
    expected, actual = visible(check.expected), visible(check.actual)
    diff = list(difflib.unified_diff(expected, actual, "expected", "actual", lineterm="", n=context))[2:]
    if len(diff) > limit:
        diff = [*diff[: limit - 1], f"… ({len(diff) - limit + 1} more lines)"]
    return diff
