"""Minesweeper, dataspaces style: concurrent units that meet only in shared data spaces.

Two kinds of worker threads run beside the main thread, and no unit calls another. Openers take squares
to open from `squares_space`, a batch at a time, and put what lies under each one into `opened_space`: a
mine, or the square's number and, for a 0, the neighbours it opens in turn (R5.3, R8.1, R8.3). Painters
take board rows from `rows_space` and put each row's line of text into `lines_space` (R6.2, R6.3). The
main thread reads the moves, puts squares and rows into the spaces and takes the findings out. The spaces
hold only data, never code, and every wait on a space has a way out (`take`): a unit that fails cannot
make another wait forever.
"""

import os
import queue
import stat
import sys
import threading

from styles import process

process.guard()

# concern: counting-neighbours, flood-fill
squares_space = queue.SimpleQueue()  # a batch of squares (row, col) to open
opened_space = queue.SimpleQueue()  # for each square of a batch: (square, a mine?, its number, the squares it opens)
# end
# concern: drawing-a-frame
rows_space = queue.SimpleQueue()  # (row, its squares' states, its mines, its numbers, lost?)
lines_space = queue.SimpleQueue()  # (row, its line of text)
# end
# concern: counting-neighbours
STOP = None  # the datum that ends the worker that takes it
OPENERS = PAINTERS = 2
PATIENCE = 0.1  # seconds between two looks at whether the units that fill a space are still there
# end
# concern: counting-neighbours, drawing-a-frame, winning
MINE = ord("*")
# end
# concern: drawing-a-frame, flagging, flood-fill, winning
COVERED, FLAGGED, OPEN = b".F!"
# end


# concern: counting-neighbours
def take(space, fillers):
    """The next datum from `space`. Every wait has a way out: once a unit that fills the space has ended
    (it failed, or the main thread is gone), the datum may never come, and the taker gets STOP instead."""
    while True:
        try:
            return space.get(timeout=PATIENCE)
        # end
        except queue.Empty:
            if not all(unit.is_alive() for unit in fillers):
                return STOP


# ---- the workers: data in, data out ------------------------------------------------------------------


# concern: counting-neighbours, flood-fill
def opener(mines):
    """Take batches of squares until STOP; for each batch, put what lies under its squares (R5.3, R8.3).
    The mine layout is handed over, read-only, when the worker starts (as the book's workers read the
    stop words); everything that changes during the game reaches it through the spaces."""
    while (batch := take(squares_space, [threading.main_thread()])) is not STOP:
        opened_space.put(tuple(look_under(mines, square) for square in batch))


def look_under(mines, square):
    """(square, a mine?, its number, the squares it opens next: its neighbours if it is a free 0)."""
    r, c = square
    around = [
        (r + dr, c + dc)
        for dr in (-1, 0, 1)
        for dc in (-1, 0, 1)
        if (dr or dc) and 0 <= r + dr < len(mines) and 0 <= c + dc < len(mines[0])
    ]
    # end
    # concern: counting-neighbours, losing
    mine, number = mines[r][c] == MINE, sum(mines[y][x] == MINE for y, x in around)
    # end
    # concern: flood-fill
    return square, mine, number, around if number == 0 and not mine else []
    # end


# concern: drawing-a-frame
def painter():
    """Take board rows until STOP; for each, put its line of text (R6.2, R6.3)."""
    while (row := take(rows_space, [threading.main_thread()])) is not STOP:
        r, states, mines, numbers, lost = row
        squares = zip(states, mines, numbers, strict=True)
        lines_space.put((r, "│" + "│".join(f" {symbol(*square, lost)} " for square in squares) + "│\n"))


def symbol(state, mine, number, lost):
    """What a square shows (R6.3, R8.1)."""
    # concern: losing
    if lost and mine == MINE:
        return "*"
    # end
    if state == OPEN:
        return str(number or "▓")
    # concern: drawing-a-frame, flagging
    return "¶" if state == FLAGGED else " "
    # end


# end


