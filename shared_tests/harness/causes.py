"""Causes: failing parts (parts.py) whose difference has the same shape are one finding, named by its rule.

One banner one `═` too wide fails the banner's box in every frame of every game; read one by one that is a
thousand failures, but it is one cause. A cause is found by the shape of the difference — which part differs
and how (`Observation.what` and `.how`: the banner's width, squares left covered, a prompt after the final
frame, exit code 2 for 1, a misreading of the spec that model.HYPOTHESES recognises) — and named by the rule that
the differing part is charged to. The causes are ranked by the checks they fail (a check is one rule in one
case), so the first names the rule that explains most of what failed.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from dataclasses import dataclass, field

from shared_tests.harness import spec
from shared_tests.harness.parts import Observation

# The part of a rule's text that matters for a failure of it: the sentence holding this phrase.
PHRASES = {
    "R1.1": "Only the first argument counts",
    "R1.2": "Without any argument",
    "R2.1": "Exit code `0`",
    "R2.2": "Exit code `1`",
    "R2.3": "not a regular file once symbolic links are followed",
    "R2.4": "the first failure decides",
    "R2.5": "Checking the file type never blocks",
    "R2.6": "reads at most 421 bytes",
    "R2.7": "exactly one line on standard error",
    "R3.1": "must end in `.cfg`",
    "R3.2": "Invalid:",
    "R4.1": "holds only the bytes",
    "R4.2": "Every row ends with",
    "R4.3": "All rows have the same length",
    "R4.4": "1 to 20 rows",
    "R4.5": "at least 2 squares",
    "R4.6": "At least one square has no mine",
    "R4.7": "a UTF-8 byte-order mark",
    "R5.1": "Squares are numbered from `(1, 1)`",
    "R5.2": "does not wrap around",
    "R5.3": "how many of its neighbours are mines",
    "R6.1": "with no blank line between them",
    "R6.2": "Each square is three characters wide",
    "R6.3": "`*` for a mine once the game is lost",
    "R6.4": "where w = max",
    "R6.5": "The prompt is the single character",
    "R6.6": "The first frame shows",
    "R6.7": "Output is UTF-8",
    "R7.1": "also ends a line",
    "R7.2": "Any other character",
    "R7.3": "A valid row is between 1 and",
    "R7.4": "The action is exactly",
    "R7.5": "the banner says",
    "R7.6": "Any number of lines works",
    "R8.1": "every mine is shown as `*`",
    "R8.2": "opens it",
    "R8.3": "flagged ones included",
    "R8.4": "the game is won",
    "R8.5": "changes nothing",
    "R8.6": "toggles its flag",
    "R8.7": "the banner is empty",
    "R9.1": "without a prompt",
    "R9.2": "When the input ends while the game goes on",
    "R10.1": "print a traceback, hang",
    "R10.2": "the program ends at once and",
    "R10.3": "exit code `130`",
    "R10.4": "is no reason for a traceback",
    "R10.5": "with exit code `74`",
}


# A few words for each rule, for the names of tests and checks.
TITLES = {
    "R1.1": "the board file argument", "R1.2": "no argument", "R2.1": "exit code 0 after a game",
    "R2.2": "exit code 1: no such file", "R2.3": "exit code 2: not a regular file", "R2.4": "the order of the checks",
    "R2.5": "a FIFO never blocks", "R2.6": "at most 421 bytes read", "R2.7": "one line on standard error",
    "R3.1": "the file name ends in .cfg", "R3.2": "valid and invalid names", "R4.1": "the characters of a board",
    "R4.2": "rows and line ends", "R4.3": "rows of one length", "R4.4": "1 to 20 rows and columns",
    "R4.5": "at least 2 squares", "R4.6": "a square without a mine", "R4.7": "\\r\\n, BOM, spaces: invalid",
    "R5.1": "coordinates from (1, 1)", "R5.2": "neighbours, no wrapping around", "R5.3": "the numbers",
    "R6.1": "a frame: board, then banner", "R6.2": "the board's lines", "R6.3": "the symbols", "R6.4": "the banner",
    "R6.5": "the prompt", "R6.6": "the first frame", "R6.7": "UTF-8, flushed", "R7.1": "lines and line ends",
    "R7.2": "fields and spaces", "R7.3": "numbers and their range", "R7.4": "the actions R and F",
    "R7.5": "invalid lines", "R7.6": "many lines, long lines", "R8.1": "losing", "R8.2": "revealing",
    "R8.3": "the flood fill", "R8.4": "winning", "R8.5": "moves on open squares", "R8.6": "flags",
    "R8.7": "the banner after a move", "R9.1": "after a win or a loss", "R9.2": "at the end of the input",
    "R10.1": "no traceback, hang or file left", "R10.2": "a reader that goes away", "R10.3": "Ctrl-C",
    "R10.4": "streams closed from the start", "R10.5": "streams that fail: exit code 74",
}  # fmt: skip


@dataclass
class Cause:
    """Failing parts with one shape: `rules` name it (most checks first), `checks` are the (case, rule) pairs it
    fails, `cost` the points they cost."""

    key: tuple[str, str]
    words: str
    parts: list[Observation] = field(default_factory=list)  # the first failing part of each case
    members: list[Observation] = field(default_factory=list)  # every failing part of this shape
    checks: set[tuple[str, str]] = field(default_factory=set)
    rule_counts: Counter = field(default_factory=Counter)
    cost: float = 0.0

    @property
    def rules(self) -> list[str]:
        return [rule for rule, _ in self.rule_counts.most_common()]

    @property
    def rule(self) -> str:
        return self.rules[0] if self.rules else ""

    @property
    def cases(self) -> list[str]:
        return [part.case for part in self.parts]


def find_causes(observations: list[Observation], check_value: dict[tuple[str, str], float]) -> list[Cause]:
    """The causes of the failing parts, the one that fails most checks first. `check_value` gives the points a
    failing check costs (its group's points shared by the group's checks); a check failed for several causes
    costs its points to the first."""
    causes: dict[tuple[str, str], Cause] = {}
    owner: dict[tuple[str, str], Cause] = {}
    firsts: dict[tuple[tuple[str, str], str], int] = {}  # (cause, case) -> index in cause.parts
    for part in observations:
        if part.ok:
            continue
        cause = causes.setdefault(part.key, Cause(part.key, part.words))
        cause.members.append(part)
        place = firsts.get((part.key, part.case))
        if place is None:
            firsts[(part.key, part.case)] = len(cause.parts)
            cause.parts.append(part)
        elif cause.parts[place].consequence and not part.consequence:
            cause.parts[place] = part  # the failure itself shows the cause better than what follows from it
        check = (part.case, part.rule)
        if check not in cause.checks:
            cause.checks.add(check)
            cause.rule_counts[part.rule] += 1
        if check not in owner:
            owner[check] = cause
            cause.cost += check_value.get(check, 0.0)
    for cause in causes.values():
        own = [part for part in cause.parts if not part.consequence]
        cause.words = _title(own[0].words if own else cause.words)
        best = min(cause.parts[:40], key=lambda part: (part.consequence, _size(part)))
        cause.parts.remove(best)
        cause.parts.insert(0, best)
    return sorted(causes.values(), key=lambda cause: (-len(cause.checks), -cause.cost, cause.key))


def _title(words: str, width: int = 80) -> str:
    """A failure's words as a cause's title: up to its first `: ` (or `, got`) when they are long."""
    if len(words) <= width:
        return words
    cut = min(
        (at for at in (words.find(": "), words.find(", got"), words.find(" ("), words.find(" after ")) if at >= 12),
        default=width,
    )
    return words[:cut] if cut < width else words[: width - 1] + "…"


def _size(part: Observation) -> tuple[int, int]:
    """How much room an example takes: its widest line, then its lines."""
    lines = diff_lines(part)
    return max(map(len, lines), default=0) // 20, len(lines)


# Where a part's failure is about another sentence of its rule than the usual one.
PART_PHRASES = {
    ("R6.5", "the first frame before any input"): "right before the program reads the next line",
    ("R6.5", "the prompt"): "The prompt is the single character",
    ("R9.2", "the prompt"): "no prompt",
    ("R6.3", "the squares"): "The symbol of a square is",
}


def excerpt(rule: str, width: int = 160, what: str = "") -> str:
    """The rule's text up to the end of the sentence that matters (PHRASES); when that is long, its start, `…`,
    and that sentence (cut after the clause that matters, if it is long itself)."""
    text = spec.texts().get(rule, "")
    phrase = PART_PHRASES.get((rule, what)) or PHRASES.get(rule, "")
    at = max(text.find(phrase), 0) if phrase else 0
    found = re.compile(r"[.;](?:\s|$)").search(text, at + len(phrase))
    end = found.end() if found else len(text)
    if end <= width:
        return text[:end].strip()
    begin = max(text.rfind(". ", 0, at), text.rfind("; ", 0, at))
    begin = 0 if begin < 0 else begin + 2
    sentence = text[begin:end].strip()
    if len(sentence) > width - 2:
        clause = re.compile(r"[,:—](?:\s|$)").search(text, at + len(phrase))
        stop = clause.end() if clause and clause.end() - begin <= width - 2 else begin + width - 3
        sentence = text[begin:stop].rstrip(" ,:—") + " …"
    room = width - len(sentence) - 3
    if begin == 0 or room < 20:
        return sentence if begin == 0 else "… " + sentence
    return text[:room].rstrip() + " … " + sentence


def fold(lines: list[str], least: int = 3) -> list[str]:
    """Lines with each run of `least` or more equal lines shown once, then `… the same line N times more`."""
    out: list[str] = []
    at = 0
    while at < len(lines):
        end = at
        while end + 1 < len(lines) and lines[end + 1] == lines[at]:
            end += 1
        out.append(lines[at])
        if end - at + 1 >= least:
            out.append(f"… the same line {end - at:,} times more")
        else:
            out += lines[at + 1 : end + 1]
        at = end + 1
    return out


def diff_lines(part: Observation, limit: int = 12) -> list[str]:
    """The lines of a failing part that differ, with a line of context: `-` what should be, `+` what is (a run of
    equal lines folded)."""
    if not part.expected and not part.actual:
        return [part.words] if part.words else []
    expected, actual = _visible(part.expected), _visible(part.actual)
    diff = list(difflib.unified_diff(expected, actual, "expected", "actual", lineterm="", n=1))[2:]
    diff = fold([line for line in diff if not line.startswith("@@")])
    if len(diff) > limit:
        diff = [*diff[: limit - 1], f"… ({len(diff) - limit + 1} more lines)"]
    return diff or [part.words]


def _visible(text: str) -> list[str]:
    text = text.replace("\r", "␍").replace("\x1b", "␛").replace("\t", "␉")
    return text.split("\n") if text else ["(nothing)"]
