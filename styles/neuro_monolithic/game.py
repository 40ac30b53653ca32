"""The game stage of the neuro_monolithic style: the one network that does the whole game, and the loop that
feeds it. __main__ imports this module only once the board file has passed its checks, so a bad board never
waits for numpy to load (about 100 ms of CPU)."""
import signal

# numpy's BLAS starts worker threads as it loads. Threads inherit the creator's signal mask, so blocking
# Ctrl-C meanwhile keeps SIGINT for the main thread, whose blocked read it must interrupt (R10.3).
signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
import numpy as np  # noqa: E402

signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})

COVERED, FLAG, MINE = 9, 10, 11  # display codes 0-8 are the numbers of open squares
SYMBOLS = [" ▓ "] + [f" {n} " for n in range(1, 9)] + ["   ", " ¶ ", " * "]


def step(x):
    """The Heaviside activation: a unit fires (1) when its input is above zero."""
    return (x > 0).astype(np.float64)


def both(a, b):
    """An AND unit: weights 1, 1 and bias -1.5."""
    return step(a + b - 1.5)


def only(a, b):
    """An AND-NOT unit: weights 1, -1 and bias -0.5."""
    return step(a - b - 0.5)


class Network:
    """The whole game as one network for a board of rows x cols squares; its only weight matrix is the
    hand-set adjacency A (N x N): A[i, j] = 1 when squares i and j touch (R5.2)."""

    def __init__(self, rows, cols):
        row, col = np.divmod(np.arange(rows * cols), cols)
        touching = (abs(row[:, None] - row) <= 1) & (abs(col[:, None] - col) <= 1)
        np.fill_diagonal(touching, False)
        self.adjacency = touching.astype(np.float64)

    def forward(self, mines, opened, flagged, reveal, flag):
        """All inputs are 0/1 N-vectors; reveal and flag are one-hot (or zero) for the move's square.
        Returns (display codes, won, lost)."""
        numbers = self.adjacency @ mines  # layer 1: counting
        zero = step(0.5 - numbers)
        reveal, flag = only(reveal, opened), only(flag, opened)  # layer 2: open squares ignore moves
        lost = step(both(reveal, mines).sum() - 0.5)  # layer 3: the move hits a mine
        seed = only(reveal, mines)
        while True:  # layer 4, recurrent: open squares, the seed and the neighbours of open zeros open
            grown = step(self.adjacency @ both(opened, zero) + opened + seed - 0.5)
            if np.array_equal(grown, opened):
                break
            opened = grown
        flagged = only(step(flagged + flag - 0.5) - step(flagged + flag - 1.5), opened)  # layer 5: XOR
        won = step(opened.sum() + mines.sum() - len(mines) + 0.5)  # layer 6: every safe square open
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


def play(mines, network, rows, cols, read_line, write):
    """The game loop: each valid move is one forward pass; the state is read back from the codes (R8, R9)."""
    nothing = np.zeros(rows * cols)
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
        chosen = np.eye(1, rows * cols, square).ravel()
        codes, won, lost = network.forward(
            mines,
            (codes <= 8).astype(np.float64),
            (codes == FLAG).astype(np.float64),
            chosen if action == b"R" else nothing,
            chosen if action == b"F" else nothing,
        )
        message = "You Lost!" if lost else "You Won!" if won else ""


def play_board(data, rows, cols, read_line, write):
    """Play a checked board file (its bytes, rows, columns): the mines become a vector of 0/1."""
    mines = (np.frombuffer(data.replace(b"\n", b""), dtype=np.uint8) == ord("*")).astype(np.float64)
    play(mines, Network(rows, cols), rows, cols, read_line, write)
