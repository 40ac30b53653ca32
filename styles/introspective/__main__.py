"""Minesweeper, introspective style.

The program looks at itself to decide what to do: it finds the handler of a move or of a square's look by
building a name, a function asks who called it, and the board checks are found by their names, given only the
facts their parameters ask for, and quoted by their docstrings. It only reads this; nothing is changed.
"""

import inspect
import os
import stat
import sys

from styles import process

process.guard()

INVALID, WON, LOST, NO_INPUT = ("The provided input is not valid!", "You Won!", "You Lost!", "Not enough inputs!")


def caller():
    """The name of the function that called the function asking."""
    return inspect.currentframe().f_back.f_back.f_code.co_name


# The moves (R8). A line's action letter X is played by the function named action_X; a letter without
# such a function makes the line invalid, so `r` and `f` are refused without a list of valid letters.


def action_R(board, square):
    """Reveal: lose on a mine, else open the square and the area around it."""
    if square in board["opened"]:
        return ""
    if square in board["mines"]:
        board["lost"] = True
        return LOST
    open_area(board, square)
    return WON if len(board["opened"]) + len(board["mines"]) == len(board["squares"]) else ""


def action_F(board, square):
    """Flag: toggle the flag of a covered square."""
    if square not in board["opened"]:
        board["flagged"] ^= {square}
    return ""


def open_area(board, square):
    """Open the square and, transitively, the neighbours of every 0 opened (R8.2, R8.3). Only a reveal opens
    squares: the function asks who called it and refuses anyone else."""
    if (who := caller()) != action_R.__name__:
        raise RuntimeError(f"{who} called open_area: only a reveal opens squares")
    todo = [square]
    while todo:
        square = todo.pop()
        if square not in board["opened"]:
            board["opened"].add(square)
            board["flagged"].discard(square)
            if board["numbers"][square] == 0:
                todo += neighbours(board, square)


def parse_move(line, board):
    """Return (square, handler) for a valid line of bytes (R7), else None."""
    fields = [field for field in line.split(b" ") if field]
    if len(fields) != 3 or not (fields[0].isdigit() and fields[1].isdigit()):
        return None
    row, col = (field.lstrip(b"0") or b"0" for field in fields[:2])
    handler = globals().get("action_" + fields[2].decode("ascii", "replace"))
    if handler is None or len(row) > 2 or len(col) > 2:  # never int() an unbounded number
        return None
    square = (int(row), int(col))
    return (square, handler) if square in board["squares"] else None


# The look of a square (R6.3): look_<state> draws a square in that state; frame finds them by name.


def look_mine(board, square):
    return "*"


def look_open(board, square):
    return str(board["numbers"][square] or "▓")


def look_flagged(board, square):
    return "¶"


def look_covered(board, square):
    return " "


def state(board, square):
    if board["lost"] and square in board["mines"]:
        return "mine"
    if square in board["opened"]:
        return "open"
    return "flagged" if square in board["flagged"] else "covered"


def frame(board, message):
    """The board in box-drawing characters and the message banner under it (R6.2, R6.4)."""

    def rule(left, middle, right):
        return left + middle.join(["───"] * board["width"]) + right + "\n"

    looks = {name.removeprefix("look_"): look for name, look in globals().items() if name.startswith("look_")}
    symbols = [looks[state(board, square)](board, square) for square in board["squares"]]
    columns = board["width"]
    rows = ["│ " + " │ ".join(symbols[start : start + columns]) + " │\n" for start in range(0, len(symbols), columns)]
    width = max(4 * board["width"] - 1, len(message))
    banner = f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"
    return rule("┌", "┬", "┐") + rule("├", "┼", "┤").join(rows) + rule("└", "┴", "┘") + banner


def own_stream():
    """The standard stream named like the function asking: sys.stdout for stdout(), sys.stdin for stdin()."""
    return getattr(sys, inspect.currentframe().f_back.f_code.co_name).buffer


def stdout(text):
    """Write UTF-8 text to the stream this function is named after, flushed before any read (R6.7)."""
    stream = own_stream()
    stream.write(text.encode())
    stream.flush()


def stdin():
    """The next line of the stream this function is named after, without its line end (R7.1); None at its end."""
    line = own_stream().readline()
    return line[:-1].removesuffix(b"\r") if line.endswith(b"\n") else line or None


def reply(board, line):
    """The message a line of input earns: the end of input, an invalid line, or what its move answers (R7-R9)."""
    move = None if line is None else parse_move(line, board)
    if move is None:
        return NO_INPUT if line is None else INVALID
    square, handler = move
    return handler(board, square)


