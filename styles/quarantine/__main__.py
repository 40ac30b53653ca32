"""Minesweeper in the quarantine style: a pure core, with all I/O quarantined in deferred actions.

Every function that would touch the outside world (stat a file, read it, read a line, print a frame)
does not do it: it returns an `IO` value, a description of the action, with `bind` to say what comes
next. The game itself — parsing, moves, drawing — is pure functions on immutable values. Nothing
happens until the very last line hands the composed program to `run`, the only place where quarantined
actions are let out. Because the loop is a chain of binds, each line is read only after the previous
frame has been printed, so the game stays interactive.
"""

import os
import stat
import sys
from typing import NamedTuple

from styles import process

process.guard()

# concern: file-errors
USAGE = "usage: python -m styles.quarantine BOARD"
# end
# concern: reading-the-board
MAX_BYTES = 420  # 20 rows of 20 squares, each row with its newline
MAX_SIDE = 20
# end
# concern: parsing-input, winning, losing, end-of-input
NOT_VALID, WON, LOST, NO_INPUT = "The provided input is not valid!", "You Won!", "You Lost!", "Not enough inputs!"
# end


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

    # concern: reading-the-board
    def map(self, function):
        """This action, with the pure `function` applied to its result."""
        return Bind(self, lambda result: pure(function(result)))

    # end


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


# concern: file-errors
def look_up(path):
    """IO: the file type of `path` from its metadata (never open: a FIFO would block), or the OSError."""

    def effect():
        # concern: file-errors, reading-the-board
        try:
            return os.stat(path).st_mode
        # end
        except OSError as error:
            return error

    return IO(effect)


# end


# concern: reading-the-board
def read_head(path):
    """IO: the first MAX_BYTES + 1 bytes of the file, or the OSError."""

    def effect():
        try:
            with open(path, "rb") as file:
                return file.read(MAX_BYTES + 1)
        # end
        except OSError as error:
            return error

    # concern: reading-the-board
    return IO(effect)
    # end


# concern: drawing-a-frame
def write(text):
    """IO: print text as UTF-8 and flush it, so the player sees it before the next read."""

    def effect():
        sys.stdout.buffer.write(text.encode("utf-8"))
        sys.stdout.buffer.flush()

    return IO(effect)


# end


# concern: file-errors
def complain(message):
    """IO: one line on standard error."""
    return IO(lambda: sys.stderr.write(f"error: {message}\n"))


# end


# concern: parsing-input
def read_line():
    """IO: the next raw line of standard input (b'' at its end)."""
    return IO(lambda: sys.stdin.buffer.readline())


# end


# --- the pure core ---------------------------------------------------------------------------


# concern: file-errors
class Complaint(NamedTuple):
    """Why there is no game: the stderr message and the exit code."""

    code: int
    message: str


# end


# concern: drawing-a-frame
class Game(NamedTuple):
    """An immutable game state: the board, and what has been opened or flagged so far."""

    rows: int
    columns: int
    # end
    # concern: counting-neighbours
    mines: frozenset
    numbers: tuple  # numbers[row][column]: the mines around each square
    # end
    # concern: flood-fill
    opened: frozenset = frozenset()
    # end
    # concern: flagging
    flagged: frozenset = frozenset()
    # end
    # concern: losing, winning
    outcome: str = ""
    # end


# concern: file-errors
def name_complaint(path):
    """A Complaint when the last component of `path` is not `<something>.cfg` (R3), else None."""
    name = path.rpartition("/")[2]
    return None if len(name) > 4 and name.lower().endswith(".cfg") else Complaint(2, f"{path}: not a .cfg file name")


# end


# concern: file-errors
def stat_complaint(path, mode):
    """A Complaint for a path that does not exist or is no regular file, else None."""
    if isinstance(mode, (FileNotFoundError, NotADirectoryError)):
        return Complaint(1, f"{path}: no such file")
    if isinstance(mode, OSError):
        return Complaint(2, f"{path}: {mode.strerror}")
    # concern: file-errors, reading-the-board
    return None if stat.S_ISREG(mode) else Complaint(2, f"{path}: not a regular file")
    # end


# end


# concern: counting-neighbours, flood-fill
def around(row, column, rows, columns):
    """The squares touching (row, column)."""
    return [
        (r, c)
        for r in range(max(row - 1, 0), min(row + 2, rows))
        for c in range(max(column - 1, 0), min(column + 2, columns))
        if (r, c) != (row, column)
    ]


# end


# concern: reading-the-board
def new_game(path, data):
    """The Game in a board file's bytes (R4), or the Complaint about them."""
    if isinstance(data, OSError):
        # end
        return Complaint(2, f"{path}: {data.strerror}")
    # concern: reading-the-board
    lines = data[:-1].split(b"\n")
    if (
        len(data) > MAX_BYTES
        or not data.endswith(b"\n")
        or data.strip(b".*\n")
        or b"" in lines
        or len(lines) > MAX_SIDE
        or len(lines[0]) > MAX_SIDE
        or len(set(map(len, lines))) > 1
        or len(data) - len(lines) < 2
        or b"." not in data
    ):
        return Complaint(2, f"{path}: not a valid board")
    rows, columns = len(lines), len(lines[0])
    # end
    # concern: counting-neighbours
    mines = frozenset((r, c) for r in range(rows) for c in range(columns) if lines[r][c] == ord("*"))
    numbers = tuple(
        tuple(len(mines.intersection(around(r, c, rows, columns))) for c in range(columns)) for r in range(rows)
    )
    return Game(rows, columns, mines, numbers)
    # end


