"""A model of the core game (SPEC.md R5, R7-R9), for judging a program's frames move by move.

The transcripts say what a correct program prints; once a program's board differs from the transcript's (a
flood that did not happen, a flag on the wrong square), its later frames can only be judged against what the
rules make of *its* board. `step(board, state, line)` plays one line of input on any state, and says which rule
decides the move (`Step.rule`). The grader also replays a failing move under a few well-known misreadings of the
spec (`HYPOTHESES`: coordinates from 0, row and column swapped, neighbours that wrap around or leave out the
diagonals): when one of them gives exactly the program's frame, that misreading is the cause, and its rule is
named. tests/test_grade.py proves that the model plays every core transcript exactly as the transcript says.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field, replace

Square = tuple[int, int]  # (row, column), from (1, 1)
INVALID = "The provided input is not valid!"
WON, LOST, NOT_ENOUGH = "You Won!", "You Lost!", "Not enough inputs!"
MESSAGES = ("", INVALID, WON, LOST, NOT_ENOUGH)
DIGITS = b"0123456789"
LONG = 1000  # bytes: a line longer than this tests R7.6 (a line of any length)
WHITE = b"\t\v\f\r\x1c\x1d\x1e\x1f\x85\xa0"  # white space other than the ASCII space (bytes as they come)


@dataclass(frozen=True)
class Rules:
    """How the game reads coordinates and finds neighbours: the spec's way, or a misreading of it."""

    coordinates: str = "spec"  # "spec" (from 1, row first), "zero" (from 0), "swapped" (column first)
    neighbours: str = "spec"  # "spec", "torus" (wrap around), "negative" (wrap at the top and left only), "cross"


SPEC_RULES = Rules()


@dataclass(frozen=True)
class Hypothesis:
    rules: Rules
    rule: str  # the SPEC rule it misreads
    words: str  # what the program does, for the report


HYPOTHESES = (
    Hypothesis(Rules(coordinates="zero"), "R5.1", "it numbers the squares from (0, 0), not (1, 1)"),
    Hypothesis(Rules(coordinates="swapped"), "R5.1", "it takes the column first, then the row"),
    Hypothesis(Rules(neighbours="torus"), "R5.2", "its neighbours wrap around the edges of the board"),
    Hypothesis(Rules(neighbours="negative"), "R5.2", "its neighbours wrap around the top and left edges"),
    Hypothesis(Rules(neighbours="cross"), "R5.2", "its neighbours leave out the four diagonals"),
)


@dataclass(frozen=True)
class Board:
    rows: int
    columns: int
    mines: frozenset[Square]

    @staticmethod
    def parse(content: bytes) -> Board | None:
        """The board of a valid board file (R4), else None."""
        if not content.endswith(b"\n") or content.strip(b".*\n") or len(content) > 420:
            return None
        lines = content[:-1].split(b"\n")
        width = len(lines[0])
        if not width or any(len(line) != width for line in lines) or len(lines) > 20 or width > 20:
            return None
        if len(lines) * width < 2 or b"." not in content:
            return None
        mines = {(r + 1, c + 1) for r, line in enumerate(lines) for c, char in enumerate(line) if char == ord("*")}
        return Board(len(lines), width, frozenset(mines))

    @property
    def squares(self) -> list[Square]:
        return [(r, c) for r in range(1, self.rows + 1) for c in range(1, self.columns + 1)]

    def neighbours(self, square: Square, rules: Rules = SPEC_RULES) -> list[Square]:
        return _neighbours(self.rows, self.columns, square, rules.neighbours)

    def number(self, square: Square, rules: Rules = SPEC_RULES) -> int:
        return sum(other in self.mines for other in self.neighbours(square, rules))


@functools.cache
def _neighbours(rows: int, columns: int, square: Square, kind: str) -> list[Square]:
    """R5.2, or a misreading of it. A misreading keeps the repeats a program written that way would count."""
    row, column = square
    found = []
    for r in (row - 1, row, row + 1):
        for c in (column - 1, column, column + 1):
            if (r, c) == square or (kind == "cross" and r != row and c != column):
                continue
            if kind == "torus":
                found.append(((r - 1) % rows + 1, (c - 1) % columns + 1))
            elif kind == "negative" and r <= rows and c <= columns:
                found.append(((r - 1) % rows + 1, (c - 1) % columns + 1))
            elif 1 <= r <= rows and 1 <= c <= columns:
                found.append((r, c))
    return found


@dataclass(frozen=True)
class State:
    opened: frozenset[Square] = frozenset()
    flags: frozenset[Square] = frozenset()
    lost: bool = False
    over: bool = False
    message: str = ""


@dataclass(frozen=True)
class Move:
    square: Square
    action: str  # "R" or "F"


@dataclass(frozen=True)
class Reading:
    """What a line of input is (R7): a move, or None, and the rule that decides it (for an invalid line, the
    rule it breaks; for a valid one, the rule of any unusual form it has, else "")."""

    move: Move | None
    rule: str
    why: str = ""


