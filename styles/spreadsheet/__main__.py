"""Minesweeper in the spreadsheet style: data cells and formula cells; formulas recompute when data changes.

Every square has a column of cells. `mine`, `clicked` and `flagged` hold data, typed in by the loader
or by the player. `number`, `spreading`, `opened` and `symbol` are formulas. `opened` reads its
neighbours' `spreading` cells, and these read their own `opened`, so one click ripples through the
sheet as a flood fill. The sheet-wide formulas `lost`, `won`, `message` and `over` sit on top, and
last comes `frame`, the whole picture.
"""

import os
import stat
import sys
from collections import defaultdict

from styles import process

process.guard()

# concern: parsing-input
INVALID = "The provided input is not valid!"
# end
# concern: end-of-input
NOT_ENOUGH = "Not enough inputs!"
# end


# concern: counting-neighbours
class Spreadsheet:
    """Named cells holding data or formulas. Editing data recomputes the dependent formulas.

    A formula has a rank: it only reads cells of its own rank or lower ones. Recalculation goes rank by
    rank, so each formula in a higher rank runs once per edit. Cells of the same rank may refer to each
    other, as `opened` does, and a change keeps rippling through them until nothing changes.
    """

    def __init__(self):
        self.cells = {}
        self._formulas = {}  # name -> (rank, function reading other cells)
        self._dependents = defaultdict(list)  # name -> formulas that read it
        self._ranks = 0

    def __getitem__(self, name):
        return self.cells[name]

    def data(self, name, value):
        self.cells[name] = value

    def formula(self, name, rank, inputs, function, seed=None):
        """Declare `name = function()`, a formula reading `inputs`. `seed` is its value before the first run."""
        self._formulas[name] = (rank, function)
        self.cells[name] = seed
        for cell in inputs:
            self._dependents[cell].append(name)
        self._ranks = max(self._ranks, rank + 1)

    # end

    # concern: flagging, flood-fill
    def edit(self, changes):
        """Type data into cells, then recompute everything that depends on what really changed."""
        changed = [name for name, value in changes.items() if self.cells[name] != value]
        self.cells.update(changes)
        self._recalculate(dependent for name in changed for dependent in self._dependents[name])

    # end

    # concern: drawing-a-frame
    def recalculate_all(self):
        self._recalculate(self._formulas)

    # end

    # concern: flood-fill
    def _recalculate(self, names):
        cells, formulas, dependents = self.cells, self._formulas, self._dependents
        pending = [[] for _ in range(self._ranks)]
        queued = set()

        def enqueue(name):
            if name not in queued:
                queued.add(name)
                pending[formulas[name][0]].append(name)

        for name in names:
            enqueue(name)
        for bucket in pending:
            while bucket:  # a changed cell's dependents join its own rank's bucket or a later one
                name = bucket.pop()
                queued.discard(name)
                value = formulas[name][1]()
                if value != cells[name]:
                    cells[name] = value
                    for dependent in dependents[name]:
                        enqueue(dependent)

    # end


