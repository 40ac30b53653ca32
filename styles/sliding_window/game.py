"""The game stage of the sliding_window style: the tiny network, the window that slides it over the board, and
the game loop. __main__ imports this module only once the board file has passed its checks, so a bad board
never waits for numpy to load (about 100 ms of CPU)."""
import signal

# numpy's BLAS starts worker threads as it loads. Threads inherit the creator's signal mask, so blocking
# Ctrl-C meanwhile keeps SIGINT for the main thread, whose blocked read it must interrupt (R10.3).
signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
import numpy as np  # noqa: E402

signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})

COVERED, FLAG, MINE = 9, 10, 11  # display codes 0-8 are the numbers of open squares
SYMBOLS = [" ▓ "] + [f" {n} " for n in range(1, 9)] + ["   ", " ¶ ", " * "]
WINDOW = (3, 3)


def tiny_network():
    """The dense layer under the window, 18 inputs -> 2 outputs, weights set by hand:
    output 0 (linear) weighs the 8 neighbouring mines by 1 and the middle by 0: the number;
    output 1 (step)   weighs every open zero square in the window by 1, bias -0.5: reached."""
    weights = np.zeros((2, 3, 3, 2))  # (channel, window row, window column, output)
    weights[0, :, :, 0] = [[1, 1, 1], [1, 0, 1], [1, 1, 1]]
    weights[1, :, :, 1] = 1
    weights, bias = weights.reshape(18, 2), np.array([0.0, -0.5])

    def forward(windows):
        outputs = windows @ weights + bias
        return np.rint(outputs[:, 0]).astype(int), outputs[:, 1] > 0

    return forward


def slide(network, mines, open_zeros):
    """Run the network under a 3x3 window at every square; (numbers, reached) as grids."""
    channels = np.pad(np.stack([mines, open_zeros]).astype(np.float64), ((0, 0), (1, 1), (1, 1)))
    windows = np.lib.stride_tricks.sliding_window_view(channels, WINDOW, axis=(1, 2))
    numbers, reached = network(windows.transpose(1, 2, 0, 3, 4).reshape(mines.size, 18))
    return numbers.reshape(mines.shape), reached.reshape(mines.shape)


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


def play(mines, network, read_line, write):
    """The game loop: one slide gives the numbers, repeated slides spread each reveal (R8, R9)."""
    numbers, _ = slide(network, mines, np.zeros_like(mines))
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
            while True:  # until the window reaches no new square
                _, reached = slide(network, mines, opened & (numbers == 0))
                if not (reached & ~opened).any():
                    break
                opened |= reached
            flagged &= ~opened
            if (opened | mines).all():
                message, over = "You Won!", True


def play_board(data, rows, cols, read_line, write):
    """Play a checked board file (its bytes, rows, columns): the mines become a boolean grid."""
    mines = np.frombuffer(data, dtype=np.uint8).reshape(rows, cols + 1)[:, :cols] == ord("*")
    play(mines, tiny_network(), read_line, write)
