"""Minesweeper, recurrent style (chapter 40): cells with the same weights at every time step, each output fed back
in as the next state. Weights set by hand:

    counting: reads the board a row of mines at a time and answers with the row before's numbers (its memory)
    opening:  its state is the open squares, fed the revealed square until the state settles: the flood

Below the cells: the game loop, then the plumbing; numpy loads in the last lines, once the board file is good."""

import os
import stat
import sys

from styles import process

process.guard()


class Cell:
    """A recurrent cell: next state = activation(recurrent @ state + inputs @ x + bias), the same weights at
    every time step."""

    def __init__(self, recurrent, inputs, bias, activation):
        self.recurrent, self.inputs, self.bias, self.activation = recurrent, inputs, bias, activation

    def __call__(self, state, x):
        return self.activation(self.recurrent @ state + self.inputs @ x + self.bias)

    def unroll(self, state, sequence):
        """Feed the sequence in, one element per time step; every state after the first input."""
        return [state := self(state, x) for x in sequence]

    def settle(self, state, x, limit):
        """Feed the same input until the state stops changing, and return that fixed point; `limit` steps at most,
        as a guard (a state of N units that only grows settles within N steps)."""
        for _ in range(limit):
            following = self(state, x)
            if np.array_equal(following, state):
                break
            state = following
        return state


def linear(x):
    """The identity activation: the weighted sum is the state."""
    return x


def step(x):
    """The Heaviside activation: a unit fires (1) when its weighted sum is above zero."""
    return (x > 0).astype(np.float32)


def counting_cell(cols):
    """A cell that reads the board one row of mines at a time, top to bottom, and answers one row late: after
    row t it holds the numbers of row t - 1. Its state has four parts of `cols` units each:

        across = H x                  the mines of this row around each column (H: 1 where columns are 0 or 1 apart)
        pair   = across' + H x        ... of the row before and this row
        mines  = x                    this row's mines
        out    = pair' - mines' + H x  the numbers of the row before: three rows around it, less the square itself

    (a ' is the part's value one step earlier). The vertical neighbours are the cell's memory of the rows it has
    read; the horizontal ones are in H."""
    columns = np.arange(cols)
    across = (abs(columns[:, None] - columns) <= 1).astype(np.float32)
    same, none = np.eye(cols, dtype=np.float32), np.zeros((cols, cols), dtype=np.float32)
    recurrent = np.block(
        [
            [none, none, none, none],
            [same, none, none, none],
            [none, none, none, none],
            [none, same, -same, none],
        ]
    )
    return Cell(recurrent, np.vstack([across, across, same, across]), 0.0, linear)


def opening_cell(zero, rows, cols):
    """State: the open squares. A square is open next when it is open, is the revealed square (the input), or
    touches an open zero square; one such signal beats the bias of -0.5 (R8.2, R8.3). The recurrent weights
    hold who touches whom (R5.2), and only the columns of zero squares carry the flood."""
    row, col = np.divmod(np.arange(rows * cols), cols)
    touching = (abs(row[:, None] - row) <= 1) & (abs(col[:, None] - col) <= 1)
    np.fill_diagonal(touching, False)
    same = np.eye(rows * cols, dtype=np.float32)
    return Cell(touching * zero.astype(np.float32) + same, same, -0.5, step)


def numbers_of(mines, cols):
    """Every square's number: the counting cell unrolled over the rows of mines, then one empty row to flush out
    the last answer; the `out` part of each state from the second on is one row of numbers."""
    rows = list(mines) + [np.zeros(cols, dtype=np.float32)]
    states = counting_cell(cols).unroll(np.zeros(4 * cols, dtype=np.float32), rows)
    return np.array([state[3 * cols :] for state in states[1:]]).astype(int)  # exact: sums of 0s and 1s


# ---------------------------------------------------------------- the game loop
def play(grid, read_line, write):
    """The game, itself the outer recurrence: each input line moves the state on (R6-R9). The counting cell reads
    the rows once; at each reveal the opening cell settles from the open squares."""
    rows, cols = grid.shape
    numbers = numbers_of(grid.astype(np.float32), cols).ravel()
    mines = grid.ravel().astype(np.float32)
    opening = opening_cell((numbers == 0) & (mines == 0), rows, cols)
    state = {"opened": np.zeros_like(mines), "flagged": np.zeros_like(mines), "banner": ""}
    while True:
        shown = list(symbols(numbers, mines, **state))
        if state["banner"] in ("You Won!", "You Lost!"):
            return write(frame(shown, cols, state["banner"]))
        write(frame(shown, cols, state["banner"]) + ">")
        line = read_line()
        if not line:
            return write(frame(shown, cols, "Not enough inputs!"))
        state = step_on(state, move_of(line, rows, cols), mines, opening)