# concern: parsing-input
def strip_line_end(raw):
    """The line without its `\\n` or `\\r\\n`; None at the end of input (R7.1)."""
    if raw.endswith(b"\n"):
        return raw[:-1].removesuffix(b"\r")
    # concern: parsing-input, end-of-input
    return raw or None
    # end


# end


# concern: parsing-input
def parse_number(field, limit):
    """The 0-based index from an ASCII-digit field between 1 and `limit`, else None."""
    digits = field.lstrip(b"0")
    # bytes.isdigit() accepts only 0-9; the length test keeps int() away from huge numbers
    if not field.isdigit() or len(digits) > 2 or not 1 <= int(digits or b"0") <= limit:
        return None
    return int(digits) - 1


def parse_move(game, line):
    """(square, action) from a line of input, or None when it is not a valid move (R7)."""
    fields = [field for field in line.strip(b" ").split(b" ") if field]
    if len(fields) != 3 or fields[2] not in (b"R", b"F"):
        return None
    row, column = parse_number(fields[0], game.rows), parse_number(fields[1], game.columns)
    return None if row is None or column is None else ((row, column), fields[2])


# end


# concern: flood-fill
def reveal(game, square):
    """The game after `square` is revealed: lost on a mine, else opened with its zero region (R8)."""
    # end
    # concern: losing
    if square in game.mines:
        return game._replace(outcome=LOST), LOST
    # end
    # concern: flood-fill
    opened, pending = set(game.opened), [square]
    while pending:
        row, column = square = pending.pop()
        opened.add(square)
        if game.numbers[row][column] == 0:
            pending += [near for near in around(row, column, game.rows, game.columns) if near not in opened]
    # end
    # concern: flood-fill, winning
    won = len(opened) + len(game.mines) == game.rows * game.columns
    return game._replace(
        opened=frozenset(opened), flagged=game.flagged - opened, outcome=WON if won else ""
    ), WON if won else ""
    # end


def step(game, line):
    """The pure heart of the game: (next game, banner message) after one line of input."""
    # concern: parsing-input
    move = parse_move(game, line)
    if move is None:
        return game, NOT_VALID
    # end
    # concern: flagging, flood-fill
    square, action = move
    if square in game.opened:
        # end
        return game, ""
    # concern: flood-fill
    if action == b"R":
        return reveal(game, square)
    # end
    # concern: flagging
    return game._replace(flagged=game.flagged ^ {square}), ""
    # end


# concern: drawing-a-frame
def frame(game, message):
    """The board in box-drawing characters and the three-line banner, as one string (R6)."""

    def rule(left, middle, right):
        return left + middle.join(["───"] * game.columns) + right + "\n"

    symbols = {(r, c): str(game.numbers[r][c] or "▓") for r, c in game.opened}
    # concern: flagging, drawing-a-frame
    symbols.update(dict.fromkeys(game.flagged, "¶"))
    # end
    # concern: losing, drawing-a-frame
    symbols.update(dict.fromkeys(game.mines if game.outcome == LOST else (), "*"))
    # end
    lines = [
        "│" + "│".join(f" {symbols.get((r, c), ' ')} " for c in range(game.columns)) + "│\n" for r in range(game.rows)
    ]
    width = max(4 * game.columns - 1, len(message))
    return (
        rule("┌", "┬", "┐")
        + rule("├", "┼", "┤").join(lines)
        + rule("└", "┴", "┘")
        + f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"
    )


# end


# --- composing the program: pure functions that build actions, none performed here ----------


# concern: drawing-a-frame
def play(game, message=""):
    """IO: show the frame and the prompt, then read a line and go on with the game it leads to."""
    return write(frame(game, message) + ">").then(read_line()).bind(lambda raw: after_line(game, strip_line_end(raw)))


# end


def after_line(game, line):
    """IO: what happens after a line: the end of input, the end of the game, or the next turn."""
    # concern: end-of-input
    if line is None:
        return write(frame(game, NO_INPUT)).then(pure(0))
    # end
    # concern: parsing-input, flagging, flood-fill
    game, message = step(game, line)
    # end
    # concern: parsing-input, losing, winning
    if game.outcome:
        # end
        # concern: losing, winning
        return write(frame(game, message)).then(pure(0))
        # end
    # concern: parsing-input, drawing-a-frame
    return play(game, message)
    # end


# concern: file-errors
def load(path):
    """IO: the Game in the board file at `path`, or a Complaint; name, stat, then content (R2.4)."""
    complaint = name_complaint(path)
    if complaint:
        return pure(complaint)
    # concern: file-errors, reading-the-board
    return look_up(path).bind(lambda mode: after_look_up(path, mode))
    # end


# end


# concern: file-errors, reading-the-board
def after_look_up(path, mode):
    """IO: the Complaint about a path that is no regular file, or the Game read from it."""
    complaint = stat_complaint(path, mode)
    return pure(complaint) if complaint else read_head(path).map(lambda data: new_game(path, data))


# end


def program(argv):
    """IO: the whole program, yielding its exit code."""
    # concern: file-errors
    if len(argv) < 2:
        return complain(USAGE).then(pure(1))
    # end
    return load(argv[1]).bind(
        lambda game: complain(game.message).then(pure(game.code)) if isinstance(game, Complaint) else play(game)
    )


def main():
    """The main program: the one place where the quarantined actions are let out, in the order composed."""
    return run(program(sys.argv))


if __name__ == "__main__":
    sys.exit(main())
