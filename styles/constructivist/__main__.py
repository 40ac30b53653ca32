"""Minesweeper in the constructivist style: check everything, and always carry on with something sensible.

Every function opens by checking its arguments and, when they are unusable, does not complain: it falls
back to a sensible default (no board, no move, a blank square, an empty banner) and the program goes on.
Every block that can fail (looking the file up, reading it, reading a line) catches the error on the
spot and recovers with a default as well. So no error ever leaves the function that meets it, and
nothing here raises. What went wrong with the board file travels as a plain value, a complaint
`(exit code, message)` next to the default board, and `main` turns it into the spec's stderr line.
"""

import os
import stat
import sys

from styles import process

process.guard()

# concern: file-errors
USAGE = "usage: python -m styles.constructivist BOARD"
# end
# concern: reading-the-board
MAX_BYTES = 420  # 20 rows of 20 squares, each row with its newline
MAX_SIDE = 20
# end
# concern: parsing-input
NOT_VALID = "The provided input is not valid!"
# end
# concern: reading-the-board
NO_BOARD = {"rows": 0, "columns": 0, "mines": frozenset(), "numbers": []}  # the default when there is none
# end


# --- the board file: every failure becomes a complaint next to a default -------------------------


# concern: file-errors
def board_path(argv):
    """The first argument, or '' (no board) when there is none or it is unusable."""
    if not isinstance(argv, list) or len(argv) < 2 or not isinstance(argv[1], str):
        return ""
    return argv[1]


# end


# concern: file-errors
def read_board_bytes(path):
    """(content, complaint): the file's first bytes, or b'' and why they could not be had."""
    if not isinstance(path, str) or not path:
        # end
        return b"", (1, USAGE)
    # concern: file-errors
    name = path.rpartition("/")[2]
    if len(name) <= 4 or not name.lower().endswith(".cfg"):
        return b"", (2, f"{path}: the file name must end in .cfg")
    # concern: file-errors, reading-the-board
    try:
        mode = os.stat(path).st_mode  # metadata first: opening a FIFO would wait for a writer
    # end
    except (FileNotFoundError, NotADirectoryError):
        return b"", (1, f"{path}: no such file")
    except (OSError, ValueError):  # a loop of links, a name too long, a NUL byte: recover with a complaint
        return b"", (2, f"{path}: cannot be looked up")
    if not stat.S_ISREG(mode):
        return b"", (2, f"{path}: not a regular file")
    # end
    # concern: reading-the-board
    try:
        with open(path, "rb") as file:
            content = file.read(MAX_BYTES + 1)
    # end
    except OSError:
        return b"", (2, f"{path}: cannot be read")
    # concern: reading-the-board
    if len(content) > MAX_BYTES:
        return b"", (2, f"{path}: more than {MAX_BYTES} bytes")
    return content, None
    # end


# concern: reading-the-board
def content_complaint(content):
    """Why these bytes are not a board (R4), or '' when they are one."""
    if not isinstance(content, bytes) or not content.endswith(b"\n"):
        return "every row must end with a newline"
    rows = content[:-1].split(b"\n")
    if content.strip(b".*\n") or b"" in rows:
        return "only non-empty rows of '.' and '*' are allowed"
    if len(rows) > MAX_SIDE or len(rows[0]) > MAX_SIDE or len(set(map(len, rows))) > 1:
        return f"the rows must all be as long, with at most {MAX_SIDE} rows and columns"
    if len(content) - len(rows) < 2 or b"." not in content:
        return "a board needs at least 2 squares and one without a mine"
    return ""


# end


# concern: counting-neighbours, flood-fill
def neighbours(board, square):
    """The squares around `square` that are on the board; none for a square off the board."""
    if not isinstance(square, int) or not 0 <= square < board["rows"] * board["columns"]:
        # end
        return []
    # concern: counting-neighbours, flood-fill
    row, column = divmod(square, board["columns"])
    return [
        r * board["columns"] + c
        for r in range(max(row - 1, 0), min(row + 2, board["rows"]))
        for c in range(max(column - 1, 0), min(column + 2, board["columns"]))
        if (r, c) != (row, column)
    ]
    # end


# concern: reading-the-board
def parse_board(content, path):
    """(board, complaint): the board in these bytes, or no board and why there is none."""
    if complaint := content_complaint(content):
        return NO_BOARD, (2, f"{path}: {complaint}")
    rows = content[:-1].split(b"\n")
    # end
    # concern: counting-neighbours
    mines = frozenset(i for i, square in enumerate(b"".join(rows)) if square == ord("*"))
    board = dict(NO_BOARD, rows=len(rows), columns=len(rows[0]), mines=mines)
    board["numbers"] = [
        len(mines.intersection(neighbours(board, square))) for square in range(len(rows) * len(rows[0]))
    ]
    return board, None
    # end


def load_board(path):
    """(board, complaint) for the board file at `path`; the first complaint wins (R2.4)."""
    # concern: file-errors
    if not path:
        return NO_BOARD, (1, USAGE)
    # end
    # concern: reading-the-board, file-errors
    content, complaint = read_board_bytes(path)
    return (NO_BOARD, complaint) if complaint else parse_board(content, path)
    # end


