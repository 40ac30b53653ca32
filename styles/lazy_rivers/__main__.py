"""Minesweeper in the lazy-rivers style: the game is a chain of generators.

    lines(stdin) -> moves() -> states() -> frames() -> stdout

Nothing is computed before it is asked for. The loop at the bottom pulls one frame at a time, writes it
and flushes it. Only then does it pull the next frame, and only then is the next input line read.
"""

import os
import stat
import sys
from collections import namedtuple
from functools import partial
from itertools import chain, islice, product

from styles import process

process.guard()

# concern: counting-neighbours, drawing-a-frame
Board = namedtuple("Board", "rows columns mines numbers")
# end
# concern: drawing-a-frame
State = namedtuple("State", "opened flagged message")  # the message says whether the game is over
# end
# concern: parsing-input
Move = namedtuple("Move", "row col action")
# end

# concern: parsing-input
INVALID = "The provided input is not valid!"
# end
# concern: losing
LOST = "You Lost!"
# end
# concern: end-of-input, losing, winning
ENDINGS = ("You Won!", LOST, "Not enough inputs!")  # the messages that end the game
# end


# --- the river: lines -> moves -> states -> frames ------------------------------------------------


# concern: parsing-input
def lines(stream):
    """Input lines without their line end (R7.1), read one at a time, only when the next one is pulled."""
    while line := stream.readline():
        yield line[:-1].removesuffix(b"\r") if line.endswith(b"\n") else line


def moves(board, lines):
    """Each line as a Move on the board, or None when it is not valid (R7)."""
    for line in lines:
        fields = [field for field in line.split(b" ") if field]
        if len(fields) != 3 or fields[2] not in (b"R", b"F") or not (fields[0] + fields[1]).isdigit():
            yield None
            continue
        row, col = (field.lstrip(b"0") or b"0" for field in fields[:2])
        if len(row) > 2 or len(col) > 2:  # never int() an unbounded string; 3 digits are off the board anyway
            yield None
        elif 1 <= int(row) <= board.rows and 1 <= int(col) <= board.columns:
            yield Move(int(row), int(col), fields[2])
        else:
            yield None


# end


# concern: flood-fill
def flood(board, square):
    """The squares a reveal of `square` opens: breadth-first through the squares numbered 0 (R8.3)."""
    seen, frontier = {square}, [square]
    while frontier:
        yield from frontier
        frontier = {n for s in frontier if board.numbers[s] == 0 for n in neighbours(board, s)} - seen
        seen |= frontier


# end


# concern: parsing-input
def step(board, state, move):
    """The state after one move (R8)."""
    if move is None:
        return state._replace(message=INVALID)
    # end
    # concern: flagging, flood-fill, losing
    square = (move.row, move.col)
    if square in state.opened:
        # end
        return state._replace(message="")
    # concern: flagging
    if move.action == b"F":
        return state._replace(flagged=state.flagged ^ {square}, message="")
    # end
    # concern: losing
    if square in board.mines:
        return state._replace(message=LOST)
    # end
    # concern: flood-fill
    opened = state.opened.union(flood(board, square))
    # end
    # concern: winning
    won = len(opened) == board.rows * board.columns - len(board.mines)
    # end
    # concern: flood-fill, winning
    return state._replace(opened=opened, flagged=state.flagged - opened, message="You Won!" if won else "")
    # end


# concern: drawing-a-frame
def states(board, moves):
    """The opening state, then one state per move; stops pulling moves once the game is over (R9)."""
    state = State(frozenset(), frozenset(), "")
    yield state
    for move in moves:
        # end
        # concern: parsing-input, flagging, flood-fill
        state = step(board, state, move)
        yield state
        if state.message in ENDINGS:
            # end
            # concern: losing, winning
            return
            # end
    # concern: end-of-input
    yield state._replace(message="Not enough inputs!")
    # end


# concern: drawing-a-frame
def symbol(board, state, square):
    # concern: losing
    if state.message == LOST and square in board.mines:
        return "*"
    # end
    # concern: flagging
    if square in state.flagged:
        return "¶"
    # end
    if square not in state.opened:
        return " "
    return str(board.numbers[square] or "▓")


# end


# concern: drawing-a-frame
def frame_lines(board, state):
    """The lines of one frame: the board, then the banner (R6)."""

    def rule(left, middle, right):
        return left + middle.join("───" for _ in range(board.columns)) + right

    rows = (
        "│" + "│".join(f" {symbol(board, state, (r, c))} " for c in range(1, board.columns + 1)) + "│"
        for r in range(1, board.rows + 1)
    )
    separators = chain((rule("├", "┼", "┤") for _ in range(board.rows - 1)), [rule("└", "┴", "┘")])
    width = max(4 * board.columns - 1, len(state.message))
    yield rule("┌", "┬", "┐")
    yield from chain.from_iterable(zip(rows, separators, strict=True))
    yield from ("╔" + "═" * width + "╗", "║" + state.message.ljust(width) + "║", "╚" + "═" * width + "╝")


