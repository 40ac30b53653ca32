"""Minesweeper as one monolith: a single top-to-bottom script, no functions, classes or lambdas.

Run: python -m styles.monolith BOARD.cfg
"""

import os
import stat
import sys

from styles import process

process.guard()

# concern: file-errors
# ---- 1. The command line (R1, R2, R3): name, existence, type, content, in that order.
if len(sys.argv) < 2:
    sys.stderr.write("usage: python -m styles.monolith BOARD.cfg\n")
    sys.exit(1)
path = sys.argv[1]
file_name = path.rsplit("/", 1)[-1]
if len(file_name) <= 4 or file_name[-4:].lower() != ".cfg":
    sys.stderr.write(f"error: {path}: the file name must be <name>.cfg\n")
    sys.exit(2)
# concern: file-errors, reading-the-board
try:
    info = os.stat(path)  # stat, never open, first: opening a FIFO would block
# end
except (FileNotFoundError, NotADirectoryError):
    sys.stderr.write(f"error: {path}: no such file\n")
    sys.exit(1)
except OSError as problem:
    sys.stderr.write(f"error: {path}: cannot look up the file ({problem.strerror})\n")
    sys.exit(2)
if not stat.S_ISREG(info.st_mode):
    sys.stderr.write(f"error: {path}: not a regular file\n")
    sys.exit(2)
# end
# concern: reading-the-board
try:
    with open(path, "rb") as board_file:
        content = board_file.read(421)  # one byte more than the largest valid board
# end
except OSError as problem:
    sys.stderr.write(f"error: {path}: cannot read the file ({problem.strerror})\n")
    sys.exit(2)

# concern: reading-the-board
# ---- 2. The board's content (R4).
problem = ""
if len(content) > 420:
    problem = "the file is too large for a 20x20 board"
elif content.strip(b".*\n") != b"" or content == b"":
    problem = "the board may only hold '.', '*' and newlines"
elif not content.endswith(b"\n"):
    problem = "every row must end with a newline"
if problem == "":
    rows_text = content[:-1].split(b"\n")
    rows = len(rows_text)
    columns = len(rows_text[0])
    for row_text in rows_text:
        if len(row_text) == 0:
            problem = "the board has an empty row"
        elif len(row_text) != columns and problem == "":
            problem = "all rows must have the same length"
    if problem == "" and (rows > 20 or columns > 20):
        problem = "the board may have at most 20 rows and 20 columns"
    elif problem == "" and rows * columns < 2:
        problem = "the board needs at least two squares"
    elif problem == "" and b"." not in content:
        problem = "the board needs at least one square without a mine"
# concern: file-errors
if problem != "":
    sys.stderr.write(f"error: {path}: invalid board: {problem}\n")
    sys.exit(2)
# end
# end

# concern: counting-neighbours
# ---- 3. The game state: flat lists indexed by row * columns + column (0-based).
mine = [character == ord("*") for row_text in rows_text for character in row_text]
# end
# concern: drawing-a-frame
is_open = [False] * (rows * columns)
# end
# concern: flagging
flagged = [False] * (rows * columns)
# end
# concern: counting-neighbours
nearby = [0] * (rows * columns)
for square in range(rows * columns):
    for row in range(max(0, square // columns - 1), min(rows, square // columns + 2)):
        for column in range(max(0, square % columns - 1), min(columns, square % columns + 2)):
            if mine[row * columns + column] and row * columns + column != square:
                nearby[square] += 1
# end
# concern: winning
covered_safe = mine.count(False)
# end

# concern: drawing-a-frame
# The border lines never change, so they are drawn once.
top_line = "┌" + "┬".join(["───"] * columns) + "┐\n"
middle_line = "├" + "┼".join(["───"] * columns) + "┤\n"
bottom_line = "└" + "┴".join(["───"] * columns) + "┘\n"

message = ""
# concern: losing
lost = False
# end
game_over = False
output = sys.stdout.buffer  # bytes, so the output is UTF-8 whatever the locale says
while True:
    # ---- 4. Draw a frame (R6).
    lines = [top_line]
    for row in range(rows):
        if row > 0:
            lines.append(middle_line)
        cells = []
        for column in range(columns):
            square = row * columns + column
            # concern: losing
            if lost and mine[square]:
                cells.append("*")
            # end
            elif is_open[square]:
                cells.append(str(nearby[square]) if nearby[square] > 0 else "▓")
            # concern: flagging
            elif flagged[square]:
                cells.append("¶")
            # end
            else:
                cells.append(" ")
        lines.append("│ " + " │ ".join(cells) + " │\n")
    lines.append(bottom_line)
    width = max(4 * columns - 1, len(message))
    lines.append("╔" + "═" * width + "╗\n║" + message.ljust(width) + "║\n╚" + "═" * width + "╝\n")
    if not game_over:
        lines.append(">")
    output.write("".join(lines).encode("utf-8"))
    output.flush()
    if game_over:
        break
    # end

    # concern: parsing-input
    # ---- 5. Read and check one line of input (R7).
    line = sys.stdin.buffer.readline()
    # concern: end-of-input
    if line == b"":
        message = "Not enough inputs!"
        game_over = True
        continue
    # end
    if line.endswith(b"\n"):
        line = line[:-1]
        if line.endswith(b"\r"):
            line = line[:-1]
    fields = [field for field in line.strip(b" ").split(b" ") if field != b""]
    message = "The provided input is not valid!"
    if len(fields) != 3 or fields[2] not in (b"R", b"F"):
        continue
    if not (fields[0].isdigit() and fields[1].isdigit()):  # bytes.isdigit() is ASCII-only
        continue
    row_text = fields[0].lstrip(b"0")
    column_text = fields[1].lstrip(b"0")
    # Refuse long numbers before int(): Python will not convert more than 4,300 digits.
    if len(row_text) > 2 or len(column_text) > 2:
        continue
    row = int(row_text or b"0") - 1
    column = int(column_text or b"0") - 1
    if not (0 <= row < rows and 0 <= column < columns):
        continue
    message = ""
    # end

    # ---- 6. Apply the move (R8).
    square = row * columns + column
    if is_open[square]:
        pass
    # concern: flagging
    elif fields[2] == b"F":
        flagged[square] = not flagged[square]
    # end
    # concern: losing
    elif mine[square]:
        lost = True
        game_over = True
        message = "You Lost!"
    # end
    else:
        # concern: flood-fill
        to_open = [square]  # flood fill with an explicit stack
        while to_open:
            square = to_open.pop()
            if is_open[square]:
                continue
            is_open[square] = True
            flagged[square] = False
            # concern: winning
            covered_safe -= 1
            # end
            if nearby[square] == 0:
                for row in range(max(0, square // columns - 1), min(rows, square // columns + 2)):
                    for column in range(max(0, square % columns - 1), min(columns, square % columns + 2)):
                        if not is_open[row * columns + column]:
                            to_open.append(row * columns + column)
        # end
        # concern: winning
        if covered_safe == 0:
            game_over = True
            message = "You Won!"
        # end
