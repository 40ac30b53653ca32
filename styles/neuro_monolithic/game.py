"""The network of the neuro_monolithic style: the one network that does the whole game, and the loop that feeds it.
For a board of N squares every signal is a 0/1 N-vector; every unit is step(weights . inputs + bias)."""

import numpy as np

COVERED, FLAG, MINE = 9, 10, 11  # display codes 0-8 are the numbers of open squares
SYMBOLS = [" ▓ "] + [f" {n} " for n in range(1, 9)] + ["   ", " ¶ ", " * "]


def step(x):
    """The Heaviside activation: a unit fires (1) when its weighted sum is above zero."""
    return (x > 0).astype(np.float32)


def both(a, b):
    """An AND unit: weights 1, 1 and bias -1.5."""
    return step(a + b - 1.5)


def only(a, b):
    """An AND-NOT unit: weights 1, -1 and bias -0.5."""
    return step(a - b - 0.5)


class Network:
    """The whole game as one feed-forward network, built for one board of rows x cols squares. Its only weight
    matrix is the hand-set adjacency A (N x N): A[i, j] = 1 when squares i and j touch (R5.2). The flood block
    is `depth` copies of one layer, each taking the flood one square further, and it is as deep as the board
    can need: a flood that is not over opens one more zero square in every layer, or its last squares. The
    network has the same depth on every move, a flag too: it never asks whether it is done."""

    def __init__(self, mines, rows, cols):
        row, col = np.divmod(np.arange(rows * cols), cols)
        touching = (abs(row[:, None] - row) <= 1) & (abs(col[:, None] - col) <= 1)
        np.fill_diagonal(touching, False)
        self.adjacency = touching.astype(np.float32)
        self.depth = int(only(step(0.5 - self.adjacency @ mines), mines).sum()) + 1  # zero squares, plus one

    def forward(self, mines, opened, flagged, reveal, flag):
        """All inputs are 0/1 N-vectors; reveal and flag are one-hot (or zero) for the move's square.
        Returns (display codes, won, lost)."""
        numbers = self.adjacency @ mines  # layer 1: counting
        zero = step(0.5 - numbers)
        reveal, flag = only(reveal, opened), only(flag, opened)  # layer 2: open squares ignore moves
        lost = step(both(reveal, mines).sum() - 0.5)  # layer 3: the move hits a mine
        seed = only(reveal, mines)
        # The flood block: a square opens when it is open, is the seed, or touches an open zero square. Its AND
        # units (weight 1 from opened, bias zero - 1.5) find the open zero squares; the seed is in the bias.
        gate, bias = zero - 1.5, seed - 0.5
        for _ in range(self.depth):
            opened = step(self.adjacency @ step(opened + gate) + opened + bias)
        flagged = only(step(flagged + flag - 0.5) - step(flagged + flag - 1.5), opened)  # next layer: XOR
        won = step(opened.sum() + mines.sum() - len(mines) + 0.5)  # next layer: every safe square open
        codes = COVERED + flagged * (FLAG - COVERED) + opened * (numbers - COVERED)  # output layer
        codes += lost * mines * (MINE - codes)
        return codes.astype(int), won, lost


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


def play(mines, network, rows, cols, read_line, write):
    """The game loop: each valid move is one forward pass; the state is read back from the codes (R8, R9)."""
    nothing = np.zeros(rows * cols, dtype=np.float32)
    codes, message = np.full(rows * cols, COVERED), ""
    while True:
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
        if not move:
            message = "The provided input is not valid!"
            continue
        square, action = move
        chosen = np.eye(1, rows * cols, square, dtype=np.float32)[0]
        codes, won, lost = network.forward(
            mines,
            (codes <= 8).astype(np.float32),
            (codes == FLAG).astype(np.float32),
            chosen if action == b"R" else nothing,
            chosen if action == b"F" else nothing,
        )
        message = "You Lost!" if lost else "You Won!" if won else ""


def play_board(data, rows, cols, read_line, write):
    """Play a checked board file (its bytes, rows, columns): the mines become a vector of 0/1."""
    mines = (np.frombuffer(data.replace(b"\n", b""), dtype=np.uint8) == ord("*")).astype(np.float32)
    play(mines, Network(mines, rows, cols), rows, cols, read_line, write)
