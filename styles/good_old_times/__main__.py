"""Minesweeper, good-old-times style.

Primary memory is a fixed array of 64 numbered cells; the names below are only
addresses (as in an assembler listing). The board does not fit in primary
memory, so it lives in secondary storage - a temporary file read and written
one square at a time. Subroutines take no arguments and return nothing: they
read and write memory cells, like GOSUBs sharing registers.
"""
import os
import stat
import sys
import tempfile

memory = [None] * 64

# Addresses of the primary memory cells.
PATH = 0          # the board file's path, as given
BYTE = 1          # the last byte read from the board file
SIZE = 2          # bytes read from the board file so far
VALID = 3         # does what we read so far still make sense?
ROWS = 4          # board height
COLS = 5          # board width
WIDTH = 6         # squares in the board row being read
MINES = 7         # mines on the board
SAFE = 8          # squares without a mine
OPENED = 9        # squares opened so far
ROW = 10          # the square being worked on: its row (from 0) ...
COL = 11          # ... and its column (from 0)
SQUARE = 12       # that square's storage word (see the bits below)
CENTRE_ROW = 13   # the square whose neighbours are being visited
CENTRE_COL = 14
D_ROW = 15        # neighbour offsets, each -1, 0 or 1
D_COL = 16
VISIT = 17        # the subroutine to run on each neighbour (a jump vector)
NEAR = 18         # mines counted around a square
TOP = 19          # number of squares on the flood stack (in storage)
LINE = 20         # the input line being parsed
FIELDS = 21       # its space-separated fields
DIGITS = 22       # a field to convert to a number ...
NUMBER = 23       # ... and the result (0 when it is no valid number)
STATUS = 24       # PLAYING, WON, LOST or ENDED
MESSAGE = 25      # the banner's text
RULE = 26         # left, middle and right corner of a border line
TEXT = 27         # the output line being assembled
ERROR = 28        # what went wrong, for the error line
EXIT = 29         # the exit code that goes with it
MODE = 30         # the board file's type and permission bits

# Status values.
PLAYING, WON, LOST, ENDED = 0, 1, 2, 3
# Bits of a square's storage word; its neighbour count sits above them.
MINE, FLAG, OPEN, COUNT_SHIFT = 1, 2, 4, 3
# Storage layout: square (r, c) at address r * COLS + c; the flood stack after
# the largest board, two bytes (row, column) per entry.
STACK = 400


def fail():
    """Print the error line for memory[ERROR] and exit with memory[EXIT]."""
    sys.stderr.write(f"error: {memory[PATH]}: {memory[ERROR]}\n")
    sys.exit(memory[EXIT])


def fetch():
    """Swap in: memory[SQUARE] = storage word of square (ROW, COL)."""
    storage.seek(memory[ROW] * memory[COLS] + memory[COL])
    memory[SQUARE] = storage.read(1)[0]


def store():
    """Swap out: storage word of square (ROW, COL) = memory[SQUARE]."""
    storage.seek(memory[ROW] * memory[COLS] + memory[COL])
    storage.write(bytes((memory[SQUARE],)))


def around():
    """Run memory[VISIT] on every neighbour of (ROW, COL), with ROW/COL set to it."""
    memory[CENTRE_ROW], memory[CENTRE_COL] = memory[ROW], memory[COL]
    memory[D_ROW] = -1
    while memory[D_ROW] <= 1:
        memory[D_COL] = -1
        while memory[D_COL] <= 1:
            memory[ROW] = memory[CENTRE_ROW] + memory[D_ROW]
            memory[COL] = memory[CENTRE_COL] + memory[D_COL]
            if (memory[D_ROW] or memory[D_COL]) and 0 <= memory[ROW] < memory[ROWS] \
                    and 0 <= memory[COL] < memory[COLS]:
                memory[VISIT]()
            memory[D_COL] += 1
        memory[D_ROW] += 1
    memory[ROW], memory[COL] = memory[CENTRE_ROW], memory[CENTRE_COL]


