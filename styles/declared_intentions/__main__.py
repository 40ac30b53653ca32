"""Minesweeper in the declared-intentions style: every function declares the types it accepts.

Each function is `@typechecked` (intentions.py): its annotations are a contract checked on every call, and a call
with the wrong types raises TypeError before the body runs. The types are the game's vocabulary: a `Square` is a
(row, column) pair, a `Board` the mines and their numbers, a `Move` a square and an action.
"""

import collections.abc
import os
import stat
import sys
from typing import NamedTuple

from styles import process

from .intentions import typechecked

process.guard()

NOT_VALID, WON, LOST = "The provided input is not valid!", "You Won!", "You Lost!"

Square = tuple[int, int]
Move = tuple[Square, str]


class Board(NamedTuple):
    """A valid board: its size, its mines, and the number of every square."""

    rows: int
    columns: int
    mines: frozenset[Square]
    numbers: dict[Square, int]


@typechecked
def play(board: Board) -> None:
    """The game loop: a frame, a line, a move, until the game or the input ends."""
    opened, flagged, message = set[Square](), set[Square](), ""
    while message not in (WON, LOST):
        show(frame(board, opened, flagged, message) + ">")
        line = sys.stdin.buffer.readline()  # bytes: a lone b"\r" ends no line (R7.1)
        if not line:
            return show(frame(board, opened, flagged, "Not enough inputs!"))
        message = play_move(board, opened, flagged, parse_move(line, board))
    show(frame(board, opened, flagged, message))


@typechecked
def parse_move(line: bytes, board: Board) -> Move | None:
    """The move a line of input (its line end included) asks for, or None when the line is not valid (R7)."""
    line = line[:-1].removesuffix(b"\r") if line.endswith(b"\n") else line
    fields = [field for field in line.strip(b" ").split(b" ") if field]
    # bytes.isdigit() knows only ASCII 0-9; two digits past the zeros are enough for any board, and keep int() safe
    numbers = len(fields) == 3 and all(field.isdigit() and len(field.lstrip(b"0")) < 3 for field in fields[:2])
    if not numbers or fields[2] not in (b"R", b"F"):
        return None
    square = int(fields[0][-3:]) - 1, int(fields[1][-3:]) - 1
    return (square, fields[2].decode()) if square in board.numbers else None


@typechecked
def play_move(board: Board, opened: set[Square], flagged: set[Square], move: Move | None) -> str:
    """Apply a move to the sets of opened and flagged squares; return the banner message."""
    if move is None:
        return NOT_VALID
    square, action = move
    if square in opened:
        return ""
    if action == "R":
        return reveal(board, opened, flagged, square)
    flagged ^= {square}
    return ""


@typechecked
def reveal(board: Board, opened: set[Square], flagged: set[Square], square: Square) -> str:
    """Open `square` (a zero opens its neighbours too, flags go); return the banner message."""
    if square in board.mines:
        return LOST
    pending = [square]
    while pending:
        square = pending.pop()
        opened.add(square)
        flagged.discard(square)
        if board.numbers[square] == 0:
            pending.extend(near for near in neighbours(square, board.rows, board.columns) if near not in opened)
    return WON if len(opened) + len(board.mines) == len(board.numbers) else ""


@typechecked
def neighbours(square: Square, rows: int, columns: int) -> tuple[Square, ...]:
    """The up to eight squares touching `square` on a board of this size."""
    near = ((square[0] + dr, square[1] + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc)
    return tuple((r, c) for r, c in near if 0 <= r < rows and 0 <= c < columns)


@typechecked
def frame(board: Board, opened: set[Square], flagged: set[Square], message: str) -> str:
    """The board drawn with box-drawing characters, then the three-line banner."""
    shown = {square: str(board.numbers[square] or "▓") for square in opened}
    shown.update((square, "¶") for square in flagged)
    shown.update((square, "*") for square in (board.mines if message == LOST else ()))
    lines = [f"│ {' │ '.join(shown.get((r, c), ' ') for c in range(board.columns))} │\n" for r in range(board.rows)]
    rule, width = ["───"] * board.columns, max(4 * board.columns - 1, len(message))
    grid = "┌" + "┬".join(rule) + "┐\n" + ("├" + "┼".join(rule) + "┤\n").join(lines) + "└" + "┴".join(rule) + "┘\n"
    return grid + f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"


@typechecked
def show(text: str) -> None:
    """Write text as UTF-8 and flush it, whatever the locale says."""
    sys.stdout.buffer.write(text.encode("utf-8"))
    sys.stdout.buffer.flush()


# --- the board file ---------------------------------------------------------------------------------


class MissingBoard(Exception):
    """No board to play: no argument, or a path that does not exist (exit code 1)."""


class BadBoard(Exception):
    """A board file that cannot be played: bad name, not a regular file, unreadable, invalid (exit code 2)."""


@typechecked
def read_board_bytes(path: str) -> bytes:
    """The first 421 bytes of the regular file `path`, checked by name, then stat (R2.4, R2.5)."""
    name = path.rpartition("/")[2]
    if len(name) <= 4 or not name.lower().endswith(".cfg"):
        raise BadBoard(f"{path}: the file name must end in .cfg")
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # stat first: opening a FIFO would block
            raise BadBoard(f"{path}: not a regular file")
        with open(path, "rb") as file:
            data = file.read(421)
    except (FileNotFoundError, NotADirectoryError):
        raise MissingBoard(f"{path}: no such file") from None
    except OSError as error:
        raise BadBoard(f"{path}: {error.strerror}") from None
    return data


@typechecked
def parse_board(data: bytes, path: str) -> Board:
    """The Board in a board file's bytes; BadBoard for anything R4 forbids."""
    rows = data[:-1].split(b"\n")
    if len(data) > 420 or not data.endswith(b"\n") or data.strip(b".*\n") or b"" in rows or len(rows) > 20:
        raise BadBoard(f"{path}: not 1 to 20 rows of '.' and '*' in 420 bytes, each ending in a newline")
    if len(rows[0]) > 20 or len(set(map(len, rows))) > 1 or len(rows) * len(rows[0]) < 2 or b"." not in data:
        raise BadBoard(f"{path}: not rows of 1 to 20 squares, one length, 2 squares at least, one without a mine")
    height, width = len(rows), len(rows[0])
    squares = [(r, c) for r in range(height) for c in range(width)]
    mines = frozenset(square for square in squares if rows[square[0]][square[1]] == ord("*"))
    numbers = {square: len(mines.intersection(neighbours(square, height, width))) for square in squares}
    return Board(height, width, mines, numbers)


@typechecked
def main(argv: list[str], entry: collections.abc.Callable) -> int:
    """Load the board named in `argv` and hand it to `entry`; map every outcome to an exit code."""
    try:
        if len(argv) < 2:
            raise MissingBoard("usage: python -m styles.declared_intentions BOARD")
        entry(parse_board(read_board_bytes(argv[1]), argv[1]))
        return 0
    except (MissingBoard, BadBoard) as error:
        sys.stderr.write(f"error: {error}\n")
        return 1 if isinstance(error, MissingBoard) else 2


if __name__ == "__main__":
    sys.exit(main(sys.argv, play))
