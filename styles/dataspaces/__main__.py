"""Minesweeper, dataspaces style: concurrent workers that meet the game only in two shared spaces.

The main thread drops jobs into the job space; a few worker threads take whatever job comes next and
drop its result into the result space, from which the main thread takes the results back. Nobody hands
data to anybody directly. The jobs are the game's data-parallel parts: counting the mines around the
squares of one row, and drawing one row of a frame. Results carry the row number, so the frame is put
together in the same order however the workers happen to interleave.
"""
import os
import queue
import signal
import stat
import sys
import threading

job_space = queue.SimpleQueue()
result_space = queue.SimpleQueue()
STOP = None  # the job that ends the worker that takes it
WORKERS = 4
MINE = ord("*")
COVERED, FLAGGED, OPEN = b".F!"


# ---- the concurrent units and how the main thread uses them -----------------------------------------

def worker():
    """Take jobs (task, row, data) from the job space until STOP; put (row, task(*data)) in the result space."""
    while (job := job_space.get()) is not STOP:
        task, row, data = job
        result_space.put((row, task(*data)))


def in_parallel(task, jobs):
    """Post one job per item of `jobs`, then take as many results back; returns them in job order."""
    for row, data in enumerate(jobs):
        job_space.put((task, row, data))
    results = dict(result_space.get() for _ in jobs)
    return [results[row] for row in range(len(jobs))]


# ---- the tasks a worker can be given: pure functions of the job's data -------------------------------

def count_row(above, row, below):
    """For each square of `row`, the number of mines among its neighbours in the band above/row/below."""
    return tuple(sum(band[max(c - 1, 0):c + 2].count(MINE) for band in (above, row, below)) - (row[c] == MINE)
                 for c in range(len(row)))


def draw_row(states, mines, counts, lost):
    """The text line of one board row (R6.2, R6.3)."""
    def symbol(state, mine, count):
        if lost and mine == MINE:
            return "*"
        if state == OPEN:
            return str(count or "▓")
        return "¶" if state == FLAGGED else " "
    return "│" + "│".join(f" {symbol(*square)} " for square in zip(states, mines, counts, strict=True)) + "│\n"


# ---- the main thread: board file, moves and frames ---------------------------------------------------

def load(path):
    """The board's rows (bytes of . and *), or (exit code, reason) when R2-R4 reject the file."""
    name = path.rpartition("/")[2]
    if len(name) < 5 or name[-4:].lower() != ".cfg":
        return 2, "not a .cfg file name"
    try:
        mode = os.stat(path).st_mode  # before any open(): opening a FIFO would block
    except (FileNotFoundError, NotADirectoryError):
        return 1, "no such file"
    except OSError:
        return 2, "cannot be looked up"
    if not stat.S_ISREG(mode):
        return 2, "not a regular file"
    try:
        with open(path, "rb") as file:
            content = file.read(421)
    except OSError:
        return 2, "cannot be read"
    if len(content) > 420:
        return 2, "larger than 420 bytes"
    rows = content[:-1].split(b"\n") if content.endswith(b"\n") else []
    width = len(rows[0]) if rows else 0
    if not (1 <= len(rows) <= 20 and 1 <= width <= 20 and len(rows) * width >= 2 and b"." in content
            and all(len(row) == width and not row.strip(b".*") for row in rows)):
        return 2, "not a valid board"
    return rows


def frame(game, message, prompt):
    """The board drawn by the workers row by row, then the banner, then maybe the prompt (R6)."""
    lost = [game["lost"]] * len(game["mines"])
    rows = in_parallel(draw_row, list(zip(game["states"], game["mines"], game["counts"], lost, strict=True)))
    columns = len(game["mines"][0])

    def rule(left, middle, right):
        return left + middle.join(["───"] * columns) + right + "\n"
    width = max(4 * columns - 1, len(message))
    return (rule("┌", "┬", "┐") + rule("├", "┼", "┤").join(rows) + rule("└", "┴", "┘")
            + f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n" + ">" * prompt)


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


def move(game, r, c, action):
    """Apply a valid move to the game; returns the banner message (R8)."""
    states, mines = game["states"], game["mines"]
    if states[r][c] == OPEN:
        return ""
    if action == b"F":
        states[r][c] = FLAGGED if states[r][c] == COVERED else COVERED
        return ""
    if mines[r][c] == MINE:
        game["lost"] = True
        return "You Lost!"
    waiting = [(r, c)]
    while waiting:  # flood fill: squares that open with 0 open their covered neighbours, flagged or not
        r, c = waiting.pop()
        if states[r][c] != OPEN:
            states[r][c] = OPEN
            if game["counts"][r][c] == 0:
                waiting += [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                            if 0 <= r + dr < len(mines) and 0 <= c + dc < len(mines[0])]
    won = all(state == OPEN or mine == MINE for states_row, mines_row in zip(states, mines, strict=True)
              for state, mine in zip(states_row, mines_row, strict=True))
    return "You Won!" if won else ""


def play(mines):
    """The game loop: frame, read, move, until the game or the input ends (R6, R7, R9)."""
    above, below = [b"." * len(mines[0])] + mines[:-1], mines[1:] + [b"." * len(mines[0])]
    game = {"mines": mines, "counts": in_parallel(count_row, list(zip(above, mines, below, strict=True))),
            "states": [bytearray([COVERED]) * len(row) for row in mines], "lost": False}
    message = ""
    while message not in ("You Won!", "You Lost!"):
        sys.stdout.buffer.write(frame(game, message, prompt=True).encode())
        sys.stdout.buffer.flush()
        # bytes, so a lone b"\r" does not end a line; a closed stdin is an input that ends at once (R10.4)
        line = sys.stdin.buffer.readline() if sys.stdin else b""
        if not line:
            message = "Not enough inputs!"
            break
        if line.endswith(b"\n"):
            line = line[:-1].removesuffix(b"\r")
        square = parse(line, game)
        message = move(game, *square) if square else "The provided input is not valid!"
    sys.stdout.buffer.write(frame(game, message, prompt=False).encode())
    sys.stdout.buffer.flush()
    return 0


def complain(exit_code, line):
    """Say on stderr what is wrong (R2.7) and return the exit code; a closed stderr loses only the line (R10.4)."""
    if sys.stderr:
        print(line, file=sys.stderr)
    return exit_code


def main(args):
    """Check the board on the main thread, then play it with the workers running; always stop them."""
    if sys.stdout is None:  # closed from the start: nowhere to draw the board, so a quiet non-zero exit (R10.4)
        return 1
    if not args:
        return complain(1, "usage: python -m styles.dataspaces BOARD")
    mines = load(args[0])
    if isinstance(mines, tuple):
        return complain(mines[0], f"error: {args[0]}: {mines[1]}")
    workers = [threading.Thread(target=worker, name=f"worker-{n}") for n in range(WORKERS)]
    for unit in workers:
        unit.start()
    try:
        return play(mines)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader went away: silence Python's final flush, exit non-zero
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    finally:
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # winding down: a second Ctrl-C must not interrupt it
        for _ in workers:
            job_space.put(STOP)
        for unit in workers:
            unit.join()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:2]))