def take_byte():
    """Check one byte of the board file (memory[BYTE]); squares go to storage."""
    if memory[SIZE] > 420:
        memory[VALID] = False
    elif memory[BYTE] == b"." or memory[BYTE] == b"*":
        # Squares arrive in reading order, so the next free address is ROWS * COLS + WIDTH.
        memory[ROW], memory[COL] = 0, memory[ROWS] * memory[COLS] + memory[WIDTH]
        memory[SQUARE] = MINE if memory[BYTE] == b"*" else 0
        memory[MINES] += memory[SQUARE]
        store()
        memory[WIDTH] += 1
        memory[VALID] = memory[WIDTH] <= 20
    elif memory[BYTE] == b"\n":
        memory[VALID] = memory[WIDTH] > 0 and memory[ROWS] < 20 \
            and (memory[ROWS] == 0 or memory[WIDTH] == memory[COLS])
        memory[COLS], memory[ROWS], memory[WIDTH] = memory[WIDTH], memory[ROWS] + 1, 0
    else:
        memory[VALID] = False


def load_board():
    """Check memory[PATH] (R3, R2) and copy its board into storage (R4)."""
    memory[ERROR], memory[EXIT] = "invalid file name (want NAME.cfg)", 2
    if len(memory[PATH].rpartition("/")[2]) < 5 or not memory[PATH].lower().endswith(".cfg"):
        fail()
    try:
        memory[MODE] = os.stat(memory[PATH]).st_mode
    except (FileNotFoundError, NotADirectoryError):
        memory[ERROR], memory[EXIT] = "no such file", 1
        fail()
    except OSError:
        memory[ERROR] = "cannot look up the path"
        fail()
    if not stat.S_ISREG(memory[MODE]):
        memory[ERROR] = "not a regular file"
        fail()
    memory[SIZE], memory[VALID], memory[ROWS], memory[COLS], memory[WIDTH], memory[MINES] = 0, True, 0, 0, 0, 0
    try:
        with open(memory[PATH], "rb") as tape:
            memory[BYTE] = tape.read(1)
            while memory[BYTE] and memory[VALID]:
                memory[SIZE] += 1
                take_byte()
                memory[BYTE] = tape.read(1)
    except OSError:
        memory[ERROR] = "cannot read the file"
        fail()
    memory[SAFE] = memory[ROWS] * memory[COLS] - memory[MINES]
    if not (memory[VALID] and memory[WIDTH] == 0 and memory[ROWS] * memory[COLS] >= 2 and memory[SAFE]):
        memory[ERROR] = "invalid board"
        fail()


def count_mine():
    """Visitor: add the mine bit of (ROW, COL) to memory[NEAR]."""
    fetch()
    memory[NEAR] += memory[SQUARE] & MINE


def count_neighbours():
    """Write each square's neighbour mine count into its storage word (R5.3)."""
    memory[VISIT] = count_mine
    memory[ROW] = 0
    while memory[ROW] < memory[ROWS]:
        memory[COL] = 0
        while memory[COL] < memory[COLS]:
            memory[NEAR] = 0
            around()
            fetch()
            memory[SQUARE] |= memory[NEAR] << COUNT_SHIFT
            store()
            memory[COL] += 1
        memory[ROW] += 1


def open_square():
    """Open (ROW, COL) (its flag goes); a square with number 0 goes on the flood stack."""
    memory[SQUARE] = (memory[SQUARE] | OPEN) & ~FLAG
    store()
    memory[OPENED] += 1
    if memory[SQUARE] >> COUNT_SHIFT == 0:
        storage.seek(STACK + 2 * memory[TOP])
        storage.write(bytes((memory[ROW], memory[COL])))
        memory[TOP] += 1


def open_if_safe():
    """Visitor: open (ROW, COL) if it is covered and holds no mine (R8.3)."""
    fetch()
    if not memory[SQUARE] & (OPEN | MINE):
        open_square()


def reveal():
    """Open the fetched square (ROW, COL) and flood-fill from it via the storage stack."""
    memory[TOP] = 0
    open_square()
    memory[VISIT] = open_if_safe
    while memory[TOP]:
        memory[TOP] -= 1
        storage.seek(STACK + 2 * memory[TOP])
        memory[ROW], memory[COL] = storage.read(2)
        around()


def number():
    """memory[NUMBER] = value of the ASCII digits memory[DIGITS]; 0 if not a number from 1 to 99."""
    memory[DIGITS] = memory[DIGITS].lstrip(b"0")
    memory[NUMBER] = 0
    if memory[DIGITS].isdigit() and len(memory[DIGITS]) <= 2:  # bytes.isdigit is ASCII-only
        memory[NUMBER] = int(memory[DIGITS])


