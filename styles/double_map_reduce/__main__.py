"""Minesweeper, double map-reduce style: map over chunks, regroup the results by key, map over the groups.

The first map turns each chunk into (key, value) pairs without looking at any other chunk. `regroup`
(the shuffle) gathers every value emitted for the same key, from every chunk, into one group. The
reduce is then a second map, one call per group, so it could run in parallel just like the first. The
chunks need not be cut along the keys: the board is drawn from stripes of columns but regrouped by row.
"""

import os
import re
import stat
import sys
from functools import partial

from styles import process

process.guard()

CHUNK = 4  # rows per band, columns per stripe, squares per batch
MINE = ord("*")
COVERED, FLAGGED, OPEN = "covered", "flagged", "open"


def partition(items):
    """Cut a sequence into chunks of CHUNK items."""
    return [items[start : start + CHUNK] for start in range(0, len(items), CHUNK)]


def regroup(pairs_per_chunk):
    """The shuffle: {key: [every value emitted for key, in chunk order]}."""
    groups = {}
    for pairs in pairs_per_chunk:
        for key, value in pairs:
            groups.setdefault(key, []).append(value)
    return groups


def neighbours(game, square):
    """The up to eight squares around `square` on the board (R5.2)."""
    r, c = square
    around = ((r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc)
    return [square for square in around if square in game["states"]]


# ---- first maps: one chunk in, (key, value) pairs out ----------------------------------------------------


def mine_pairs(game, band):
    """For a band of (row number, row) pairs: (square, 0) for each of its squares and (square, 1) for each
    neighbour of each of its mines, so every square gets a group and its partial counts (R5.3)."""
    for r, row in band:
        for c, cell in enumerate(row):
            yield (r, c), 0
            if cell == MINE:
                yield from ((square, 1) for square in neighbours(game, (r, c)))


def cell_pairs(game, stripe):
    """For a stripe of column numbers: (row, (first column, its cells drawn)) for every row (R6.2, R6.3)."""

    def symbol(square):
        if game["lost"] and square in game["mines"]:
            return "*"
        if game["states"][square] == OPEN:
            return str(game["counts"][square] or "▓")
        return "¶" if game["states"][square] == FLAGGED else " "

    for r in range(game["height"]):
        yield r, (stripe[0], "".join(f"│ {symbol((r, c))} " for c in stripe))


def spread_pairs(game, batch):
    """For a batch of open squares: (neighbour, square) for every neighbour of each square counting 0 (R8.3)."""
    for square in batch:
        if game["counts"][square] == 0:
            yield from ((neighbour, square) for neighbour in neighbours(game, square))


# ---- second maps: one group in, one result out -----------------------------------------------------------


def total(group):
    """A square's mine count: the sum of its partial counts."""
    square, partial_counts = group
    return square, sum(partial_counts)


def line(group):
    """A board row's text line: its stripes' pieces, left to right."""
    row, pieces = group
    return row, "".join(piece for _, piece in sorted(pieces)) + "│\n"


# ---- the game --------------------------------------------------------------------------------------------


def new_game(rows):
    """A game on the board `rows` with every square covered; the counts come from one double map-reduce."""
    game = {
        "height": len(rows),
        "width": len(rows[0]),
        "lost": False,
        "mines": {(r, c) for r, row in enumerate(rows) for c, cell in enumerate(row) if cell == MINE},
        "states": {(r, c): COVERED for r in range(len(rows)) for c in range(len(rows[0]))},
    }
    game["counts"] = dict(map(total, regroup(map(partial(mine_pairs, game), partition(list(enumerate(rows))))).items()))
    return game


def frame(game, message, prompt):
    """The board, the banner, and the prompt while the game goes on (R6)."""
    lines = dict(map(line, regroup(map(partial(cell_pairs, game), partition(range(game["width"])))).items()))

    def rule(left, middle, right):
        return left + middle.join(["───"] * game["width"]) + right + "\n"

    width = max(4 * game["width"] - 1, len(message))
    return (
        rule("┌", "┬", "┐")
        + rule("├", "┼", "┤").join(lines[r] for r in range(game["height"]))
        + rule("└", "┴", "┘")
        + f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"
        + ">" * prompt
    )


def move(game, square, action):
    """Apply a valid move to the game; returns the banner message (R8)."""
    states = game["states"]
    if states[square] == OPEN:
        return ""
    if action == b"F":
        states[square] = FLAGGED if states[square] == COVERED else COVERED
        return ""
    if square in game["mines"]:
        game["lost"] = True
        return "You Lost!"
    ring = [square]
    while ring:  # flood fill in rounds; regrouping by square merges squares reached from several zeros
        for square in ring:
            states[square] = OPEN
        ring = [
            square for square in regroup(map(partial(spread_pairs, game), partition(ring))) if states[square] != OPEN
        ]
    won = all(state == OPEN for square, state in states.items() if square not in game["mines"])
    return "You Won!" if won else ""


def parse(line, game):
    """((row, column), action) with 0-based row and column for a valid move line (R7), else None."""
    fields = re.fullmatch(rb" *(\d+) +(\d+) +([RF]) *", line)  # a bytes pattern: \d is 0-9 only
    square = fields and tuple(int(n.lstrip(b"0")[:3] or b"0") - 1 for n in fields.groups()[:2])  # 3 digits: too many
    return (square, fields[3]) if square in game["states"] else None


def row_pairs(rows):
    """A first map for the board file: for a chunk of rows, ("width", its length) and ("byte", b) for every byte b
    of each row, so that the shuffle gathers every row's width into one group and every byte into another."""
    for row in rows:
        yield "width", len(row)
        yield from (("byte", byte) for byte in set(row))


def distinct(group):
    """The second map for the board file: a fact and the different values every row gave for it."""
    fact, values = group
    return fact, frozenset(values)


def load(path):
    """The board's rows (bytes of . and *), or (exit code, reason) when R2-R4 reject the file: the name, the path
    and the file's size first, in the order of R2.4, then its rows by one double map-reduce (R4)."""
    if not (len(path.rpartition("/")[2]) > 4 and path.lower().endswith(".cfg")):
        return 2, "a board file is named NAME.cfg"
    try:
        mode = os.stat(path).st_mode  # stat, not open: opening a FIFO would block (R2.5)
    except (FileNotFoundError, NotADirectoryError):
        return 1, "no such file"
    except OSError:
        return 2, "cannot be looked up"
    if not stat.S_ISREG(mode):
        return 2, "not a regular file"
    try:
        with open(path, "rb") as file:
            content = file.read(421)
    except OSError:
        return 2, "cannot be read"
    rows = content.split(b"\n")
    if len(content) > 420 or rows.pop() or not 1 <= len(rows) <= 20:
        return 2, "not 1 to 20 rows, each ending in a newline, 420 bytes at most"
    facts = dict(map(distinct, regroup(map(row_pairs, partition(rows))).items()))
    widths, squares = facts["width"], facts.get("byte", frozenset())
    width = min(widths) if len(widths) == 1 else 0  # one width for all rows, or none
    if not (1 <= width <= 20 and len(rows) * width >= 2 and ord(".") in squares and squares <= {ord("."), MINE}):
        return 2, "not rows of one length, 1 to 20 squares of . and *, with one square free of mines"
    return rows


def play(game):
    """Frames out, lines in, until the game or the input ends (R6, R7, R9); returns the exit code."""
    out = sys.stdout.buffer
    message = ""
    while True:
        over = message in ("You Won!", "You Lost!")
        out.write(frame(game, message, prompt=not over).encode())
        out.flush()
        if over:
            return 0
        line = sys.stdin.buffer.readline()  # bytes: a lone b"\r" ends no line (R7.1)
        if line == b"":
            out.write(frame(game, "Not enough inputs!", prompt=False).encode())
            out.flush()
            return 0
        line = line[:-2] if line.endswith(b"\r\n") else line.removesuffix(b"\n")
        square = parse(line, game)
        message = "The provided input is not valid!" if square is None else move(game, *square)


def main(args):
    """The command line and the board file (R1, R2), then the game; returns the exit code."""
    rows = load(args[0]) if args else (1, "usage: python -m styles.double_map_reduce BOARD")
    if isinstance(rows, list):
        return play(new_game(rows))
    code, reason = rows
    print(reason if not args else f"error: {args[0]}: {reason}", file=sys.stderr)
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:2]))