def play(board):
    """Show frames and answer input lines until the game ends or the input runs out (R6-R9)."""
    message = ""
    while message not in (WON, LOST, NO_INPUT):
        stdout(frame(board, message) + ">")
        message = reply(board, stdin())
    stdout(frame(board, message))


def new_board(rows):
    """A fresh game on the validated rows: every square covered."""
    height, width = len(rows), len(rows[0])
    squares = [(r, c) for r in range(1, height + 1) for c in range(1, width + 1)]
    mines = {(r, c) for r, c in squares if rows[r - 1][c - 1] == ord("*")}
    board = dict(height=height, width=width, squares=squares, mines=mines, opened=set(), flagged=set(), lost=False)
    board["numbers"] = {s: sum(n in board["mines"] for n in neighbours(board, s)) for s in squares}
    return board


def neighbours(board, square):
    (row, col) = square
    around = [(r, c) for r in (row - 1, row, row + 1) for c in (col - 1, col, col + 1) if (r, c) != square]
    return [(r, c) for r, c in around if 1 <= r <= board["height"] and 1 <= c <= board["width"]]


class BoardError(Exception):
    """A board that cannot be played: its arguments are the exit code and the one-line message."""


# The board checks (R4). Each is found because its name starts with `board_`, runs in the order written,
# receives the facts its parameters name, and its docstring is the rule quoted when it fails.


def board_has_420_bytes_in_lines(data):
    """at most 420 bytes, every row ending with a newline"""
    return len(data) <= 420 and data.endswith(b"\n")


def board_holds_only_squares(data):
    """only '.', '*' and newlines, one '.' at least"""
    return not data.translate(None, b".*\n") and b"." in data


def board_is_rectangular(rows):
    """non-empty rows of equal length"""
    return len({len(row) for row in rows}) == 1 and rows[0] != b""


def board_has_2_to_20_by_20_squares(rows):
    """at least 2 squares, in 1 to 20 rows and 1 to 20 columns"""
    return len(rows) <= 20 and len(rows[0]) <= 20 and len(rows) * len(rows[0]) >= 2


def validate(path, data):
    """Run every board check on the file's bytes; raise BoardError quoting the first rule broken."""
    facts = {"data": data, "rows": data[:-1].split(b"\n")}
    for check in [check for name, check in globals().items() if name.startswith("board_")]:
        wanted = inspect.signature(check).parameters
        if not check(**{name: facts[name] for name in wanted}):
            raise BoardError(2, f"error: {path}: not a valid board: {check.__doc__}")
    return facts["rows"]


# A failed file operation's meaning (R2.4), by the operation's name and its error's class name (or a base's).
FAILURES = {
    ("stat", "FileNotFoundError"): (1, "no such file"),
    ("stat", "NotADirectoryError"): (1, "no such file"),
    ("stat", "Exception"): (2, "cannot look up the file"),
    ("read_bytes", "Exception"): (2, "cannot read the file"),
}


def attempt(operation, path):
    """operation(path), or the BoardError that FAILURES names for the error it raised."""
    try:
        return operation(path)
    except (OSError, ValueError) as error:
        names = [(operation.__name__, kind.__name__) for kind in type(error).__mro__]
        code, text = next(FAILURES[name] for name in names if name in FAILURES)
        raise BoardError(code, f"error: {path}: {text}") from None


def read_file(path):
    """Return at most 421 bytes of the file at `path`, checking name, existence and type (R2, R3)."""
    if len(path.rpartition("/")[2]) < 5 or path[-4:].lower() != ".cfg":
        raise BoardError(2, f"error: {path}: the file name must end in .cfg")
    if not stat.S_ISREG(attempt(os.stat, path).st_mode):  # never open before stat: a FIFO would block
        raise BoardError(2, f"error: {path}: not a regular file")
    return attempt(read_bytes, path)


def read_bytes(path):
    with open(path, "rb") as file:
        return file.read(421)


def main():
    """Check the board named on the command line, then play it; return the exit code."""
    if len(sys.argv) < 2:
        print(f"usage: python -m {__package__} BOARD", file=sys.stderr)
        return 1
    try:
        board = new_board(validate(sys.argv[1], read_file(sys.argv[1])))
    except BoardError as error:
        code, message = error.args
        print(message, file=sys.stderr)
        return code
    play(board)
    return 0


if __name__ == "__main__":  # the module asks its own name: run as a program, not imported
    sys.exit(main())
