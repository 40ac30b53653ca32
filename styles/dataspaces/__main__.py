"""Minesweeper, dataspaces style: concurrent units that meet only in shared data spaces.

Openers take batches of squares from `squares_space` and put what lies under each into `opened_space`;
painters take board rows from `rows_space` and put their lines of text into `lines_space`. The main thread
puts work into the spaces and takes the findings out; no unit calls another, and every wait has a way out.
"""

import os
import queue
import re
import stat
import sys
import threading

from styles import process

process.guard()

squares_space = queue.SimpleQueue()  # a batch of squares (row, col) to open
opened_space = queue.SimpleQueue()  # per square of a batch: (square, mine?, number, squares it opens)
rows_space = queue.SimpleQueue()  # (row, its squares' states, its mines, its numbers, lost?)
lines_space = queue.SimpleQueue()  # (row, its line of text)
STOP = None  # the datum that ends the worker that takes it
OPENERS = PAINTERS = 2
PATIENCE = 0.1  # seconds between two looks at whether the units that fill a space are still there
MINE = ord("*")
COVERED, FLAGGED, OPEN = b".F!"
NOT_VALID = "The provided input is not valid!"


def take(space, fillers):
    """The next datum from `space`. Every wait has a way out: once a unit that fills the space has ended
    (it failed, or the main thread is gone), the datum may never come, and the taker gets STOP instead."""
    while True:
        try:
            return space.get(timeout=PATIENCE)
        except queue.Empty:
            if not all(unit.is_alive() for unit in fillers):
                return STOP


# ---- the workers: data in, data out ------------------------------------------------------------------


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
    mine, number = mines[r][c] == MINE, sum(mines[y][x] == MINE for y, x in around)
    return square, mine, number, around if number == 0 and not mine else []


def painter():
    """Take board rows until STOP; for each, put its line of text (R6.2, R6.3)."""
    while (row := take(rows_space, [threading.main_thread()])) is not STOP:
        r, states, mines, numbers, lost = row
        squares = zip(states, mines, numbers, strict=True)
        lines_space.put((r, "│" + "│".join(f" {symbol(*square, lost)} " for square in squares) + "│\n"))


def symbol(state, mine, number, lost):
    """What a square shows (R6.3, R8.1)."""
    if lost and mine == MINE:
        return "*"
    if state == OPEN:
        return str(number or "▓")
    return "¶" if state == FLAGGED else " "


# ---- the main thread: it puts work into the spaces and takes the findings out -------------------------


def finding(space, workers):
    """The next finding in `space`. If a worker has ended, it failed (threading.excepthook has said why),
    and what it was doing will never arrive: the game ends with exit code 1 instead of waiting forever."""
    found = take(space, workers)
    if found is STOP:
        raise SystemExit("error: a worker failed, the game cannot go on")
    return found


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
            if mine:  # only ever the square the player chose: a 0 has no mine around it
                return False
            states[r][c], numbers[r][c] = OPEN, number
            ring.update(next_squares)
        ring = [(r, c) for r, c in ring - posted if states[r][c] != OPEN]
        posted.update(ring)
        waiting += post(ring)
    return True


def post(squares):
    """Put `squares` into the squares space as up to OPENERS batches; returns how many batches."""
    batches = [squares[k::OPENERS] for k in range(OPENERS) if squares[k::OPENERS]]
    for batch in batches:
        squares_space.put(batch)
    return len(batches)


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


def move(game, r, c, action):
    """Apply a valid move to the game; returns the banner message (R8)."""
    states = game["states"]
    if states[r][c] == OPEN:
        return ""
    if action == b"F":
        states[r][c] = FLAGGED if states[r][c] == COVERED else COVERED
        return ""
    if not reveal(game, (r, c)):
        game["lost"] = True
        return "You Lost!"
    squares = zip(b"".join(states), b"".join(game["mines"]), strict=True)
    return "You Won!" if all(state == OPEN or mine == MINE for state, mine in squares) else ""


def parse(line, game):
    """(row, column, action), 0-based, for a valid move line (R7), else None."""
    fields = re.fullmatch(rb" *0*([0-9]{1,2}) +0*([0-9]{1,2}) +([RF]) *", line)  # leading zeros aside
    valid = fields and 0 < int(fields[1]) <= len(game["mines"]) and 0 < int(fields[2]) <= len(game["mines"][0])
    return (int(fields[1]) - 1, int(fields[2]) - 1, fields[3]) if valid else None


def load(path):
    """The board's rows (bytes of . and *), or (exit code, reason) when R2-R4 reject the file."""
    name = path.rpartition("/")[2]
    if len(name) < 5 or name[-4:].lower() != ".cfg":
        return 2, "not a .cfg file name"
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # looked at before open(): opening a FIFO would block
            return 2, "not a regular file"
        with open(path, "rb") as file:
            content = file.read(421)
    except (FileNotFoundError, NotADirectoryError):
        return 1, "no such file"
    except OSError as error:
        return 2, error.strerror or "cannot be read"
    rows = content[:-1].split(b"\n") if content.endswith(b"\n") and len(content) <= 420 else [b""]
    size_ok = len(rows) <= 20 and 0 < len(rows[0]) <= 20 and len(rows) * len(rows[0]) > 1 and b"." in content
    if not size_ok or any(len(row) != len(rows[0]) or row.strip(b".*") for row in rows):
        return 2, "not a valid board"
    return rows


def main(args):
    """Check the board, start the workers; the main thread plays, reading moves and putting work into the spaces;
    at the end it puts one STOP per worker into its space (R1, R2, R6, R7, R9)."""
    mines = load(args[0]) if args else (1, "usage: python -m styles.dataspaces BOARD")
    if isinstance(mines, tuple):
        print(f"error: {args[0]}: {mines[1]}" if args else mines[1], file=sys.stderr)
        return mines[0]
    openers = [threading.Thread(target=opener, args=(mines,), name=f"opener-{n}") for n in range(OPENERS)]
    painters = [threading.Thread(target=painter, name=f"painter-{n}") for n in range(PAINTERS)]
    for worker in openers + painters:
        worker.start()
    game = {
        "mines": mines,
        "states": [bytearray([COVERED]) * len(row) for row in mines],
        "numbers": [[0] * len(row) for row in mines],  # known once a square is open
        "lost": False,
        "workers": openers + painters,
    }
    message = ""
    while message not in ("You Won!", "You Lost!", "Not enough inputs!"):
        sys.stdout.buffer.write(frame(game, message, prompt=True).encode())
        sys.stdout.buffer.flush()
        line = sys.stdin.buffer.readline()  # bytes, so a lone b"\r" does not end a line (R7.1)
        square = parse(line.removesuffix(b"\n").removesuffix(b"\r") if line.endswith(b"\n") else line, game)
        message = move(game, *square) if square else "Not enough inputs!" if not line else NOT_VALID
    sys.stdout.buffer.write(frame(game, message, prompt=False).encode())
    sys.stdout.buffer.flush()
    for space, workers in ((squares_space, openers), (rows_space, painters)):
        for _ in workers:
            space.put(STOP)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:2]))
