"""Minesweeper as a pipeline: pure functions, each feeding the next, composed from input to output.

    board bytes ─► parse_board ─► new_game ─► games (a lazy fold of step over the input lines)
                ─► through_the_end ─► frames ─► standard output

Every stage takes the previous stage's output as it is: no stage knows about errors, because only a board that
can be played ever enters the pipe. The check happens once, at the input edge (`checked_board_file`), and a
failure there never reaches a stage. Nothing is changed in place: a move builds a new Game out of frozensets
and tuples, and there is no module-level state. The world is touched only at the two ends: the edge reads the
board file, and `main` hands the pipeline a lazy stream of input lines and writes out the frames it yields.
"""

import os
import stat
import sys
from collections import namedtuple
from functools import reduce
from itertools import accumulate, chain

from styles import process

process.guard()

# concern: file-errors
USAGE = "usage: python -m styles.pipeline BOARD.cfg"
# end
# concern: reading-the-board
MAX_BYTES, MAX_SIDE = 420, 20
# end
# concern: parsing-input, winning, losing, end-of-input
INVALID, WON, LOST, NO_INPUT = "The provided input is not valid!", "You Won!", "You Lost!", "Not enough inputs!"
# end
# concern: winning, losing, end-of-input
ENDINGS = frozenset({WON, LOST, NO_INPUT})
# end
# concern: end-of-input
EOF = None  # appended to the stream of input lines: standard input is closed
# end

# concern: file-errors
Failure = namedtuple("Failure", "code message")  # what the edge's check returns instead of a board's bytes
# end
# concern: reading-the-board, counting-neighbours
Board = namedtuple("Board", "rows columns mines numbers")  # numbers[r][c]: the mines around square (r, c)
# end
# concern: drawing-a-frame
Game = namedtuple("Game", "board opened flagged message")  # squares are 0-based (row, column) pairs
# end


# concern: drawing-a-frame
def compose(*stages):
    """One function that runs the stages left to right, each on the previous one's result: f, g, h -> h(g(f(x)))."""
    return lambda value: reduce(lambda result, stage: stage(result), stages, value)
    # end


# ── The board: bytes ─► Board ──


# concern: reading-the-board
def board_rows(data):
    """The rows of a board file's bytes, without their newlines."""
    return tuple(data[:-1].split(b"\n"))


def parse_board(data):
    """The Board the bytes describe, with every square's number worked out once."""
    rows = board_rows(data)
    mines = frozenset((r, c) for r, row in enumerate(rows) for c, cell in enumerate(row) if cell == ord("*"))
    shape = Board(len(rows), len(rows[0]), mines, ())
    # end
    # concern: counting-neighbours
    numbers = tuple(
        tuple(sum(n in mines for n in neighbours(shape, (r, c))) for c in range(shape.columns))
        for r in range(shape.rows)
    )
    return shape._replace(numbers=numbers)
    # end


# ── The game: a fold of step over the input lines ──


# concern: counting-neighbours, flood-fill
def neighbours(board, square):
    """The up to eight squares touching the square (R5.2)."""
    r, c = square
    return (
        (i, j)
        for i in range(max(r - 1, 0), min(r + 2, board.rows))
        for j in range(max(c - 1, 0), min(c + 2, board.columns))
        if (i, j) != square
    )
    # end


# concern: parsing-input
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
    # end


# concern: flood-fill
def flood(board, frontier, opened):
    """Opened squares after the frontier opens, wave by wave through squares numbered 0 (R8.3)."""
    while frontier:
        opened = opened | frontier
        # a square numbered 0 has no mine around it, so its neighbours are safe to open
        frontier = (
            frozenset(n for r, c in frontier if board.numbers[r][c] == 0 for n in neighbours(board, (r, c))) - opened
        )
    return opened
    # end


def reveal(game, square):
    """The game after `R` on a covered square: lost on a mine, else opened and maybe won (R8.1–R8.4)."""
    board = game.board
    # concern: losing
    if square in board.mines:
        return game._replace(message=LOST)
    # end
    # concern: flood-fill
    opened = flood(board, frozenset({square}), game.opened)
    # end
    # concern: winning
    won = len(opened) + len(board.mines) == board.rows * board.columns
    # end
    # concern: flood-fill, winning
    return game._replace(opened=opened, flagged=game.flagged - opened, message=WON if won else "")
    # end


# concern: flagging
def toggle_flag(game, square):
    """The game after `F` on a covered square (R8.6)."""
    return game._replace(flagged=game.flagged ^ {square}, message="")
    # end


