"""Minesweeper, sliding-window style (chapter 39): a small network sees only a window of 2C + 5 characters of the
board's text (rows, each with its newline), and the window slides over every position. Weights set by hand:

    counting: window of mines      ─► the middle square's number            (one slide per board)
    reaching: window of open zeros ─► whether the flood reaches the middle  (slid after each reveal)

Below the networks: the game loop, then the plumbing; numpy loads in the last lines, once the board file is good."""

import os
import stat
import sys

from styles import process

process.guard()


# concern: counting-neighbours, flood-fill
class Window:
    """The window that slides over the board's text: centred on each character in turn, it sees `reach`
    characters on either side (zeros beyond the ends) and hands that window to a network."""

    def __init__(self, length, reach):
        self.reach = reach
        self.text = np.zeros(length + 2 * reach, dtype=np.float32)
        self.windows = np.lib.stride_tricks.sliding_window_view(self.text, 2 * reach + 1)  # a view: no copies

    def slide(self, network, channel):
        """The network's answer at every position of one channel of the text (one value per character)."""
        self.text[self.reach : -self.reach] = channel
        return network(self.windows)


class Dense:
    """The small network under the window: activation(window @ weights + bias), for all windows at once."""

    def __init__(self, weights, bias, activation):
        self.weights, self.bias, self.activation = weights, bias, activation

    def __call__(self, windows):
        return self.activation(windows @ self.weights + self.bias)


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
def neighbours(cols):
    """Where the 8 neighbours of a window's middle sit in it, as offsets from the middle (R5.2): a row is cols
    characters and a newline, so the rows above and below are cols + 1 away. The newline that ends a row is never a
    mine and never open, so rows do not run into each other."""
    return [-cols - 2, -cols - 1, -cols, -1, 1, cols, cols + 1, cols + 2]


# end


# concern: counting-neighbours
def counting(cols):
    """Window of the mines -> the middle's number (R5.3): weight 1 at its 8 neighbours, 0 elsewhere."""
    weights = np.zeros(2 * cols + 5, dtype=np.float32)
    weights[np.add(neighbours(cols), cols + 2)] = 1.0
    return Dense(weights, 0.0, linear)


# end


# concern: flood-fill
def reaching(cols):
    """Window of the open squares whose number is 0 -> the flood reaches the middle: one of them is the middle
    or a neighbour of it (weights 1, bias -0.5) (R8.3)."""
    weights = np.zeros(2 * cols + 5, dtype=np.float32)
    weights[np.add([0, *neighbours(cols)], cols + 2)] = 1.0
    return Dense(weights, -0.5, step)


def flood(window, reach, opened, zero):
    """Slide `reach` over the open zero squares, open what it reaches, and slide again until a slide reaches
    nothing new. Sliding again over the window's own answer is chapter 40's idea, borrowed: the window sees one
    square around its middle, and a flood goes further."""
    while True:
        reached = opened | (window.slide(reach, opened & zero) > 0)
        if (reached == opened).all():
            return opened
        opened = reached


# end


# ---------------------------------------------------------------- the game loop
def play(text, rows, cols, read_line, write):
    """The game on the board's text (R6-R9): one slide of `counting` gives every number; a reveal opens its
    character and floods from it. Positions are those of the text; the newlines are not squares."""
    # concern: counting-neighbours, flood-fill
    window = Window(len(text), cols + 2)
    mines, safe = text == ord("*"), text == ord(".")
    # end
    # concern: counting-neighbours
    numbers = window.slide(counting(cols), mines).astype(int)  # exact: windows and weights of 0 and 1
    # end
    # concern: flood-fill
    zero, reach = (numbers == 0) & safe, reaching(cols)
    # end
    # concern: drawing-a-frame, flagging
    opened, flagged = np.zeros(len(text), dtype=bool), np.zeros(len(text), dtype=bool)
    # end
    # concern: drawing-a-frame
    message = ""
    while True:
        # concern: losing
        lost = message == "You Lost!"
        # end
        # concern: drawing-a-frame, flagging
        symbols = np.where(lost & mines, "*", np.where(opened, DIGITS[numbers], np.where(flagged, "¶", " ")))
        # end
        symbols[~(mines | safe)] = "\n"
        over = message in ("You Won!", "You Lost!")
        write(frame(symbols, cols, message) + ("" if over else ">"))
        if over:
            # end
            # concern: losing, winning
            return
            # end
        # concern: parsing-input
        line = read_line()
        # end
        # concern: end-of-input
        if not line:
            return write(frame(symbols, cols, "Not enough inputs!"))
        # end
        # concern: parsing-input
        position, action = at(line, rows, cols)
        message = "" if action else "The provided input is not valid!"
        if not action or opened[position]:
            continue
        # end
        # concern: flagging
        if action == b"F":
            flagged[position] = not flagged[position]
        # end
        # concern: losing
        elif mines[position]:
            message = "You Lost!"
        # end
        else:
            # concern: flood-fill
            opened[position] = True
            opened = flood(window, reach, opened, zero) & safe  # a newline is reached, never opened
            flagged &= ~opened
            # end
            # concern: winning
            message = "You Won!" if (opened == safe).all() else ""
            # end


