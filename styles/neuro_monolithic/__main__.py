"""Minesweeper, neuro-monolithic style (chapter 38): one network, wired for one board of N squares, does a whole
step of the game in one forward pass, from all that changes (0/1 N-vectors) to all that comes out:

    codes, won, lost = network.forward(opened, flagged, reveal, flag)

Nothing outside it counts, floods or decides the end. Below it: the game loop, then the plumbing; numpy loads in
the last lines, once the board file is good."""

import os
import stat
import sys

from styles import process

process.guard()

# concern: drawing-a-frame
COVERED, FLAGGED, MINE = 9, 10, 11  # the display codes; 0-8 are the numbers of open squares
# end


# concern: flagging, flood-fill, losing, winning
def step(x, threshold=0.0):
    """Heaviside: a unit fires (1) when its weighted sum is above its threshold (a bias of -threshold)."""
    return (x > threshold).astype(np.float32)


# end


def both(a, b):
    """An AND unit: weights 1 and 1, bias -1.5."""
    return step(a + b - 1.5)


# concern: flagging, flood-fill, losing, winning
def only(a, b):
    """An AND-NOT unit: weights 1 and -1, bias -0.5."""
    return step(a - b - 0.5)


# end


# concern: counting-neighbours, flood-fill
class Network:
    """The whole step as one feed-forward network of step units, its weights set by hand for one board. They hold
    the board: the mines, the adjacency of R5.2, and what the counting layer (numbers = adjacency @ mines) answers
    once, when the network is wired. The flood block is as deep as the board has zero squares: in each layer of a
    flood that is not over, one more zero square opens, so `depth` layers reach across any flood; the pass never
    asks whether it is done."""

    def __init__(self, mines, rows, cols):
        row, col = np.divmod(np.arange(rows * cols), cols)
        touching = ((abs(row[:, None] - row) <= 1) & (abs(col[:, None] - col) <= 1)).astype(np.float32)
        touching -= np.eye(rows * cols, dtype=np.float32)
        # end
        # concern: counting-neighbours
        self.mines, self.numbers = mines, touching @ mines  # the counting layer (R5.3)
        # end
        # concern: flood-fill
        zeros = np.flatnonzero((self.numbers == 0) & (mines == 0))
        self.pick = np.eye(rows * cols, dtype=np.float32)[zeros]  # Z x N: one unit per zero square
        self.within = touching[np.ix_(zeros, zeros)] + np.eye(len(zeros), dtype=np.float32)  # Z x Z: R8.3
        self.border = touching[:, zeros]  # N x Z: a zero square opens every square it touches
        self.depth = len(zeros)
        # end

    # concern: flagging, flood-fill, losing, winning
    def forward(self, opened, flagged, reveal, flag):
        """One pass; every input is a 0/1 N-vector (reveal and flag one-hot, or all 0). Returns the display codes
        of the next screen and the units won and lost."""
        reveal, flag = only(reveal, opened), only(flag, opened)  # layer 1: a move on an open square is ignored
        # end
        # concern: losing
        lost = step(self.mines @ reveal - 0.5)  # layer 2: the reveal hits a mine (R8.1)
        # end
        # concern: flood-fill
        seed = only(reveal, self.mines)  # ... or opens its square (R8.2)
        spreading = step(self.pick @ (opened + seed) - 0.5)  # layer 3: the open zero squares
        for _ in range(self.depth):  # layers 4 to 3 + depth: each opens the zero squares touching open ones
            spreading = step(self.within @ spreading, 0.5)  # bias -0.5, as a threshold: one op less per layer
        opened = step(self.border @ spreading + opened + seed - 0.5)  # then every square they touch (R8.3)
        # end
        # concern: flagging
        flagged = only(step(flagged + flag - 0.5) - step(flagged + flag - 1.5), opened)  # XOR; no flag if open
        # end
        # concern: winning
        won = step(opened.sum() + self.mines.sum() - len(opened) + 0.5)  # every safe square open (R8.4)
        # end
        # concern: drawing-a-frame
        # concern: drawing-a-frame, flagging
        codes = COVERED + flagged * (FLAGGED - COVERED) + opened * (self.numbers - COVERED)  # output layer
        # end
        # concern: losing
        codes += lost * self.mines * (MINE - codes)  # R8.1: every mine shows once the game is lost
        # end
        return codes.astype(int), won, lost
        # end


