"""Minesweeper, bow-tie style (chapter 37): every answer comes out of a network wide -> narrow -> wide, so all
its output knows has squeezed through the knot. Each square asks two, set by hand from the rules:

    counting:  its 3x3 patch of mines (9)     ─► knot (1): their sum         ─► 9 scores: its number, 0-8
    spreading: its state: open, number (10)   ─► knot (1): an open 0 spreads ─► its 3x3 patch (9): open

Below the networks: the game loop, then the plumbing; numpy loads in the last lines, once the board file is good."""

import os
import stat
import sys
from pathlib import Path

from styles import process

process.guard()


# concern: counting-neighbours, flood-fill
class BowTie:
    """Two layers whose middle, the knot, is narrower than the input and the output: for one row of inputs per
    square, output(knot(inputs @ encode + encode_bias) @ decode + decode_bias)."""

    def __init__(self, encode, encode_bias, knot, decode, decode_bias, output):
        (inputs, width), outputs = encode.shape, decode.shape[1]
        if not width < min(inputs, outputs):
            # end
            raise ValueError(f"not a bow tie: {inputs} -> {width} -> {outputs}")
        # concern: counting-neighbours, flood-fill
        self.encode, self.encode_bias, self.knot = encode, encode_bias, knot
        self.decode, self.decode_bias, self.output = decode, decode_bias, output

    def __call__(self, inputs):
        waist = self.knot(inputs @ self.encode + self.encode_bias)
        return self.output(waist @ self.decode + self.decode_bias)
        # end


# concern: counting-neighbours
def relu(x):
    """The rectifier: a unit passes its sum on when it is positive."""
    return np.maximum(x, 0.0)


# end


# concern: flood-fill
def step(x):
    """Heaviside: a unit fires (1) when its sum is above zero."""
    return (x > 0).astype(np.float32)


# end


# concern: counting-neighbours
def winner(scores):
    """Winner takes all: the answer is the output unit with the highest score."""
    return scores.argmax(axis=1)


# end


# concern: counting-neighbours
def counting():
    """Patch of mines (9) -> knot (1): s, the sum of the 8 around the middle -> 9 scores: 2k.s - k.k for k = 0..8,
    which is s.s - (s - k)^2, highest for k = s (R5.3). A count is one number: one knot unit carries it."""
    around = np.array([[1], [1], [1], [1], [0], [1], [1], [1], [1]], dtype=np.float32)
    k = np.arange(9, dtype=np.float32)
    return BowTie(around, 0.0, relu, 2 * k[None, :], -(k**2), winner)


# end


# concern: flood-fill
def spreading():
    """A square's state (10: open, then its number one-hot) -> knot (1): it is open and its number is 0 (weights 1
    and 1, bias -1.5) -> 9 outputs: every square of its 3x3 patch opens (weight 1, bias -0.5) (R8.3). All that a
    square tells its neighbourhood about the flood is one bit: one knot unit carries it."""
    state = np.zeros((10, 1), dtype=np.float32)
    state[[0, 1]] = 1.0
    return BowTie(state, -1.5, step, np.ones((1, 9), dtype=np.float32), -0.5, step)


def flood(spread, opened, number_one_hot, patch):
    """The open squares after a reveal: every square asks the spreading bow tie, and the patches it opens are laid
    on the board, again until no square opens. The repetition is chapter 40's, borrowed: a bow tie sees one
    square's neighbourhood, and a flood can be longer."""
    while True:
        wider = opened | (patch.lay(spread(np.hstack([opened.reshape(-1, 1), number_one_hot]))) > 0)
        if (wider == opened).all():
            return opened
        opened = wider


# end


# ---------------------------------------------------------------- the game loop
def play(mines, read_line, write):
    """The game on the grid of mines (R6-R9): the counting bow tie once per square, the spreading ones per reveal."""
    # concern: counting-neighbours, flood-fill
    patch = Patches(*mines.shape)
    # end
    # concern: counting-neighbours
    numbers = counting()(patch.cut(mines)).reshape(mines.shape)
    # end
    # concern: flood-fill
    number_one_hot = np.eye(9, dtype=np.float32)[numbers.ravel()]
    # end
    # concern: drawing-a-frame, flagging
    opened, flagged = np.zeros_like(mines), np.zeros_like(mines)
    # end
    # concern: drawing-a-frame
    said = ""
    while True:
        # concern: drawing-a-frame, flagging
        view = np.where(opened, NUMBERS[numbers], np.where(flagged, " ¶ ", "   "))
        # end
        # concern: losing
        if said == "You Lost!":
            view[mines] = " * "
        # end
        ended = said in ("You Won!", "You Lost!")
        write(picture(view, said) + ("" if ended else ">"))
        if ended:
            # end
            # concern: losing, winning
            return
            # end
        # concern: parsing-input
        line = read_line()
        # end
        # concern: end-of-input
        if line == b"":
            return write(picture(view, "Not enough inputs!"))
        # end
        # concern: parsing-input
        move = parse(line, mines.shape)
        said = "" if move else "The provided input is not valid!"
        if move is None or opened[move[:2]]:
            continue
        # end
        # concern: flagging, flood-fill
        row, col, action = move
        # end
        # concern: flagging
        if action == b"F":
            flagged[row, col] ^= True
        # end
        # concern: losing
        elif mines[row, col]:
            said = "You Lost!"
        # end
        else:
            # concern: flood-fill
            opened[row, col] = True
            opened = flood(spreading(), opened, number_one_hot, patch)
            flagged &= ~opened
            # end
            # concern: winning
            said = "You Won!" if (opened | mines).all() else ""
            # end