def read_move():
    """Read one input line (R7) into ROW, COL and FIELDS; memory[VALID] says if it is a move."""
    memory[LINE] = sys.stdin.buffer.readline()
    if not memory[LINE]:
        memory[STATUS], memory[MESSAGE] = ENDED, "Not enough inputs!"
        return
    if memory[LINE].endswith(b"\n"):
        memory[LINE] = memory[LINE][:-1]
        if memory[LINE].endswith(b"\r"):
            memory[LINE] = memory[LINE][:-1]
    memory[FIELDS] = list(filter(None, memory[LINE].split(b" ")))  # runs of spaces leave empty fields
    memory[VALID] = len(memory[FIELDS]) == 3 and memory[FIELDS][2] in (b"R", b"F")
    if memory[VALID]:
        memory[DIGITS] = memory[FIELDS][0]
        number()
        memory[ROW] = memory[NUMBER] - 1
        memory[DIGITS] = memory[FIELDS][1]
        number()
        memory[COL] = memory[NUMBER] - 1
        memory[VALID] = 0 <= memory[ROW] < memory[ROWS] and 0 <= memory[COL] < memory[COLS]


def play_move():
    """Apply the move read by read_move to the board in storage (R8)."""
    memory[MESSAGE] = ""
    if not memory[VALID]:
        memory[MESSAGE] = "The provided input is not valid!"
        return
    fetch()
    if memory[SQUARE] & OPEN:
        return
    if memory[FIELDS][2] == b"F":
        memory[SQUARE] ^= FLAG
        store()
    elif memory[SQUARE] & MINE:
        memory[STATUS], memory[MESSAGE] = LOST, "You Lost!"
    else:
        reveal()
        if memory[OPENED] == memory[SAFE]:
            memory[STATUS], memory[MESSAGE] = WON, "You Won!"


def draw_rule():
    """Print a border line with the corners in memory[RULE]."""
    sys.stdout.write(memory[RULE][0] + memory[RULE][1].join(["───"] * memory[COLS]) + memory[RULE][2] + "\n")


def draw_frame():
    """Print the board from storage, the banner for memory[MESSAGE], and the prompt while playing (R6)."""
    memory[RULE] = "┌┬┐"
    draw_rule()
    memory[ROW] = 0
    while memory[ROW] < memory[ROWS]:
        memory[TEXT] = "│"
        memory[COL] = 0
        while memory[COL] < memory[COLS]:
            fetch()
            if memory[STATUS] == LOST and memory[SQUARE] & MINE:
                memory[TEXT] += " * │"
            elif memory[SQUARE] & OPEN:
                memory[TEXT] += " " + "▓12345678"[memory[SQUARE] >> COUNT_SHIFT] + " │"
            elif memory[SQUARE] & FLAG:
                memory[TEXT] += " ¶ │"
            else:
                memory[TEXT] += "   │"
            memory[COL] += 1
        sys.stdout.write(memory[TEXT] + "\n")
        memory[ROW] += 1
        memory[RULE] = "├┼┤" if memory[ROW] < memory[ROWS] else "└┴┘"
        draw_rule()
    memory[TEXT] = "═" * max(4 * memory[COLS] - 1, len(memory[MESSAGE]))
    sys.stdout.write(f"╔{memory[TEXT]}╗\n║{memory[MESSAGE].ljust(len(memory[TEXT]))}║\n╚{memory[TEXT]}╝\n")
    if memory[STATUS] == PLAYING:
        sys.stdout.write(">")
    sys.stdout.flush()


# The main program: load the board into storage, then frame after frame until the game ends.
# A device unplugged from the start (R10.4): no printer is a quiet failure; no card reader or
# console log is the null device.
if sys.stdout is None:
    sys.exit(1)
if sys.stdin is None:
    sys.stdin = open(os.devnull)
if sys.stderr is None:
    sys.stderr = open(os.devnull, "w")
sys.stdout.reconfigure(encoding="utf-8")
try:
    if len(sys.argv) < 2:
        sys.stderr.write("usage: python -m styles.good_old_times BOARD.cfg\n")
        sys.exit(1)
    memory[PATH] = sys.argv[1]
    # Secondary storage: an anonymous temporary file (see README); closing it removes it.
    with tempfile.TemporaryFile() as storage:
        load_board()
        count_neighbours()
        memory[STATUS], memory[MESSAGE], memory[OPENED] = PLAYING, "", 0
        draw_frame()
        while memory[STATUS] == PLAYING:
            read_move()
            if memory[STATUS] == PLAYING:
                play_move()
            draw_frame()
except BrokenPipeError:
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    sys.exit(1)
except KeyboardInterrupt:
    sys.exit(130)