# concern: counting-neighbours, drawing-a-frame
def build_sheet(rows):
    """Lay out the Minesweeper sheet for a board: one group of cells per square, then the sheet-wide ones."""
    sheet = Spreadsheet()
    cells = sheet.cells  # formulas read their inputs straight from the sheet
    height, width = len(rows), len(rows[0])
    squares = [(r, c) for r in range(1, height + 1) for c in range(1, width + 1)]
    # end

    # concern: counting-neighbours, flood-fill
    def neighbours(row, col):
        return [
            (r, c)
            for r in (row - 1, row, row + 1)
            for c in (col - 1, col, col + 1)
            if (r, c) != (row, col) and 1 <= r <= height and 1 <= c <= width
        ]

    # end

    # concern: counting-neighbours, drawing-a-frame
    def column(name):
        """One cell name per square, e.g. "opened 2 3"."""
        return {(r, c): f"{name} {r} {c}" for r, c in squares}

    mine, clicked, flagged, number, opened, spreading, symbol = map(
        column, ("mine", "clicked", "flagged", "number", "opened", "spreading", "symbol")
    )
    get = cells.__getitem__
    # end
    # concern: drawing-a-frame
    sheet.data("notice", "")  # the banner for a move that does not end the game
    # end
    # concern: counting-neighbours
    for r, c in squares:
        sheet.data(mine[r, c], rows[r - 1][c - 1] == ord("*"))
        # end
        # concern: flood-fill
        sheet.data(clicked[r, c], False)
        # end
        # concern: flagging
        sheet.data(flagged[r, c], False)
        # end
    # concern: counting-neighbours, flood-fill
    for square in squares:
        near = neighbours(*square)
        near_mines, near_spreading = [mine[n] for n in near], [spreading[n] for n in near]
        # end
        # concern: counting-neighbours
        sheet.formula(number[square], 0, near_mines, lambda near_mines=near_mines: sum(map(get, near_mines)))
        # end
        # concern: flood-fill
        # an open free square numbered 0 carries the flood on to its neighbours (R8.3)
        sheet.formula(
            spreading[square],
            1,
            [opened[square], mine[square], number[square]],
            lambda o=opened[square], m=mine[square], n=number[square]: get(o) and not get(m) and get(n) == 0,
            seed=False,
        )
        # open when clicked, or when a neighbour carries the flood here; a flag does not stop it
        sheet.formula(
            opened[square],
            1,
            [clicked[square], mine[square], *near_spreading],
            lambda k=clicked[square], m=mine[square], near=near_spreading: get(k) or not get(m) and any(map(get, near)),
            seed=False,
        )
        # end
    # concern: winning
    free = [opened[s] for s in squares if not cells[mine[s]]]
    # end
    # concern: losing
    mines = [opened[s] for s in squares if cells[mine[s]]]
    sheet.formula("lost", 2, mines, lambda: any(map(get, mines)))
    # end
    # concern: winning
    sheet.formula("won", 2, free, lambda: all(map(get, free)))
    # end
    # concern: losing, winning
    sheet.formula(
        "message",
        3,
        ["lost", "won", "notice"],
        lambda: "You Lost!" if cells["lost"] else "You Won!" if cells["won"] else cells["notice"],
    )
    # end
    # concern: end-of-input, losing, winning
    sheet.formula(
        "over", 3, ["lost", "won", "notice"], lambda: cells["lost"] or cells["won"] or cells["notice"] == NOT_ENOUGH
    )
    # end
    # concern: drawing-a-frame
    for s in squares:
        sheet.formula(
            symbol[s],
            3,
            [mine[s], opened[s], flagged[s], number[s], "lost"],
            lambda m=mine[s], o=opened[s], f=flagged[s], n=number[s]: (
                "*" if cells["lost"] and get(m) else str(get(n) or "▓") if get(o) else "¶" if get(f) else " "
            ),
        )

    def frame():
        def rule(left, middle, right):
            return left + middle.join(["───"] * width) + right + "\n"

        lines = [
            "│" + "│".join(f" {get(symbol[r, c])} " for c in range(1, width + 1)) + "│\n" for r in range(1, height + 1)
        ]
        message = cells["message"]
        size = max(4 * width - 1, len(message))
        banner = f"╔{'═' * size}╗\n║{message.ljust(size)}║\n╚{'═' * size}╝\n"
        board = rule("┌", "┬", "┐") + rule("├", "┼", "┤").join(lines) + rule("└", "┴", "┘")
        return board + banner + ("" if cells["over"] else ">")

    sheet.formula("frame", 4, [*symbol.values(), "message", "over"], frame)
    sheet.recalculate_all()
    return sheet
    # end


