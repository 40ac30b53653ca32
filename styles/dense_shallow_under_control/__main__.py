"""Minesweeper, dense-shallow-under-control style (chapter 35): dense layers over the board as one vector of N
squares, activation(weights @ inputs + bias), every weight written by hand from a rule of the game:

    counting: mines (N)        ─[ touching (N×N),          bias 0,    linear ]─► numbers (N)        R5.2, R5.3
    opening:  open squares (N) ─[ touching·zero + I (N×N), bias −0.5, step   ]─► open squares (N)   R8.2, R8.3

Below the network: the game loop, then the plumbing; numpy loads in the last lines, once the board file is good."""

import os
import stat
import sys

from styles import process

process.guard()


# concern: counting-neighbours, flood-fill
class Dense:
    """A fully connected layer: every unit sees every input, activation(weights @ inputs + bias)."""

    def __init__(self, weights, bias, activation):
        self.weights, self.bias, self.activation = weights, bias, activation

    def __call__(self, inputs):
        return self.activation(self.weights @ inputs + self.bias)


# end


# concern: counting-neighbours
def linear(x):
    """The identity: the weighted sum is the answer."""
    return x


# end


# concern: flood-fill
def step(x):
    """Heaviside: a unit fires (1) when its weighted sum is above zero."""
    return (x > 0).astype(np.float32)


# end


# concern: counting-neighbours, flood-fill
def touching(rows, cols):
    """R5.2 written as weights: entry (i, j) is 1 when squares i and j touch, 0 otherwise (and 0 for i = j)."""
    row, col = np.divmod(np.arange(rows * cols), cols)
    near = (abs(row[:, None] - row) <= 1) & (abs(col[:, None] - col) <= 1)
    return near.astype(np.float32) - np.eye(rows * cols, dtype=np.float32)


# end


# concern: counting-neighbours, flood-fill
def wire(mines, rows, cols):
    """The two layers, written by hand for a board of rows x cols squares; returns the numbers and the opening layer.

    counting (R5.3): a square's number is the sum of the mines that touch it: weights `touching`, no bias.
    opening (R8.2, R8.3): one step later a square is open when it is open now (weight 1 from itself), or when a
    square whose number is 0 touches it and is open (weight 1 from each such square); one signal beats the bias
    of -0.5. Which squares have the number 0 is what the counting layer has just answered."""
    near = touching(rows, cols)
    # end
    # concern: counting-neighbours
    numbers = Dense(near, 0.0, linear)(mines)
    # end
    # concern: flood-fill
    zero = (numbers == 0) & (mines == 0)
    return numbers, Dense(near * zero + np.eye(rows * cols, dtype=np.float32), -0.5, step)
    # end


# concern: flood-fill
def flood(opening, opened):
    """Pass the open squares through the opening layer, then its answer again, until a pass opens nothing more:
    each pass takes the flood one square further. Feeding a layer its own answer is chapter 40's idea, borrowed."""
    wider = opening(opened)
    while not np.array_equal(wider, opened):
        opened, wider = wider, opening(wider)
    return opened


# end


# ---------------------------------------------------------------- the game loop
def play(mines, rows, cols, read_line, write):
    """Frame, line, move, until the game or the input ends (R6-R9). The counting layer answers once; a reveal opens
    its square and hands the open squares to the opening layer."""
    # concern: counting-neighbours, flood-fill
    numbers, opening = wire(mines, rows, cols)
    # end
    # concern: drawing-a-frame, flagging
    opened, flagged = np.zeros_like(mines), np.zeros_like(mines)
    # end
    # concern: drawing-a-frame
    banner = ""
    while True:
        # concern: drawing-a-frame, flagging
        symbols = np.where(opened > 0, NUMBERS[numbers.astype(int)], np.where(flagged > 0, " ¶ ", "   "))
        # end
        # concern: losing
        if banner == "You Lost!":
            symbols = np.where(mines > 0, " * ", symbols)
        # end
        if banner in ("You Won!", "You Lost!"):
            # concern: losing, winning
            return write(frame(symbols, cols, banner))
            # end
        write(frame(symbols, cols, banner) + ">")
        # end
        # concern: parsing-input
        line = read_line()
        # end
        # concern: end-of-input
        if not line:
            return write(frame(symbols, cols, "Not enough inputs!"))
        # end
        # concern: parsing-input
        move = parse_move(line, rows, cols)
        banner = "" if move else "The provided input is not valid!"
        if move and not opened[move[0]]:
            # end
            # concern: flagging, flood-fill
            square, action = move
            # end
            # concern: flagging
            if action == b"F":
                flagged[square] = 1 - flagged[square]
            # end
            # concern: losing
            elif mines[square]:
                banner = "You Lost!"
            # end
            else:
                # concern: flood-fill
                opened[square] = 1
                opened = flood(opening, opened)
                flagged *= 1 - opened
                # end
                # concern: winning
                banner = "You Won!" if (opened + mines).all() else ""
                # end


