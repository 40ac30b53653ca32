"""The network of the dense_shallow_out_of_control style: dense layers whose weights nobody chose (train.py learned
them by gradient descent and wrote them to weights.txt), and the game loop that runs them. A board of N squares
is a vector of N numbers."""

import os

import numpy as np

WEIGHTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "weights.txt")
COVERED, FLAG, MINE = 9, 10, 11  # display codes 0-8 are the numbers of open squares
SYMBOLS = [" ▓ "] + [f" {n} " for n in range(1, 9)] + ["   ", " ¶ ", " * "]


class Dense:
    """One fully connected layer: activation(weights @ inputs + bias)."""

    def __init__(self, weights, bias, activation):
        self.weights, self.bias, self.activation = weights, bias, activation

    def __call__(self, inputs):
        return self.activation(self.weights @ inputs + self.bias)


class Stack:
    """`depth` copies of one layer, each fed the output of the one before: a feed-forward network of fixed
    height whose layers share their weights. It never asks whether it is done; it is tall enough."""

    def __init__(self, layer, depth):
        self.layer, self.depth = layer, depth

    def __call__(self, inputs):
        for _ in range(self.depth):
            inputs = self.layer(inputs)
        return inputs


def linear(x):
    """The identity activation: the weighted sum is the answer."""
    return x


def step(x):
    """The Heaviside activation: a unit fires (1) when its weighted sum is above zero."""
    return (x > 0).astype(np.float32)


# ---------------------------------------------------------------- the learned weights, placed on the board
def load_weights(path=WEIGHTS):
    """The learned weights by name, as train.py wrote them (one array per line)."""
    with open(path) as lines:
        rows = [line.split() for line in lines if not line.startswith("#")]
    return {name: np.array(values, dtype=np.float32) for name, *values in rows}


def spread(kernel, rows, cols):
    """The N x N weight matrix that applies a learned 3x3 kernel around every square of the board: entry (i, j)
    is the kernel's weight for square j seen from square i, 0 when j is outside i's 3x3 neighbourhood."""
    weights = np.zeros((rows, cols, rows, cols), dtype=np.float32)
    row, col = np.indices((rows, cols))
    for (down, right), weight in np.ndenumerate(kernel.reshape(3, 3)):
        there_row, there_col = row + down - 1, col + right - 1
        inside = (there_row >= 0) & (there_row < rows) & (there_col >= 0) & (there_col < cols)
        weights[row[inside], col[inside], there_row[inside], there_col[inside]] = weight
    return weights.reshape(rows * cols, rows * cols)


def build_network(mines, rows, cols, learned):
    """Counting: mines -> numbers, one learned layer. Flooding: the learned opening layer (a square opens when an
    open zero square touches it, or it is open) stacked as high as the board has zero squares, plus one."""
    counting = Dense(spread(learned["count.kernel"], rows, cols), learned["count.bias"], linear)
    numbers = counting(mines)
    zero = (numbers == 0) & (mines == 0)
    # Only open *zero* squares spread the flood: the learned kernel reads the squares whose number is 0.
    opening = Dense(
        spread(learned["open.kernel"], rows, cols) * zero + learned["open.self"] * np.eye(rows * cols),
        learned["open.bias"],
        step,
    )
    # Each layer of a flood that is not over opens one more zero square, or opens its last squares.
    return numbers, Stack(opening, int(zero.sum()) + 1)


# ---------------------------------------------------------------- the game around the network
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
    border = ["───"] * cols
    cells = [SYMBOLS[code] for code in codes]
    lines = ["│" + "│".join(cells[start : start + cols]) + "│\n" for start in range(0, len(cells), cols)]
    between = "├" + "┼".join(border) + "┤\n"
    width = max(4 * cols - 1, len(message))
    banner = f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"
    return "┌" + "┬".join(border) + "┐\n" + between.join(lines) + "└" + "┴".join(border) + "┘\n" + banner


def play(mines, numbers, flooding, rows, cols, read_line, write):
    """The game loop: a reveal opens its square, and the stack of learned layers spreads it (R8, R9)."""
    opened = np.zeros_like(mines)
    flagged = np.zeros_like(mines)
    message = ""
    while True:
        codes = np.where(opened > 0, numbers, np.where(flagged > 0, FLAG, COVERED))
        if message == "You Lost!":
            codes = np.where(mines > 0, MINE, codes)
        over = message in ("You Won!", "You Lost!")
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
            message = "You Lost!"
        else:
            opened[square] = 1
            opened = flooding(opened)
            flagged *= 1 - opened
            if (opened + mines).all():
                message = "You Won!"


def play_board(data, rows, cols, read_line, write):
    """Play a checked board file (its bytes, rows, columns) with the weights that train.py learned."""
    mines = (np.frombuffer(data.replace(b"\n", b""), dtype=np.uint8) == ord("*")).astype(np.float32)
    numbers, flooding = build_network(mines, rows, cols, load_weights())
    # The learned counting weights are exactly 1 and 0 (train.py checks it), so the sums are whole numbers.
    play(mines, numbers.astype(int), flooding, rows, cols, read_line, write)
