"""Minesweeper as a cookbook: a list of procedures that share the state below.

Every procedure takes no arguments and returns nothing: it reads the shared variables it needs and changes the
ones it is responsible for. The program at the bottom is the recipe: the procedures called one after the other.
"""

import os
import stat
import sys

from styles import process

process.guard()

MAX_BYTES, MAX_SIDE = 420, 20
INVALID, WON, LOST, NO_INPUT = "The provided input is not valid!", "You Won!", "You Lost!", "Not enough inputs!"
ENDINGS = (WON, LOST, NO_INPUT)

# ── The shared state ──
path = ""  # the board file as named on the command line
error_code, error_message = 0, ""  # set right before `fail()`
data = b""  # the board file's bytes
board_rows = []  # the board file's rows, without their newlines
rows = columns = 0
mines = set()  # 0-based (row, column) of every mine
numbers = {}  # square -> how many of its neighbours are mines
opened, flagged = set(), set()
line = None  # the input line just read; None once standard input is closed
move = None  # (square, action) of a valid line, else None
message = ""  # what the banner says
square = (0, 0)  # the square the procedure at work is looking at
neighbours = []  # the squares touching it
symbols = {}  # square -> the character drawn in it
frame = ""  # the text printed after each step


def play():
    """Show a frame, read a line, make the move; until the game is won, lost or out of input (R9)."""
    while message not in ENDINGS:
        draw_frame()
        show_frame()
        read_line()
        parse_line()
        apply_move()
    draw_frame()
    show_frame()


def apply_move():
    """Flag, or reveal and flood-fill; a move on an open square changes nothing (R8)."""
    global message, square
    if move is None or move[0] in opened:
        return
    square, action = move
    if action == b"F":
        flagged.symmetric_difference_update({square})  # the flag appears or goes (R8.6)
    elif square in mines:
        message = LOST
    else:
        flood_fill()
        if len(opened) + len(mines) == rows * columns:
            message = WON


def flood_fill():
    """Open `square`, and go on through every neighbour of a square numbered 0 (R8.2, R8.3)."""
    global square
    to_open = [square]
    while to_open:
        square = to_open.pop()
        if square not in opened:
            opened.add(square)
            flagged.discard(square)  # a flag goes when its square opens
            if numbers[square] == 0:  # so none of its neighbours is a mine
                find_neighbours()
                to_open.extend(neighbours)


def find_neighbours():
    """The up to eight squares touching `square`; the board does not wrap around (R5.2)."""
    global neighbours
    r, c = square
    around = [(r + i, c + j) for i in (-1, 0, 1) for j in (-1, 0, 1) if i or j]
    neighbours = [(i, j) for i, j in around if 0 <= i < rows and 0 <= j < columns]


def place_mines():
    """Find the mines, and the number of every square (R5.3)."""
    global mines, square
    mines = {(r, c) for r, row in enumerate(board_rows) for c, cell in enumerate(row) if cell == ord("*")}
    for position in [(r, c) for r in range(rows) for c in range(columns)]:
        square = position  # the shared square, for find_neighbours()
        find_neighbours()
        numbers[square] = sum(neighbour in mines for neighbour in neighbours)


def draw_symbols():
    """What every square shows (R6.3)."""
    global symbols
    symbols = {}
    for position, number in numbers.items():  # a local name: the shared `square` is left as it is
        if message == LOST and position in mines:
            symbols[position] = "*"
        elif position in opened:
            symbols[position] = str(number or "▓")
        else:
            symbols[position] = "¶" if position in flagged else " "


def draw_frame():
    """The board in box-drawing characters, the banner and, while the game goes on, the prompt (R6)."""
    global frame
    draw_symbols()
    top, middle, bottom = (
        left + cross.join(["───"] * columns) + right + "\n" for left, cross, right in ("┌┬┐", "├┼┤", "└┴┘")
    )
    cells = ["│" + "│".join(f" {symbols[r, c]} " for c in range(columns)) + "│\n" for r in range(rows)]
    width = max(4 * columns - 1, len(message))
    banner = f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"
    frame = top + middle.join(cells) + bottom + banner + ("" if message in ENDINGS else ">")


