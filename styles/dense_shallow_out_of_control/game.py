"""The game stage of the dense_shallow_out_of_control style: the learned dense layers (weights from
weights.txt) and the game loop that runs them. __main__ imports this module only once the board file has
passed its checks, so a bad board never waits for numpy to load (about 100 ms of CPU)."""
import os
import signal

# numpy's BLAS starts worker threads as it loads. Threads inherit the creator's signal mask, so blocking
# Ctrl-C meanwhile keeps SIGINT for the main thread, whose blocked read it must interrupt (R10.3).
signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
import numpy as np  # noqa: E402

signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})

WEIGHTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "weights.txt")
COVERED, FLAG, MINE = 9, 10, 11  # display codes 0-8 are the numbers of open squares
SYMBOLS = [" ▓ "] + [f" {n} " for n in range(1, 9)] + ["   ", " ¶ ", " * "]


class Dense:
    """One fully connected layer: activation(weights @ inputs + bias)."""

    def __init__(self, weights, bias, activation):
        self.weights, self.bias, self.activation = weights, bias, activation

    def __call__(self, inputs):
        return self.activation(self.weights @ inputs + self.bias)


def identity(x):
    """The linear activation: a count stays a count."""
    return np.rint(x).astype(np.int64)


def step(x):
    """The Heaviside activation: a unit fires (1) when its input is above zero."""
    return (x > 0).astype(np.float64)


def load_weights(path=WEIGHTS):
    """The learned weights by name, as train.py wrote them (one array per line)."""
    with open(path) as lines:
        rows = [line.split() for line in lines if not line.startswith("#")]
    return {name: np.array(values, dtype=np.float64) for name, *values in rows}


def spread(kernel, rows, cols):
    """The N x N weight matrix that applies a learned 3x3 kernel around every square of the board."""
    row, col = np.divmod(np.arange(rows * cols), cols)
    down, right = row - row[:, None], col - col[:, None]
    near = (abs(down) <= 1) & (abs(right) <= 1)
    return np.where(near, kernel.reshape(3, 3)[np.clip(down + 1, 0, 2), np.clip(right + 1, 0, 2)], 0.0)


def build_network(rows, cols, weights):
    """The two layers of the game: counting (mines -> numbers) and opening (one flood step)."""
    counting = Dense(spread(weights["count.kernel"], rows, cols), weights["count.bias"], identity)
    # Input: [open zero squares, open squares]; the learned unit fires when either touches it.
    opening = Dense(
        np.hstack([spread(weights["open.kernel"], rows, cols), weights["open.self"] * np.eye(rows * cols)]),
        weights["open.bias"],
        step,
    )
    return counting, opening


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
    rule = ["───"] * cols
    cells = [SYMBOLS[code] for code in codes]
    lines = ["│" + "│".join(cells[start:start + cols]) + "│\n" for start in range(0, len(cells), cols)]
    width = max(4 * cols - 1, len(message))
    return (
        "┌" + "┬".join(rule) + "┐\n"
        + ("├" + "┼".join(rule) + "┤\n").join(lines)
        + "└" + "┴".join(rule) + "┘\n"
        + "╔" + "═" * width + "╗\n║" + message.ljust(width) + "║\n╚" + "═" * width + "╝\n"
    )


def play(mines, numbers, opening, rows, cols, read_line, write):
    """The game loop: each reveal runs the opening layer until the open vector is stable (R8, R9)."""
    zero = (numbers == 0).astype(np.float64)
    opened = np.zeros_like(mines)
    flagged = np.zeros_like(mines)
    message, over = "", False
    while True:
        codes = np.where(opened > 0, numbers, np.where(flagged > 0, FLAG, COVERED))
        if message == "You Lost!":
            codes = np.where(mines > 0, MINE, codes)
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
            message, over = "You Lost!", True
        else:
            opened[square] = 1
            while True:  # feed the layer its own output until it settles (R8.3)
                grown = opening(np.concatenate([opened * zero, opened]))
                if np.array_equal(grown, opened):
                    break
                opened = grown
            flagged *= 1 - opened
            if (opened + mines).all():
                message, over = "You Won!", True


def play_board(data, rows, cols, read_line, write):
    """Play a checked board file (its bytes, rows, columns): the mines become a vector of 0/1."""
    mines = (np.frombuffer(data.replace(b"\n", b""), dtype=np.uint8) == ord("*")).astype(np.float64)
    counting, opening = build_network(rows, cols, load_weights())
    play(mines, counting(mines), opening, rows, cols, read_line, write)
