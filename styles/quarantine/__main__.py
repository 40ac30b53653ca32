"""Minesweeper in the quarantine style: a pure core, with all I/O quarantined in deferred actions.

A function that would touch the outside world (stat a file, read it, read a line, print a frame) returns an `IO`
value instead, a description of the action, with `bind` to say what comes next; the game is pure functions on
immutable values. Nothing happens until the last line hands the composed program to `run`, the one place they run.
"""

import os
import stat
import sys
from typing import NamedTuple

from styles import process

process.guard()

NOT_VALID, WON, LOST, NO_INPUT = "The provided input is not valid!", "You Won!", "You Lost!", "Not enough inputs!"


# --- the game: pure functions that compose actions, none performed here --------------------


def play(game, message=""):
    """IO: show the frame and the prompt, then read a line and go on with the game it leads to."""
    return write(frame(game, message) + ">").then(read_line()).bind(lambda raw: after_line(game, raw))


def after_line(game, raw):
    """IO: what happens after a raw line: the end of input, the end of the game, or the next turn (R7.1, R9)."""
    if not raw:
        return write(frame(game, NO_INPUT)).then(pure(0))
    game, message = step(game, raw[:-1].removesuffix(b"\r") if raw.endswith(b"\n") else raw)
    if game.outcome:
        return write(frame(game, message)).then(pure(0))
    return play(game, message)


# --- the quarantine --------------------------------------------------------------------------


class IO:
    """A deferred action: `effect()` performs it, but only `run` ever calls it."""

    def __init__(self, effect):
        self.effect = effect

    def bind(self, continuation):
        """The action that does this one, then the action `continuation(result)`."""
        return Bind(self, continuation)

    def then(self, action):
        """This action, then `action`, ignoring this one's result."""
        return Bind(self, lambda _: action)


class Bind(IO):
    """An action followed by a continuation that picks the next action from its result."""

    def __init__(self, action, continuation):
        self.action, self.continuation = action, continuation


def pure(value):
    """The action that does nothing and yields `value`."""
    return IO(lambda: value)


def run(action):
    """Perform an action and everything bound to it; its final result. A loop with its own stack of
    continuations, so that a game of thousands of moves does not nest Python calls."""
    continuations = []
    while True:
        while isinstance(action, Bind):
            continuations.append(action.continuation)
            action = action.action
        result = action.effect()
        if not continuations:
            return result
        action = continuations.pop()(result)


# --- quarantined actions: the only contact with the outside world --------------------------


def look_up(path):
    """IO: the file type of `path` from its metadata (never open: a FIFO would block), or the OSError."""

    def effect():
        try:
            return os.stat(path).st_mode
        except OSError as error:
            return error

    return IO(effect)


def read_head(path):
    """IO: the first 421 bytes of the file (a board has 420 at most), or the OSError."""

    def effect():
        try:
            with open(path, "rb") as file:
                return file.read(421)
        except OSError as error:
            return error

    return IO(effect)


def write(text):
    """IO: print text as UTF-8 and flush it, so the player sees it before the next read."""
    return IO(lambda: sys.stdout.buffer.write(text.encode("utf-8"))).then(IO(lambda: sys.stdout.buffer.flush()))


def complain(message):
    """IO: one line on standard error."""
    return IO(lambda: sys.stderr.write(f"error: {message}\n"))


def read_line():
    """IO: the next raw line of standard input (b'' at its end)."""
    return IO(lambda: sys.stdin.buffer.readline())


# --- the pure core ---------------------------------------------------------------------------


class Game(NamedTuple):
    """An immutable game state: the board, and what has been opened or flagged so far."""

    rows: int
    columns: int
    mines: frozenset
    numbers: tuple  # numbers[row][column]: the mines around each square
    opened: frozenset = frozenset()
    flagged: frozenset = frozenset()
    outcome: str = ""


def around(row, column, rows, columns):
    """The squares touching (row, column)."""
    near = ((r, c) for r in range(row - 1, row + 2) for c in range(column - 1, column + 2))
    return [(r, c) for r, c in near if (r, c) != (row, column) and 0 <= r < rows and 0 <= c < columns]