# ---- the main thread: it puts work into the spaces and takes the findings out -------------------------


# concern: counting-neighbours, flood-fill
def finding(space, workers):
    """The next finding in `space`. If a worker has ended, it failed (threading.excepthook has said why),
    and what it was doing will never arrive: the game ends with exit code 1 instead of waiting forever."""
    found = take(space, workers)
    if found is STOP:
        # end
        raise SystemExit("error: a worker failed, the game cannot go on")
    # concern: counting-neighbours, flood-fill
    return found
    # end


# concern: flood-fill
def reveal(game, square):
    """Have the openers open `square` and, ring by ring, the squares that its 0s open in turn (R8.2, R8.3).
    Each square goes into the space once. Returns False if the square holds a mine."""
    states, numbers = game["states"], game["numbers"]
    posted, waiting = {square}, post([square])
    while waiting:
        findings = finding(opened_space, game["workers"])
        waiting -= 1
        ring = set()
        for (r, c), mine, number, next_squares in findings:
            # concern: losing
            if mine:  # only ever the square the player chose: a 0 has no mine around it
                return False
            # end
            # concern: counting-neighbours, flood-fill
            states[r][c], numbers[r][c] = OPEN, number
            # end
            ring.update(next_squares)
        ring = [(r, c) for r, c in ring - posted if states[r][c] != OPEN]
        posted.update(ring)
        waiting += post(ring)
    return True


# end


# concern: counting-neighbours, flood-fill
def post(squares):
    """Put `squares` into the squares space as up to OPENERS batches; returns how many batches."""
    batches = [squares[k::OPENERS] for k in range(OPENERS) if squares[k::OPENERS]]
    for batch in batches:
        squares_space.put(batch)
    return len(batches)


# end


# concern: drawing-a-frame
def frame(game, message, prompt):
    """The board drawn by the painters row by row, then the banner, then maybe the prompt (R6)."""
    for r, (states, mines, numbers) in enumerate(zip(game["states"], game["mines"], game["numbers"], strict=True)):
        rows_space.put((r, bytes(states), mines, tuple(numbers), game["lost"]))  # copies: data, not shared lists
    lines = dict(finding(lines_space, game["workers"]) for _ in game["mines"])
    columns = len(game["mines"][0])

    def rule(left, middle, right):
        return left + middle.join(["───"] * columns) + right + "\n"

    board = rule("┌", "┬", "┐") + rule("├", "┼", "┤").join(lines[r] for r in range(len(lines))) + rule("└", "┴", "┘")
    width = max(4 * columns - 1, len(message))
    return board + f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n" + ">" * prompt


# end


# concern: flagging, flood-fill
def move(game, r, c, action):
    """Apply a valid move to the game; returns the banner message (R8)."""
    states = game["states"]
    if states[r][c] == OPEN:
        # end
        return ""
    # concern: flagging
    if action == b"F":
        states[r][c] = FLAGGED if states[r][c] == COVERED else COVERED
        return ""
    # end
    # concern: flood-fill, losing
    if not reveal(game, (r, c)):
        # end
        # concern: losing
        game["lost"] = True
        return "You Lost!"
        # end
    # concern: winning
    won = all(
        state == OPEN or mine == MINE
        for states_row, mines_row in zip(states, game["mines"], strict=True)
        for state, mine in zip(states_row, mines_row, strict=True)
    )
    return "You Won!" if won else ""
    # end


# concern: parsing-input
def parse(line, game):
    """(row, column, action) with 0-based row and column for a valid move line (R7), else None."""
    fields = [field for field in line.strip(b" ").split(b" ") if field]
    if len(fields) != 3 or fields[2] not in (b"R", b"F"):
        return None
    square = []
    for field, limit in zip(fields[:2], (len(game["mines"]), len(game["mines"][0])), strict=True):
        digits = field.lstrip(b"0")
        if not field.isdigit() or len(digits) > 2 or not 1 <= int(digits or b"0") <= limit:
            return None
        square.append(int(digits) - 1)
    return *square, fields[2]


