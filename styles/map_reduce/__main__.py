"""Minesweeper, map-reduce style: split the board into chunks, map a worker over them, reduce the results.

Every computation over the whole board has the same shape: `partition` cuts the rows into bands of a
few rows, `map` applies a worker to each band independently (no worker sees another band's result),
and `functools.reduce` folds the partial results into one — the counts grid, the drawn board, the
number of squares still to open. The flood fill is a map-reduce too, one round per ring of squares.
"""

import os
import stat
import sys
from functools import partial, reduce
from operator import add, and_, or_

from styles import process

process.guard()

BAND = 4  # rows per chunk
MINE = ord("*")
COVERED, FLAGGED, OPEN = b".F!"


def partition(rows, overlap=0):
    """Cut `rows` into bands of BAND rows; each band also carries `overlap` rows of context above and
    below it, taken from its neighbours (the caller pads the board's edges with that many rows)."""
    return [rows[top : top + BAND + 2 * overlap] for top in range(0, len(rows) - 2 * overlap, BAND)]


# ---- map workers: each sees one chunk only --------------------------------------------------------------


def count_mines(band):
    """The neighbouring-mine count of every square in the inner rows of a band padded with one row
    above and one below: a list with one tuple of counts per inner row (R5.3)."""
    return [
        tuple(
            sum(row[max(c - 1, 0) : c + 2].count(MINE) for row in band[r - 1 : r + 2]) - (band[r][c] == MINE)
            for c in range(len(band[r]))
        )
        for r in range(1, len(band) - 1)
    ]


def draw_band(lost, inner_border, band):
    """The text lines of a band of rows (states, mines, counts), joined by the inner border (R6.2, R6.3)."""

    def symbol(state, mine, count):
        if lost and mine == MINE:
            return "*"
        if state == OPEN:
            return str(count or "▓")
        return "¶" if state == FLAGGED else " "

    return inner_border.join(
        "│" + "│".join(f" {symbol(*square)} " for square in zip(*row, strict=True)) + "│\n" for row in band
    )


def still_covered(band):
    """How many squares without a mine are not open yet in a band of rows (states, mines)."""
    return sum(
        state != OPEN and mine != MINE for states, mines in band for state, mine in zip(states, mines, strict=True)
    )


def next_ring(game, square):
    """The covered squares that an open zero `square` opens next: its neighbours that are not open (R8.3)."""
    r, c = square
    if game["counts"][r][c]:
        return set()
    return {
        (r + dr, c + dc)
        for dr in (-1, 0, 1)
        for dc in (-1, 0, 1)
        if 0 <= r + dr < len(game["mines"])
        and 0 <= c + dc < len(game["mines"][0])
        and game["states"][r + dr][c + dc] != OPEN
    }


def rule(left, middle, right, columns):
    """One border line of the board: `left`, then `───` per column joined by `middle`, then `right`."""
    return left + middle.join(["───"] * columns) + right + "\n"


# ---- the game: every whole-board step is a map followed by a reduce --------------------------------------


def new_game(mines):
    """A game on the board `mines` with every square covered; the counts come from one map-reduce."""
    blank = b"." * len(mines[0])
    counts = reduce(add, map(count_mines, partition([blank, *mines, blank], overlap=1)))
    return {
        "mines": mines,
        "counts": counts,
        "states": [bytearray([COVERED]) * len(blank) for _ in mines],
        "lost": False,
    }


def frame(game, message, prompt):
    """The board, the banner, and the prompt while the game goes on (R6)."""
    rows = list(zip(game["states"], game["mines"], game["counts"], strict=True))
    columns = len(game["mines"][0])
    inner_border = rule("├", "┼", "┤", columns)
    board = reduce(
        lambda upper, lower: upper + inner_border + lower,  # stack two drawn pieces of board
        map(partial(draw_band, game["lost"], inner_border), partition(rows)),
    )
    width = max(4 * columns - 1, len(message))
    return (
        rule("┌", "┬", "┐", columns)
        + board
        + rule("└", "┴", "┘", columns)
        + f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"
        + ">" * prompt
    )


