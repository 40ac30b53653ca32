"""Minesweeper in the spreadsheet style: data cells and formula cells; formulas recompute when data changes.

Each square has data cells (`mine`, `clicked`, `flagged`) and formula cells (`number`, `spreading`, `opened`,
`symbol`); `opened` reads its neighbours' `spreading`, which read their own `opened`, so one click ripples through
the sheet as a flood fill. Sheet-wide formulas (`lost`, `won`, `message`, `over`) and last `frame` sit on top.
"""

import os
import re
import stat
import sys
from collections import defaultdict

from styles import process

process.guard()

INVALID = "The provided input is not valid!"
NOT_ENOUGH = "Not enough inputs!"


class Spreadsheet:
    """Named cells holding data or formulas; editing data recomputes the dependent formulas, rank by rank (a
    formula reads cells of its own rank or lower). Within a rank a change ripples on until nothing changes."""

    def __init__(self):
        self.cells = {}
        self._formulas = {}  # name -> (rank, function, the cells whose values it is given)
        self._dependents = defaultdict(list)  # name -> formulas that read it
        self._ranks = 0

    def __getitem__(self, name):
        return self.cells[name]

    def data(self, name, value):
        self.cells[name] = value

    def formula(self, name, rank, inputs, function, seed=None):
        """Declare `name = function(*inputs' values)`. `seed` is its value before the first run."""
        self._formulas[name] = (rank, function, inputs)
        self.cells[name] = seed
        for cell in inputs:
            self._dependents[cell].append(name)
        self._ranks = max(self._ranks, rank + 1)

    def edit(self, changes):
        """Type data into cells, then recompute everything that depends on what really changed."""
        changed = [name for name, value in changes.items() if self.cells[name] != value]
        self.cells.update(changes)
        self._recalculate(dependent for name in changed for dependent in self._dependents[name])

    def recalculate_all(self):
        self._recalculate(self._formulas)

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
                value = formulas[name][1](*map(cells.__getitem__, formulas[name][2]))
                if value != cells[name]:
                    cells[name] = value
                    for dependent in dependents[name]:
                        enqueue(dependent)


def build_sheet(rows):
    """Lay out the Minesweeper sheet for a board: one group of cells per square, then the sheet-wide ones."""
    sheet = Spreadsheet()
    cells = sheet.cells  # the data typed in below
    height, width = len(rows), len(rows[0])
    squares = [(r, c) for r in range(1, height + 1) for c in range(1, width + 1)]

    def neighbours(row, col):
        around = [(r, c) for r in (row - 1, row, row + 1) for c in (col - 1, col, col + 1)]
        return [square for square in around if square != (row, col) and square in mine]

    def column(name):
        """One cell name per square, e.g. "opened 2 3"."""
        return {(r, c): f"{name} {r} {c}" for r, c in squares}

    mine, clicked, flagged, number, opened, spreading, symbol = map(
        column, ("mine", "clicked", "flagged", "number", "opened", "spreading", "symbol")
    )
    sheet.data("notice", "")  # the banner for a move that does not end the game
    for r, c in squares:
        sheet.data(mine[r, c], rows[r - 1][c - 1] == ord("*"))
        sheet.data(clicked[r, c], False)
        sheet.data(flagged[r, c], False)
    for square in squares:
        near = neighbours(*square)
        near_mines, near_spreading = [mine[n] for n in near], [spreading[n] for n in near]
        sheet.formula(number[square], 0, near_mines, lambda *mines: sum(mines))
        # spreading: an open (o) free (not m) square numbered 0 (n) carries the flood on (R8.3)
        inputs = [opened[square], mine[square], number[square]]
        sheet.formula(spreading[square], 1, inputs, lambda o, m, n: o and not m and n == 0, seed=False)
        # opened: when clicked (k), or free and a neighbour carries the flood here (a flag too)
        inputs = [clicked[square], mine[square], *near_spreading]
        sheet.formula(opened[square], 1, inputs, lambda k, m, *near: k or not m and any(near), seed=False)
    free = [opened[s] for s in squares if not cells[mine[s]]]
    mines = [opened[s] for s in squares if cells[mine[s]]]
    sheet.formula("lost", 2, mines, lambda *opened: any(opened))
    sheet.formula("won", 2, free, lambda *opened: all(opened))
    ending = ["lost", "won", "notice"]
    sheet.formula(
        "message", 3, ending, lambda lost, won, notice: "You Lost!" if lost else "You Won!" if won else notice
    )
    sheet.formula("over", 3, ending, lambda lost, won, notice: lost or won or notice == NOT_ENOUGH)
    for s in squares:
        inputs = [mine[s], opened[s], flagged[s], number[s], "lost"]
        sheet.formula(
            symbol[s],
            3,
            inputs,
            lambda m, o, f, n, lost: "*" if lost and m else str(n or "▓") if o else "¶" if f else " ",
        )

    def frame(*symbols_message_over):
        *symbols, message, over = symbols_message_over

        def rule(left, middle, right):
            return left + middle.join(["───"] * width) + right + "\n"

        lines = [
            "│" + "│".join(f" {s} " for s in symbols[r : r + width]) + "│\n" for r in range(0, len(symbols), width)
        ]
        size = max(4 * width - 1, len(message))
        banner = f"╔{'═' * size}╗\n║{message.ljust(size)}║\n╚{'═' * size}╝\n"
        board = rule("┌", "┬", "┐") + rule("├", "┼", "┤").join(lines) + rule("└", "┴", "┘")
        return board + banner + ("" if over else ">")

    sheet.formula("frame", 4, [*symbol.values(), "message", "over"], frame)
    sheet.recalculate_all()
    return sheet


