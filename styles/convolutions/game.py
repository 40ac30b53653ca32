"""The network of the convolutions style: convolution layers over the board seen as an image, each kernel followed
by an activation, and the game loop around them. Kernels are set by hand."""

import numpy as np

COVERED, FLAG, MINE = 9, 10, 11  # display codes 0-8 are the numbers of open squares
SYMBOLS = [" ▓ "] + [f" {n} " for n in range(1, 9)] + ["   ", " ¶ ", " * "]
RING = [[[1, 1, 1], [1, 0, 1], [1, 1, 1]]]  # 1 channel: the 8 neighbours, not the square itself
BOTH = [[[1]], [[1]]]  # 1x1 over 2 channels: open + zero, which reaches 2 only where both are set
SPREAD = [[[1, 1, 1], [1, 1, 1], [1, 1, 1]], [[0, 0, 0], [0, 1, 0], [0, 0, 0]]]  # open zeros around; open itself


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


def relu(x):
    """The rectifier: a unit passes its weighted sum on when it is positive (a count always is)."""
    return np.maximum(x, 0.0)


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


# ---------------------------------------------------------------- the game around the network
def parse_move(line, shape):
    """(row, column, action) from one input line without its line end, or None when invalid (R7)."""
    fields = [field for field in line.split(b" ") if field]
    if len(fields) != 3 or fields[2] not in (b"R", b"F"):
        return None
    digits = [field.lstrip(b"0") for field in fields[:2]]
    if not all(field.isdigit() for field in fields[:2]) or any(len(d) > 2 for d in digits):
        return None
    row, col = (int(d or b"0") for d in digits)
    if not (1 <= row <= shape[0] and 1 <= col <= shape[1]):
        return None
    return row - 1, col - 1, fields[2]


def frame(codes, message):
    """The grid of display codes drawn with box-drawing characters, then the banner (R6)."""
    border = ["───"] * codes.shape[1]
    lines = ["│" + "│".join(SYMBOLS[code] for code in row) + "│\n" for row in codes]
    between = "├" + "┼".join(border) + "┤\n"
    width = max(4 * codes.shape[1] - 1, len(message))
    banner = f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"
    return "┌" + "┬".join(border) + "┐\n" + between.join(lines) + "└" + "┴".join(border) + "┘\n" + banner


def play(mines, numbers, flood, read_line, write):
    """The game loop: the numbers come from the RING layer, every reveal goes through the flood stack (R8, R9)."""
    opened = np.zeros_like(mines)
    flagged = np.zeros_like(mines)
    message = ""
    while True:
        codes = np.where(opened, numbers, np.where(flagged, FLAG, COVERED))
        if message == "You Lost!":
            codes = np.where(mines, MINE, codes)
        over = message in ("You Won!", "You Lost!")
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
            message = "You Lost!"
        else:
            opened[row, col] = True
            opened = flood(opened) > 0
            flagged &= ~opened
            if (opened | mines).all():
                message = "You Won!"


def play_board(data, rows, cols, read_line, write):
    """Play a checked board file (its bytes, rows, columns): the mines become a one-channel image."""
    mines = np.frombuffer(data, dtype=np.uint8).reshape(rows, cols + 1)[:, :cols] == ord("*")
    numbers = Conv(RING, 0.0, relu, mines.shape)(mines).astype(int)  # exact: inputs 0 or 1, weights 0 or 1
    zero = ((numbers == 0) & ~mines).astype(np.float32)
    play(mines, numbers, flood_network(zero), read_line, write)
