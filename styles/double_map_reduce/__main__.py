"""Minesweeper, double map-reduce style: map over chunks, regroup the results by key, map over the groups.

The first map turns each chunk into (key, value) pairs without looking at any other chunk. `regroup`
(the shuffle) gathers every value emitted for the same key, from every chunk, into one group. The
reduce is then a second map, one call per group, so it could run in parallel just like the first. The
chunks need not be cut along the keys: the board is drawn from stripes of columns but regrouped by row.
"""

import os
import stat
import sys
from functools import partial

from styles import process

process.guard()

# concern: reading-the-board, counting-neighbours, flood-fill
CHUNK = 4  # rows per band, columns per stripe, squares per batch
# end
# concern: reading-the-board, counting-neighbours, losing
MINE = ord("*")
# end
# concern: drawing-a-frame, flagging, flood-fill, winning
COVERED, FLAGGED, OPEN = "covered", "flagged", "open"
# end


# concern: reading-the-board, counting-neighbours, flood-fill
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


# end


# concern: counting-neighbours, flood-fill
def neighbours(game, square):
    """The up to eight squares around `square` on the board (R5.2)."""
    r, c = square
    return [
        (r + dr, c + dc)
        for dr in (-1, 0, 1)
        for dc in (-1, 0, 1)
        if (dr or dc) and 0 <= r + dr < game["height"] and 0 <= c + dc < game["width"]
    ]


# end


# ---- first maps: one chunk in, (key, value) pairs out ----------------------------------------------------


# concern: counting-neighbours
def mine_pairs(game, band):
    """For a band of (row number, row) pairs: (square, 0) for each of its squares and (square, 1) for each
    neighbour of each of its mines, so every square gets a group and its partial counts (R5.3)."""
    for r, row in band:
        for c, cell in enumerate(row):
            yield (r, c), 0
            if cell == MINE:
                yield from ((square, 1) for square in neighbours(game, (r, c)))


# end


# concern: drawing-a-frame
def cell_pairs(game, stripe):
    """For a stripe of column numbers: (row, (first column, its cells drawn)) for every row (R6.2, R6.3)."""

    def symbol(square):
        # concern: losing
        if game["lost"] and square in game["mines"]:
            return "*"
        # end
        if game["states"][square] == OPEN:
            return str(game["counts"][square] or "▓")
        # concern: drawing-a-frame, flagging
        return "¶" if game["states"][square] == FLAGGED else " "
        # end

    for r in range(game["height"]):
        yield r, (stripe[0], "".join(f"│ {symbol((r, c))} " for c in stripe))


# end


# concern: flood-fill
def spread_pairs(game, batch):
    """For a batch of open squares: (neighbour, square) for every neighbour of each square counting 0 (R8.3)."""
    for square in batch:
        if game["counts"][square] == 0:
            yield from ((neighbour, square) for neighbour in neighbours(game, square))


# end


# ---- second maps: one group in, one result out -----------------------------------------------------------


# concern: counting-neighbours
def total(group):
    """A square's mine count: the sum of its partial counts."""
    square, partial_counts = group
    return square, sum(partial_counts)


# end


# concern: drawing-a-frame
def line(group):
    """A board row's text line: its stripes' pieces, left to right."""
    row, pieces = group
    return row, "".join(piece for _, piece in sorted(pieces)) + "│\n"


# end


# ---- the game --------------------------------------------------------------------------------------------


# concern: drawing-a-frame
def new_game(rows):
    """A game on the board `rows` with every square covered; the counts come from one double map-reduce."""
    game = {
        "height": len(rows),
        "width": len(rows[0]),
        # concern: losing
        "lost": False,
        # end
        "mines": {(r, c) for r, row in enumerate(rows) for c, cell in enumerate(row) if cell == MINE},
        "states": {(r, c): COVERED for r in range(len(rows)) for c in range(len(rows[0]))},
    }
    # end
    # concern: counting-neighbours
    game["counts"] = dict(map(total, regroup(map(partial(mine_pairs, game), partition(list(enumerate(rows))))).items()))
    # end
    # concern: drawing-a-frame
    return game
    # end


# concern: drawing-a-frame
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


# end


