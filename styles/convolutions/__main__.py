"""Minesweeper, convolutions style (chapter 41): the board is an image, a channel per fact; 3x3 kernels slide over
it, each followed by an activation, stacked in layers. Kernels set by hand:

    numbers = ReLU(RING * mines);  then per block: open zeros = step(BOTH * [open, zero] - 1.5),
    open = step(SPREAD * [open zeros, open] - 0.5), as many blocks as the board has zero squares, plus one

Below the network: the game loop, then the plumbing; numpy loads in the last lines, once the board file is good."""

import os
import stat
import sys

from styles import process

process.guard()

# concern: counting-neighbours
RING = [[[1, 1, 1], [1, 0, 1], [1, 1, 1]]]  # 1 channel: the 8 neighbours, not the square itself
# end
# concern: flood-fill
BOTH = [[[1]], [[1]]]  # 1x1 over 2 channels: open + zero, which reaches 2 only where both are set
SPREAD = [[[1, 1, 1], [1, 1, 1], [1, 1, 1]], [[0, 0, 0], [0, 1, 0], [0, 0, 0]]]  # open zeros around; open itself
# end


# concern: counting-neighbours, flood-fill
class Conv:
    """A convolution layer for images of one size: a kernel of (channels x k x k) weights slides over the
    zero-padded input, each output square is the kernel-weighted sum of the window around it over all channels,
    plus the bias, then the activation. The kernels here are symmetric, so the flip that tells a convolution
    from a cross-correlation changes nothing."""

    def __init__(self, kernel, bias, activation, shape):
        kernel = np.array(kernel, dtype=np.float32)
        channels, size, _ = kernel.shape
        edge = size // 2
        self.canvas = np.zeros((channels, shape[0] + 2 * edge, shape[1] + 2 * edge), dtype=np.float32)
        self.image = self.canvas[:, edge : edge + shape[0], edge : edge + shape[1]]  # framed by zeros
        # Where each output square's window lies on the canvas, one row per square ("im2col"): the layer then
        # gathers every window at once and takes one matrix product, as convolution libraries do.
        places = np.arange(self.canvas.size).reshape(self.canvas.shape)
        windows = np.lib.stride_tricks.sliding_window_view(places, (size, size), axis=(1, 2))
        self.windows = windows.transpose(1, 2, 0, 3, 4).reshape(shape[0] * shape[1], channels * size * size)
        self.weights, self.bias, self.activation, self.shape = kernel.ravel(), bias, activation, shape

    def __call__(self, *channels):
        self.image[...] = channels
        sums = (np.take(self.canvas, self.windows) @ self.weights).reshape(self.shape)  # every window, weighted
        return self.activation(sums + self.bias)


# end


# concern: counting-neighbours
def relu(x):
    """The rectifier: a unit passes its weighted sum on when it is positive (a count always is)."""
    return np.maximum(x, 0.0)


# end


# concern: flood-fill
def step(x):
    """The Heaviside activation: a unit fires (1) when its weighted sum is above zero."""
    return (x > 0).astype(np.float32)


def flood_network(zero):
    """The flood over a board with these zero squares, as a stack of blocks of two layers: a 1x1 kernel finds the
    open zero squares, a 3x3 kernel opens every square that touches one or is open already. Each block reaches one
    square further; as many blocks as the board has zero squares, plus one, reach across any flood it allows (each
    block of an unfinished flood opens a zero square)."""
    both, spread = Conv(BOTH, -1.5, step, zero.shape), Conv(SPREAD, -0.5, step, zero.shape)
    depth = int(zero.sum()) + 1

    def forward(opened):
        for _ in range(depth):
            opened = spread(both(opened, zero), opened)
        return opened

    return forward


# end


# ---------------------------------------------------------------- the game loop
def play(mines, read_line, write):
    """The game on the image of mines (R6-R9): the RING layer gives the numbers once, and every reveal goes through
    the stack of flood blocks."""
    # concern: counting-neighbours
    numbers = Conv(RING, 0.0, relu, mines.shape)(mines).astype(int)  # exact: inputs and weights are 0 or 1
    # end
    # concern: flood-fill
    flood = flood_network(((numbers == 0) & ~mines).astype(np.float32))
    # end
    # concern: drawing-a-frame, flagging
    opened, flagged = np.zeros_like(mines), np.zeros_like(mines)
    # end
    # concern: drawing-a-frame
    banner = ""
    while True:
        # concern: drawing-a-frame, flagging
        pixels = np.where(opened, numbers, np.where(flagged, 10, 9))
        # end
        # concern: losing
        if banner == "You Lost!":
            pixels[mines] = 11
        # end
        done = banner in ("You Won!", "You Lost!")
        write(render(pixels, banner) + ("" if done else ">"))
        if done:
            # concern: losing, winning
            return
            # end
        # end
        # concern: parsing-input
        line = read_line()
        # end
        # concern: end-of-input
        if not line:
            return write(render(pixels, "Not enough inputs!"))
        # end
        # concern: parsing-input
        move = parse_move(line, mines.shape)
        banner = "The provided input is not valid!" if move is None else ""
        if move is None or opened[move[0]]:
            continue
        # end
        # concern: flagging, flood-fill
        where, action = move
        # end
        # concern: flagging
        if action == "F":
            flagged[where] = not flagged[where]
        # end
        # concern: losing
        elif mines[where]:
            banner = "You Lost!"
        # end
        else:
            # concern: flood-fill
            opened[where] = True
            opened = flood(opened) > 0
            flagged &= ~opened
            # end
            # concern: winning
            if (opened | mines).all():
                banner = "You Won!"
            # end