# --- the game: an unusable line is no move, and no move is a banner -------------------------------


# concern: parsing-input
def parse_number(field, limit):
    """The 0-based index a row or column field names, or -1 when it names none."""
    if not isinstance(field, bytes) or not field.isdigit():  # bytes.isdigit(): ASCII 0-9 only
        return -1
    digits = field.lstrip(b"0")
    if len(digits) > 2:  # too many digits for any board; and int() refuses very long numbers
        return -1
    number = int(digits or b"0")
    return number - 1 if 1 <= number <= limit else -1


# end


# concern: parsing-input
def parse_move(line, board):
    """(square, action) for a valid line, or None (no move) for anything else."""
    if not isinstance(line, bytes):
        # end
        return None
    # concern: parsing-input
    fields = [field for field in line.strip(b" ").split(b" ") if field]
    if len(fields) != 3 or fields[2] not in (b"R", b"F"):
        return None
    row, column = parse_number(fields[0], board["rows"]), parse_number(fields[1], board["columns"])
    if row < 0 or column < 0:
        return None
    return row * board["columns"] + column, fields[2].decode()
    # end


# concern: parsing-input
def play_move(board, state, move):
    """The message a move earns, updating state; no move at all earns the invalid-input banner."""
    if move is None:
        return NOT_VALID
    # end
    # concern: flagging, flood-fill
    square, action = move
    if square in state["opened"] or not 0 <= square < len(board["numbers"]):
        # end
        return ""
    # concern: flagging
    if action == "F":
        state["flagged"] ^= {square}
        return ""
    # end
    # concern: losing
    if square in board["mines"]:
        state["lost"] = True
        return "You Lost!"
    # end
    # concern: flood-fill
    pending = [square]
    while pending:
        square = pending.pop()
        if square not in state["opened"] and square not in board["mines"]:
            state["opened"].add(square)
            state["flagged"].discard(square)
            if board["numbers"][square] == 0:
                pending.extend(neighbours(board, square))
    # end
    # concern: flood-fill, winning
    return "You Won!" if len(state["opened"]) + len(board["mines"]) == len(board["numbers"]) else ""
    # end


# --- drawing and the streams ----------------------------------------------------------------------


# concern: drawing-a-frame
def symbols(board, state):
    """What the player sees on every square, in reading order; all blank when the state is unusable."""
    if not isinstance(state, dict) or not {"opened", "flagged", "lost"} <= state.keys():
        # end
        return [" "] * len(board["numbers"])
    # concern: drawing-a-frame
    shown = [" "] * len(board["numbers"])
    for square in state["flagged"]:
        # concern: flagging
        shown[square] = "¶"
        # end
    for square in state["opened"]:
        shown[square] = str(board["numbers"][square] or "▓")
    for square in board["mines"] if state["lost"] else ():
        # concern: losing
        shown[square] = "*"
        # end
    return shown
    # end


# concern: drawing-a-frame
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
    return (
        grid_line("┌", "┬", "┐", columns)
        + grid_line("├", "┼", "┤", columns).join(rows)
        + grid_line("└", "┴", "┘", columns)
        + f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"
    )


def show(text):
    """Write text as UTF-8 and flush it, so that the player sees it before the next read."""
    text = text if isinstance(text, str) else ""
    sys.stdout.buffer.write(text.encode("utf-8"))
    sys.stdout.buffer.flush()


# end


def read_line():
    """The next input line without its line end; None once the input is over or cannot be read."""
    # concern: parsing-input
    try:
        line = sys.stdin.buffer.readline()
    # end
    except (OSError, ValueError):  # an input that cannot be read is an input that is over
        return None
    # concern: parsing-input
    if line.endswith(b"\n"):
        return line[:-1].removesuffix(b"\r")
    # concern: parsing-input, end-of-input
    return line or None
    # end
    # end


# concern: drawing-a-frame
def play(board):
    """The game loop, until the game or the input ends; no board, no game."""
    if not isinstance(board, dict) or not board["numbers"]:
        # end
        return
    # concern: drawing-a-frame
    state = {"opened": set(), "flagged": set(), "lost": False}
    message = ""
    while message not in ("You Won!", "You Lost!", "Not enough inputs!"):
        show(frame(board, state, message) + ">")
        # end
        # concern: parsing-input
        line = read_line()
        # end
        # concern: parsing-input, end-of-input, flagging, flood-fill
        message = "Not enough inputs!" if line is None else play_move(board, state, parse_move(line, board))
        # end
    # concern: drawing-a-frame
    show(frame(board, state, message))
    # end


def main():
    """Load the board named on the command line, report its complaint if it has one, else play."""
    board, complaint = load_board(board_path(sys.argv))
    # concern: file-errors
    if complaint:
        code, message = complaint
        sys.stderr.write(f"error: {message}\n")
        return code
    # end
    # concern: drawing-a-frame
    play(board)
    return 0
    # end


if __name__ == "__main__":
    sys.exit(main())