# ---------------------------------------------------------------- plumbing: the board file, a move, a frame
# concern: file-errors
def refuse(message, code):
    """One line on standard error, the path's bytes as given (R2.7), and the exit code."""
    sys.stderr.buffer.write(os.fsencode(message) + b"\n")
    sys.exit(code)


# end


# concern: file-errors
def read_board(argv):
    """The board file named first on the command line, checked in plain Python before numpy loads (R1-R4), as
    (its bytes, rows, columns); a bad one ends the program here."""
    if len(argv) < 2:
        refuse("usage: python -m styles.dense_shallow_under_control BOARD.cfg", 1)
    path = argv[1]
    name = path.rpartition("/")[2]
    if len(name) < 5 or not name.lower().endswith(".cfg"):
        refuse(f"{path}: the file name does not end in .cfg", 2)
    # end
    # concern: file-errors, reading-the-board
    try:
        kind = os.stat(path).st_mode  # its metadata first: opening a FIFO would wait for a writer (R2.5)
    # end
    # concern: file-errors
    except (FileNotFoundError, NotADirectoryError):
        refuse(f"{path}: there is no such file", 1)
    except OSError:
        refuse(f"{path}: the path cannot be looked up", 2)
    if not stat.S_ISREG(kind):
        refuse(f"{path}: this is not a regular file", 2)
    # end
    # concern: reading-the-board
    try:
        with open(path, "rb") as file:
            data = file.read(421)
    # end
    except OSError:
        refuse(f"{path}: the file cannot be read", 2)
    # concern: reading-the-board
    lines = data.split(b"\n")
    rows, cols = len(lines) - 1, len(lines[0])
    sizes = {len(line) for line in lines[:-1]}
    if len(data) > 420 or lines[-1] or sizes != {cols} or data.replace(b"\n", b"").strip(b".*"):
        refuse(f"{path}: this is not a board of . and * in rows of one length, each ending in a newline", 2)
    if not (1 <= rows <= 20 and 1 <= cols <= 20 and rows * cols >= 2 and b"." in data):
        refuse(f"{path}: a board has 1 to 20 rows and columns, 2 squares or more, and a square without a mine", 2)
    return data, rows, cols
    # end


# concern: parsing-input
def parse_move(line, rows, cols):
    """(square index, b"R" or b"F") for a valid input line with its line end, None for any other (R7)."""
    if line.endswith(b"\n"):
        line = line[:-1].removesuffix(b"\r")
    fields = [field for field in line.split(b" ") if field]
    if len(fields) != 3 or fields[2] not in (b"R", b"F") or not (fields[0].isdigit() and fields[1].isdigit()):
        return None
    row, col = (field.lstrip(b"0") or b"0" for field in fields[:2])
    if len(row) > 2 or len(col) > 2 or not (1 <= int(row) <= rows and 1 <= int(col) <= cols):
        return None  # never int() a long string: three digits are off any board
    return (int(row) - 1) * cols + int(col) - 1, fields[2]


# end


# concern: drawing-a-frame
def frame(symbols, cols, banner):
    """The board drawn square by square with box-drawing characters, then the banner (R6)."""
    rule = ["───"] * cols
    lines = ["│" + "│".join(symbols[start : start + cols]) + "│\n" for start in range(0, len(symbols), cols)]
    width = max(4 * cols - 1, len(banner))
    return (
        f"┌{'┬'.join(rule)}┐\n"
        + f"├{'┼'.join(rule)}┤\n".join(lines)
        + f"└{'┴'.join(rule)}┘\n╔{'═' * width}╗\n║{banner.ljust(width)}║\n╚{'═' * width}╝\n"
    )


def write(text):
    """Print as UTF-8 whatever the locale says, and flush before the next read (R6.7)."""
    sys.stdout.buffer.write(text.encode("utf-8"))
    sys.stdout.buffer.flush()


# end


if __name__ == "__main__":
    # concern: reading-the-board
    data, rows, cols = read_board(sys.argv)
    # end
    # concern: drawing-a-frame
    import numpy as np  # only now: a bad board file never waits for numpy to load

    NUMBERS = np.array([" ▓ "] + [f" {n} " for n in range(1, 9)])
    # end
    # concern: counting-neighbours, drawing-a-frame
    squares = np.frombuffer(data.replace(b"\n", b""), dtype=np.uint8)
    play((squares == ord("*")).astype(np.float32), rows, cols, sys.stdin.buffer.readline, write)
    # end
