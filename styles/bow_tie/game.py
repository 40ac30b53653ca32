"""The game stage of the bow_tie style: the two bow-tie networks and the game loop that asks them. __main__
imports this module only once the board file has passed its checks, so a bad board never waits for numpy to
load (about 100 ms of CPU)."""
import signal

# numpy's BLAS starts worker threads as it loads. Threads inherit the creator's signal mask, so blocking
# Ctrl-C meanwhile keeps SIGINT for the main thread, whose blocked read it must interrupt (R10.3).
signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
import numpy as np  # noqa: E402

signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})

COVERED, FLAG, MINE = 9, 10, 11  # display codes 0-8 are the numbers of open squares
SYMBOLS = [" ▓ "] + [f" {n} " for n in range(1, 9)] + ["   ", " ¶ ", " * "]
AROUND = np.array([[1, 1, 1, 1, 0, 1, 1, 1, 1]], dtype=np.float64)  # a patch's 8 neighbours, not its middle
ANSWERS = np.arange(9, dtype=np.float64)[:, None]  # the numbers 0..8


class BowTie:
    """A two-layer network, wide -> narrow -> wide: argmax(decode @ relu(encode @ patch + b1) + b2)."""

    def __init__(self, encode, encode_bias, decode, decode_bias):
        self.encode, self.encode_bias = encode, encode_bias
        self.decode, self.decode_bias = decode, decode_bias

    def __call__(self, patches):
        waist = np.maximum(patches @ self.encode.T + self.encode_bias, 0.0)
        return np.argmax(waist @ self.decode.T + self.decode_bias, axis=1)


# Counting: the waist sums the 8 neighbours; output k scores 2k·s − k², which is largest for k = s.
counting = BowTie(AROUND, 0.0, 2 * ANSWERS, -(ANSWERS**2).ravel())
# Opening: the waist sums the open zero squares of the patch; output 1 ("open") beats output 0 from 1 up.
opening = BowTie(np.ones((1, 9)), 0.0, np.array([[0.0], [1.0]]), np.array([0.5, 0.0]))


def patches(grid):
    """Every square's 3x3 neighbourhood of the zero-padded grid: one row of 9 inputs per square."""
    windows = np.lib.stride_tricks.sliding_window_view(np.pad(grid, 1), (3, 3))
    return windows.reshape(-1, 9).astype(np.float64)


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
    cols = codes.shape[1]
    rule = ["───"] * cols
    lines = ["│" + "│".join(SYMBOLS[code] for code in row) + "│\n" for row in codes]
    width = max(4 * cols - 1, len(message))
    return (
        "┌" + "┬".join(rule) + "┐\n"
        + ("├" + "┼".join(rule) + "┤\n").join(lines)
        + "└" + "┴".join(rule) + "┘\n"
        + "╔" + "═" * width + "╗\n║" + message.ljust(width) + "║\n╚" + "═" * width + "╝\n"
    )


def play(mines, numbers, read_line, write):
    """The game loop: numbers from the counting network, floods from the opening network (R8, R9)."""
    opened = np.zeros_like(mines)
    flagged = np.zeros_like(mines)
    message, over = "", False
    while True:
        codes = np.where(opened, numbers, np.where(flagged, FLAG, COVERED))
        if message == "You Lost!":
            codes = np.where(mines, MINE, codes)
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
            message, over = "You Lost!", True
        else:
            opened[row, col] = True
            while True:  # until the opening network reaches no new square
                reached = opening(patches(opened & (numbers == 0))).reshape(mines.shape) == 1
                if not (reached & ~opened).any():
                    break
                opened |= reached
            flagged &= ~opened
            if (opened | mines).all():
                message, over = "You Won!", True


def play_board(data, rows, cols, read_line, write):
    """Play a checked board file (its bytes, rows, columns): the mines become a boolean grid."""
    mines = np.frombuffer(data, dtype=np.uint8).reshape(rows, cols + 1)[:, :cols] == ord("*")
    play(mines, counting(patches(mines)).reshape(mines.shape), read_line, write)
