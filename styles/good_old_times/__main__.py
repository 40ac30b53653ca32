"""Minesweeper, good-old-times style.

Primary memory is a fixed array of 64 cells addressed by number: `memory[4]` is cell 4, as in the book's own
listing (`data[0]` ... `data[7]`), and the memory map below says what each cell holds. The board does not fit
in primary memory, so it lives in secondary storage - a temporary file read and written one square at a time.
Subroutines take no arguments and return nothing: they read and write memory cells, like GOSUBs sharing
registers.
"""

import os
import stat
import sys
import tempfile

from styles import process

process.guard()

memory = [None] * 64

# The memory map. Cells have numbers, not names: this comment is the only place that says what they hold.
#  0 the board file's path, as given                  16 ... and its column offset
#  1 the last byte read from the board file           17 the subroutine to run on each neighbour (a jump vector)
#  2 bytes read from the board file so far            18 mines counted around a square
#  3 does what was read still make sense?             19 entries on the flood stack (in storage)
#  4 the board's rows                                 20 the input line being parsed
#  5 the board's columns                              21 its space-separated fields
#  6 squares in the board row being read              22 a field to turn into a number ...
#  7 mines on the board                               23 ... and that number (0: no number from 1 to 99)
#  8 squares without a mine                           24 the game: 0 playing, 1 won, 2 lost, 3 out of input
#  9 squares opened so far                            25 the banner's message
# 10 the square being worked on: its row ...          26 a border line's corners (left, middle, right)
# 11 ... and its column, both from 0                  27 the output line being assembled
# 12 that square's storage word (see below)           28 what went wrong, for the error line ...
# 13 the square whose neighbours are visited: row ... 29 ... and the exit code that goes with it
# 14 ... and column                                   30 the board file's type and permission bits
# 15 the neighbour's row offset (-1, 0 or 1) ...
#
# Secondary storage, a temporary file: byte r * memory[5] + c is the storage word of square (r, c), and from
# byte 400 on (after the largest board) comes the flood stack, two bytes (row, column) an entry.
# A storage word: bit value 1 = a mine, 2 = a flag, 4 = open; the neighbour count sits above them (>> 3).


def fetch():
    """Swap in: cell 12 = storage word of the square in cells 10, 11."""
    storage.seek(memory[10] * memory[5] + memory[11])
    memory[12] = storage.read(1)[0]


def store():
    """Swap out: storage word of the square in cells 10, 11 = cell 12."""
    storage.seek(memory[10] * memory[5] + memory[11])
    storage.write(bytes((memory[12],)))


def around():
    """Run the subroutine in cell 17 on every neighbour of the square in cells 10, 11, with 10, 11 set to it."""
    memory[13], memory[14] = memory[10], memory[11]
    memory[15] = -1
    while memory[15] <= 1:
        memory[16] = -1
        while memory[16] <= 1:
            memory[10] = memory[13] + memory[15]
            memory[11] = memory[14] + memory[16]
            if (memory[15] or memory[16]) and 0 <= memory[10] < memory[4] and 0 <= memory[11] < memory[5]:
                memory[17]()  # an indirect jump: GOSUB to the address in cell 17
            memory[16] += 1
        memory[15] += 1
    memory[10], memory[11] = memory[13], memory[14]


def count_mine():
    """Visitor: add the mine bit of the square in cells 10, 11 to cell 18."""
    fetch()
    memory[18] += memory[12] & 1


def count_neighbours():
    """Write each square's neighbour mine count into its storage word (R5.3)."""
    memory[17] = count_mine
    memory[10] = 0
    while memory[10] < memory[4]:
        memory[11] = 0
        while memory[11] < memory[5]:
            memory[18] = 0
            around()
            fetch()
            memory[12] |= memory[18] << 3
            store()
            memory[11] += 1
        memory[10] += 1


def open_square():
    """Open the square in cells 10, 11 (its flag goes); a square with number 0 goes on the flood stack."""
    memory[12] = (memory[12] | 4) & ~2  # open, no flag
    store()
    memory[9] += 1
    if memory[12] >> 3 == 0:
        storage.seek(400 + 2 * memory[19])
        storage.write(bytes((memory[10], memory[11])))
        memory[19] += 1


def open_if_safe():
    """Visitor: open the square in cells 10, 11 if it is covered and holds no mine (R8.3)."""
    fetch()
    if not memory[12] & (4 | 1):  # neither open nor a mine
        open_square()


def reveal():
    """Open the fetched square and flood-fill from it through the stack in storage."""
    memory[19] = 0
    open_square()
    memory[17] = open_if_safe
    while memory[19]:
        memory[19] -= 1
        storage.seek(400 + 2 * memory[19])
        memory[10], memory[11] = storage.read(2)
        around()


def number():
    """Cell 23 = the value of the ASCII digits in cell 22; 0 if they are no number from 1 to 99."""
    memory[22] = memory[22].lstrip(b"0")
    memory[23] = 0
    if memory[22].isdigit() and len(memory[22]) <= 2:  # bytes.isdigit is ASCII-only
        memory[23] = int(memory[22])


def read_move():
    """Read one input line (R7) into cells 10, 11 and 21; cell 3 says if it is a move."""
    memory[20] = sys.stdin.buffer.readline()
    if not memory[20]:
        memory[24], memory[25] = 3, "Not enough inputs!"
        return
    if memory[20].endswith(b"\n"):
        memory[20] = memory[20][:-1].removesuffix(b"\r")
    memory[21] = list(filter(None, memory[20].split(b" ")))  # runs of spaces leave empty fields
    memory[3] = len(memory[21]) == 3 and memory[21][2] in (b"R", b"F")
    if memory[3]:
        memory[22] = memory[21][0]
        number()
        memory[10] = memory[23] - 1
        memory[22] = memory[21][1]
        number()
        memory[11] = memory[23] - 1
        memory[3] = 0 <= memory[10] < memory[4] and 0 <= memory[11] < memory[5]