def show_frame():
    """Write the frame as UTF-8 and flush it before anything is read (R6.7)."""
    sys.stdout.buffer.write(frame.encode())
    sys.stdout.buffer.flush()


def read_line():
    """Read one line of standard input, as bytes (R7.1)."""
    global line
    line = sys.stdin.buffer.readline() or None


def parse_line():
    """Turn the line into a move: two coordinates and `R` or `F`, separated by ASCII spaces (R7)."""
    global move, message
    move, message = None, ""
    if line is None:
        message = NO_INPUT
        return
    text = line[:-2] if line.endswith(b"\r\n") else line.removesuffix(b"\n")
    fields = [field for field in text.split(b" ") if field]
    digits = [field.lstrip(b"0") if field.isdigit() else b"999" for field in fields[:2]]  # not digits: off any board
    coordinates = [int(number or b"0") if len(number) <= 2 else 0 for number in digits]
    if len(fields) != 3 or fields[2] not in (b"R", b"F"):
        message = INVALID
    elif 1 <= coordinates[0] <= rows and 1 <= coordinates[1] <= columns:
        move = (coordinates[0] - 1, coordinates[1] - 1), fields[2]
    else:
        message = INVALID


def read_argument():
    """The board path is the first argument; the others are ignored (R1)."""
    global path, error_code, error_message
    if len(sys.argv) < 2:
        error_code, error_message = 1, "usage: python -m styles.cookbook BOARD.cfg"
        fail()
    path = sys.argv[1]


def check_file_name():
    """The text after the last `/` must be NAME.cfg, in any letter case (R3)."""
    global error_code, error_message
    if len(path.rpartition("/")[2]) <= 4 or path[-4:].lower() != ".cfg":
        error_code, error_message = 2, f"error: {path}: invalid file name (expected NAME.cfg)"
        fail()


def read_board_file():
    """The path must be a regular file, looked up before it is opened, as opening a FIFO would block (R2); then
    at most one byte more than a board may have is read (R2.6)."""
    global data, error_code, error_message
    error_code, error_message = 2, f"error: {path}: not a regular file"
    try:
        if stat.S_ISREG(os.stat(path).st_mode):
            with open(path, "rb") as file:
                data = file.read(MAX_BYTES + 1)
            return
    except (FileNotFoundError, NotADirectoryError):
        error_code, error_message = 1, f"error: {path}: no such file"
    except OSError:
        error_message = f"error: {path}: cannot look up or read the file"
    fail()


def validate_board():
    """The data must be a rectangle of `.` and `*` rows, each ending in a newline (R2.6, R4)."""
    global board_rows, rows, columns, error_code, error_message
    board_rows = data[:-1].split(b"\n")
    rows, columns = len(board_rows), len(board_rows[0])
    problem = ""
    if len(data) > MAX_BYTES or not data.endswith(b"\n") or data.translate(None, b".*\n") or b"." not in data:
        problem = f"at most {MAX_BYTES} bytes of '.', '*' and newlines, one '.' at least, a newline last"
    elif any(len(row) != columns for row in board_rows) or not (0 < columns <= MAX_SIDE and rows <= MAX_SIDE):
        problem = f"rows of one length, up to {MAX_SIDE}×{MAX_SIDE} squares"
    elif rows * columns < 2:
        problem = "fewer than two squares"
    if problem:
        error_code, error_message = 2, f"error: {path}: invalid board: {problem}"
        fail()


def fail():
    """Tell the user about error_message on standard error and exit with error_code (R2.7)."""
    sys.stderr.buffer.write(os.fsencode(error_message + "\n"))  # fsencode: the path's bytes as given
    sys.exit(error_code)


if __name__ == "__main__":
    read_argument()
    check_file_name()
    read_board_file()
    validate_board()
    place_mines()
    play()
