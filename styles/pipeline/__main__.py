"""Minesweeper as a pipeline: pure functions, each feeding the next, composed from input to output.

    board bytes ─► parse_board ─► new_game ─► games (a lazy fold of step over the input lines)
                ─► through_the_end ─► frames ─► standard output

Every stage takes the previous stage's output as it is: only a board that can be played enters the pipe, checked
once at the input edge (`checked_board_file`, last in the file). Nothing is changed in place, and the world is
touched only at the two ends, by `main`.
"""

import os
import stat
import sys
from collections import namedtuple
from functools import reduce
from itertools import accumulate, chain

from styles import process

process.guard()

MAX_BYTES, MAX_SIDE = 420, 20
INVALID, WON, LOST, NO_INPUT = "The provided input is not valid!", "You Won!", "You Lost!", "Not enough inputs!"
ENDINGS = frozenset({WON, LOST, NO_INPUT})
EOF = None  # appended to the stream of input lines: standard input is closed

Failure = namedtuple("Failure", "code message")  # what the edge's check returns instead of a board's bytes
Board = namedtuple("Board", "rows columns mines numbers")  # numbers[r][c]: the mines around square (r, c)
Game = namedtuple("Game", "board opened flagged message")  # squares are 0-based (row, column) pairs


def compose(*stages):
    """One function that runs the stages left to right, each on the previous one's result: f, g, h -> h(g(f(x)))."""
    return lambda value: reduce(lambda result, stage: stage(result), stages, value)


# ── The board: bytes ─► Board ──


def board_rows(data):
    """The rows of a board file's bytes, without their newlines."""
    return tuple(data[:-1].split(b"\n"))


def parse_board(data):
    """The Board the bytes describe, with every square's number worked out once."""
    rows = board_rows(data)
    mines = frozenset((r, c) for r, row in enumerate(rows) for c, cell in enumerate(row) if cell == ord("*"))
    shape = Board(len(rows), len(rows[0]), mines, ())
    numbers = tuple(
        tuple(sum(n in mines for n in neighbours(shape, (r, c))) for c in range(shape.columns))
        for r in range(shape.rows)
    )
    return shape._replace(numbers=numbers)


# ── The game: a fold of step over the input lines ──


def neighbours(board, square):
    """The up to eight squares touching the square (R5.2)."""
    r, c = square
    around = ((r + i, c + j) for i in (-1, 0, 1) for j in (-1, 0, 1) if i or j)
    return ((i, j) for i, j in around if 0 <= i < board.rows and 0 <= j < board.columns)


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
        frontier = (
            frozenset(n for r, c in frontier if board.numbers[r][c] == 0 for n in neighbours(board, (r, c))) - opened
        )
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


def through_the_end(games):
    """The games up to and including the first finished one; the rest is never asked for (R9.1)."""
    for game in games:
        yield game
        if game.message in ENDINGS:
            return


# ── Rendering: Game ─► frame text ──


def symbol(game, square):
    """The character drawn in the middle of a square (R6.3)."""
    if game.message == LOST and square in game.board.mines:
        return "*"
    if square in game.opened:
        return str(game.board.numbers[square[0]][square[1]] or "▓")
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
    prompt = "" if game.message in ENDINGS else ">"
    return render_board(game) + render_banner(game.message, game.board.columns) + prompt


# ── The stages of the pipe around the fold: Board ─► Game ─► games ─► frames ──


def new_game(board):
    """The game before the first move: every square covered, an empty banner (R6.6)."""
    return Game(board, frozenset(), frozenset(), "")


def games(lines):
    """The stage Game -> the lazy stream of games, one after each input line and one at its end: a fold of step."""
    return lambda game: accumulate(chain(lines, [EOF]), step, initial=game)


def frames(finished_games):
    """The stage games -> their frames."""
    return map(frame, finished_games)


# ── The input edge: the one place that checks, and the only one that knows about failure ──


def checked_board_file(argv):
    """The bytes of the board file named by argv if it can be played, else a Failure (R1-R4).

    The checks run in the order of R2.4; the first that fails decides."""
    if len(argv) < 2:
        return Failure(1, "usage: python -m styles.pipeline BOARD.cfg")
    path = argv[1]
    if len(path.rpartition("/")[2]) <= 4 or path[-4:].lower() != ".cfg":
        return Failure(2, f"error: {path}: invalid file name (expected NAME.cfg)")
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
            data = file.read(MAX_BYTES + 1)
    except OSError:
        return Failure(2, f"error: {path}: cannot read the file")
    problem = board_problem(data)
    return Failure(2, f"error: {path}: invalid board: {problem}") if problem else data


def board_problem(data):
    """Why the bytes are not a valid board (R2.6, R4), or "" when they are one."""
    rows = board_rows(data)
    if len(data) > MAX_BYTES or not data.endswith(b"\n") or data.translate(None, b".*\n") or b"." not in data:
        return f"at most {MAX_BYTES} bytes of '.', '*' and newlines, one '.' at least, a newline last"
    if len(set(map(len, rows))) > 1 or not 0 < len(rows[0]) <= MAX_SIDE or not 2 <= len(rows) * len(rows[0]):
        return f"rows of one length, 1 to {MAX_SIDE} squares, 2 squares at least"
    return f"more than {MAX_SIDE} rows" if len(rows) > MAX_SIDE else ""


# ── The two edges and the pipe between them ──


def main(argv, stdin, stdout, stderr):
    """Check the input at the edge, then run the pipeline from the board's bytes to the frames (R2)."""
    checked = checked_board_file(argv)
    if isinstance(checked, Failure):  # a failure never enters the pipe: one line and the exit code
        stderr.write(os.fsencode(checked.message + "\n"))  # fsencode: the path's bytes as given
        return checked.code
    lines = iter(stdin.readline, b"")  # a line is read only when the next frame is asked for
    play = compose(parse_board, new_game, games(lines), through_the_end, frames)
    for text in play(checked):
        stdout.write(text.encode())
        stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv, sys.stdin.buffer, sys.stdout.buffer, sys.stderr.buffer))
