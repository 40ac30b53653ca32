"""Minesweeper in the arrays style: the board is a handful of numpy arrays, and
every rule of the game is an operation over whole arrays, never a loop over squares."""
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
SYMBOLS = np.array([" ▓ "] + [f" {n} " for n in range(1, 9)] + ["   ", " ¶ ", " * "])
SHIFTS = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)]  # the 3x3 neighbourhood


class BoardError(Exception):
    """A board that cannot be played: the message for stderr and the exit code."""

    def __init__(self, message, code):
        super().__init__(message)
        self.code = code


def load_mines(path):
    """The checked board file as a boolean mine array (rows x columns), or BoardError (R2-R4)."""
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
    text = np.frombuffer(data, dtype=np.uint8)
    ends = np.flatnonzero(text == ord("\n"))
    widths = np.diff(ends, prepend=-1) - 1  # length of every row without its newline
    if (
        text.size == 0
        or text[-1] != ord("\n")
        or not np.isin(text, np.frombuffer(b".*\n", dtype=np.uint8)).all()
        or not (widths == widths[0]).all()
        or not 1 <= widths[0] <= 20
        or not 1 <= ends.size <= 20
        or ends.size * widths[0] < 2
    ):
        raise BoardError(f"{path}: not a valid board", 2)
    mines = text.reshape(ends.size, widths[0] + 1)[:, :-1] == ord("*")
    if mines.all():
        raise BoardError(f"{path}: not a valid board (no square without a mine)", 2)
    return mines


def shifted(grid):
    """The nine copies of grid moved by one square in every direction, zero-padded at the edges."""
    rows, cols = grid.shape
    padded = np.pad(grid, 1)
    return np.stack([padded[1 + dr:1 + dr + rows, 1 + dc:1 + dc + cols] for dr, dc in SHIFTS])


def neighbour_counts(mines):
    """The number of each square: a sum of the shifted mine arrays (the square's own mine left out)."""
    return shifted(mines.astype(np.int8)).sum(axis=0) - mines


def flood(opened, zeros):
    """Opened squares grown by dilation through zero squares until nothing changes (R8.3)."""
    while True:
        grown = opened | shifted(opened & zeros).any(axis=0)
        if (grown == opened).all():
            return opened
        opened = grown


def parse_move(line, shape):
    """(row, column, action) from one input line without its line end, or None when invalid (R7)."""
    fields = [field for field in line.split(b" ") if field]
    if len(fields) != 3 or fields[2] not in (b"R", b"F"):
        return None
    position = []
    for field, size in zip(fields[:2], shape, strict=True):
        digits = field.lstrip(b"0")
        if not field.isdigit() or len(digits) > 2 or not 1 <= int(digits or b"0") <= size:
            return None
        position.append(int(digits) - 1)
    return position[0], position[1], fields[2]


def frame(codes, message):
    """The board drawn by looking every code up in the symbol table, then the banner (R6)."""
    cols = codes.shape[1]
    rule = ["───"] * cols
    border = "├" + "┼".join(rule) + "┤\n"
    lines = ["│" + "│".join(row) + "│\n" for row in SYMBOLS[codes]]
    width = max(4 * cols - 1, len(message))
    return (
        "┌" + "┬".join(rule) + "┐\n"
        + border.join(lines)
        + "└" + "┴".join(rule) + "┘\n"
        + "╔" + "═" * width + "╗\n║" + message.ljust(width) + "║\n╚" + "═" * width + "╝\n"
    )


def play(mines, counts, read_line, write):
    """Run the game loop on the mine and count arrays: read moves, update the state arrays, write frames (R8, R9)."""
    opened = np.zeros_like(mines)
    flagged = np.zeros_like(mines)
    message, over = "", False
    while True:
        codes = np.where(opened, counts, np.where(flagged, FLAG, COVERED))
        if message == "You Lost!":
            codes = np.where(mines, MINE, codes)
        write(frame(codes, message) + ("" if over else ">"))
        if over:
            return
        line = read_line()
        if not line:
            write(frame(codes, "Not enough inputs!"))
            return
        if line.endswith(b"\n"):
            line = line[:-1].removesuffix(b"\r")
        move = parse_move(line.strip(b" "), mines.shape)
        message = "" if move else "The provided input is not valid!"
        if not move or opened[move[:2]]:
            continue
        row, col, action = move
        if action == b"F":
            flagged[row, col] = not flagged[row, col]
        elif mines[row, col]:
            message, over = "You Lost!", True
        else:
            start = np.zeros_like(mines)
            start[row, col] = True
            opened = flood(opened | start, counts == 0)
            flagged &= ~opened
            if (opened | mines).all():
                message, over = "You Won!", True


def complain(message):
    """One line on standard error, unless it was closed from the start (R2.7, R10.4)."""
    if sys.stderr:
        sys.stderr.buffer.write(os.fsencode(message) + b"\n")


def main(argv):
    """Check the board named on the command line and play it on stdin/stdout; the exit code."""
    if len(argv) < 2:
        complain("usage: python -m styles.arrays BOARD.cfg")
        return 1
    try:
        mines = load_mines(argv[1])
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

    play(mines, neighbour_counts(mines), read_line, write)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv))
    except KeyboardInterrupt:
        sys.exit(130)
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)
