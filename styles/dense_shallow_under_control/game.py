"""The network of the dense_shallow_under_control style: one dense layer per question, every weight written by
hand, and the game loop that asks them. A board of N squares is a vector of N numbers (0 or 1)."""

import numpy as np

COVERED, FLAG, MINE = 9, 10, 11  # display codes 0-8 are the numbers of open squares
SYMBOLS = [" ▓ "] + [f" {n} " for n in range(1, 9)] + ["   ", " ¶ ", " * "]


class Dense:
    """One fully connected layer: activation(weights @ inputs + bias)."""

    def __init__(self, weights, bias, activation):
        self.weights, self.bias, self.activation = weights, bias, activation

    def __call__(self, inputs):
        return self.activation(self.weights @ inputs + self.bias)


def linear(x):
    """The identity activation: the weighted sum is the answer."""
    return x


def step(x):
    """The Heaviside activation: a unit fires (1) when its weighted sum is above zero."""
    return (x > 0).astype(np.float64)


# ---------------------------------------------------------------- the weights, written by hand from the rules
def touching(rows, cols):
    """N x N from R5.2: entry (i, j) is 1 when squares i and j touch, else 0."""
    row, col = np.divmod(np.arange(rows * cols), cols)
    near = (abs(row[:, None] - row) <= 1) & (abs(col[:, None] - col) <= 1)
    np.fill_diagonal(near, False)
    return near.astype(np.float64)


def opens_with(near, zero):
    """N x N from R8.2-R8.3: column s holds the squares that a reveal of square s opens. That is s itself and,
    when s is a zero square, its whole zero region (the zero squares that hang together) and every square
    touching that region. The author works the regions out once per board, as with a pencil: from a zero square
    not yet in a region, follow touching zero squares until there are none left."""
    touches = {square: [] for square in np.flatnonzero(zero).tolist()}
    for square, other in zip(*np.nonzero(near * np.outer(zero, zero)), strict=True):
        touches[int(square)].append(int(other))
    region, regions = dict.fromkeys(touches, -1), 0
    for start in touches:
        if region[start] < 0:
            region[start], pencil, regions = regions, [start], regions + 1
            while pencil:
                for other in touches[pencil.pop()]:
                    if region[other] < 0:
                        region[other] = region[start]
                        pencil.append(other)
    member = np.zeros((len(zero), regions))  # member[i, k] = 1: square i is in zero region k
    member[list(region), list(region.values())] = 1.0
    weights = np.eye(len(zero))
    weights[:, list(region)] = ((near @ member + member) > 0)[:, list(region.values())]
    return weights


def build_network(mines, rows, cols):
    """The game's two layers: the counting layer, asked once here (mines -> every square's number), and the
    opening layer, asked at every reveal ([revealed square (one-hot), squares open before] -> squares open
    after; one signal is enough to open a square, bias -0.5). Returns the numbers and the opening layer."""
    near = touching(rows, cols)
    counting = Dense(near, 0.0, linear)
    numbers = counting(mines)
    zero = (numbers == 0) & (mines == 0)
    opening = Dense(np.hstack([opens_with(near, zero), np.eye(rows * cols)]), -0.5, step)
    return numbers, opening


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


def play(mines, numbers, opening, rows, cols, read_line, write):
    """The game loop: a reveal is one pass of the opening layer, whatever it opens (R8, R9)."""
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
            opened = opening(np.concatenate([np.eye(1, rows * cols, square)[0], opened]))
            flagged *= 1 - opened
            if (opened + mines).all():
                message = "You Won!"


def play_board(data, rows, cols, read_line, write):
    """Play a checked board file (its bytes, rows, columns): the mines become a vector of 0/1, the counting
    layer gives every square's number once, and the opening layer answers every reveal."""
    mines = (np.frombuffer(data.replace(b"\n", b""), dtype=np.uint8) == ord("*")).astype(np.float64)
    numbers, opening = build_network(mines, rows, cols)
    play(mines, numbers.astype(int), opening, rows, cols, read_line, write)  # exact: inputs and weights are 0 or 1