# ---------------------------------------------------------------- plumbing: patches, the board file, a move, a frame
# concern: counting-neighbours, flood-fill
class Patches:
    """Each square's 3x3 patch of a rows x cols grid, framed by a border of zeros: `cut` gives one row of 9 values
    per square, `lay` adds each square's 9 values back where its patch lies."""

    def __init__(self, rows, cols):
        framed = np.arange((rows + 2) * (cols + 2)).reshape(rows + 2, cols + 2)
        self.places = np.lib.stride_tricks.sliding_window_view(framed, (3, 3)).reshape(rows * cols, 9)
        self.size, self.shape = framed.size, (rows, cols)

    # end

    # concern: counting-neighbours
    def cut(self, grid):
        framed = np.zeros(self.size, dtype=np.float32)
        framed[self.places[:, 4]] = grid.ravel()
        return framed[self.places]

    # end

    # concern: flood-fill
    def lay(self, values):
        return np.bincount(self.places.ravel(), values.ravel(), self.size)[self.places[:, 4]].reshape(self.shape)

    # end


# concern: file-errors
def complain(code, *words):
    """The one line on standard error (R2.7), with the path as its bytes were given, and the exit code (R2)."""
    sys.stderr.buffer.write(os.fsencode(" ".join(words)) + b"\n")
    sys.exit(code)


def board_rows(argv):
    """The rows of the board file named first on the command line, after the checks of R1-R4 in their order."""
    if len(argv) < 2:
        complain(1, "usage: python -m styles.bow_tie BOARD.cfg")
    path = argv[1]
    stem, dot, ending = path.rpartition("/")[2].rpartition(".")
    if not (stem and dot and ending.lower() == "cfg"):
        complain(2, path, "is not the name of a .cfg file")
    # end
    # concern: file-errors, reading-the-board
    try:
        mode = Path(path).stat().st_mode  # the metadata only: opening a FIFO would block (R2.5)
    # end
    # concern: file-errors
    except (FileNotFoundError, NotADirectoryError):
        complain(1, path, "does not exist")
    except OSError:
        complain(2, path, "cannot be looked up")
    if not stat.S_ISREG(mode):
        complain(2, path, "is not a regular file")
    # end
    # concern: reading-the-board
    try:
        with open(path, "rb") as file:
            content = file.read(421)
    # end
    except OSError:
        complain(2, path, "cannot be read")
    # concern: reading-the-board
    rows = content.split(b"\n")
    if len(content) > 420 or rows.pop() != b"" or content.translate(None, b".*\n"):
        complain(2, path, "holds more than rows of . and * that each end in a newline")
    width = len(rows[0]) if rows else 0
    if any(len(row) != width for row in rows) or not (0 < len(rows) <= 20 and 0 < width <= 20):
        complain(2, path, "is not a board of 1 to 20 rows of one length, 1 to 20 squares each")
    if len(rows) * width < 2 or b"." not in content:
        complain(2, path, "needs at least 2 squares and one square without a mine")
    return rows
    # end


# concern: parsing-input
def parse(line, shape):
    """(row, column, action), 0-based, from an input line with its line end, or None when it is invalid (R7)."""
    if line[-1:] == b"\n":
        line = line[:-2] if line[-2:] == b"\r\n" else line[:-1]
    words = line.strip(b" ").split(b" ")
    words = [word for word in words if word]
    if len(words) != 3 or words[2] not in (b"R", b"F"):
        return None
    place = []
    for word, size in zip(words[:2], shape, strict=True):
        digits = word.lstrip(b"0") or b"0"
        if not word.isdigit() or len(digits) > 2 or not 1 <= int(digits) <= size:
            return None
        place.append(int(digits) - 1)
    return place[0], place[1], words[2]


# end


# concern: drawing-a-frame
def picture(view, said):
    """The grid of symbols in box-drawing characters, then the banner (R6)."""
    cols = view.shape[1]

    def rule(left, joint, right):
        return left + joint.join(["───"] * cols) + right + "\n"

    width = max(4 * cols - 1, len(said))
    body = rule("├", "┼", "┤").join("│" + "│".join(row) + "│\n" for row in view)
    return (
        rule("┌", "┬", "┐") + body + rule("└", "┴", "┘") + f"╔{'═' * width}╗\n║{said.ljust(width)}║\n╚{'═' * width}╝\n"
    )


def write(text):
    """UTF-8 whatever the locale, flushed before the next read (R6.7)."""
    sys.stdout.buffer.write(text.encode("utf-8"))
    sys.stdout.buffer.flush()


# end


if __name__ == "__main__":
    # concern: reading-the-board
    rows = board_rows(sys.argv)
    # end
    # concern: drawing-a-frame
    import numpy as np  # only now: a bad board file never waits for numpy to load

    NUMBERS = np.array([" ▓ ", " 1 ", " 2 ", " 3 ", " 4 ", " 5 ", " 6 ", " 7 ", " 8 "])
    # end
    # concern: counting-neighbours, drawing-a-frame
    play(np.array([[square == ord("*") for square in row] for row in rows]), sys.stdin.buffer.readline, write)
    # end
