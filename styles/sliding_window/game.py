"""The networks of the sliding_window style: two tiny networks that each see one window of the board's text at a
time, the window that slides them over every character, and the game loop. Weights are set by hand."""

import numpy as np

COVERED, FLAG, MINE = 9, 10, 11  # display codes 0-8 are the numbers of open squares
SYMBOLS = [" ▓ "] + [f" {n} " for n in range(1, 9)] + ["   ", " ¶ ", " * "]


class Dense:
    """A one-layer network under the window: activation(window @ weights + bias), for every window at once."""

    def __init__(self, weights, bias, activation):
        self.weights, self.bias, self.activation = weights, bias, activation

    def __call__(self, windows):
        return self.activation(windows @ self.weights + self.bias)


class Window:
    """The window that slides over the board's text, one line of characters with a newline after each row: it is
    centred on each character in turn and sees `reach` characters on either side, zero beyond the ends."""

    def __init__(self, length, reach):
        self.reach = reach
        self.text = np.zeros(length + 2 * reach, dtype=np.float32)
        self.windows = np.lib.stride_tricks.sliding_window_view(self.text, 2 * reach + 1)  # a view: no copies

    def slide(self, network, channel):
        """The network's answer at every position of one channel of the text (a value per character)."""
        self.text[self.reach : -self.reach] = channel
        return network(self.windows)


def linear(x):
    """The identity activation: the weighted sum is the answer."""
    return x


def step(x):
    """The Heaviside activation: a unit fires (1) when its weighted sum is above zero."""
    return (x > 0).astype(np.float32)


def neighbours(cols):
    """Where a square's 8 neighbours sit in a window of the text, as offsets from its middle: one row is cols
    characters and a newline, so the rows above and below are cols + 1 characters away (R5.2). The newline at
    the end of each row is never a mine and never open: the rows do not wrap into each other."""
    return [-cols - 2, -cols - 1, -cols, -1, 1, cols, cols + 1, cols + 2]


def counting(cols):
    """Window of the mine channel -> the middle square's number: weight 1 on its 8 neighbours, 0 elsewhere."""
    weights = np.zeros(2 * cols + 5, dtype=np.float32)
    weights[np.add(neighbours(cols), cols + 2)] = 1.0
    return Dense(weights, 0.0, linear)


def reaching(cols):
    """Window of the open-zero channel -> whether the flood reaches the middle square: it does when an open zero
    square is the middle or one of its neighbours (weights 1, bias -0.5)."""
    weights = np.zeros(2 * cols + 5, dtype=np.float32)
    weights[np.add([0, *neighbours(cols)], cols + 2)] = 1.0
    return Dense(weights, -0.5, step)


# ---------------------------------------------------------------- the game around the networks
def parse_move(line, rows, cols):
    """(position in the text, action) from one input line without its line end, or None when invalid (R7)."""
    fields = [field for field in line.split(b" ") if field]
    if len(fields) != 3 or fields[2] not in (b"R", b"F"):
        return None
    digits = [field.lstrip(b"0") for field in fields[:2]]
    if not all(field.isdigit() for field in fields[:2]) or any(len(d) > 2 for d in digits):
        return None
    row, col = (int(d or b"0") for d in digits)
    if not (1 <= row <= rows and 1 <= col <= cols):
        return None
    return (row - 1) * (cols + 1) + col - 1, fields[2]


def frame(codes, message):
    """The grid of display codes drawn with box-drawing characters, then the banner (R6)."""
    border = ["───"] * codes.shape[1]
    lines = ["│" + "│".join(SYMBOLS[code] for code in row) + "│\n" for row in codes]
    between = "├" + "┼".join(border) + "┤\n"
    width = max(4 * codes.shape[1] - 1, len(message))
    banner = f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"
    return "┌" + "┬".join(border) + "┐\n" + between.join(lines) + "└" + "┴".join(border) + "┘\n" + banner


def play(text, rows, cols, read_line, write):
    """The game loop on the board's text: one slide gives every number; after a reveal the reaching network slides
    as many times as the board has zero squares, plus one, spreading the flood a square further each time."""
    window = Window(len(text), cols + 2)
    mines = text == ord("*")
    numbers = window.slide(counting(cols), mines).astype(int)  # exact: inputs 0 or 1, weights 0 or 1
    zero = (numbers == 0) & (text == ord("."))
    reach, slides = reaching(cols), int(zero.sum()) + 1  # each slide of an unfinished flood opens a zero square
    opened = np.zeros(len(text), dtype=bool)
    flagged = np.zeros(len(text), dtype=bool)
    message = ""
    while True:
        codes = np.where(opened, numbers, np.where(flagged, FLAG, COVERED))
        if message == "You Lost!":
            codes = np.where(mines, MINE, codes)
        codes = codes.reshape(rows, cols + 1)[:, :cols]  # the newlines are no squares
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
        move = parse_move(line.strip(b" "), rows, cols)
        message = "" if move else "The provided input is not valid!"
        if not move or opened[move[0]]:
            continue
        position, action = move
        if action == b"F":
            flagged[position] = not flagged[position]
        elif mines[position]:
            message = "You Lost!"
        else:
            opened[position] = True
            for _ in range(slides):
                opened |= window.slide(reach, opened & zero) > 0
            opened &= text == ord(".")  # a newline is reached but never opened
            flagged &= ~opened
            if (opened | mines | (text == ord("\n"))).all():
                message = "You Won!"


def play_board(data, rows, cols, read_line, write):
    """Play a checked board file (its bytes, rows, columns), read as it is written: one line of characters."""
    play(np.frombuffer(data, dtype=np.uint8), rows, cols, read_line, write)