# concern: parsing-input
def read_edits(sheet, line):
    """The data edits one input line asks for (R7, R8): a click or a flag toggle, or just the notice."""
    if line.endswith(b"\n"):
        line = line[:-1].removesuffix(b"\r")
    fields = [field for field in line.split(b" ") if field]
    if len(fields) != 3 or fields[2] not in (b"R", b"F") or not (fields[0] + fields[1]).isdigit():
        return {"notice": INVALID}
    row, col = (field.lstrip(b"0") or b"0" for field in fields[:2])
    if len(row) > 2 or len(col) > 2:  # never int() an unbounded string; 3 digits are off the board anyway
        return {"notice": INVALID}
    square = f"{int(row)} {int(col)}"
    if f"mine {square}" not in sheet.cells:
        return {"notice": INVALID}
    # end
    # concern: flood-fill
    if fields[2] == b"R":
        return {"notice": "", f"clicked {square}": True}
    # end
    # concern: flagging
    return {"notice": "", f"flagged {square}": not sheet[f"flagged {square}"]}
    # end


# concern: drawing-a-frame
def play(sheet, read_line, write):
    """Show the frame cell, type the next line's edits into the sheet, until the `over` cell says so."""
    write(sheet["frame"].encode())
    while not sheet["over"]:
        # end
        # concern: parsing-input
        line = read_line()
        # end
        # concern: parsing-input, end-of-input
        sheet.edit(read_edits(sheet, line) if line else {"notice": NOT_ENOUGH})
        # end
        # concern: drawing-a-frame
        write(sheet["frame"].encode())
        # end


# concern: drawing-a-frame
def write_flushed(data):
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()  # the player must see the frame before the next line is read


# end


# ---- the board file, before there is a sheet


# concern: file-errors
class BoardError(Exception):
    """A board that cannot be played: carries the exit code and the one-line message."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


# end


# concern: file-errors
def read_board_file(path):
    """The raw bytes of the board file, after the checks of R2 and R3 in the order of R2.4: name, existence, type,
    size. The checks that touch the file system are `mode_of` and `first_bytes`."""
    name = path.rsplit("/", 1)[-1]
    if len(name) < 5 or name[-4:].lower() != ".cfg":
        raise BoardError(2, f"{path}: invalid file name (expected NAME.cfg)")
    # end
    # concern: file-errors, reading-the-board
    if not stat.S_ISREG(mode_of(path)):
        # end
        # concern: file-errors
        raise BoardError(2, f"{path}: not a regular file")
        # end
    # concern: reading-the-board
    data = first_bytes(path, 421)
    if len(data) > 420:
        raise BoardError(2, f"{path}: file too large for a 20x20 board")
    return data
    # end


# concern: file-errors, reading-the-board
def mode_of(path):
    """The file mode of `path`, looked up without opening it (R2.5: opening a FIFO would block); BoardError with
    exit code 1 when nothing is there, 2 when the lookup fails otherwise."""
    try:
        return os.stat(path).st_mode
    # end
    # concern: file-errors
    except (FileNotFoundError, NotADirectoryError):
        raise BoardError(1, f"{path}: no such file") from None
    except OSError as error:
        raise BoardError(2, f"{path}: cannot look up the file ({error.strerror})") from None
    # end


# concern: reading-the-board
def first_bytes(path, count):
    """At most `count` bytes from the start of the file, or BoardError when it cannot be read."""
    try:
        with open(path, "rb") as board_file:
            return board_file.read(count)
    # end
    except OSError as error:
        raise BoardError(2, f"{path}: cannot read the file ({error.strerror})") from None


# concern: reading-the-board
def parse_board(path, data):
    """The board's rows as bytes (R4), or BoardError."""
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
    return rows


# end


# concern: file-errors
def main():
    """Check the board file, lay out the sheet, and type the player's moves into it."""
    if len(sys.argv) < 2:
        raise BoardError(1, "no board file given; usage: python -m styles.spreadsheet BOARD.cfg")
    # end
    # concern: counting-neighbours, reading-the-board
    sheet = build_sheet(parse_board(sys.argv[1], read_board_file(sys.argv[1])))
    # end
    # concern: drawing-a-frame
    play(sheet, sys.stdin.buffer.readline, write_flushed)
    # end


if __name__ == "__main__":
    try:
        main()
    # concern: file-errors
    except BoardError as error:
        sys.stderr.write(f"error: {error}\n")
        raise SystemExit(error.code) from None
    # end
