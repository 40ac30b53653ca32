"""The game stage of the convolutions style: the kernels, the convolution and the game loop around them.
__main__ imports this module only once the board file has passed its checks, so a bad board never waits for
numpy to load (about 100 ms of CPU)."""
import signal

# numpy's BLAS starts worker threads as it loads. Threads inherit the creator's signal mask, so blocking
# Ctrl-C meanwhile keeps SIGINT for the main thread, whose blocked read it must interrupt (R10.3).
signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
import numpy as np  # noqa: E402

signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})

COVERED, FLAG, MINE = 9, 10, 11  # display codes 0-8 are the numbers of open squares
SYMBOLS = [" ▓ "] + [f" {n} " for n in range(1, 9)] + ["   ", " ¶ ", " * "]
RING = np.array([[1, 1, 1], [1, 0, 1], [1, 1, 1]])  # counts the 8 neighbours, not the square itself
BLOCK = np.ones((3, 3), dtype=int)  # touches the square and its 8 neighbours


def convolve(image, kernel):
    """A same-size 2-D convolution with zero padding: each output square is the kernel-weighted sum of
    the 3x3 window around it (the kernels are symmetric, so flipping them is not needed)."""
    windows = np.lib.stride_tricks.sliding_window_view(np.pad(image.astype(int), 1), kernel.shape)
    return np.einsum("rcij,ij->rc", windows, kernel)


def threshold(feature_map, level):
    """The activation: a square fires where the convolution reached the level."""
    return feature_map >= level


def flood(opened, zeros):
    """Convolve the open zero squares with BLOCK, threshold, add to the open image; until stable (R8.3)."""
    while True:
        grown = opened | threshold(convolve(opened & zeros, BLOCK), 1)
        if (grown == opened).all():
            return opened
        opened = grown


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
    """The game loop: numbers by the RING convolution, openings by the flood of convolutions (R8, R9)."""
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
            opened = flood(opened, numbers == 0)
            flagged &= ~opened
            if (opened | mines).all():
                message, over = "You Won!", True


def play_board(data, rows, cols, read_line, write):
    """Play a checked board file (its bytes, rows, columns): the mines become a boolean grid."""
    mines = np.frombuffer(data, dtype=np.uint8).reshape(rows, cols + 1)[:, :cols] == ord("*")
    play(mines, convolve(mines, RING), read_line, write)