def read_line(line: bytes, board: Board, rules: Rules = SPEC_RULES) -> Reading:
    """R7.1-R7.5 for one line, without its line end."""
    if any(byte in WHITE for byte in line) or b"\x00" in line:
        rule = "R7.1" if b"\r" in line and not any(byte in WHITE.replace(b"\r", b"") for byte in line) else "R7.2"
        return Reading(None, rule, "a character other than digits, R, F and spaces")
    words = [word for word in line.split(b" ") if word]
    if not words:
        return Reading(None, "R7.5", "an empty line")
    if len(words) != 3:
        return Reading(None, "R7.6" if len(line) > LONG else "R7.2", f"{len(words)} fields, not 3")
    if words[2] not in (b"R", b"F"):
        return Reading(None, "R7.4", "an action other than R and F")
    numbers = []
    for word in words[:2]:
        if any(byte not in DIGITS for byte in word):
            return Reading(None, "R7.3", "a number that is not ASCII digits")
        digits = word.lstrip(b"0")
        numbers.append(int(digits) if 0 < len(digits) <= 3 else (0 if not digits else 10**6))
    row, column = numbers
    if rules.coordinates == "zero":
        row, column = row + 1, column + 1
    elif rules.coordinates == "swapped":
        row, column = column, row
    if not (1 <= row <= board.rows and 1 <= column <= board.columns):
        return Reading(None, "R7.3", "a square outside the board")
    unusual = ""
    if any(len(word) > 1 and word.startswith(b"0") for word in words[:2]):
        unusual = "R7.3"
    elif len(line) > LONG:
        unusual = "R7.6"
    elif line != b" ".join(words):
        unusual = "R7.2"
    return Reading(Move((row, column), words[2].decode()), unusual)


@dataclass(frozen=True)
class Step:
    """One line played: the new state, the rule that decides the squares (`rule`), and how the line was read."""

    state: State
    rule: str
    reading: Reading | None = None
    opened: frozenset[Square] = field(default=frozenset())


def step(board: Board, state: State, line: bytes | None, rules: Rules = SPEC_RULES) -> Step:
    """Play one line (None: the end of input) on `state` (R7-R9)."""
    if line is None:
        return Step(replace(state, over=True, message=NOT_ENOUGH), "R9.2")
    ending = not line.endswith(b"\n") or line.endswith(b"\r\n")  # a line end that R7.1 is about
    if line.endswith(b"\n"):
        line = line[:-1].removesuffix(b"\r")
    reading = read_line(line, board, rules)
    if ending and reading.move is not None and not reading.rule:
        reading = replace(reading, rule="R7.1")
    if reading.move is None:
        return Step(replace(state, message=INVALID), reading.rule, reading)
    square, action = reading.move.square, reading.move.action
    if square in state.opened:
        return Step(replace(state, message=""), "R8.5", reading)
    if action == "F":
        return Step(replace(state, flags=state.flags ^ {square}, message=""), "R8.6", reading)
    if square in board.mines:
        return Step(replace(state, lost=True, over=True, message=LOST), "R8.1", reading)
    opened, flags, waiting = set(state.opened), set(state.flags), [square]
    flooded = False
    while waiting:
        square = waiting.pop()
        if square in opened or square in board.mines:
            continue
        opened.add(square)
        flags.discard(square)
        if board.number(square, rules) == 0:
            flooded = True
            waiting.extend(board.neighbours(square, rules))
    won = len(opened) == board.rows * board.columns - len(board.mines)
    new = State(frozenset(opened), frozenset(flags), False, won, WON if won else "")
    return Step(new, "R8.3" if flooded else "R8.2", reading, frozenset(opened) - state.opened)


def symbols(board: Board, state: State, rules: Rules = SPEC_RULES) -> list[list[str]]:
    """The symbol of every square (R6.3), row by row."""
    grid = []
    for r in range(1, board.rows + 1):
        row = []
        for c in range(1, board.columns + 1):
            square = (r, c)
            if state.lost and square in board.mines:
                row.append("*")
            elif square in state.opened:
                number = board.number(square, rules)
                row.append(str(number) if number else "▓")
            elif square in state.flags:
                row.append("¶")
            else:
                row.append(" ")
        grid.append(row)
    return grid


def kind(symbol: str) -> str:
    """What a symbol says about its square: covered, flag, open, mine, or unknown (not a symbol of R6.3)."""
    if symbol == " ":
        return "covered"
    if symbol == "¶":
        return "flag"
    if symbol == "*":
        return "mine"
    if symbol == "▓" or (len(symbol) == 1 and symbol in "12345678"):
        return "open"
    return "unknown"


def state_shown(board: Board, grid: list[list[str]], like: State) -> State:
    """The state a program's frame shows, with `like` filling in the squares whose symbol says nothing."""
    opened, flags = set(like.opened), set(like.flags)
    for r, row in enumerate(grid, 1):
        for c, symbol in enumerate(row, 1):
            found = kind(symbol)
            if found == "unknown" or found == "mine":
                continue
            (opened.add if found == "open" else opened.discard)((r, c))
            (flags.add if found == "flag" else flags.discard)((r, c))
    shown_mines = any(symbol == "*" for row in grid for symbol in row)
    return State(frozenset(opened), frozenset(flags), like.lost or shown_mines, like.over, like.message)
