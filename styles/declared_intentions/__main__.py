"""Minesweeper in the declared-intentions style: every function declares the types it accepts.

Each function below is `@typechecked` (see intentions.py): its annotations are not comments but a
contract checked on every call, and a call with the wrong types raises TypeError before the body runs.
The types are the game's vocabulary: a `Square` is a (row, column) pair, a `Board` the mines and their
numbers, a `Move` a square and an action.
"""

import collections.abc
import os
import stat
import sys
from typing import NamedTuple

from styles import process

from .intentions import typechecked

process.guard()

# concern: file-errors
USAGE = "usage: python -m styles.declared_intentions BOARD"
# end
# concern: reading-the-board
MAX_BYTES = 420  # 20 rows of 20 squares, each row with its newline
MAX_SIDE = 20
# end
# concern: parsing-input, winning, losing
NOT_VALID, WON, LOST = "The provided input is not valid!", "You Won!", "You Lost!"
# end

# concern: drawing-a-frame
Square = tuple[int, int]
# end
# concern: parsing-input
Move = tuple[Square, str]
# end


# concern: counting-neighbours
class Board(NamedTuple):
    """A valid board: its size, its mines, and the number of every square."""

    rows: int
    columns: int
    mines: frozenset[Square]
    numbers: dict[Square, int]
    around: dict[Square, tuple[Square, ...]]


# end


# concern: file-errors
class MissingBoard(Exception):
    """No board to play: no argument, or a path that does not exist (exit code 1)."""


class BadBoard(Exception):
    """A board file that cannot be played: bad name, not a regular file, unreadable, invalid (exit code 2)."""


# end


# concern: file-errors
@typechecked
def board_path(argv: list[str]) -> str:
    """The first argument; the others are ignored."""
    if len(argv) < 2:
        raise MissingBoard(USAGE)
    return argv[1]


# end


# concern: file-errors
@typechecked
def read_board_bytes(path: str) -> bytes:
    """At most MAX_BYTES bytes of the regular file `path`, checked by name, then stat, then size."""
    name = path.rpartition("/")[2]
    if len(name) <= 4 or not name.lower().endswith(".cfg"):
        raise BadBoard(f"{path}: the file name must end in .cfg")
    # concern: file-errors, reading-the-board
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # stat first: opening a FIFO would block
            # end
            raise BadBoard(f"{path}: not a regular file")
        # end
        # concern: reading-the-board
        with open(path, "rb") as file:
            data = file.read(MAX_BYTES + 1)
        # end
    # concern: file-errors
    except (FileNotFoundError, NotADirectoryError):
        raise MissingBoard(f"{path}: no such file") from None
    except OSError as error:
        raise BadBoard(f"{path}: {error.strerror}") from None
    # end
    # concern: reading-the-board
    if len(data) > MAX_BYTES:
        raise BadBoard(f"{path}: more than {MAX_BYTES} bytes")
    return data
    # end


# concern: counting-neighbours, flood-fill
@typechecked
def neighbours(square: Square, rows: int, columns: int) -> tuple[Square, ...]:
    """The up to eight squares touching `square` on a board of this size."""
    row, column = square
    return tuple(
        (r, c)
        for r in range(max(row - 1, 0), min(row + 2, rows))
        for c in range(max(column - 1, 0), min(column + 2, columns))
        if (r, c) != square
    )


# end


# concern: reading-the-board
@typechecked
def parse_board(data: bytes, path: str) -> Board:
    """The Board in a board file's bytes; BadBoard for anything R4 forbids."""
    rows = data[:-1].split(b"\n")
    if (
        not data.endswith(b"\n")
        or data.strip(b".*\n")
        or b"" in rows
        or len(rows) > MAX_SIDE
        or len(rows[0]) > MAX_SIDE
        or len(set(map(len, rows))) > 1
        or len(rows) * len(rows[0]) < 2
        or b"." not in data
    ):
        raise BadBoard(
            f"{path}: not a valid board (1 to {MAX_SIDE} equal rows of '.' and '*', "
            "each ending in a newline, at least 2 squares and one without a mine)"
        )
    height, width = len(rows), len(rows[0])
    squares = [(r, c) for r in range(height) for c in range(width)]
    # end
    # concern: counting-neighbours
    mines = frozenset(square for square in squares if rows[square[0]][square[1]] == ord("*"))
    around = {square: neighbours(square, height, width) for square in squares}
    numbers = {square: len(mines.intersection(around[square])) for square in squares}
    return Board(height, width, mines, numbers, around)
    # end


# concern: parsing-input
@typechecked
def parse_number(field: bytes, limit: int) -> int | None:
    """The 0-based index of a row or column field from 1 to `limit` (ASCII digits), else None."""
    digits = field.lstrip(b"0")
    # bytes.isdigit() knows only ASCII 0-9; two digits are enough for any board, and keep int() safe
    if not field.isdigit() or len(digits) > 2 or not 1 <= int(digits or b"0") <= limit:
        return None
    return int(digits) - 1