def step_on(state, move, mines, opening):
    """The state after one input line: a flag toggled, a mine hit, or the opening cell settled from the open
    squares with the revealed square as its input at every time step (R7.5, R8)."""
    opened, flagged = state["opened"].copy(), state["flagged"].copy()
    if move is None:
        return {"opened": opened, "flagged": flagged, "banner": "The provided input is not valid!"}
    square, action = move
    banner = ""
    if opened[square]:
        pass
    elif action == b"F":
        flagged[square] = 1 - flagged[square]
    elif mines[square]:
        banner = "You Lost!"
    else:
        revealed = np.eye(1, len(mines), square, dtype=np.float32)[0]
        opened = opening.settle(opened, revealed, limit=len(mines) + 1)
        flagged *= 1 - opened
        banner = "You Won!" if (opened + mines).all() else ""
    return {"opened": opened, "flagged": flagged, "banner": banner}


def symbols(numbers, mines, opened, flagged, banner):
    """What each square shows (R6.3), square after square."""
    for number, mine, is_open, flag in zip(*(a.tolist() for a in (numbers, mines, opened, flagged)), strict=True):
        if mine and banner == "You Lost!":
            yield "*"
        elif is_open:
            yield str(number) if number else "▓"
        else:
            yield "¶" if flag else " "


# ---------------------------------------------------------------- plumbing: the board file, a move, a frame
def give_up(code, message):
    """One line on standard error with the path's bytes as given (R2.7), and the exit code (R2)."""
    sys.stderr.buffer.write(os.fsencode(message) + b"\n")
    sys.exit(code)


def board_lines(argv):
    """The rows of the board file named first on the command line, read one after the other, once R1-R4 hold."""
    if len(argv) < 2:
        give_up(1, "usage: python -m styles.recurrent BOARD.cfg")
    path = argv[1]
    last = path.rsplit("/", 1)[-1]
    if not (len(last) > 4 and last.lower()[-4:] == ".cfg"):
        give_up(2, f"{path}: the file name must be NAME.cfg")
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # stat first: open() on a FIFO would block (R2.5)
            give_up(2, f"{path}: this is no regular file")
        with open(path, "rb") as file:
            data = file.read(421)
    except (FileNotFoundError, NotADirectoryError):
        give_up(1, f"{path}: there is no such file")
    except OSError as error:
        give_up(2, f"{path}: {error.strerror}")
    if len(data) > 420 or not data.endswith(b"\n"):
        give_up(2, f"{path}: a board has at most 420 bytes and ends with a newline")
    lines = []
    for line in data[:-1].split(b"\n"):  # row after row, as the counting cell will read them
        if not line or len(line) > 20 or line.strip(b".*") or lines and len(line) != len(lines[0]):
            give_up(2, f"{path}: every row holds 1 to 20 squares of . and *, the same number in each row")
        lines.append(line)
    if len(lines) > 20 or len(lines) * len(lines[0]) < 2 or b"." not in data:
        give_up(2, f"{path}: at most 20 rows, at least 2 squares and one square without a mine")
    return lines


def move_of(line, rows, cols):
    """(square index, b"R" or b"F") from one input line with its line end, or None if invalid (R7)."""
    line = line[:-2] if line.endswith(b"\r\n") else line.removesuffix(b"\n")
    fields = list(filter(None, line.split(b" ")))
    numeric = len(fields) == 3 and all(field.isdigit() and len(field.lstrip(b"0")) < 3 for field in fields[:2])
    if numeric and fields[2] in (b"R", b"F") and 0 < int(fields[0][-3:]) <= rows and 0 < int(fields[1][-3:]) <= cols:
        return (int(fields[0][-3:]) - 1) * cols + int(fields[1][-3:]) - 1, fields[2]
    return None


def frame(shown, cols, banner):
    """The squares' symbols, row after row, in box-drawing characters, then the banner (R6)."""
    between = "├" + "┼".join(["───"] * cols) + "┤\n"
    lines = ["┌" + "┬".join(["───"] * cols) + "┐\n"]
    for start in range(0, len(shown), cols):
        lines.append(between if start else "")
        lines.append("│ " + " │ ".join(shown[start : start + cols]) + " │\n")
    lines.append("└" + "┴".join(["───"] * cols) + "┘\n")
    width = max(4 * cols - 1, len(banner))
    lines += ["╔", "═" * width, "╗\n║", banner.ljust(width), "║\n╚", "═" * width, "╝\n"]
    return "".join(lines)


def write(text):
    """UTF-8 whatever the locale, flushed before the next read (R6.7)."""
    sys.stdout.buffer.write(text.encode("utf-8"))
    sys.stdout.buffer.flush()


if __name__ == "__main__":
    lines = board_lines(sys.argv)
    import numpy as np  # only now: a bad board file never waits for numpy to load

    play(np.array([[square == ord("*") for square in line] for line in lines]), sys.stdin.buffer.readline, write)