# concern: flagging, flood-fill
def move(game, square, action):
    """Apply a valid move to the game; returns the banner message (R8)."""
    states = game["states"]
    if states[square] == OPEN:
        # end
        return ""
    # concern: flagging
    if action == b"F":
        states[square] = FLAGGED if states[square] == COVERED else COVERED
        return ""
    # end
    # concern: losing
    if square in game["mines"]:
        game["lost"] = True
        return "You Lost!"
    # end
    # concern: flood-fill
    ring = [square]
    while ring:  # flood fill in rounds; regrouping by square merges squares reached from several zeros
        for square in ring:
            states[square] = OPEN
        ring = [
            square for square in regroup(map(partial(spread_pairs, game), partition(ring))) if states[square] != OPEN
        ]
    # end
    # concern: winning
    won = all(state == OPEN for square, state in states.items() if square not in game["mines"])
    return "You Won!" if won else ""
    # end


# concern: parsing-input
def parse(line, game):
    """((row, column), action) with 0-based row and column for a valid move line (R7), else None."""
    fields = [field for field in line.strip(b" ").split(b" ") if field]
    if len(fields) != 3 or fields[2] not in (b"R", b"F"):
        return None
    square = []
    for field, limit in zip(fields[:2], (game["height"], game["width"]), strict=True):
        digits = field.lstrip(b"0")
        if not field.isdigit() or len(digits) > 2 or not 1 <= int(digits or b"0") <= limit:
            return None
        square.append(int(digits) - 1)
    return tuple(square), fields[2]


# end


# concern: reading-the-board
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


# end


# concern: file-errors
def load(path):
    """The board's rows (bytes of . and *), or (exit code, reason) when R2-R4 reject the file: the name, the path
    and the file's size first, in the order of R2.4, then its rows by one double map-reduce (R4)."""
    if not (len(path.rpartition("/")[2]) > 4 and path.lower().endswith(".cfg")):
        return 2, "a board file is named NAME.cfg"
    # end
    # concern: file-errors, reading-the-board
    try:
        mode = os.stat(path).st_mode  # stat, not open: opening a FIFO would block (R2.5)
    # end
    # concern: file-errors
    except (FileNotFoundError, NotADirectoryError):
        return 1, "no such file"
    except OSError:
        return 2, "cannot be looked up"
    if not stat.S_ISREG(mode):
        return 2, "not a regular file"
    # end
    # concern: reading-the-board
    try:
        with open(path, "rb") as file:
            content = file.read(421)
    # end
    except OSError:
        return 2, "cannot be read"
    # concern: reading-the-board
    rows = content.split(b"\n")
    if len(content) > 420 or rows.pop() or not 1 <= len(rows) <= 20:
        return 2, "not 1 to 20 rows, each ending in a newline, 420 bytes at most"
    facts = dict(map(distinct, regroup(map(row_pairs, partition(rows))).items()))
    widths, squares = facts["width"], facts.get("byte", frozenset())
    width = min(widths) if len(widths) == 1 else 0  # one width for all rows, or none
    if not (1 <= width <= 20 and len(rows) * width >= 2 and ord(".") in squares and squares <= {ord("."), MINE}):
        return 2, "not rows of one length, 1 to 20 squares of . and *, with one square free of mines"
    return rows
    # end


# concern: drawing-a-frame
def play(game):
    """Frames out, lines in, until the game or the input ends (R6, R7, R9); returns the exit code."""
    out = sys.stdout.buffer
    message = ""
    while True:
        over = message in ("You Won!", "You Lost!")
        out.write(frame(game, message, prompt=not over).encode())
        out.flush()
        if over:
            # end
            # concern: losing, winning
            return 0
            # end
        # concern: parsing-input
        line = sys.stdin.buffer.readline()  # bytes: a lone b"\r" ends no line (R7.1)
        # end
        # concern: end-of-input
        if line == b"":
            out.write(frame(game, "Not enough inputs!", prompt=False).encode())
            out.flush()
            return 0
        # end
        # concern: parsing-input
        if line[-1:] == b"\n":
            line = line[:-2] if line[-2:] == b"\r\n" else line[:-1]
        square = parse(line, game)
        # end
        # concern: parsing-input, flagging, flood-fill
        message = "The provided input is not valid!" if square is None else move(game, *square)
        # end


# concern: file-errors, reading-the-board
def main(args):
    """The command line and the board file (R1, R2), then the game; returns the exit code."""
    rows = load(args[0]) if args else (1, "usage: python -m styles.double_map_reduce BOARD")
    # end
    # concern: counting-neighbours, drawing-a-frame
    if isinstance(rows, list):
        return play(new_game(rows))
    # end
    # concern: file-errors
    code, reason = rows
    print(reason if not args else f"error: {args[0]}: {reason}", file=sys.stderr)
    return code
    # end


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:2]))
