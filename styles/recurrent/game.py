"""The networks of the recurrent style: two recurrent cells, each one set of weights applied again and again with
its output fed back as its next state, and the game loop around them. Weights are set by hand."""

import numpy as np

COVERED, FLAG, MINE = 9, 10, 11  # display codes 0-8 are the numbers of open squares
SYMBOLS = [" ▓ "] + [f" {n} " for n in range(1, 9)] + ["   ", " ¶ ", " * "]


class Cell:
    """A recurrent cell: next state = activation(recurrent @ state + inputs @ x + bias), the same weights at
    every time step."""

    def __init__(self, recurrent, inputs, bias, activation):
        self.recurrent, self.inputs, self.bias, self.activation = recurrent, inputs, bias, activation

    def __call__(self, state, x):
        return self.activation(self.recurrent @ state + self.inputs @ x + self.bias)

    def unroll(self, state, sequence):
        """Feed the sequence in, one element per time step; every state after the first input."""
        states = []
        for x in sequence:
            state = self(state, x)
            states.append(state)
        return states

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


# ---------------------------------------------------------------- the two cells
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


# ---------------------------------------------------------------- the game around the cells
def parse_move(line, rows, cols):
    """(square index, action) from one input line without its line end, or None when invalid (R7)."""
    fields = [field for field in line.split(b" ") if field]
    if len(fields) != 3 or fields[2] not in (b"R", b"F"):
        return None
    digits = [field.lstrip(b"0") for field in fields[:2]]
    if not all(field.isdigit() for field in fields[:2]) or any(len(d) > 2 for d in digits):
        return None
    row, col = (int(d or b"0") for d in digits)
    if not (1 <= row <= rows and 1 <= col <= cols):
        return None
    return (row - 1) * cols + col - 1, fields[2]


def frame(codes, cols, message):
    """The board of display codes drawn with box-drawing characters, then the banner (R6)."""
    border = ["───"] * cols
    cells = [SYMBOLS[code] for code in codes]
    lines = ["│" + "│".join(cells[start : start + cols]) + "│\n" for start in range(0, len(cells), cols)]
    between = "├" + "┼".join(border) + "┤\n"
    width = max(4 * cols - 1, len(message))
    banner = f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"
    return "┌" + "┬".join(border) + "┐\n" + between.join(lines) + "└" + "┴".join(border) + "┘\n" + banner


def play(mines, numbers, opening, rows, cols, read_line, write):
    """The game loop, itself the outer recurrence over the input lines: the opening cell settles at each
    reveal (R8, R9)."""
    opened = np.zeros_like(mines)
    flagged = np.zeros_like(mines)
    message = ""
    while True:
        codes = np.where(opened > 0, numbers, np.where(flagged > 0, FLAG, COVERED))
        if message == "You Lost!":
            codes = np.where(mines > 0, MINE, codes)
        over = message in ("You Won!", "You Lost!")
        write(frame(codes, cols, message) + ("" if over else ">"))
        if over:
            return
        line = read_line()
        if not line:
            write(frame(codes, cols, "Not enough inputs!"))
            return
        if line.endswith(b"\n"):
            line = line[:-1].removesuffix(b"\r")
        move = parse_move(line.strip(b" "), rows, cols)
        message = "" if move else "The provided input is not valid!"
        if not move or opened[move[0]]:
            continue
        square, action = move
        if action == b"F":
            flagged[square] = 1 - flagged[square]
        elif mines[square]:
            message = "You Lost!"
        else:
            revealed = np.eye(1, rows * cols, square, dtype=np.float32)[0]
            opened = opening.settle(opened, revealed, limit=rows * cols + 1)
            flagged *= 1 - opened
            if (opened + mines).all():
                message = "You Won!"


def play_board(data, rows, cols, read_line, write):
    """Play a checked board file (its bytes, rows, columns): the counting cell reads its rows, the opening cell
    is wired with its zero squares."""
    grid = np.frombuffer(data, dtype=np.uint8).reshape(rows, cols + 1)[:, :cols] == ord("*")
    numbers = numbers_of(grid.astype(np.float32), cols).ravel()
    mines = grid.ravel().astype(np.float32)
    opening = opening_cell((numbers == 0) & (mines == 0), rows, cols)
    play(mines, numbers, opening, rows, cols, read_line, write)
