"""Minesweeper in the constructivist style: check everything, and always carry on with something sensible.

Every function opens by checking its arguments and, when they are unusable, falls back to a sensible default (no
move, a blank square, an empty banner, no board); every block that can fail catches the error on the spot and
recovers. Nothing raises: a bad board file travels as a value, `(exit code, message)`, that `main` reports.
"""

import os
import stat
import sys

from styles import process

process.guard()

NOT_VALID = "The provided input is not valid!"
NO_BOARD = {"rows": 0, "columns": 0, "mines": frozenset(), "numbers": []}  # the default when there is none


# --- the game: an unusable line is no move, and no move is a banner -------------------------------


def parse_number(field, limit):
    """The 0-based index a row or column field names, or -1 when it names none."""
    if not isinstance(field, bytes) or not field.isdigit() or len(field.lstrip(b"0")) > 2:  # ASCII 0-9, 2 digits
        return -1
    return int(field[-3:]) - 1 if 1 <= int(field[-3:]) <= limit else -1


def parse_move(line, board):
    """(square, action) for a valid line, or None (no move) for anything else."""
    if not isinstance(line, bytes):
        return None
    fields = [field for field in line.strip(b" ").split(b" ") if field]
    if len(fields) != 3 or fields[2] not in (b"R", b"F"):
        return None
    row, column = parse_number(fields[0], board["rows"]), parse_number(fields[1], board["columns"])
    return (row * board["columns"] + column, fields[2].decode()) if row >= 0 and column >= 0 else None


def play_move(board, state, move):
    """The message a move earns, updating state; no move at all earns the invalid-input banner."""
    if move is None:
        return NOT_VALID
    square, action = move
    if square in state["opened"] or not 0 <= square < len(board["numbers"]):
        return ""
    if action == "F":
        state["flagged"] ^= {square}
        return ""
    if square in board["mines"]:
        state["lost"] = True
        return "You Lost!"
    pending = [square]
    while pending:
        square = pending.pop()
        if square not in state["opened"] and square not in board["mines"]:
            state["opened"].add(square)
            state["flagged"].discard(square)
            if board["numbers"][square] == 0:
                pending.extend(neighbours(board, square))
    return "You Won!" if len(state["opened"]) + len(board["mines"]) == len(board["numbers"]) else ""


def neighbours(board, square):
    """The squares around `square` that are on the board; none for a square off the board."""
    if not isinstance(square, int) or not 0 <= square < board["rows"] * board["columns"]:
        return []
    row, column = divmod(square, board["columns"])
    return [
        r * board["columns"] + c
        for r in range(max(row - 1, 0), min(row + 2, board["rows"]))
        for c in range(max(column - 1, 0), min(column + 2, board["columns"]))
        if (r, c) != (row, column)
    ]


# --- drawing and the streams ----------------------------------------------------------------------


def symbols(board, state):
    """What the player sees on every square, in reading order; all blank when the state is unusable."""
    if not isinstance(state, dict) or not {"opened", "flagged", "lost"} <= state.keys():
        return [" "] * len(board["numbers"])
    shown = [" "] * len(board["numbers"])
    for square in state["flagged"]:
        shown[square] = "¶"
    for square in state["opened"]:
        shown[square] = str(board["numbers"][square] or "▓")
    for square in board["mines"] if state["lost"] else ():
        shown[square] = "*"
    return shown


def grid_line(left, middle, right, columns):
    """One horizontal line of the grid; a board without columns gets the line of a one-column board."""
    columns = columns if isinstance(columns, int) and columns > 0 else 1
    return left + middle.join(["───"] * columns) + right + "\n"


def frame(board, state, message):
    """The board drawn with box-drawing characters and the three-line banner under it; a message that
    is not text gets a blank banner."""
    message = message if isinstance(message, str) else ""
    columns = max(board["columns"], 1)
    width = max(4 * columns - 1, len(message))
    shown = symbols(board, state)
    rows = [
        "│" + "│".join(f" {s} " for s in shown[start : start + columns]) + "│\n"
        for start in range(0, len(shown), columns)
    ]
    board = grid_line("┌", "┬", "┐", columns) + grid_line("├", "┼", "┤", columns).join(rows)
    return board + grid_line("└", "┴", "┘", columns) + f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"


