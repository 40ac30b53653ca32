"""The game stage of the recurrent style: the two recurrent cells and the game loop around them. __main__
imports this module only once the board file has passed its checks, so a bad board never waits for numpy to
load (about 100 ms of CPU)."""
import signal

# numpy's BLAS starts worker threads as it loads. Threads inherit the creator's signal mask, so blocking
# Ctrl-C meanwhile keeps SIGINT for the main thread, whose blocked read it must interrupt (R10.3).
signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
import numpy as np  # noqa: E402

signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})

COVERED, FLAG, MINE = 9, 10, 11  # display codes 0-8 are the numbers of open squares
SYMBOLS = [" ▓ "] + [f" {n} " for n in range(1, 9)] + ["   ", " ¶ ", " * "]
DIRECTIONS = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]


class Cell:
    """A recurrent cell: next state = activation(recurrent @ state + inputs @ x + bias)."""

    def __init__(self, recurrent, inputs, bias, activation):
        self.recurrent, self.inputs, self.bias, self.activation = recurrent, inputs, bias, activation

    def __call__(self, state, x):
        return self.activation(self.recurrent @ state + self.inputs @ x + self.bias)

    def unroll(self, state, sequence):
        """Feed the sequence in, one element per time step; the last state."""
        for x in sequence:
            state = self(state, x)
        return state

    def settle(self, state, x):
        """Feed the same input until the state stops changing; that fixed point."""
        while not np.array_equal(state, following := self(state, x)):
            state = following
        return state


def linear(x):
    """The activation of the counting cell: a sum stays a sum."""
    return x


def step(x):
    """The Heaviside activation: a unit fires (1) when its input is above zero."""
    return (x > 0).astype(np.float64)


def looking(mines, rows, cols):
    """The counting cell's input sequence: for each of the 8 directions, the vector that tells every
    square whether its neighbour that way is a mine (zero beyond the edge)."""
    padded = np.pad(mines.reshape(rows, cols), 1)
    return [padded[1 + dr:1 + dr + rows, 1 + dc:1 + dc + cols].ravel() for dr, dc in DIRECTIONS]


def touching(rows, cols):
    """N x N: 1 where two different squares touch (R5.2)."""
    row, col = np.divmod(np.arange(rows * cols), cols)
    near = (abs(row[:, None] - row) <= 1) & (abs(col[:, None] - col) <= 1)
    np.fill_diagonal(near, False)
    return near.astype(np.float64)


def counting_cell(size):
    """State: the running numbers; each step adds the mines seen in one more direction."""
    identity = np.eye(size)
    return Cell(identity, identity, 0.0, linear)


def opening_cell(zero, rows, cols):
    """State: the open squares. A square is open next when it is open, is the revealed square (the
    input), or touches an open zero square; one such signal beats the bias of -0.5 (R8.2, R8.3)."""
    identity = np.eye(rows * cols)
    return Cell(touching(rows, cols) * zero + identity, identity, -0.5, step)


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
    rule = ["───"] * cols
    cells = [SYMBOLS[code] for code in codes]
    lines = ["│" + "│".join(cells[start:start + cols]) + "│\n" for start in range(0, len(cells), cols)]
    width = max(4 * cols - 1, len(message))
    return (
        "┌" + "┬".join(rule) + "┐\n"
        + ("├" + "┼".join(rule) + "┤\n").join(lines)
        + "└" + "┴".join(rule) + "┘\n"
        + "╔" + "═" * width + "╗\n║" + message.ljust(width) + "║\n╚" + "═" * width + "╝\n"
    )


def play(mines, numbers, opening, rows, cols, read_line, write):
    """The game loop: the counting cell unrolled once, the opening cell settled at each reveal (R8, R9)."""
    opened = np.zeros_like(mines)
    flagged = np.zeros_like(mines)
    message, over = "", False
    while True:
        codes = np.where(opened > 0, numbers, np.where(flagged > 0, FLAG, COVERED))
        if message == "You Lost!":
            codes = np.where(mines > 0, MINE, codes)
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
            message, over = "You Lost!", True
        else:
            opened = opening.settle(opened, np.eye(1, rows * cols, square).ravel())
            flagged *= 1 - opened
            if (opened + mines).all():
                message, over = "You Won!", True


def play_board(data, rows, cols, read_line, write):
    """Play a checked board file (its bytes, rows, columns): the mines become a vector of 0/1."""
    mines = (np.frombuffer(data.replace(b"\n", b""), dtype=np.uint8) == ord("*")).astype(np.float64)
    numbers = counting_cell(rows * cols).unroll(np.zeros(rows * cols), looking(mines, rows, cols)).astype(int)
    opening = opening_cell((numbers == 0).astype(np.float64), rows, cols)
    play(mines, numbers, opening, rows, cols, read_line, write)
