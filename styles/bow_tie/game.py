"""The networks of the bow_tie style: two bow ties, wide -> narrow -> wide, with weights set by hand, and the game
loop that asks them. Everything an output knows has come through the knot."""

import numpy as np

COVERED, FLAG, MINE = 9, 10, 11  # display codes 0-8 are the numbers of open squares
SYMBOLS = [" ▓ "] + [f" {n} " for n in range(1, 9)] + ["   ", " ¶ ", " * "]
AROUND = np.array([[1, 1, 1, 1, 0, 1, 1, 1, 1]], dtype=np.float64)  # a patch's 8 neighbours, not its middle
ANSWERS = np.arange(9, dtype=np.float64)[:, None]  # the numbers 0..8


class BowTie:
    """A two-layer network whose hidden layer, the knot, is narrower than its input and its output:
    output(decode @ knot(encode @ inputs + encode_bias) + decode_bias), one row of inputs per example."""

    def __init__(self, encode, encode_bias, knot, decode, decode_bias, output):
        (width, inputs), outputs = encode.shape, decode.shape[0]
        if not (width < inputs and width < outputs):
            raise ValueError(f"not a bow tie: {inputs} -> {width} -> {outputs}")
        self.encode, self.encode_bias, self.knot = encode, encode_bias, knot
        self.decode, self.decode_bias, self.output = decode, decode_bias, output

    def __call__(self, inputs):
        waist = self.knot(inputs @ self.encode.T + self.encode_bias)
        return self.output(waist @ self.decode.T + self.decode_bias)


def relu(x):
    """The rectifier: a unit passes its weighted sum on when it is positive."""
    return np.maximum(x, 0.0)


def step(x):
    """The Heaviside activation: a unit fires (1) when its weighted sum is above zero."""
    return (x > 0).astype(np.float64)


def winner(scores):
    """Winner takes all: the answer is the output unit with the highest score."""
    return np.argmax(scores, axis=1)


# ---------------------------------------------------------------- the two bow ties
def counting():
    """Patch of mines (9) -> knot (1): s = the 8 neighbours' sum -> scores (9): 2k*s - k*k = s*s - (s-k)^2,
    highest for k = s. A count is one number, so one knot unit carries it."""
    return BowTie(AROUND, 0.0, relu, 2 * ANSWERS, -(ANSWERS**2).ravel(), winner)


def zero_regions(zero):
    """The zero squares that hang together, each region a list of (row, column), worked out by hand once per
    board: from a zero square not yet in a region, follow touching zero squares until there are none left."""
    rows, cols = zero.shape
    seen, regions = set(), []
    for start in zip(*np.nonzero(zero), strict=True):
        if start in seen:
            continue
        seen.add(start)
        region, pencil = [], [start]
        while pencil:
            row, col = pencil.pop()
            region.append((row, col))
            for near in ((r, c) for r in range(row - 1, row + 2) for c in range(col - 1, col + 2)):
                if 0 <= near[0] < rows and 0 <= near[1] < cols and zero[near] and near not in seen:
                    seen.add(near)
                    pencil.append(near)
        regions.append(region)
    return regions


def opening(zero):
    """Revealed square (N, one-hot) -> knot (K, one unit per zero region: which region was hit) -> squares to
    open (N: the region and every square touching it). A reveal of a numbered square fires no knot unit."""
    rows, cols = zero.shape
    regions = zero_regions(zero)
    encode = np.zeros((len(regions), rows, cols))
    decode = np.zeros((rows + 2, cols + 2, len(regions)))  # a border of one square, cut off below
    for unit, region in enumerate(regions):
        for row, col in region:
            encode[unit, row, col] = 1.0
            decode[row : row + 3, col : col + 3, unit] = 1.0  # the square and its neighbours
    decode = decode[1:-1, 1:-1].reshape(rows * cols, len(regions))
    return BowTie(encode.reshape(len(regions), rows * cols), -0.5, step, decode, -0.5, step)


def patches(grid):
    """Every square's 3x3 neighbourhood of the zero-padded grid: one row of 9 inputs per square."""
    windows = np.lib.stride_tricks.sliding_window_view(np.pad(grid, 1), (3, 3))
    return windows.reshape(-1, 9).astype(np.float64)


# ---------------------------------------------------------------- the game around the networks
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


def play(mines, numbers, reveal, read_line, write):
    """The game loop: numbers from the counting bow tie, what a reveal opens from the opening one (R8, R9)."""
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
            revealed = np.zeros((1, mines.size))
            revealed[0, row * mines.shape[1] + col] = 1.0
            opened[row, col] = True
            opened |= reveal(revealed).reshape(mines.shape) > 0
            flagged &= ~opened
            if (opened | mines).all():
                message = "You Won!"


def play_board(data, rows, cols, read_line, write):
    """Play a checked board file (its bytes, rows, columns): the mines become a boolean grid."""
    mines = np.frombuffer(data, dtype=np.uint8).reshape(rows, cols + 1)[:, :cols] == ord("*")
    numbers = counting()(patches(mines)).reshape(mines.shape)
    play(mines, numbers, opening((numbers == 0) & ~mines), read_line, write)