def move(game, r, c, action):
    """Apply a valid move (0-based square) to the game; returns the banner message (R8)."""
    states = game["states"]
    if states[r][c] == OPEN:
        return ""
    if action == b"F":
        states[r][c] = FLAGGED if states[r][c] == COVERED else COVERED
        return ""
    if game["mines"][r][c] == MINE:
        game["lost"] = True
        return "You Lost!"
    ring = {(r, c)}
    while ring:  # never reaches a mine: a mine's neighbours all count at least 1
        for r, c in ring:
            states[r][c] = OPEN
        ring = reduce(or_, map(partial(next_ring, game), ring))
    left = reduce(add, map(still_covered, partition(list(zip(states, game["mines"], strict=True)))))
    return "" if left else "You Won!"


def parse(line, game):
    """(row, column, action) with 0-based row and column for a valid move line (R7), else None."""
    fields = [field for field in line.strip(b" ").split(b" ") if field]
    if len(fields) != 3 or fields[2] not in (b"R", b"F") or not all(map(bytes.isdigit, fields[:2])):
        return None
    r, c = (int(field[-3:]) - 1 if len(field.lstrip(b"0")) < 3 else -1 for field in fields[:2])
    return (r, c, fields[2]) if 0 <= r < len(game["mines"]) and 0 <= c < len(game["mines"][0]) else None


def band_is_board(width, band):
    """A map worker for the board file: whether every row of a band is `width` squares of . and * (R4.1, R4.3)."""
    return all(len(row) == width and not row.strip(b".*") for row in band)


def band_safe_squares(band):
    """A map worker for the board file: how many squares without a mine a band holds (R4.6)."""
    return sum(row.count(b".") for row in band)


def load(path):
    """The board's rows (bytes of . and *), or (exit code, reason) when R2-R4 reject the file. The file is looked
    at in the order of R2.4; its rows are then checked as everything else here is computed, band by band."""
    if not path.rpartition("/")[2][:-4] or path[-4:].lower() != ".cfg":
        return 2, "the name does not end in .cfg after at least one character"
    try:
        regular = stat.S_ISREG(os.stat(path).st_mode)  # stat before any open(): opening a FIFO would block
    except (FileNotFoundError, NotADirectoryError):
        return 1, "no such file"
    except OSError:
        return 2, "cannot be looked up"
    if not regular:
        return 2, "not a regular file"
    try:
        with open(path, "rb") as file:
            content = file.read(421)
    except OSError:
        return 2, "cannot be read"
    if len(content) > 420 or not content.endswith(b"\n"):
        return 2, "not at most 420 bytes of rows that each end in a newline"
    rows = content[:-1].split(b"\n")
    if not (len(rows) <= 20 and 1 <= len(rows[0]) <= 20 and len(rows) * len(rows[0]) >= 2):
        return 2, "not 1 to 20 rows of 1 to 20 squares, two squares at least"
    bands = partition(rows)
    one_width = reduce(and_, map(partial(band_is_board, len(rows[0])), bands))
    if not (one_width and reduce(add, map(band_safe_squares, bands))):
        return 2, "not rows of one length made of . and *, with a square free of mines"
    return rows


def play(game):
    """The game loop: frame, read a line, move, until the game or the input ends (R6, R7, R9)."""
    message = ""
    while message not in ("You Won!", "You Lost!"):
        sys.stdout.buffer.write(frame(game, message, prompt=True).encode())
        sys.stdout.buffer.flush()
        line = sys.stdin.buffer.readline()  # bytes, so a lone b"\r" does not end a line (R7.1)
        if not line:
            message = "Not enough inputs!"
            break
        square = parse(line[:-1].removesuffix(b"\r") if line.endswith(b"\n") else line, game)
        message = move(game, *square) if square else "The provided input is not valid!"
    sys.stdout.buffer.write(frame(game, message, prompt=False).encode())
    sys.stdout.buffer.flush()
    return 0


def main(args):
    """Check the command line and the board file, then play (R1, R2); returns the exit code."""
    mines = load(args[0]) if args else (1, "usage: python -m styles.map_reduce BOARD")
    if isinstance(mines, tuple):
        print(f"error: {args[0]}: {mines[1]}" if args else mines[1], file=sys.stderr)  # one line (R2.7)
        return mines[0]
    return play(new_game(mines))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:2]))