def frames(board, states):
    """Each state drawn as UTF-8 bytes, with the prompt while the game goes on."""
    for state in states:
        prompt = "" if state.message in ENDINGS else ">"
        yield ("".join(line + "\n" for line in frame_lines(board, state)) + prompt).encode()


# end


# concern: file-errors
class BoardError(Exception):
    """A board that cannot be played: carries the exit code and the one-line message."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


# end


# --- the board: bytes in, Board out, before the river starts -----------------------------------------


# concern: file-errors
def board_bytes(path):
    """The raw board file, checked in the order of R2.4: the name, then whatever `file_river` finds, then the size.
    Of the river of the file's bytes no more than 421 are pulled, one more than the largest board: a file of any
    size, /dev/zero behind a link included, is answered at once (R2.6)."""
    name = path.rsplit("/", 1)[-1]
    if not (name[:-4] and name[-4:].lower() == ".cfg"):
        raise BoardError(2, f"{path}: invalid file name (expected NAME.cfg)")
    # end
    # concern: file-errors, reading-the-board
    data = b"".join(islice(file_river(path), 421))
    # end
    # concern: reading-the-board
    if len(data) > 420:
        raise BoardError(2, f"{path}: file too large for a 20x20 board")
    return data
    # end


# concern: file-errors, reading-the-board
def file_river(path):
    """The bytes of the file at `path`, streamed one at a time and read only as they are pulled. Before the first,
    the path's kind is looked up without opening it (R2.5: opening a FIFO would block): a missing path or one that
    is no regular file raises BoardError instead."""
    try:
        regular = stat.S_ISREG(os.stat(path).st_mode)
    # end
    # concern: file-errors
    except (FileNotFoundError, NotADirectoryError):
        raise BoardError(1, f"{path}: no such file") from None
    except OSError as error:
        raise BoardError(2, f"{path}: cannot look up the file ({error.strerror})") from None
    if not regular:
        raise BoardError(2, f"{path}: not a regular file")
    # end
    # concern: reading-the-board
    try:
        with open(path, "rb") as board_file:
            yield from iter(partial(board_file.read, 1), b"")
    except OSError as error:
        # end
        raise BoardError(2, f"{path}: cannot read the file ({error.strerror})") from None


# concern: counting-neighbours, flood-fill
def neighbours(board, square):
    """The squares touching `square`, streamed."""
    row, col = square
    return (
        (r, c)
        for r, c in product(range(row - 1, row + 2), range(col - 1, col + 2))
        if (r, c) != square and 1 <= r <= board.rows and 1 <= c <= board.columns
    )


# end


# concern: reading-the-board
def parse_board(path, data):
    """A Board from the file's bytes, or BoardError when the content breaks R4."""
    rows = data[:-1].split(b"\n") if data.endswith(b"\n") else []
    width = len(rows[0]) if rows else 0
    if not (
        1 <= len(rows) <= 20
        and 1 <= width <= 20
        and len(rows) * width >= 2
        and all(len(row) == width and not row.strip(b".*") for row in rows)
        and any(b"." in row for row in rows)
    ):
        raise BoardError(2, f"{path}: invalid board")
    # end
    # concern: counting-neighbours
    mines = frozenset((r, c) for r, row in enumerate(rows, 1) for c, ch in enumerate(row, 1) if ch == ord("*"))
    board = Board(len(rows), width, mines, {})
    board.numbers.update(
        (square, sum(n in mines for n in neighbours(board, square)))
        for square in product(range(1, board.rows + 1), range(1, board.columns + 1))
    )
    return board
    # end


# concern: file-errors
def main():
    """Check the board, then let the frames flow: each one is pulled, written and flushed before the next."""
    if len(sys.argv) < 2:
        raise BoardError(1, "no board file given; usage: python -m styles.lazy_rivers BOARD.cfg")
    # end
    # concern: reading-the-board
    board = parse_board(sys.argv[1], board_bytes(sys.argv[1]))
    # end
    # concern: drawing-a-frame
    for frame in frames(board, states(board, moves(board, lines(sys.stdin.buffer)))):
        sys.stdout.buffer.write(frame)
        sys.stdout.buffer.flush()  # the player sees this frame before the river pulls the next line
    # end


if __name__ == "__main__":
    try:
        main()
    # concern: file-errors
    except BoardError as error:
        sys.stderr.write(f"error: {error}\n")
        raise SystemExit(error.code) from None
    # end
