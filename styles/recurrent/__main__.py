"""Minesweeper in the recurrent style: one cell, the same weights at every time step, whose output is
fed back as its next state. A board of N squares is a state vector of N numbers. The numbers are a cell
that reads the mines one direction at a time and keeps a running sum; the flood fill is a cell whose
state is the open squares, fed back until it stops changing."""
import os
import signal
import stat
import sys

# numpy's BLAS starts worker threads as it loads. Threads inherit the creator's signal mask, so blocking
# Ctrl-C meanwhile keeps SIGINT for the main thread, whose blocked read it must interrupt (R10.3).
signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
import numpy as np  # noqa: E402

signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})

MAX_BYTES = 420
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


class BoardError(Exception):
    """A board that cannot be played: the message for stderr and the exit code."""

    def __init__(self, message, code):
        super().__init__(message)
        self.code = code


def load_board(path):
    """The checked board file as (mine vector of 0/1, rows, columns), or BoardError (R2-R4)."""
    name = path.rsplit("/", 1)[-1]
    if len(name) < 5 or name[-4:].lower() != ".cfg":
        raise BoardError(f"{path}: not a .cfg file name", 2)
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise BoardError(f"{path}: not a regular file", 2)
        with open(path, "rb") as board_file:
            data = board_file.read(MAX_BYTES + 1)
    except (FileNotFoundError, NotADirectoryError):
        raise BoardError(f"{path}: no such file", 1) from None
    except OSError:
        raise BoardError(f"{path}: cannot be read", 2) from None
    if len(data) > MAX_BYTES:
        raise BoardError(f"{path}: larger than {MAX_BYTES} bytes", 2)
    lines = data.split(b"\n")
    rows, cols = len(lines) - 1, len(lines[0])
    if (
        lines[-1] != b""
        or data.strip(b".*\n")
        or any(len(line) != cols for line in lines[:-1])
        or not (1 <= rows <= 20 and 1 <= cols <= 20 and rows * cols >= 2)
        or b"." not in data
    ):
        raise BoardError(f"{path}: not a valid board", 2)
    mines = np.frombuffer(data.replace(b"\n", b""), dtype=np.uint8) == ord("*")
    return mines.astype(np.float64), rows, cols


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


def complain(message):
    """One line on standard error, unless it was closed from the start (R2.7, R10.4)."""
    if sys.stderr:
        sys.stderr.buffer.write(os.fsencode(message) + b"\n")


def main(argv):
    """Check the board named on the command line and play it on stdin/stdout; the exit code."""
    if len(argv) < 2:
        complain("usage: python -m styles.recurrent BOARD.cfg")
        return 1
    try:
        mines, rows, cols = load_board(argv[1])
    except BoardError as error:
        complain(f"error: {error}")
        return error.code
    if sys.stdout is None:  # closed from the start: nowhere to draw the board (R10.4)
        return 1

    def write(text):
        sys.stdout.buffer.write(text.encode("utf-8"))
        sys.stdout.buffer.flush()

    # A standard input closed from the start is an input that ends at once (R10.4): bytes() is b"".
    read_line = sys.stdin.buffer.readline if sys.stdin else bytes

    numbers = counting_cell(rows * cols).unroll(np.zeros(rows * cols), looking(mines, rows, cols)).astype(int)
    opening = opening_cell((numbers == 0).astype(np.float64), rows, cols)
    play(mines, numbers, opening, rows, cols, read_line, write)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv))
    except KeyboardInterrupt:
        sys.exit(130)
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)
