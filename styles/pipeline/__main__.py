"""Minesweeper as a pipeline: pure functions, each feeding the next, composed from input to output.

    argv ─► first_argument ─► checked_name ─► board_file ─► parse_board ─► Board   (or a Failure)
    Board, lines ─► games (a lazy fold of step over the lines) ─► frames ─► standard output

Nothing is ever changed in place: a move builds a new Game out of frozensets and tuples, and there is no
module-level state. The world is touched only at the two ends: `board_file` reads the board file, and
`main` hands the pipeline a lazy stream of input lines and writes out the frames it yields.
"""

import io
import os
import stat
import sys
from collections import namedtuple
from functools import reduce
from itertools import accumulate, chain

USAGE = "usage: python -m styles.pipeline BOARD.cfg"
MAX_BYTES, MAX_SIDE = 420, 20
INVALID, WON, LOST, NO_INPUT = "The provided input is not valid!", "You Won!", "You Lost!", "Not enough inputs!"
ENDINGS = frozenset({WON, LOST, NO_INPUT})
EOF = None  # appended to the stream of input lines: standard input is closed

Failure = namedtuple("Failure", "code message")  # an error, flowing through the rest of the pipeline
BoardFile = namedtuple("BoardFile", "path data")
Board = namedtuple("Board", "rows columns mines numbers")  # numbers[r][c]: the mines around square (r, c)
Game = namedtuple("Game", "board opened flagged message")  # squares are 0-based (row, column) pairs


# ── Loading: argv ─► Board. A stage's Failure passes through every later stage untouched. ──

def first_argument(argv):
    """The board path: the first command-line argument (R1)."""
    return argv[1] if len(argv) > 1 else Failure(1, USAGE)


def checked_name(path):
    """The path, if the text after its last `/` is NAME.cfg in any letter case (R3)."""
    name = path.rpartition("/")[2]
    if len(name) > 4 and name[-4:].lower() == ".cfg":
        return path
    return Failure(2, f"error: {path}: invalid file name (expected NAME.cfg)")


def board_file(path):
    """The path with at most MAX_BYTES + 1 bytes of the regular file it names (R2): the input edge."""
    try:
        mode = os.stat(path).st_mode  # metadata first: opening a FIFO would block
    except (FileNotFoundError, NotADirectoryError):
        return Failure(1, f"error: {path}: no such file")
    except OSError:
        return Failure(2, f"error: {path}: cannot look up the file")
    if not stat.S_ISREG(mode):
        return Failure(2, f"error: {path}: not a regular file")
    try:
        with open(path, "rb") as file:
            return BoardFile(path, file.read(MAX_BYTES + 1))
    except OSError:
        return Failure(2, f"error: {path}: cannot read the file")


def board_problem(data):
    """Why the bytes are not a valid board (R2.6, R4), or "" when they are one."""
    rows = data[:-1].split(b"\n")
    return (
        f"larger than {MAX_BYTES} bytes" if len(data) > MAX_BYTES
        else "empty file" if not data
        else "the last row does not end with a newline" if not data.endswith(b"\n")
        else "only '.', '*' and newlines are allowed" if data.translate(None, b".*\n")
        else "empty row" if not all(rows)
        else "rows of different lengths" if len(set(map(len, rows))) > 1
        else f"more than {MAX_SIDE} rows or columns" if max(len(rows), len(rows[0])) > MAX_SIDE
        else "fewer than two squares" if len(rows) * len(rows[0]) < 2
        else "every square holds a mine" if b"." not in data
        else ""
    )


def parse_board(board_file):
    """The Board the file describes, with every square's number worked out once."""
    problem = board_problem(board_file.data)
    if problem:
        return Failure(2, f"error: {board_file.path}: invalid board: {problem}")
    rows = board_file.data[:-1].split(b"\n")
    mines = frozenset((r, c) for r, row in enumerate(rows) for c, cell in enumerate(row) if cell == ord("*"))
    shape = Board(len(rows), len(rows[0]), mines, ())
    numbers = tuple(tuple(sum(n in mines for n in neighbours(shape, (r, c))) for c in range(shape.columns))
                    for r in range(shape.rows))
    return shape._replace(numbers=numbers)


def passing_failures(stage):
    """The stage, lifted so that a Failure from an earlier stage flows past it unchanged."""
    return lambda value: value if isinstance(value, Failure) else stage(value)


def compose(*stages):
    """One function that runs the stages left to right, each on the previous one's result."""
    return lambda value: reduce(lambda result, stage: passing_failures(stage)(result), stages, value)


load_board = compose(first_argument, checked_name, board_file, parse_board)


# ── The game: a fold of step over the input lines ──

def neighbours(board, square):
    """The up to eight squares touching the square (R5.2)."""
    r, c = square
    return ((i, j) for i in range(max(r - 1, 0), min(r + 2, board.rows))
            for j in range(max(c - 1, 0), min(c + 2, board.columns)) if (i, j) != square)


def chomp(line):
    """The line without its line end: a final `\\n`, and one `\\r` right before it (R7.1)."""
    return line[:-2] if line.endswith(b"\r\n") else line.removesuffix(b"\n")