def new_game(path, data):
    """The Game in a board file's bytes (R4), or the complaint (exit code, message) about them."""
    if isinstance(data, OSError):
        return (2, f"{path}: {data.strerror}")
    lines = data[:-1].split(b"\n")
    well_formed = len(data) <= 420 and data.endswith(b"\n") and not data.strip(b".*\n") and b"" not in lines
    if not well_formed or len(lines) > 20 or len(lines[0]) > 20 or len(set(map(len, lines))) > 1:
        return (2, f"{path}: not 1 to 20 rows of one length, 1 to 20 squares of . and * each")
    if len(data) - len(lines) < 2 or b"." not in data:
        return (2, f"{path}: fewer than two squares, or none without a mine")
    rows, columns = len(lines), len(lines[0])
    mines = frozenset((r, c) for r in range(rows) for c in range(columns) if lines[r][c] == ord("*"))
    numbers = tuple(
        tuple(len(mines.intersection(around(r, c, rows, columns))) for c in range(columns)) for r in range(rows)
    )
    return Game(rows, columns, mines, numbers)


def parse_move(game, line):
    """(square, action) from a line of input, or None when it is not a valid move (R7)."""
    fields = [field for field in line.strip(b" ").split(b" ") if field]
    # bytes.isdigit() accepts only 0-9; a field of 3 digits or more past its zeros is off the board
    if len(fields) != 3 or fields[2] not in (b"R", b"F") or any(len(f.lstrip(b"0")) > 2 for f in fields[:2]):
        return None
    square = tuple(int(f[-3:]) - 1 if f.isdigit() else -1 for f in fields[:2])
    return (square, fields[2]) if 0 <= square[0] < game.rows and 0 <= square[1] < game.columns else None


def reveal(game, square):
    """The game after `square` is revealed: lost on a mine, else opened with its zero region (R8)."""
    if square in game.mines:
        return game._replace(outcome=LOST), LOST
    opened, pending = set(game.opened), [square]
    while pending:
        row, column = square = pending.pop()
        opened.add(square)
        if game.numbers[row][column] == 0:
            pending += [near for near in around(row, column, game.rows, game.columns) if near not in opened]
    outcome = WON if len(opened) + len(game.mines) == game.rows * game.columns else ""
    return game._replace(opened=frozenset(opened), flagged=game.flagged - opened, outcome=outcome), outcome


def step(game, line):
    """The pure heart of the game: (next game, banner message) after one line of input."""
    move = parse_move(game, line)
    if move is None:
        return game, NOT_VALID
    square, action = move
    if square in game.opened:
        return game, ""
    if action == b"R":
        return reveal(game, square)
    return game._replace(flagged=game.flagged ^ {square}), ""


def frame(game, message):
    """The board in box-drawing characters and the three-line banner, as one string (R6)."""

    def rule(left, middle, right):
        return left + middle.join(["───"] * game.columns) + right + "\n"

    symbols = {(r, c): str(game.numbers[r][c] or "▓") for r, c in game.opened}
    symbols.update(dict.fromkeys(game.flagged, "¶"))
    symbols.update(dict.fromkeys(game.mines if game.outcome == LOST else (), "*"))
    lines = [
        "│" + "│".join(f" {symbols.get((r, c), ' ')} " for c in range(game.columns)) + "│\n" for r in range(game.rows)
    ]
    width = max(4 * game.columns - 1, len(message))
    board = rule("┌", "┬", "┐") + rule("├", "┼", "┤").join(lines) + rule("└", "┴", "┘")
    return board + f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"


# --- the board file, composed alike ---------------------------------------------------------


def load(path):
    """IO: the Game in the board file at `path`, or a complaint (exit code, message); checked in the order of R2.4."""
    if len(path.rpartition("/")[2]) < 5 or not path.lower().endswith(".cfg"):
        return pure((2, f"{path}: not a .cfg file name"))
    return look_up(path).bind(lambda mode: after_look_up(path, mode))


def after_look_up(path, mode):
    """IO: the complaint about a path that does not exist or is no regular file, or the Game read from it."""
    if isinstance(mode, OSError):
        missing = isinstance(mode, (FileNotFoundError, NotADirectoryError))
        return pure((1 if missing else 2, f"{path}: {mode.strerror}"))
    if not stat.S_ISREG(mode):
        return pure((2, f"{path}: not a regular file"))
    return read_head(path).bind(lambda data: pure(new_game(path, data)))


def program(argv):
    """IO: the whole program, yielding its exit code."""
    if len(argv) < 2:
        return complain("usage: python -m styles.quarantine BOARD").then(pure(1))
    return load(argv[1]).bind(
        lambda game: play(game) if isinstance(game, Game) else complain(game[1]).then(pure(game[0]))
    )


if __name__ == "__main__":
    sys.exit(run(program(sys.argv)))  # the one place where the quarantined actions are let out, in the order composed