def read_edits(sheet, line):
    """The data edits one input line asks for (R7, R8): a click or a flag toggle, or just the notice."""
    fields = [field for field in (line[:-1].removesuffix(b"\r") if line.endswith(b"\n") else line).split(b" ") if field]
    if len(fields) != 3 or fields[2] not in (b"R", b"F") or not (fields[0] + fields[1]).isdigit():
        return {"notice": INVALID}
    square = " ".join(field.lstrip(b"0").decode() for field in fields[:2])  # "2 3": the name of a row's cells
    if f"mine {square}" not in sheet.cells:
        return {"notice": INVALID}
    if fields[2] == b"R":
        return {"notice": "", f"clicked {square}": True}
    return {"notice": "", f"flagged {square}": not sheet[f"flagged {square}"]}


def play(sheet, read_line, write):
    """Show the frame cell, type the next line's edits into the sheet, until the `over` cell says so."""
    write(sheet["frame"].encode())
    while not sheet["over"]:
        line = read_line()
        sheet.edit(read_edits(sheet, line) if line else {"notice": NOT_ENOUGH})
        write(sheet["frame"].encode())


def write_flushed(data):
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()  # the player must see the frame before the next line is read


# ---- the board file, before there is a sheet


def give_up(code, message):
    """One line on standard error, and the exit code (R2)."""
    sys.stderr.write(f"error: {message}\n")
    sys.exit(code)


def board_rows(argv):
    """The rows of the board file named first in `argv`, after the checks of R1-R4 in the order of R2.4."""
    if len(argv) < 2:
        give_up(1, "no board file given; usage: python -m styles.spreadsheet BOARD.cfg")
    path = argv[1]
    if not re.fullmatch(r".+\.cfg", path.rsplit("/", 1)[-1], re.IGNORECASE | re.DOTALL):
        give_up(2, f"{path}: invalid file name (expected NAME.cfg)")
    try:
        mode = os.stat(path).st_mode  # looked up without opening it: opening a FIFO would block (R2.5)
    except OSError as error:
        give_up(1 if isinstance(error, (FileNotFoundError, NotADirectoryError)) else 2, f"{path}: {error.strerror}")
    if not stat.S_ISREG(mode):
        give_up(2, f"{path}: not a regular file")
    try:
        with open(path, "rb") as board_file:
            data = board_file.read(421)
    except OSError as error:
        give_up(2, f"{path}: cannot read the file ({error.strerror})")
    rows, width = data.split(b"\n"), data.find(b"\n")
    shaped = len(data) <= 420 and not rows.pop() and 0 < width <= 20 and len(rows) <= 20 and len(data) - len(rows) > 1
    if not shaped or any(len(row) != width for row in rows) or data.translate(None, b".*\n") or b"." not in data:
        give_up(2, f"{path}: not 1 to 20 rows of one length, 1 to 20 squares of . and *, one of them free")
    return rows


if __name__ == "__main__":
    sheet = build_sheet(board_rows(sys.argv))
    play(sheet, sys.stdin.buffer.readline, write_flushed)
