"""The game stage of the arrays style: the board as numpy arrays, every rule of the game an operation over
whole arrays. __main__ imports this module only once the board file has passed its checks, so a bad board
never waits for numpy to load (about 100 ms of CPU)."""

import numpy as np

COVERED, FLAG, MINE = 9, 10, 11  # display codes 0-8 are the numbers of open squares
SYMBOLS = np.array([" ▓ "] + [f" {n} " for n in range(1, 9)] + ["   ", " ¶ ", " * "])
SHIFTS = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)]  # the 3x3 neighbourhood


def shifted(grid):
    """The nine copies of grid moved by one square in every direction, zero-padded at the edges."""
    rows, cols = grid.shape
    padded = np.pad(grid, 1)
    return np.stack([padded[1 + dr : 1 + dr + rows, 1 + dc : 1 + dc + cols] for dr, dc in SHIFTS])


def neighbour_counts(mines):
    """The number of each square: a sum of the shifted mine arrays (the square's own mine left out)."""
    return shifted(mines.astype(np.int8)).sum(axis=0) - mines


def flood(opened, zeros):
    """Opened squares grown by dilation through zero squares until nothing changes (R8.3)."""
    while True:
        grown = opened | shifted(opened & zeros).any(axis=0)
        if (grown == opened).all():
            return opened
        opened = grown


def parse_move(line, shape):
    """(row, column, action) from one input line without its line end, or None when invalid (R7)."""
    fields = [field for field in line.split(b" ") if field]
    if len(fields) != 3 or fields[2] not in (b"R", b"F"):
        return None
    position = []
    for field, size in zip(fields[:2], shape, strict=True):
        digits = field.lstrip(b"0")
        if not field.isdigit() or len(digits) > 2 or not 1 <= int(digits or b"0") <= size:
            return None
        position.append(int(digits) - 1)
    return position[0], position[1], fields[2]


def frame(codes, message):
    """The board drawn by looking every code up in the symbol table, then the banner (R6)."""
    cols = codes.shape[1]
    rule = ["───"] * cols
    border = "├" + "┼".join(rule) + "┤\n"
    lines = ["│" + "│".join(row) + "│\n" for row in SYMBOLS[codes]]
    width = max(4 * cols - 1, len(message))
    return (
        "┌"
        + "┬".join(rule)
        + "┐\n"
        + border.join(lines)
        + "└"
        + "┴".join(rule)
        + "┘\n"
        + "╔"
        + "═" * width
        + "╗\n║"
        + message.ljust(width)
        + "║\n╚"
        + "═" * width
        + "╝\n"
    )


def play(mines, counts, read_line, write):
    """Run the game loop on the mine and count arrays: read moves, update the state arrays, write frames (R8, R9)."""
    opened = np.zeros_like(mines)
    flagged = np.zeros_like(mines)
    message, over = "", False
    while True:
        codes = np.where(opened, counts, np.where(flagged, FLAG, COVERED))
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
            start = np.zeros_like(mines)
            start[row, col] = True
            opened = flood(opened | start, counts == 0)
            flagged &= ~opened
            if (opened | mines).all():
                message, over = "You Won!", True


def play_board(data, rows, cols, read_line, write):
    """Play a checked board file (its bytes, rows, columns): the mines become a boolean grid."""
    mines = np.frombuffer(data, dtype=np.uint8).reshape(rows, cols + 1)[:, :cols] == ord("*")
    play(mines, neighbour_counts(mines), read_line, write)
