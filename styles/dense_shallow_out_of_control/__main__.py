"""Minesweeper, dense-shallow-out-of-control style (chapter 36): chapter 35's shallow dense layers, but train.py
learned their weights by gradient descent from generated boards; each learned 3x3 kernel is laid round every square:

    counting:  mines (N)                ─[ count kernel laid out (N×N), linear ]──────► numbers (N)
    spreading: open (N), numbers (N)    ─[ spread weights on the diagonal (N×2N), step ]─► spreads (N)
    opening:   spreads (N), open (N)    ─[ open kernel laid out | own·I (N×2N), step ]─► open (N), a step on
Below the network: the game loop, then the plumbing; numpy loads in the last lines, once the board file is good."""

import os
import re
import stat
import sys

from styles import process

process.guard()

WEIGHTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "weights.txt")


class Learned:
    """A dense layer as train.py left it (weights.txt): a "linear" unit (the count) or a "sigmoid" one (the opening),
    read once it is sure: a sigmoid unit far from its threshold says 0 or 1, so its sum's sign decides."""

    def __init__(self, weights, bias, unit):
        self.weights, self.bias, self.unit = weights, bias, unit

    def __call__(self, inputs):
        total = self.weights @ inputs + self.bias
        if self.unit == "linear":
            return total
        return (total > 0).astype(np.float32)


def learned_weights(path=WEIGHTS):
    """What train.py wrote: one array of learned numbers per line, after its name."""
    with open(path) as lines:
        named = [line.split() for line in lines if not line.startswith("#")]
    return {name: np.array(values, dtype=np.float32) for name, *values in named}


def lay(kernel, rows, cols):
    """The N x N weights that apply one learned 3x3 kernel at every square: entry (i, j) is the kernel's weight for
    square j seen from square i, and 0 where j is outside i's 3x3 patch. Every square shares the same weights."""
    weights = np.zeros((rows, cols, rows + 2, cols + 2), dtype=np.float32)  # a margin of one square, cut below
    for square in np.ndindex(rows, cols):
        weights[square][square[0] : square[0] + 3, square[1] : square[1] + 3] = kernel.reshape(3, 3)
    return weights[:, :, 1:-1, 1:-1].reshape(rows * cols, rows * cols)


def network(learned, rows, cols):
    """The three learned layers, laid out for a board of rows x cols squares."""
    own = np.eye(rows * cols, dtype=np.float32)
    spread_open, spread_number = learned["spread.weights"]
    counting = Learned(lay(learned["count.kernel"], rows, cols), learned["count.bias"], "linear")
    spreading = Learned(np.hstack([spread_open * own, spread_number * own]), learned["spread.bias"], "sigmoid")
    opening_weights = np.hstack([lay(learned["open.kernel"], rows, cols), learned["open.own"] * own])
    return counting, spreading, Learned(opening_weights, learned["open.bias"], "sigmoid")


def spread(spreading, opening, numbers, opened):
    """The open squares after the flood: the two learned layers take it one square further, and their answer goes
    in again until it no longer changes. That feedback is chapter 40's, borrowed: the network itself stays two
    layers deep."""
    while True:
        wider = opening(np.concatenate([spreading(np.concatenate([opened, numbers])), opened]))
        if np.array_equal(wider, opened):
            return opened
        opened = wider


# ---------------------------------------------------------------- the game loop
def play(mines, rows, cols, read_line, write):
    """The game on stdin/stdout (R6-R9): the counting layer answers once, and every reveal goes through the
    opening layers."""
    counting, spreading, opening = network(learned_weights(), rows, cols)
    numbers = counting(mines)  # whole numbers: the learned kernel is 1 around and 0 in the middle
    opened = np.zeros(rows * cols, dtype=np.float32)
    flagged = np.zeros(rows * cols, dtype=bool)
    news = ""
    while news not in ("You Won!", "You Lost!"):
        board = symbols(numbers, opened, flagged, mines, news)
        write(drawn(board, cols, news) + ">")
        line = read_line()
        if not line:
            return write(drawn(board, cols, "Not enough inputs!"))
        square, action = move_in(line, rows, cols)
        news = "The provided input is not valid!" if square is None else ""
        if square is None or opened[square]:
            continue
        if action == "F":
            flagged[square] = not flagged[square]
        elif mines[square]:
            news = "You Lost!"
        else:
            opened[square] = 1
            opened = spread(spreading, opening, numbers, opened)
            flagged &= opened == 0
            if opened.sum() + mines.sum() == rows * cols:
                news = "You Won!"
    write(drawn(symbols(numbers, opened, flagged, mines, news), cols, news))