# end


# concern: drawing-a-frame
def play(mines, workers):
    """The game loop: frame, read, move, until the game or the input ends (R6, R7, R9)."""
    game = {
        "mines": mines,
        "states": [bytearray([COVERED]) * len(row) for row in mines],
        # concern: counting-neighbours
        "numbers": [[0] * len(row) for row in mines],  # known once a square is open
        # end
        # concern: losing
        "lost": False,
        # end
        "workers": workers,
    }
    message = ""
    while message not in ("You Won!", "You Lost!"):
        sys.stdout.buffer.write(frame(game, message, prompt=True).encode())
        sys.stdout.buffer.flush()
        # end
        # concern: parsing-input
        line = sys.stdin.buffer.readline()  # bytes, so a lone b"\r" does not end a line (R7.1)
        # end
        # concern: end-of-input
        if not line:
            message = "Not enough inputs!"
            break
        # end
        # concern: parsing-input
        if line.endswith(b"\n"):
            line = line[:-1].removesuffix(b"\r")
        square = parse(line, game)
        # end
        # concern: parsing-input, flagging, flood-fill
        message = move(game, *square) if square else "The provided input is not valid!"
        # end
    # concern: drawing-a-frame
    sys.stdout.buffer.write(frame(game, message, prompt=False).encode())
    sys.stdout.buffer.flush()
    return 0
    # end


# ---- the board file, checked before any worker starts --------------------------------------------------


# concern: file-errors
def load(path):
    """The board's rows (bytes of . and *), or (exit code, reason) when R2-R4 reject the file."""
    name = path.rpartition("/")[2]
    if len(name) < 5 or name[-4:].lower() != ".cfg":
        return 2, "not a .cfg file name"
    # end
    # concern: file-errors, reading-the-board
    try:
        mode = os.stat(path).st_mode  # before any open(): opening a FIFO would block
    # end
    # concern: file-errors
    except (FileNotFoundError, NotADirectoryError):
        return 1, "no such file"
    except OSError:
        return 2, "cannot be looked up"
    if not stat.S_ISREG(mode):
        return 2, "not a regular file"
    # end
    # concern: reading-the-board
    try:
        with open(path, "rb") as file:
            content = file.read(421)
    # end
    except OSError:
        return 2, "cannot be read"
    # concern: reading-the-board
    if len(content) > 420:
        return 2, "larger than 420 bytes"
    rows = content[:-1].split(b"\n") if content.endswith(b"\n") else []
    width = len(rows[0]) if rows else 0
    if not (
        1 <= len(rows) <= 20
        and 1 <= width <= 20
        and len(rows) * width >= 2
        and b"." in content
        and all(len(row) == width and not row.strip(b".*") for row in rows)
    ):
        return 2, "not a valid board"
    return rows
    # end


# concern: file-errors
def main(args):
    """Check the board, start the workers, play; then put one STOP per worker into its space."""
    if not args:
        print("usage: python -m styles.dataspaces BOARD", file=sys.stderr)
        return 1
    # end
    # concern: reading-the-board
    mines = load(args[0])
    # end
    # concern: file-errors
    if isinstance(mines, tuple):
        print(f"error: {args[0]}: {mines[1]}", file=sys.stderr)
        return mines[0]
    # end
    # concern: counting-neighbours, flood-fill
    openers = [threading.Thread(target=opener, args=(mines,), name=f"opener-{n}") for n in range(OPENERS)]
    # end
    # concern: drawing-a-frame
    painters = [threading.Thread(target=painter, name=f"painter-{n}") for n in range(PAINTERS)]
    # end
    # concern: counting-neighbours
    for worker in openers + painters:
        worker.start()
    # end
    # concern: drawing-a-frame
    exit_code = play(mines, openers + painters)
    # end
    # concern: counting-neighbours
    for space, workers in ((squares_space, openers), (rows_space, painters)):
        for _ in workers:
            space.put(STOP)
    return exit_code
    # end


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:2]))
