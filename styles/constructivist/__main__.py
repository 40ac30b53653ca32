"""Minesweeper in the constructivist style: check everything, and always carry on with something sensible.

No function lets an error escape. Each one checks its arguments and, when they are unusable, falls back
to a sensible default (an empty board, no move, a blank banner); each block that can fail recovers on
the spot and continues. Problems with the board file travel as plain values, a `(exit code, message)`
complaint next to the result, and `main` turns the first complaint into the spec's stderr line and exit
code. Nothing ever crashes.
"""
import os
import stat
import sys

USAGE = "usage: python -m styles.constructivist BOARD"
MAX_BYTES = 420  # 20 rows of 20 squares, each row with its newline
MAX_SIDE = 20
NOT_VALID = "The provided input is not valid!"
EMPTY_BOARD = {"rows": 0, "columns": 0, "mines": frozenset(), "numbers": []}


def board_path(argv):
    """The first argument, or '' (no board) when there is none or it is unusable."""
    if not isinstance(argv, list) or len(argv) < 2 or not isinstance(argv[1], str):
        return ""
    return argv[1]


def read_board_bytes(path):
    """(content, complaint): the file's first bytes, or b'' and why they could not be had."""
    if not path:
        return b"", (1, USAGE)
    name = path.rpartition("/")[2]
    if len(name) <= 4 or not name.lower().endswith(".cfg"):
        return b"", (2, f"{path}: the file name must end in .cfg")
    try:
        mode = os.stat(path).st_mode  # metadata first: opening a FIFO would wait for a writer
    except (FileNotFoundError, NotADirectoryError):
        return b"", (1, f"{path}: no such file")
    except (OSError, ValueError):
        return b"", (2, f"{path}: cannot be looked up")
    if not stat.S_ISREG(mode):
        return b"", (2, f"{path}: not a regular file")
    try:
        with open(path, "rb") as file:
            content = file.read(MAX_BYTES + 1)
    except OSError:
        return b"", (2, f"{path}: cannot be read")
    if len(content) > MAX_BYTES:
        return b"", (2, f"{path}: more than {MAX_BYTES} bytes")
    return content, None


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


def neighbours(board, square):
    """The squares around `square` that are on the board; none for a square off the board."""
    row, column = divmod(square, board["columns"]) if board["columns"] else (-1, -1)
    if not 0 <= row < board["rows"]:
        return []
    return [r * board["columns"] + c for r in range(max(row - 1, 0), min(row + 2, board["rows"]))
            for c in range(max(column - 1, 0), min(column + 2, board["columns"])) if (r, c) != (row, column)]


def parse_board(content, path):
    """(board, complaint): the board in these bytes, or the empty board and why there is none."""
    complaint = content_complaint(content)
    if complaint:
        return EMPTY_BOARD, (2, f"{path}: {complaint}")
    rows = content[:-1].split(b"\n")
    board = dict(EMPTY_BOARD, rows=len(rows), columns=len(rows[0]),
                 mines=frozenset(i for i, square in enumerate(b"".join(rows)) if square == ord("*")))
    board["numbers"] = [len(board["mines"].intersection(neighbours(board, square)))
                        for square in range(board["rows"] * board["columns"])]
    return board, None


def load_board(path):
    """(board, complaint) for the board file at `path`; the first complaint wins (R2.4)."""
    content, complaint = read_board_bytes(path)
    return (EMPTY_BOARD, complaint) if complaint else parse_board(content, path)


def parse_number(field, limit):
    """The 0-based index a row or column field names, or -1 when it names none."""
    if not isinstance(field, bytes) or not field.isdigit():  # bytes.isdigit(): ASCII 0-9 only
        return -1
    digits = field.lstrip(b"0")
    if len(digits) > 2:  # too many digits for any board; and int() refuses very long numbers
        return -1
    number = int(digits or b"0")
    return number - 1 if 1 <= number <= limit else -1


def parse_move(line, board):
    """(square, action) for a valid line, or None (no move) for anything else."""
    if not isinstance(line, bytes):
        return None
    fields = [field for field in line.strip(b" ").split(b" ") if field]
    if len(fields) != 3 or fields[2] not in (b"R", b"F"):
        return None
    row, column = parse_number(fields[0], board["rows"]), parse_number(fields[1], board["columns"])
    if row < 0 or column < 0:
        return None
    return row * board["columns"] + column, fields[2].decode()


def play_move(board, state, move):
    """The message a move earns, updating state; no move at all is an invalid line."""
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


def symbol(board, state, square):
    """What the player sees on a square; a blank for anything unknown."""
    if state.get("lost") and square in board["mines"]:
        return "*"
    if square in state.get("opened", ()):
        return str(board["numbers"][square] or "▓")
    return "¶" if square in state.get("flagged", ()) else " "


def frame(board, state, message=""):
    """The board drawn with box-drawing characters and the three-line banner under it."""
    message = message if isinstance(message, str) else ""
    columns = max(board["columns"], 1)
    width = max(4 * columns - 1, len(message))
    def rule(left, middle, right):
        return left + middle.join(["───"] * columns) + right + "\n"
    rows = ["│" + "│".join(f" {symbol(board, state, row * columns + column)} " for column in range(columns))
            + "│\n" for row in range(board["rows"])]
    return (rule("┌", "┬", "┐") + rule("├", "┼", "┤").join(rows) + rule("└", "┴", "┘")
            + f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n")


def show(text):
    """Write and flush text as UTF-8; False when nobody reads any more (the game cannot go on)."""
    try:
        sys.stdout.buffer.write(str(text).encode("utf-8"))
        sys.stdout.buffer.flush()
        return True
    except (BrokenPipeError, ValueError):
        # point stdout at /dev/null, so that Python's last flush at exit stays quiet too
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return False
    except AttributeError:  # stdout closed from the start (R10.4): nobody reads, nothing to flush at exit
        return False


def read_line():
    """The next input line without its line end; None once the input is over or unreadable."""
    try:
        line = sys.stdin.buffer.readline()
    except (OSError, ValueError, AttributeError):
        return None
    if line.endswith(b"\n"):
        return line[:-1].removesuffix(b"\r")
    return line or None


def play(board):
    """The game loop; the exit code: 0 when the game reached its end, 141 when the reader went away."""
    state = {"opened": set(), "flagged": set(), "lost": False}
    message = ""
    while show(frame(board, state, message) + ">"):
        line = read_line()
        if line is None:
            return 0 if show(frame(board, state, "Not enough inputs!")) else 141
        message = play_move(board, state, parse_move(line, board))
        if message in ("You Won!", "You Lost!"):
            return 0 if show(frame(board, state, message)) else 141
    return 141


def main(argv):
    """Load the board, report the first complaint if any, else play; always an exit code, never a crash."""
    try:
        board, complaint = load_board(board_path(argv))
        if complaint:
            code, message = complaint
            try:
                sys.stderr.write(f"error: {message}\n")
            except AttributeError:  # stderr closed from the start (R10.4): the line is lost, the code is not
                pass
            return code
        return play(board)
    except KeyboardInterrupt:  # the player asked to stop: recover into the conventional exit code
        return 130


if __name__ == "__main__":
    sys.exit(main(sys.argv))