def show(text):
    """Write text as UTF-8 and flush it, so that the player sees it before the next read."""
    text = text if isinstance(text, str) else ""
    sys.stdout.buffer.write(text.encode("utf-8"))
    sys.stdout.buffer.flush()


def read_line():
    """The next input line without its line end; None once the input is over or cannot be read."""
    try:
        line = sys.stdin.buffer.readline()
    except (OSError, ValueError):  # an input that cannot be read is an input that is over
        return None
    return line[:-1].removesuffix(b"\r") if line.endswith(b"\n") else line or None


def play(board):
    """The game loop, until the game or the input ends; no board, no game."""
    if not isinstance(board, dict) or not board["numbers"]:
        return
    state = {"opened": set(), "flagged": set(), "lost": False}
    message = ""
    while message not in ("You Won!", "You Lost!", "Not enough inputs!"):
        show(frame(board, state, message) + ">")
        line = read_line()
        message = "Not enough inputs!" if line is None else play_move(board, state, parse_move(line, board))
    show(frame(board, state, message))


# --- the board file: every failure becomes a complaint next to a default -------------------------


def read_board_bytes(path):
    """(content, complaint): the file's first bytes, or b'' and why they could not be had."""
    if not isinstance(path, str) or not path:
        return b"", (1, "usage: python -m styles.constructivist BOARD")
    name = path.rpartition("/")[2]
    if len(name) <= 4 or not name.lower().endswith(".cfg"):
        return b"", (2, f"{path}: the file name must end in .cfg")
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # metadata first: opening a FIFO would wait for a writer
            return b"", (2, f"{path}: not a regular file")
        with open(path, "rb") as file:
            content = file.read(421)
    except (FileNotFoundError, NotADirectoryError):
        return b"", (1, f"{path}: no such file")
    except (OSError, ValueError):  # a loop of links, a name too long, a NUL byte: recover with a complaint
        return b"", (2, f"{path}: cannot be looked up or read")
    return (content, None) if len(content) <= 420 else (b"", (2, f"{path}: more than 420 bytes"))


def content_complaint(content):
    """Why these bytes are not a board (R4), or '' when they are one."""
    if not isinstance(content, bytes) or not content.endswith(b"\n"):
        return "every row must end with a newline"
    rows = content[:-1].split(b"\n")
    if content.strip(b".*\n") or b"" in rows:
        return "only non-empty rows of '.' and '*' are allowed"
    if len(rows) > 20 or len(rows[0]) > 20 or len(set(map(len, rows))) > 1:
        return "the rows must all be as long, with at most 20 rows and columns"
    if len(content) - len(rows) < 2 or b"." not in content:
        return "a board needs at least 2 squares and one without a mine"
    return ""


def parse_board(content, path):
    """(board, complaint): the board in these bytes, or no board and why there is none."""
    if complaint := content_complaint(content):
        return NO_BOARD, (2, f"{path}: {complaint}")
    rows = content[:-1].split(b"\n")
    mines = frozenset(i for i, square in enumerate(b"".join(rows)) if square == ord("*"))
    board = dict(NO_BOARD, rows=len(rows), columns=len(rows[0]), mines=mines)
    board["numbers"] = [
        len(mines.intersection(neighbours(board, square))) for square in range(len(rows) * len(rows[0]))
    ]
    return board, None


def load_board(argv):
    """(board, complaint) for the board file named first in `argv`; the first complaint wins (R2.4)."""
    argv = argv if isinstance(argv, list) and len(argv) > 1 else ["", ""]  # no board named: the path ''
    content, complaint = read_board_bytes(argv[1])
    return (NO_BOARD, complaint) if complaint else parse_board(content, argv[1])


def main():
    """Load the board named on the command line, report its complaint if it has one, else play."""
    board, complaint = load_board(sys.argv)
    if complaint:
        code, message = complaint
        sys.stderr.write(f"error: {message}\n")
        return code
    play(board)
    return 0


if __name__ == "__main__":
    sys.exit(main())