# ---------------------------------------------------------------- the game loop
def play(network, size, cols, read_line, write):
    """Each valid line is one forward pass (R8, R9). The loop keeps nothing but the screen: the next pass reads the
    open squares (codes 0-8) and the flags (code 10) back from the codes."""
    # concern: flagging, flood-fill, losing, winning
    none = np.zeros(size, dtype=np.float32)
    # end
    # concern: drawing-a-frame
    codes, banner = np.full(size, COVERED), ""
    while banner not in ("You Won!", "You Lost!"):
        write(screen(codes, cols, banner) + ">")
        # end
        # concern: parsing-input
        line = read_line()
        # end
        # concern: end-of-input
        if not line:
            banner = "Not enough inputs!"
            break
        # end
        # concern: parsing-input
        move = read_move(line, size // cols, cols)
        if move is None:
            banner = "The provided input is not valid!"
            continue
        # end
        # concern: flagging, flood-fill, losing, winning
        square, action = move
        chosen = np.eye(1, size, square, dtype=np.float32)[0]
        codes, won, lost = network.forward(
            (codes <= 8).astype(np.float32),
            (codes == FLAGGED).astype(np.float32),
            chosen if action == "R" else none,
            chosen if action == "F" else none,
        )
        # end
        # concern: losing, winning
        banner = "You Lost!" if lost else "You Won!" if won else ""
        # end
    # concern: drawing-a-frame
    write(screen(codes, cols, banner))
    # end


# ---------------------------------------------------------------- plumbing: the board file, a move, a screen
# concern: file-errors
def checked(argv):
    """(exit code, message) for a missing argument or a board file that R2-R4 reject, checked in the order of
    R2.4; else (0, (the file's bytes, rows, columns))."""
    if len(argv) < 2:
        return 1, "usage: python -m styles.neuro_monolithic BOARD.cfg"
    path = argv[1]
    name = path[path.rfind("/") + 1 :]
    if name[-4:].lower() != ".cfg" or len(name) == 4:
        return 2, f"error: {path}: a board's file name ends in .cfg"
    # end
    # concern: file-errors, reading-the-board
    try:
        is_file = stat.S_ISREG(os.stat(path).st_mode)  # look before opening: a FIFO would block (R2.5)
    # end
    # concern: file-errors
    except (FileNotFoundError, NotADirectoryError):
        return 1, f"error: {path}: no such file"
    except OSError:
        return 2, f"error: {path}: cannot be looked up"
    if not is_file:
        return 2, f"error: {path}: not a regular file"
    # end
    # concern: reading-the-board
    try:
        with open(path, "rb") as file:
            data = file.read(421)
    # end
    except OSError:
        return 2, f"error: {path}: cannot be read"
    # concern: reading-the-board
    rows = data.split(b"\n")
    cols = len(rows[0])
    valid = (
        len(data) <= 420
        and rows[-1] == b""
        and 1 <= len(rows) - 1 <= 20
        and 1 <= cols <= 20
        and (len(rows) - 1) * cols >= 2
        and all(len(row) == cols and set(row) <= {ord("."), ord("*")} for row in rows[:-1])
        and b"." in data
    )
    return (0, (data, len(rows) - 1, cols)) if valid else (2, f"error: {path}: not a valid board")
    # end


# concern: parsing-input
def read_move(line, rows, cols):
    """(square index, "R" or "F") from an input line with its line end, or None if it is not a valid move (R7)."""
    text = line[:-1] if line.endswith(b"\n") else line
    text = text[:-1] if line.endswith(b"\r\n") else text
    parts = text.strip(b" ").split(b" ")
    parts = [part for part in parts if part != b""]
    if len(parts) != 3 or parts[2] not in (b"R", b"F") or not parts[0].isdigit() or not parts[1].isdigit():
        return None
    row, col = parts[0].lstrip(b"0"), parts[1].lstrip(b"0")
    if len(row) > 2 or len(col) > 2 or not (0 < int(row or 0) <= rows and 0 < int(col or 0) <= cols):
        return None
    return (int(row) - 1) * cols + int(col) - 1, parts[2].decode()


# end


# concern: drawing-a-frame
def screen(codes, cols, banner):
    """The board of display codes in box-drawing characters, then the banner (R6)."""
    symbols = [" ▓ ", " 1 ", " 2 ", " 3 ", " 4 ", " 5 ", " 6 ", " 7 ", " 8 ", "   ", " ¶ ", " * "]
    wide = max(4 * cols - 1, len(banner))
    text = "┌" + "┬".join(["───"] * cols) + "┐\n"
    for start in range(0, len(codes), cols):
        if start:
            text += "├" + "┼".join(["───"] * cols) + "┤\n"
        text += "│" + "│".join(symbols[code] for code in codes[start : start + cols]) + "│\n"
    text += "└" + "┴".join(["───"] * cols) + "┘\n"
    return text + "╔" + "═" * wide + "╗\n║" + banner + " " * (wide - len(banner)) + "║\n╚" + "═" * wide + "╝\n"


def write(text):
    """UTF-8 on standard output whatever the locale, flushed before the next read (R6.7)."""
    sys.stdout.buffer.write(text.encode("utf-8"))
    sys.stdout.buffer.flush()


# end


if __name__ == "__main__":
    # concern: reading-the-board
    code, board = checked(sys.argv)
    # end
    # concern: file-errors
    if code:
        sys.stderr.buffer.write(os.fsencode(board) + b"\n")
        sys.exit(code)
    # end
    # concern: reading-the-board
    data, rows, cols = board
    # end
    # concern: counting-neighbours, drawing-a-frame
    import numpy as np  # only now: a bad board file never waits for numpy to load

    mines = (np.frombuffer(data.replace(b"\n", b""), dtype=np.uint8) == ord("*")).astype(np.float32)
    play(Network(mines, rows, cols), rows * cols, cols, sys.stdin.buffer.readline, write)
    # end
