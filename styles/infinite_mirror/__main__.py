"""Minesweeper by induction: every repetition is a recursion with a base case and a step.

The game loop, the flood fill, drawing rows and cells, numbering the squares and checking the rows are recursive
functions; there is no `for` or `while` loop. The input is unbounded, so the game loop recurses by halves: playing
n lines is playing n/2 lines, then n/2 more, and a million lines need a depth of about 40 calls, not a million.
"""

import os
import stat
import sys
from collections import namedtuple

from styles import process

process.guard()

MAX_BYTES, MAX_SIDE = 420, 20
INVALID, WON, LOST, NO_INPUT = "The provided input is not valid!", "You Won!", "You Lost!", "Not enough inputs!"
ENDINGS = (WON, LOST, NO_INPUT)
AROUND = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))

# around[r][c]: the neighbours of square (r, c); numbers[r][c]: how many of them are mines
Board = namedtuple("Board", "rows columns mines around numbers")
Game = namedtuple("Game", "board opened flagged message")  # squares are 0-based (row, column)


# ── The game loop: recursion over the input lines ──


def show(text):
    sys.stdout.buffer.write(text.encode())
    sys.stdout.buffer.flush()  # the player sees the frame before we wait for a line


def play_line(game):
    """Read one line and show the game after it; the end of input ends the game (R9.2)."""
    line = sys.stdin.buffer.readline()
    game = step(game, line) if line else game._replace(message=NO_INPUT)
    show(frame(game))
    return game