def coordinate(field):
    """The value of a field of ASCII digits, or 0 (never a valid coordinate) for anything else (R7.3)."""
    digits = field.lstrip(b"0")  # leading zeros are allowed; more than two digits left is off any board
    return int(digits or b"0") if field.isdigit() and len(digits) <= 2 else 0


def parse_move(board, line):
    """(square, action) for a valid input line (R7), else None."""
    fields = tuple(filter(None, chomp(line).split(b" ")))  # only ASCII spaces separate fields
    if len(fields) != 3 or fields[2] not in (b"R", b"F"):
        return None
    row, column = coordinate(fields[0]), coordinate(fields[1])
    if 0 < row <= board.rows and 0 < column <= board.columns:
        return (row - 1, column - 1), fields[2]
    return None


def flood(board, frontier, opened):
    """Opened squares after the frontier opens, wave by wave through squares numbered 0 (R8.3)."""
    while frontier:
        opened = opened | frontier
        # a square numbered 0 has no mine around it, so its neighbours are safe to open
        frontier = frozenset(n for r, c in frontier if board.numbers[r][c] == 0
                             for n in neighbours(board, (r, c))) - opened
    return opened


def reveal(game, square):
    """The game after `R` on a covered square: lost on a mine, else opened and maybe won (R8.1–R8.4)."""
    board = game.board
    if square in board.mines:
        return game._replace(message=LOST)
    opened = flood(board, frozenset({square}), game.opened)
    won = len(opened) + len(board.mines) == board.rows * board.columns
    return game._replace(opened=opened, flagged=game.flagged - opened, message=WON if won else "")


def toggle_flag(game, square):
    """The game after `F` on a covered square (R8.6)."""
    return game._replace(flagged=game.flagged ^ {square}, message="")


def step(game, line):
    """The game after one input line, or after the end of input (EOF)."""
    if line is EOF:
        return game._replace(message=NO_INPUT)
    move = parse_move(game.board, line)
    if move is None:
        return game._replace(message=INVALID)
    square, action = move
    if square in game.opened:
        return game._replace(message="")  # R8.5: nothing to do, the frame is shown again
    return (reveal if action == b"R" else toggle_flag)(game, square)


def is_over(game):
    return game.message in ENDINGS


def through_the_end(games):
    """The games up to and including the first finished one; the rest is never asked for (R9.1)."""
    for game in games:
        yield game
        if is_over(game):
            return


# ── Rendering: Game ─► frame text ──

def symbol(game, square):
    """The character drawn in the middle of a square (R6.3)."""
    r, c = square
    if game.message == LOST and square in game.board.mines:
        return "*"
    if square in game.opened:
        return str(game.board.numbers[r][c] or "▓")
    return "¶" if square in game.flagged else " "


def grid_line(left, middle, right, cells):
    return left + middle.join(cells) + right + "\n"


def render_board(game):
    """The board drawn with box-drawing characters (R6.2)."""
    rows, columns = range(game.board.rows), range(game.board.columns)
    rule = ["───"] * game.board.columns
    lines = [grid_line("│", "│", "│", [f" {symbol(game, (r, c))} " for c in columns]) for r in rows]
    return grid_line("┌", "┬", "┐", rule) + grid_line("├", "┼", "┤", rule).join(lines) + grid_line("└", "┴", "┘", rule)


def render_banner(message, columns):
    """The message banner, as wide as the board or the message (R6.4)."""
    width = max(4 * columns - 1, len(message))
    return f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"


def frame(game):
    """Board, banner and, while the game goes on, the prompt (R6.1, R6.5)."""
    prompt = "" if is_over(game) else ">"
    return render_board(game) + render_banner(game.message, game.board.columns) + prompt


def frames(board, lines):
    """The lazy stream of frames for a stream of input lines: the whole game as one composition."""
    games = accumulate(chain(lines, [EOF]), step, initial=Game(board, frozenset(), frozenset(), ""))
    return map(frame, through_the_end(games))


# ── The edge: the only place that reads standard input and writes output ──

def main(argv, stdin, stdout, stderr):
    """Run the pipeline on the real arguments and byte streams; return the exit code (R2)."""
    board = load_board(argv)
    if isinstance(board, Failure):
        stderr.write(os.fsencode(board.message + "\n"))  # fsencode: the path's bytes as given
        return board.code
    for text in frames(board, iter(stdin.readline, b"")):  # readline is called only when a frame is shown
        stdout.write(text.encode())
        stdout.flush()
    return 0


def byte_stream(stream, closed):
    """The stream's bytes, or `closed` in its place when it was closed before we started (R10.4)."""
    return closed if stream is None else stream.buffer


if __name__ == "__main__":
    if sys.stdout is None:  # closed from the start: nowhere to draw the frames (R10.4)
        sys.exit(1)
    try:
        sys.exit(main(sys.argv, byte_stream(sys.stdin, io.BytesIO()), sys.stdout.buffer,
                      byte_stream(sys.stderr, io.BytesIO())))
    except BrokenPipeError:  # the reader of our frames went away (R10.2)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # so the exit flush stays quiet
        sys.exit(1)
    except KeyboardInterrupt:  # Ctrl-C at the prompt (R10.3)
        sys.exit(130)