def step(game, line):
    """The game after one input line, or after the end of input (EOF)."""
    # concern: end-of-input
    if line is EOF:
        return game._replace(message=NO_INPUT)
    # end
    # concern: parsing-input
    move = parse_move(game.board, line)
    if move is None:
        return game._replace(message=INVALID)
    # end
    square, action = move
    if square in game.opened:
        return game._replace(message="")  # R8.5: nothing to do, the frame is shown again
    # concern: flagging, flood-fill
    return (reveal if action == b"R" else toggle_flag)(game, square)
    # end


# concern: winning, losing, end-of-input
def is_over(game):
    return game.message in ENDINGS


def through_the_end(games):
    """The games up to and including the first finished one; the rest is never asked for (R9.1)."""
    for game in games:
        yield game
        if is_over(game):
            return
    # end


# ── Rendering: Game ─► frame text ──


# concern: drawing-a-frame
def symbol(game, square):
    """The character drawn in the middle of a square (R6.3)."""
    r, c = square
    # concern: losing
    if game.message == LOST and square in game.board.mines:
        return "*"
    # end
    if square in game.opened:
        return str(game.board.numbers[r][c] or "▓")
    # concern: flagging, drawing-a-frame
    return "¶" if square in game.flagged else " "
    # end


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
    # end


# ── The stages of the pipe around the fold: Board ─► Game ─► games ─► frames ──


# concern: drawing-a-frame
def new_game(board):
    """The game before the first move: every square covered, an empty banner (R6.6)."""
    return Game(board, frozenset(), frozenset(), "")


def games(lines):
    """The stage Game -> the lazy stream of games, one after each input line and one at its end: a fold of step."""
    # concern: drawing-a-frame, end-of-input
    return lambda game: accumulate(chain(lines, [EOF]), step, initial=game)
    # end


def frames(finished_games):
    """The stage games -> their frames."""
    return map(frame, finished_games)
    # end


# ── The input edge: the one place that checks, and the only one that knows about failure ──


def checked_board_file(argv):
    """The bytes of the board file named by argv if it can be played, else a Failure (R1-R4).

    The checks run in the order of R2.4; the first that fails decides."""
    # concern: file-errors
    if len(argv) < 2:
        return Failure(1, USAGE)
    path = argv[1]
    name = path.rpartition("/")[2]
    if len(name) <= 4 or name[-4:].lower() != ".cfg":
        return Failure(2, f"error: {path}: invalid file name (expected NAME.cfg)")
    # concern: file-errors, reading-the-board
    try:
        mode = os.stat(path).st_mode  # metadata first: opening a FIFO would block
    # end
    except (FileNotFoundError, NotADirectoryError):
        return Failure(1, f"error: {path}: no such file")
    except OSError:
        return Failure(2, f"error: {path}: cannot look up the file")
    if not stat.S_ISREG(mode):
        return Failure(2, f"error: {path}: not a regular file")
    # end
    # concern: reading-the-board
    try:
        with open(path, "rb") as file:
            data = file.read(MAX_BYTES + 1)
    # end
    except OSError:
        return Failure(2, f"error: {path}: cannot read the file")
    # concern: reading-the-board
    problem = board_problem(data)
    # concern: reading-the-board, file-errors
    return Failure(2, f"error: {path}: invalid board: {problem}") if problem else data
    # end
    # end


# concern: reading-the-board
def board_problem(data):
    """Why the bytes are not a valid board (R2.6, R4), or "" when they are one."""
    rows = board_rows(data)
    # fmt: off
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
    # fmt: on
    # end


# ── The two edges and the pipe between them ──


def main(argv, stdin, stdout, stderr):
    """Check the input at the edge, then run the pipeline from the board's bytes to the frames (R2)."""
    # concern: file-errors
    # concern: reading-the-board, file-errors
    checked = checked_board_file(argv)
    # end
    if isinstance(checked, Failure):  # a failure never enters the pipe: one line and the exit code
        stderr.write(os.fsencode(checked.message + "\n"))  # fsencode: the path's bytes as given
        return checked.code
    # end
    # concern: drawing-a-frame
    # concern: drawing-a-frame, parsing-input
    lines = iter(stdin.readline, b"")  # a line is read only when the next frame is asked for
    # end
    play = compose(parse_board, new_game, games(lines), through_the_end, frames)
    for text in play(checked):
        stdout.write(text.encode())
        stdout.flush()
    return 0
    # end


if __name__ == "__main__":
    sys.exit(main(sys.argv, sys.stdin.buffer, sys.stdout.buffer, sys.stderr.buffer))
