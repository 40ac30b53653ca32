"""The Minesweeper core: the game loop, moves, frames, and last the board file. It knows no aspect; every
function calls the others through this module's globals, so a function a weaver replaces is the one all get.
"""

import os
import stat
import sys

INVALID, WON, LOST, NO_INPUT = ("The provided input is not valid!", "You Won!", "You Lost!", "Not enough inputs!")


def play(board):
    """Show frames and apply moves until the game ends or the input runs out (R6, R8, R9)."""
    message = ""
    while True:
        show_frame(board, message, ">")
        line = read_line()
        if line is None:
            return show_frame(board, NO_INPUT, "")
        move = parse_move(line)
        if move is None or not (1 <= move[0] <= board["rows"] and 1 <= move[1] <= board["columns"]):
            message = INVALID
            continue
        message = reveal(board, *move[:2]) if move[2] == "R" else toggle_flag(board, *move[:2])
        if message in (WON, LOST):
            return show_frame(board, message, "")


def main(argv):
    """Run one game for the board named in argv[1]; return the exit code (R1, R2, R10)."""
    if len(argv) < 2:
        print("usage: python -m styles.aspects BOARD", file=sys.stderr)
        return 1
    try:
        board = parse_board(argv[1], read_board_file(argv[1]))
    except BoardError as error:
        code, message = error.args
        print(message, file=sys.stderr)
        return code
    play(board)
    return 0


def parse_move(line):
    """Return (row, col, action) for a well-formed line of bytes, else None (R7)."""
    fields = [field for field in line.split(b" ") if field]
    digits = [field.lstrip(b"0") for field in fields[:2] if field.isdigit()]  # bytes.isdigit: ASCII only
    if len(fields) != 3 or fields[2] not in (b"R", b"F") or len(digits) != 2 or max(map(len, digits)) > 2:
        return None  # more than two digits after the zeros is off the board: int() never sees them
    return int(digits[0] or 0), int(digits[1] or 0), fields[2].decode()


def reveal(board, row, col):
    """Open (row, col), flooding from zeros; return the banner message (R8.1-R8.4)."""
    if (row, col) in board["opened"]:
        return ""
    if (row, col) in board["mines"]:
        board["lost"] = True
        return LOST
    todo = [(row, col)]
    while todo:
        square = todo.pop()
        if square in board["opened"]:
            continue
        board["opened"].add(square)
        board["flagged"].discard(square)
        if board["numbers"][square] == 0:
            todo.extend(n for n in neighbours(board, *square) if n not in board["opened"])
    return WON if is_won(board) else ""


def toggle_flag(board, row, col):
    """Put or take away the flag on a covered square (R8.6); return the banner message."""
    if (row, col) not in board["opened"]:
        board["flagged"] ^= {(row, col)}
    return ""


def is_won(board):
    """True when every square without a mine is open (R8.4)."""
    return len(board["opened"]) + len(board["mines"]) == board["rows"] * board["columns"]


def symbol(board, square):
    """The character drawn for one square (R6.3)."""
    if board["lost"] and square in board["mines"]:
        return "*"
    if square in board["opened"]:
        return str(board["numbers"][square] or "▓")
    return "¶" if square in board["flagged"] else " "


def render_board(board):
    """The board drawn with box-drawing characters (R6.2)."""

    def rule(left, middle, right):
        return left + middle.join(["───"] * board["columns"]) + right + "\n"

    rows = [
        "│ " + " │ ".join([symbol(board, (r, c)) for c in range(1, board["columns"] + 1)]) + " │\n"
        for r in range(1, board["rows"] + 1)
    ]
    return rule("┌", "┬", "┐") + rule("├", "┼", "┤").join(rows) + rule("└", "┴", "┘")


def render_banner(board, message):
    """The three-line message banner under the board (R6.4)."""
    width = max(4 * board["columns"] - 1, len(message))
    return f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"


def show_frame(board, message, prompt):
    """Write the frame as UTF-8 and flush it (R6.7)."""
    sys.stdout.buffer.write((render_board(board) + render_banner(board, message) + prompt).encode())
    sys.stdout.buffer.flush()


def read_line():
    """The next input line without its line end, or None at the end of input (R7.1)."""
    line = sys.stdin.buffer.readline()
    return line[:-1].removesuffix(b"\r") if line.endswith(b"\n") else line or None


def neighbours(board, row, col):
    """The up to eight squares around (row, col) on the board (R5.2)."""
    near = [(row + down, col + across) for down in (-1, 0, 1) for across in (-1, 0, 1) if down or across]
    return [(r, c) for r, c in near if 1 <= r <= board["rows"] and 1 <= c <= board["columns"]]


class BoardError(Exception):
    """A board that cannot be played: its arguments are the exit code and the one-line message."""


def read_board_file(path):
    """Return at most 421 bytes of the file at `path`, checking name, existence and type (R2, R3)."""
    if not path.lower().endswith(".cfg") or len(path.rpartition("/")[2]) < 5:
        raise BoardError(2, f"error: {path}: the file name must end in .cfg")
    try:
        if stat.S_ISREG(os.stat(path).st_mode):  # never open before stat: a FIFO would block
            with open(path, "rb") as file:
                return file.read(421)
    except (FileNotFoundError, NotADirectoryError):
        raise BoardError(1, f"error: {path}: no such file") from None
    except (OSError, ValueError):
        raise BoardError(2, f"error: {path}: cannot look up or read the file") from None
    raise BoardError(2, f"error: {path}: not a regular file")


def parse_board(path, data):
    """Turn the file's bytes into a fresh board, or raise BoardError (R4)."""
    lines = data[:-1].split(b"\n")
    rows, columns = len(lines), len(lines[0])
    if not (data.endswith(b"\n") and len(data) <= 420 and not data.translate(None, b".*\n") and b"." in data):
        raise BoardError(2, f"error: {path}: a board holds '.', '*' and newlines, 420 bytes at most, and one '.'")
    if {len(line) for line in lines} != {columns} or not (0 < columns <= 20 and rows <= 20 and rows * columns >= 2):
        raise BoardError(2, f"error: {path}: a board is a rectangle of 2 to 20x20 squares")
    mines = {(r, c) for r, line in enumerate(lines, 1) for c, square in enumerate(line, 1) if square == ord("*")}
    board = {"rows": rows, "columns": columns, "mines": mines, "opened": set(), "flagged": set(), "lost": False}
    squares = [(r, c) for r in range(1, rows + 1) for c in range(1, columns + 1)]
    board["numbers"] = {(r, c): len(mines.intersection(neighbours(board, r, c))) for r, c in squares}
    return board