def symbols(numbers, opened, flagged, mines, news):
    """What each square shows (R6.3): its number once open, a flag, or nothing; every mine once the game is lost."""
    shown = [" ▓ ", " 1 ", " 2 ", " 3 ", " 4 ", " 5 ", " 6 ", " 7 ", " 8 "]
    lost = news == "You Lost!"
    return [
        " * " if lost and mine else shown[int(number)] if is_open else " ¶ " if flag else "   "
        for number, is_open, flag, mine in zip(*(a.tolist() for a in (numbers, opened, flagged, mines)), strict=True)
    ]


# ---------------------------------------------------------------- plumbing: the board file, a move, a frame
class Unplayable(Exception):
    """The board file cannot be played: the exit code (R2) and the line for standard error."""


def board_file(path):
    """The checked bytes of the board file and its size (rows, columns), or Unplayable, in the order of R2.4."""
    if not re.fullmatch(r"(?s).*[^/]\.[cC][fF][gG]", path):
        raise Unplayable(2, f"{path}: a board file's name ends in .cfg, after at least one character")
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # no open() before this: a FIFO would block (R2.5)
            raise Unplayable(2, f"{path}: not a regular file")
        with open(path, "rb") as file:
            text = file.read(421)
    except OSError as error:
        missing = isinstance(error, (FileNotFoundError, NotADirectoryError))
        raise Unplayable(1 if missing else 2, f"{path}: {error.strerror or 'cannot be looked up or read'}") from None
    board = re.fullmatch(rb"((?:[.*]{1,20}\n){1,20})", text) if len(text) <= 420 else None
    rows = board and board[1].split(b"\n")[:-1]
    if not rows or len({len(row) for row in rows}) != 1 or len(rows) * len(rows[0]) < 2 or b"." not in text:
        raise Unplayable(2, f"{path}: not a board of 1 to 20 equal rows of . and *, with one square free of mines")
    return text, len(rows), len(rows[0])


def move_in(line, rows, cols):
    """(square index, "R" or "F") from one input line, (None, None) when it is not a valid move (R7)."""
    found = re.fullmatch(rb" *0*([0-9]{1,2}) +0*([0-9]{1,2}) +([RF]) *(?:\r?\n)?", line)  # 3 digits: off any board
    if not found or not (1 <= int(found[1]) <= rows and 1 <= int(found[2]) <= cols):
        return None, None
    return (int(found[1]) - 1) * cols + int(found[2]) - 1, found[3].decode()


def drawn(board, cols, news):
    """A frame: the squares' symbols in box-drawing characters, then the banner with the news (R6)."""
    width = max(4 * cols - 1, len(news))
    top, middle, bottom = (a + b.join(["───"] * cols) + c + "\n" for a, b, c in ("┌┬┐", "├┼┤", "└┴┘"))
    lines = ("│" + "│".join(board[at : at + cols]) + "│\n" for at in range(0, len(board), cols))
    return top + middle.join(lines) + bottom + f"╔{'═' * width}╗\n║{news:<{width}}║\n╚{'═' * width}╝\n"


def write(text):
    """UTF-8 on standard output whatever the locale, flushed before the next read (R6.7)."""
    sys.stdout.buffer.write(text.encode("utf-8"))
    sys.stdout.buffer.flush()


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: python -m styles.dense_shallow_out_of_control BOARD.cfg")
    try:
        text, rows, cols = board_file(sys.argv[1])
    except Unplayable as error:
        sys.stderr.buffer.write(os.fsencode(error.args[1]) + b"\n")
        sys.exit(error.args[0])
    import numpy as np  # only now: a bad board file never waits for numpy to load

    mines = np.frombuffer(text.replace(b"\n", b""), dtype=np.uint8) == ord("*")
    play(mines.astype(np.float32), rows, cols, sys.stdin.buffer.readline, write)