def play_lines(game, count):
    """The game after at most `count` more lines. Base: an ended game, or one line. Step: two halves."""
    if game.message in ENDINGS:
        return game
    if count == 1:
        return play_line(game)
    return play_lines(play_lines(game, count // 2), count - count // 2)


def play(game, count):
    """Play `count` lines; if the game goes on, play twice as many: depth grows with log(lines)."""
    game = play_lines(game, count)
    return game if game.message in ENDINGS else play(game, 2 * count)


# ── Moves ──


def flood(board, frontier, opened):
    """Base: nothing left to open. Step: open the frontier, then flood from the neighbours of its 0s (R8.3)."""
    if not frontier:
        return opened
    opened = opened | frontier
    return flood(board, next_wave(board, tuple(frontier)) - opened, opened)


def next_wave(board, squares):
    """The neighbours of the squares numbered 0: base, one square or none; step, the union of two halves.

    Halving keeps the depth at log(len(squares)) and the unions small."""
    if len(squares) > 1:
        middle = len(squares) // 2
        return next_wave(board, squares[:middle]) | next_wave(board, squares[middle:])
    if squares and number(board, squares[0]) == 0:  # a 0 has no mine around it
        return frozenset(around(board, squares[0]))
    return frozenset()


def step(game, line):
    """The game after one input line (R7, R8)."""
    move = parse_move(game.board, line)
    if move is None:
        return game._replace(message=INVALID)
    (square, action), board = move, game.board
    if square in game.opened:
        return game._replace(message="")
    if action == b"F":
        return game._replace(flagged=game.flagged ^ {square}, message="")
    if square in board.mines:
        return game._replace(message=LOST)
    opened = flood(board, frozenset({square}), game.opened)
    won = len(opened) + len(board.mines) == board.rows * board.columns
    return game._replace(opened=opened, flagged=game.flagged - opened, message=WON if won else "")


# ── Reading a move ──


def fields(text, wanted):
    """The first `wanted` fields of the text, separated by runs of ASCII spaces (R7.2)."""
    text = text.lstrip(b" ")
    if not text or wanted == 0:
        return ()
    field, _, rest = text.partition(b" ")
    return (field,) + fields(rest, wanted - 1)


def value(digits):
    """The number the ASCII digits write: ten times the number before the last digit, plus it; else None."""
    if not digits:
        return 0
    head, last = value(digits[:-1]), digits[-1:]
    return head * 10 + int(last) if head is not None and last.isdigit() else None


def coordinate(field):
    """A row or column number, or 0 (never valid) (R7.3); leading zeros go before the recursion."""
    digits = field.lstrip(b"0")
    return (value(digits) or 0) if len(digits) <= 2 else 0  # more digits are off any board


def parse_move(board, line):
    """(square, action) for a valid line (R7), else None. Four fields are asked for: a fourth is one too many."""
    text = line[:-2] if line.endswith(b"\r\n") else line.removesuffix(b"\n")
    found = fields(text, 4)
    if len(found) != 3 or found[2] not in (b"R", b"F"):
        return None
    row, column = coordinate(found[0]), coordinate(found[1])
    return ((row - 1, column - 1), found[2]) if 0 < row <= board.rows and 0 < column <= board.columns else None


# ── Drawing ──


def symbol(game, square):
    """The character in the middle of a square (R6.3)."""
    if game.message == LOST and square in game.board.mines:
        return "*"
    if square in game.opened:
        return str(number(game.board, square) or "▓")
    return "¶" if square in game.flagged else " "


def segments(middle, columns):
    """`columns` horizontal segments, joined by `middle`."""
    return "───" if columns == 1 else "───" + middle + segments(middle, columns - 1)


def rule(left, middle, right, columns):
    """A border line of the grid (R6.2)."""
    return left + segments(middle, columns) + right + "\n"


def cells(game, r, c):
    """The cells of row r from column c on, each with its left border."""
    return "│\n" if c == game.board.columns else f"│ {symbol(game, (r, c))} " + cells(game, r, c + 1)


def grid_rows(game, r, between):
    """Row r and every row below it, separated by `between` (R6.2)."""
    line = cells(game, r, 0)
    return line if r == game.board.rows - 1 else line + between + grid_rows(game, r + 1, between)


def frame(game):
    """Board, banner and, while the game goes on, the prompt (R6)."""
    columns, message = game.board.columns, game.message
    width = max(4 * columns - 1, len(message))
    grid = (
        rule("┌", "┬", "┐", columns) + grid_rows(game, 0, rule("├", "┼", "┤", columns)) + rule("└", "┴", "┘", columns)
    )
    banner = f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"
    return grid + banner + ("" if message in ENDINGS else ">")


# ── The board: mines, neighbours and numbers, built once ──


def mines_in(rows, r):
    """The mines of row r and of every row after it."""
    return frozenset() if not rows else mines_in_row(rows[0], r, 0) | mines_in(rows[1:], r + 1)


def mines_in_row(row, r, c):
    """The mines of row r from column c on."""
    if not row:
        return frozenset()
    return (frozenset({(r, c)}) if row[:1] == b"*" else frozenset()) | mines_in_row(row[1:], r, c + 1)


def table(board, value, r=0):
    """value(square) for every square, as a tuple of rows: row r, then the rows below it."""
    return () if r == board.rows else (table_row(board, value, r, 0),) + table(board, value, r + 1)


def table_row(board, value, r, c):
    """value(square) for the squares of row r, from column c on."""
    return () if c == board.columns else (value((r, c)),) + table_row(board, value, r, c + 1)


def around(board, square):
    return board.around[square[0]][square[1]]


def number(board, square):
    return board.numbers[square[0]][square[1]]


def count_mines(board, squares):
    """Base: no squares, no mines. Step: the first square's mine, plus the rest's."""
    return 0 if not squares else (squares[0] in board.mines) + count_mines(board, squares[1:])


def neighbours(board, square, offsets):
    """The squares at the given offsets from the square that lie on the board (R5.2)."""
    if not offsets:
        return ()
    (r, c), (dr, dc) = square, offsets[0]
    here = ((r + dr, c + dc),) if 0 <= r + dr < board.rows and 0 <= c + dc < board.columns else ()
    return here + neighbours(board, square, offsets[1:])


# ── Loading the board file (R2-R4) ──


class BoardError(Exception):
    """A reason the game cannot start: one line for standard error and the exit code."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


def load_board(path):
    """The Board in the file at path, checked in the order of R2.4; raises BoardError."""
    if len(path.rpartition("/")[2]) <= 4 or path[-4:].lower() != ".cfg":
        raise BoardError(2, f"error: {path}: invalid file name (expected NAME.cfg)")
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # metadata first: opening a FIFO would block
            raise BoardError(2, f"error: {path}: not a regular file")
        with open(path, "rb") as file:
            data = file.read(MAX_BYTES + 1)
    except (FileNotFoundError, NotADirectoryError):
        raise BoardError(1, f"error: {path}: no such file") from None
    except OSError:
        raise BoardError(2, f"error: {path}: cannot look up or read the file") from None
    if not is_board(data):
        raise BoardError(2, f"error: {path}: invalid board (rows of '.' and '*', each ending in a newline)")
    rows = data[:-1].split(b"\n")
    shape = Board(len(rows), len(rows[0]), mines_in(rows, 0), (), ())
    board = shape._replace(around=table(shape, lambda square: neighbours(shape, square, AROUND)))
    return board._replace(numbers=table(board, lambda square: count_mines(board, around(board, square))))


def is_board(data):
    """Whether the bytes are a valid board (R2.6, R4): bounded first, so the recursions stay shallow."""
    rows = data[:-1].split(b"\n")
    return (
        len(data) <= MAX_BYTES
        and data.endswith(b"\n")
        and len(rows) <= MAX_SIDE
        and 0 < len(rows[0]) <= MAX_SIDE
        and len(rows) * len(rows[0]) >= 2
        and same_rows(rows, len(rows[0]))
        and b"." in data
    )


def same_rows(rows, width):
    """Base: no rows left. Step: the first row has `width` squares, and so do the rest."""
    return not rows or (len(rows[0]) == width and only_squares(rows[0]) and same_rows(rows[1:], width))


def only_squares(row):
    """Base: an empty row. Step: the first byte is `.` or `*`, and so are the rest."""
    return not row or (row[:1] in (b".", b"*") and only_squares(row[1:]))


def main(argv):
    """Load the board named on the command line, show the first frame, then play the input by halves (R1, R9)."""
    if len(argv) < 2:
        raise BoardError(1, "usage: python -m styles.infinite_mirror BOARD.cfg")
    game = Game(load_board(argv[1]), frozenset(), frozenset(), "")
    show(frame(game))
    play(game, 1)


if __name__ == "__main__":
    try:
        main(sys.argv)
    except BoardError as error:
        sys.stderr.buffer.write(os.fsencode(f"{error}\n"))  # fsencode: the path's bytes as given
        sys.exit(error.code)