def play_move():
    """Apply the move read by read_move to the board in storage (R8)."""
    memory[25] = ""
    if not memory[3]:
        memory[25] = "The provided input is not valid!"
        return
    fetch()
    if memory[12] & 4:  # already open
        return
    if memory[21][2] == b"F":
        memory[12] ^= 2  # the flag bit
        store()
    elif memory[12] & 1:  # a mine
        memory[24], memory[25] = 2, "You Lost!"
    else:
        reveal()
        if memory[9] == memory[8]:
            memory[24], memory[25] = 1, "You Won!"


def draw_rule():
    """Print a border line with the corners in cell 26."""
    sys.stdout.write(memory[26][0] + memory[26][1].join(["───"] * memory[5]) + memory[26][2] + "\n")


def draw_frame():
    """Print the board from storage, the banner for cell 25, and the prompt while playing (R6)."""
    memory[26] = "┌┬┐"
    draw_rule()
    memory[10] = 0
    while memory[10] < memory[4]:
        memory[27] = "│"
        memory[11] = 0
        while memory[11] < memory[5]:
            fetch()
            if memory[24] == 2 and memory[12] & 1:  # lost, and a mine
                memory[27] += " * │"
            elif memory[12] & 4:
                memory[27] += " " + "▓12345678"[memory[12] >> 3] + " │"
            elif memory[12] & 2:
                memory[27] += " ¶ │"
            else:
                memory[27] += "   │"
            memory[11] += 1
        sys.stdout.write(memory[27] + "\n")
        memory[10] += 1
        memory[26] = "├┼┤" if memory[10] < memory[4] else "└┴┘"
        draw_rule()
    memory[27] = "═" * max(4 * memory[5] - 1, len(memory[25]))
    sys.stdout.write(f"╔{memory[27]}╗\n║{memory[25].ljust(len(memory[27]))}║\n╚{memory[27]}╝\n")
    if memory[24] == 0:  # still playing
        sys.stdout.write(">")
    sys.stdout.flush()


def fail():
    """Print the error line for cell 28 and exit with cell 29."""
    sys.stderr.write(f"error: {memory[0]}: {memory[28]}\n")
    sys.exit(memory[29])


def take_byte():
    """Check one byte of the board file (cell 1); a square goes straight to storage."""
    if memory[2] > 420:
        memory[3] = False
    elif memory[1] == b"." or memory[1] == b"*":
        # The square's row: rows read so far (cell 4); its column: squares before it in its row (cell 6). Cell 5,
        # the width, is still 0 during the first row, which does no harm as that row is 0 too.
        memory[10], memory[11] = memory[4], memory[6]
        memory[12] = 1 if memory[1] == b"*" else 0  # the mine bit
        memory[7] += memory[12]
        store()
        memory[6] += 1
        memory[3] = memory[6] <= 20
    elif memory[1] == b"\n":  # a row ends: it must be as wide as the rows before it
        memory[3] = memory[6] > 0 and memory[4] < 20 and (memory[4] == 0 or memory[6] == memory[5])
        memory[5], memory[4], memory[6] = memory[6], memory[4] + 1, 0
    else:
        memory[3] = False


def load_board():
    """Check the path in cell 0 (R3, R2) and copy its board into storage (R4)."""
    memory[28], memory[29] = "invalid file name (want NAME.cfg)", 2
    if len(memory[0].rpartition("/")[2]) < 5 or not memory[0].lower().endswith(".cfg"):
        fail()
    try:
        memory[30] = os.stat(memory[0]).st_mode
    except (FileNotFoundError, NotADirectoryError):
        memory[28], memory[29] = "no such file", 1
        fail()
    except OSError:
        memory[28] = "cannot look up the path"
        fail()
    if not stat.S_ISREG(memory[30]):
        memory[28] = "not a regular file"
        fail()
    memory[2], memory[3], memory[4], memory[5], memory[6], memory[7] = 0, True, 0, 0, 0, 0
    try:
        with open(memory[0], "rb") as tape:
            memory[1] = tape.read(1)
            while memory[1] and memory[3]:
                memory[2] += 1
                take_byte()
                memory[1] = tape.read(1)
    except OSError:
        memory[28] = "cannot read the file"
        fail()
    memory[8] = memory[4] * memory[5] - memory[7]
    if not (memory[3] and memory[6] == 0 and memory[4] * memory[5] >= 2 and memory[8]):
        memory[28] = "invalid board"
        fail()


# The main program: load the board into storage, then frame after frame until the game ends.
sys.stdout.reconfigure(encoding="utf-8", newline="\n")  # UTF-8 (R6.7), and "\n" even on Windows
if len(sys.argv) < 2:
    sys.stderr.write("usage: python -m styles.good_old_times BOARD.cfg\n")
    sys.exit(1)
memory[0] = sys.argv[1]
# Secondary storage: an anonymous temporary file (see README); closing it removes it.
with tempfile.TemporaryFile() as storage:
    load_board()
    count_neighbours()
    memory[24], memory[25], memory[9] = 0, "", 0
    draw_frame()
    while memory[24] == 0:
        read_move()
        if memory[24] == 0:
            play_move()
        draw_frame()