# ---------------------------------------------------------------- plumbing: the board's text, a move, a frame
# concern: file-errors
def stop(code, message):
    """One line on standard error, naming the path as it was given (R2.7), then the exit code (R2)."""
    sys.stderr.buffer.write(os.fsencode(message) + b"\n")
    sys.exit(code)


def board_text(argv):
    """The text of the board file named first on the command line, with its rows and columns, once R1-R4 pass.
    The text is valid when its only newlines stand at every (columns + 1)-th character, the last one included."""
    if len(argv) < 2:
        stop(1, "usage: python -m styles.sliding_window BOARD.cfg")
    path = argv[1]
    tail = path.split("/")[-1]
    if len(tail) <= 4 or tail[-4:].casefold() != ".cfg":
        stop(2, f"{path}: a board file is called NAME.cfg")
    # end
    # concern: file-errors, reading-the-board
    try:
        mode = os.stat(path).st_mode  # stat, never open, to learn what the path is: a FIFO would block (R2.5)
    # end
    # concern: file-errors
    except (FileNotFoundError, NotADirectoryError):
        stop(1, f"{path}: no such file")
    except OSError:
        stop(2, f"{path}: cannot be looked up")
    if not stat.S_ISREG(mode):
        stop(2, f"{path}: not a regular file")
    # end
    # concern: reading-the-board
    try:
        with open(path, "rb") as file:
            text = file.read(421)
    # end
    except OSError:
        stop(2, f"{path}: cannot be read")
    # concern: reading-the-board
    cols = text.find(b"\n")
    rows = text.count(b"\n")
    if len(text) > 420 or not (1 <= cols <= 20 and 1 <= rows <= 20) or len(text) != rows * (cols + 1):
        stop(2, f"{path}: not rows of one length (1 to 20 rows of 1 to 20 squares), each ending in a newline")
    if text[cols :: cols + 1] != b"\n" * rows or text.replace(b"\n", b"").strip(b".*") or rows * cols < 2:
        stop(2, f"{path}: a board holds only . and * and has at least two squares")
    if b"." not in text:
        stop(2, f"{path}: a board needs a square without a mine")
    return text, rows, cols
    # end


# concern: parsing-input
def at(line, rows, cols):
    """(position in the text, b"R" or b"F") from an input line with its line end; (None, None) if invalid (R7)."""
    if line.endswith(b"\n"):
        line = line.removesuffix(b"\n").removesuffix(b"\r")
    fields = line.split(b" ")
    fields = [field for field in fields if field]
    if len(fields) != 3 or fields[2] not in {b"R", b"F"} or not all(f.isdigit() for f in fields[:2]):
        return None, None
    row, col = (field.lstrip(b"0") or b"0" for field in fields[:2])
    if len(row) > 2 or len(col) > 2 or not (1 <= int(row) <= rows and 1 <= int(col) <= cols):
        return None, None  # never int() a long number: three digits are off any board
    return (int(row) - 1) * (cols + 1) + int(col) - 1, fields[2]


# end


# concern: drawing-a-frame
def frame(symbols, cols, message):
    """The text's symbols, a newline after each row, drawn with box-drawing characters, then the banner (R6)."""
    lines = "".join(symbols).split("\n")[:-1]
    cells = ["│ " + " │ ".join(row) + " │\n" for row in lines]
    width = max(4 * cols - 1, len(message))
    edge = ["───"] * cols
    return (
        "┌" + "┬".join(edge) + "┐\n" + ("├" + "┼".join(edge) + "┤\n").join(cells) + "└" + "┴".join(edge) + "┘\n"
        "╔" + "═" * width + "╗\n" + "║" + message.ljust(width) + "║\n" + "╚" + "═" * width + "╝\n"
    )


def write(text):
    """UTF-8 whatever the locale, flushed before the next read (R6.7)."""
    sys.stdout.buffer.write(text.encode("utf-8"))
    sys.stdout.buffer.flush()


# end


if __name__ == "__main__":
    # concern: reading-the-board
    text, rows, cols = board_text(sys.argv)
    # end
    # concern: drawing-a-frame
    import numpy as np  # only now: a bad board file never waits for numpy to load

    DIGITS = np.array(["▓", "1", "2", "3", "4", "5", "6", "7", "8"])
    # end
    # concern: counting-neighbours, drawing-a-frame
    play(np.frombuffer(text, dtype=np.uint8), rows, cols, sys.stdin.buffer.readline, write)
    # end