@typechecked
def parse_move(line: bytes, board: Board) -> Move | None:
    """The move a line of input asks for, or None when the line is not valid."""
    fields = [field for field in line.strip(b" ").split(b" ") if field]
    if len(fields) != 3 or fields[2] not in (b"R", b"F"):
        return None
    row, column = parse_number(fields[0], board.rows), parse_number(fields[1], board.columns)
    return None if row is None or column is None else ((row, column), fields[2].decode())


# end


# concern: flood-fill
@typechecked
def reveal(board: Board, opened: set[Square], flagged: set[Square], square: Square) -> str:
    """Open `square` (a zero opens its neighbours too, flags go); return the banner message."""
    # end
    # concern: losing
    if square in board.mines:
        return LOST
    # end
    # concern: flood-fill
    pending = [square]
    while pending:
        square = pending.pop()
        opened.add(square)
        flagged.discard(square)
        if board.numbers[square] == 0:
            pending.extend(around for around in board.around[square] if around not in opened)
    # end
    # concern: flood-fill, winning
    return WON if len(opened) + len(board.mines) == len(board.numbers) else ""
    # end


# concern: parsing-input
@typechecked
def play_move(board: Board, opened: set[Square], flagged: set[Square], move: Move | None) -> str:
    """Apply a move to the sets of opened and flagged squares; return the banner message."""
    if move is None:
        return NOT_VALID
    # end
    # concern: flagging, flood-fill
    square, action = move
    if square in opened:
        # end
        return ""
    # concern: flood-fill
    if action == "R":
        return reveal(board, opened, flagged, square)
    # end
    # concern: flagging
    flagged ^= {square}
    return ""
    # end


# concern: drawing-a-frame
@typechecked
def rule(left: str, middle: str, right: str, columns: int) -> str:
    """One horizontal line of the board's grid."""
    return left + middle.join(["───"] * columns) + right + "\n"


@typechecked
def frame(board: Board, opened: set[Square], flagged: set[Square], message: str) -> str:
    """The board drawn with box-drawing characters, then the three-line banner."""
    shown = {square: str(board.numbers[square] or "▓") for square in opened}
    # concern: flagging, drawing-a-frame
    shown.update((square, "¶") for square in flagged)
    # end
    # concern: losing
    if message == LOST:
        shown.update((square, "*") for square in board.mines)
    # end
    width = max(4 * board.columns - 1, len(message))
    lines = [
        "│" + "│".join(f" {shown.get((r, c), ' ')} " for c in range(board.columns)) + "│\n" for r in range(board.rows)
    ]
    return (
        rule("┌", "┬", "┐", board.columns)
        + rule("├", "┼", "┤", board.columns).join(lines)
        + rule("└", "┴", "┘", board.columns)
        + f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"
    )


# end


# concern: drawing-a-frame
@typechecked
def show(text: str) -> None:
    """Write text as UTF-8 and flush it, whatever the locale says."""
    sys.stdout.buffer.write(text.encode("utf-8"))
    sys.stdout.buffer.flush()


# end


# concern: parsing-input
@typechecked
def read_line() -> bytes | None:
    """The next input line without its line end, or None at the end of input."""
    line = sys.stdin.buffer.readline()
    if line.endswith(b"\n"):
        return line[:-1].removesuffix(b"\r")
    # concern: parsing-input, end-of-input
    return line or None
    # end


# end


@typechecked
def play(board: Board) -> None:
    """The game loop: a frame, a line, a move, until the game or the input ends."""
    # concern: drawing-a-frame
    opened: set[Square] = set()
    # end
    # concern: flagging
    flagged: set[Square] = set()
    # end
    # concern: drawing-a-frame
    message = ""
    while message not in (WON, LOST):
        show(frame(board, opened, flagged, message) + ">")
        # end
        # concern: parsing-input
        line = read_line()
        # end
        # concern: end-of-input
        if line is None:
            return show(frame(board, opened, flagged, "Not enough inputs!"))
        # end
        # concern: parsing-input, flagging, flood-fill
        message = play_move(board, opened, flagged, parse_move(line, board))
        # end
    # concern: losing, winning
    show(frame(board, opened, flagged, message))
    # end


# concern: file-errors
@typechecked
def fail(message: str, code: int) -> int:
    """Report one error line on standard error; return the exit code."""
    sys.stderr.write(f"error: {message}\n")
    return code


# end


@typechecked
def main(argv: list[str], entry: collections.abc.Callable) -> int:
    """Load the board named in `argv` and hand it to `entry`; map every outcome to an exit code."""
    try:
        entry(parse_board(read_board_bytes(board_path(argv)), argv[1]))
        # concern: drawing-a-frame
        return 0
        # end
    # concern: file-errors
    except MissingBoard as error:
        return fail(str(error), 1)
    except BadBoard as error:
        return fail(str(error), 2)
    # end


if __name__ == "__main__":
    sys.exit(main(sys.argv, play))