# ---------------------------------------------------------------- plumbing: the board image, a move, a frame
# concern: file-errors
class NotABoard(Exception):
    """Why the board file cannot be played, and the exit code that says so (R2)."""

    def __init__(self, code, path, why):
        super().__init__(f"{path}: {why}")
        self.code = code


def board_image(path):
    """The board file as an image, a list of rows of bytes, after the checks of R2-R4 in the order of R2.4."""
    base = path.rpartition("/")[-1]
    if len(base) < 5 or base[-4:].upper() != ".CFG":
        raise NotABoard(2, path, "expected a file called NAME.cfg")
    # end
    # concern: file-errors, reading-the-board
    try:
        info = os.stat(path)  # stat, not open: opening a FIFO to find out what it is would block (R2.5)
    # end
    # concern: file-errors
    except (FileNotFoundError, NotADirectoryError):
        raise NotABoard(1, path, "no such file") from None
    except OSError:
        raise NotABoard(2, path, "cannot look the path up") from None
    if not stat.S_ISREG(info.st_mode):
        raise NotABoard(2, path, "not a regular file")
    # end
    # concern: reading-the-board
    try:
        with open(path, "rb") as file:
            raw = file.read(421)
    # end
    except OSError:
        raise NotABoard(2, path, "cannot read the file") from None
    # concern: reading-the-board
    image = raw.split(b"\n")
    if len(raw) > 420 or image.pop() or not image or b"" in image:
        raise NotABoard(2, path, "an image of rows that each end with a newline, 420 bytes at most")
    height, width = len(image), len(image[0])
    if {len(row) for row in image} != {width} or height > 20 or width > 20 or height * width < 2:
        raise NotABoard(2, path, "a rectangle of 1 to 20 by 1 to 20 squares, at least 2 of them")
    if raw.count(b".") + raw.count(b"*") != height * width or not raw.count(b"."):
        raise NotABoard(2, path, "only . and *, at least one .")
    return image
    # end


# concern: parsing-input
def parse_move(line, shape):
    """((row, column), "R" or "F"), 0-based, from one input line with its line end; None if it is invalid (R7)."""
    body = line[:-1] if line[-1:] == b"\n" else line
    if line[-2:] == b"\r\n":
        body = body[:-1]
    words = [word for word in body.split(b" ") if word]
    if len(words) != 3 or words[2] not in (b"R", b"F") or not words[0].isdigit() or not words[1].isdigit():
        return None
    row, col = (word.lstrip(b"0") or b"0" for word in words[:2])
    if max(len(row), len(col)) > 2 or not (0 < int(row) <= shape[0] and 0 < int(col) <= shape[1]):
        return None
    return (int(row) - 1, int(col) - 1), words[2].decode()


# end


# concern: drawing-a-frame
def render(pixels, banner):
    """The image of display codes (0-8 numbers, 9 covered, 10 flag, 11 mine) in box-drawing characters, then the
    banner (R6)."""
    glyphs = "▓12345678 ¶*"
    width = pixels.shape[1]
    between = ["───"] * width
    body = [("│" + "│".join(f" {glyphs[code]} " for code in row) + "│\n") for row in pixels]
    wide = max(4 * width - 1, len(banner))
    top, middle, bottom = ("┌┬┐", "├┼┤", "└┴┘")
    lines = top[0] + top[1].join(between) + top[2] + "\n"
    lines += (middle[0] + middle[1].join(between) + middle[2] + "\n").join(body)
    lines += bottom[0] + bottom[1].join(between) + bottom[2] + "\n"
    return lines + "╔" + "═" * wide + "╗\n║" + f"{banner:{wide}}" + "║\n╚" + "═" * wide + "╝\n"


def write(text):
    """UTF-8 whatever the locale, flushed before the next read (R6.7)."""
    sys.stdout.buffer.write(text.encode("utf-8"))
    sys.stdout.buffer.flush()


# end


if __name__ == "__main__":
    # concern: file-errors
    if len(sys.argv) < 2:
        sys.exit("usage: python -m styles.convolutions BOARD.cfg")
    # end
    try:
        # concern: reading-the-board
        image = board_image(sys.argv[1])
        # end
    # concern: file-errors
    except NotABoard as why:
        sys.stderr.buffer.write(os.fsencode(str(why)) + b"\n")
        sys.exit(why.code)
    # end
    # concern: counting-neighbours, drawing-a-frame
    import numpy as np  # only now: a bad board file never waits for numpy to load

    play(np.array([list(row) for row in image]) == ord("*"), sys.stdin.buffer.readline, write)
    # end
