"""Minesweeper in the closed-maps style: every thing is a dict whose slots hold values and functions.

There are no classes. A thing's functions close over the dict itself and reach their data through its slots,
the way `this` works in a prototype language: board["reveal"](square) reads and writes board["opened"].
Run: python -m styles.closed_maps BOARD.cfg
"""

import os
import stat
import sys

from styles import process

process.guard()

# ---- The console: the only thing that touches standard input, output and error.


# concern: drawing-a-frame
def console_show(this, text):
    this["output"].write(text.encode("utf-8"))
    this["output"].flush()  # the player must see the frame before typing the next move


# end


# concern: parsing-input
def console_next_line(this):
    """The next input line as bytes without its line end, or None at the end of input (R7.1)."""
    line = this["input"].readline()  # bytes: a lone b"\r" is not a line end
    # end
    # concern: end-of-input
    if line == b"":
        return None
    # end
    # concern: parsing-input
    if line.endswith(b"\n"):
        line = line[:-1]
        if line.endswith(b"\r"):
            line = line[:-1]
    return line
    # end


# concern: file-errors
def console_fail(this, code, text):
    """Report one line on standard error and end the program with the exit code (R2.7)."""
    this["errors"].write(os.fsencode(text + "\n"))  # fsencode: the path's bytes as given
    raise SystemExit(code)


# end


console = {
    "input": sys.stdin.buffer,
    "output": sys.stdout.buffer,  # bytes, so the output is UTF-8 whatever the locale says
    "errors": sys.stderr.buffer,
    # concern: drawing-a-frame
    "show": lambda text: console_show(console, text),
    # end
    # concern: parsing-input
    "next_line": lambda: console_next_line(console),
    # end
    # concern: file-errors
    "fail": lambda code, text: console_fail(console, code, text),
    # end
}

# ---- The board file (R2–R4): "load" answers the rows of a valid board, or fails through the console.


def board_file_load(this, path):
    # concern: file-errors
    name = path.rsplit("/", 1)[-1]
    if len(name) <= 4 or name[-4:].lower() != ".cfg":
        this["fail"](2, path, "the file name must be <name>.cfg")
    # concern: file-errors, reading-the-board
    try:
        info = os.stat(path)  # stat before open: opening a FIFO would block (R2.5)
    # end
    except (FileNotFoundError, NotADirectoryError):
        this["fail"](1, path, "no such file")
    except OSError as problem:
        this["fail"](2, path, f"cannot look up the file ({problem.strerror})")
    if not stat.S_ISREG(info.st_mode):
        this["fail"](2, path, "not a regular file")
    # end
    # concern: reading-the-board
    try:
        with open(path, "rb") as opened:
            content = opened.read(this["limit"] + 1)  # one byte more than the largest valid board
    # end
    except OSError as problem:
        this["fail"](2, path, f"cannot read the file ({problem.strerror})")
    # concern: reading-the-board
    problem = this["problem"](content)
    # concern: file-errors
    if problem:
        this["fail"](2, path, f"invalid board: {problem}")
    # end
    return content[:-1].split(b"\n")
    # end


# concern: reading-the-board
def board_file_problem(this, content):
    """What is wrong with the board's content, or None when it is a valid board (R4)."""
    if len(content) > this["limit"]:
        return "the file is too large for a 20x20 board"
    if content == b"" or content.strip(b".*\n") != b"":
        return "the board may only hold '.', '*' and newlines"
    if not content.endswith(b"\n"):
        return "every row must end with a newline"
    rows = content[:-1].split(b"\n")
    if b"" in rows:
        return "the board has an empty row"
    if any(len(row) != len(rows[0]) for row in rows):
        return "all rows must have the same length"
    if len(rows) > 20 or len(rows[0]) > 20:
        return "the board may have at most 20 rows and 20 columns"
    if len(rows) * len(rows[0]) < 2:
        return "the board needs at least two squares"
    if b"." not in content:
        return "the board needs at least one square without a mine"
    return None


# end


board_file = {
    # concern: reading-the-board
    "limit": 420,  # 20 rows of 20 squares and their newlines
    # end
    # concern: file-errors
    "fail": lambda code, path, text: console["fail"](code, f"error: {path}: {text}"),  # never returns
    # end
    # concern: reading-the-board
    "problem": lambda content: board_file_problem(board_file, content),
    "load": lambda path: board_file_load(board_file, path),
    # end
}

# ---- The board (R5, R8): squares are (row, column) from (1, 1); moves answer their banner.


# concern: drawing-a-frame
def board_init(this, rows):
    this["height"], this["width"] = len(rows), len(rows[0])
    # end
    # concern: counting-neighbours
    this["mines"] = {
        (row, column)
        for row, squares in enumerate(rows, 1)
        for column, square in enumerate(squares, 1)
        if square == ord("*")
    }
    this["numbers"] = {
        (row, column): sum(near in this["mines"] for near in this["neighbours"]((row, column)))
        for row in range(1, this["height"] + 1)
        for column in range(1, this["width"] + 1)
    }
    # end


# concern: counting-neighbours, flood-fill
def board_neighbours(this, square):
    row, column = square
    return [
        (near_row, near_column)
        for near_row in range(max(1, row - 1), min(this["height"], row + 1) + 1)
        for near_column in range(max(1, column - 1), min(this["width"], column + 1) + 1)
        if (near_row, near_column) != square
    ]


# end


# concern: drawing-a-frame
def board_symbol(this, square):
    # concern: losing
    if this["lost"] and square in this["mines"]:
        return "*"
    # end
    if square in this["opened"]:
        return str(this["numbers"][square]) if this["numbers"][square] else "▓"
    # concern: flagging, drawing-a-frame
    return "¶" if square in this["flagged"] else " "
    # end


# end


def board_reveal(this, square):
    if square in this["opened"]:
        return ""
    # concern: losing
    if square in this["mines"]:  # flagged or not (R8.1)
        this["lost"] = True
        return "You Lost!"
    # end
    # concern: flood-fill
    to_open = [square]  # flood fill: squares numbered 0 open their neighbours, flags go (R8.3)
    while to_open:
        square = to_open.pop()
        if square not in this["opened"]:
            this["opened"].add(square)
            this["flagged"].discard(square)
            if this["numbers"][square] == 0:
                to_open.extend(this["neighbours"](square))
    # concern: flood-fill, winning
    return "You Won!" if this["won"]() else ""
    # end
    # end


# concern: flagging
def board_flag(this, square):
    if square not in this["opened"]:
        this["flagged"] ^= {square}
    return ""


# end


board = {
    # concern: drawing-a-frame
    "height": 0,
    "width": 0,
    # end
    # concern: counting-neighbours
    "mines": set(),
    "numbers": {},
    # end
    # concern: drawing-a-frame
    "opened": set(),
    # end
    # concern: flagging
    "flagged": set(),
    # end
    # concern: losing
    "lost": False,
    # end
    # concern: counting-neighbours
    "init": lambda rows: board_init(board, rows),
    # end
    # concern: counting-neighbours, flood-fill
    "neighbours": lambda square: board_neighbours(board, square),
    # end
    # concern: drawing-a-frame
    "symbol": lambda square: board_symbol(board, square),
    # end
    # concern: flood-fill
    "reveal": lambda square: board_reveal(board, square),
    # end
    # concern: flagging
    "flag": lambda square: board_flag(board, square),
    # end
    # concern: winning
    "won": lambda: len(board["opened"]) + len(board["mines"]) == board["height"] * board["width"],
    # end
    # concern: losing, winning
    "over": lambda: board["lost"] or board["won"](),
    # end
}

# ---- The move parser (R7): "parse" answers (name of a board slot, square), or None for an invalid line.


# concern: parsing-input
def move_parser_parse(this, line, height, width):
    fields = [field for field in line.strip(b" ").split(b" ") if field]  # ASCII spaces only
    if len(fields) != 3 or fields[2] not in this["actions"]:
        return None
    row, column = this["number"](fields[0], height), this["number"](fields[1], width)
    if row is None or column is None:
        return None
    return this["actions"][fields[2]], (row, column)


# end


# concern: parsing-input
def move_parser_number(field, limit):
    """The field's value when it is ASCII digits naming 1..limit, else None."""
    digits = field.lstrip(b"0")
    # bytes.isdigit() knows only 0-9; and int() must never see thousands of digits
    if not field.isdigit() or len(digits) > 2:
        return None
    value = int(digits or b"0")
    return value if 1 <= value <= limit else None


# end


# concern: parsing-input
move_parser = {
    "actions": {b"R": "reveal", b"F": "flag"},
    "number": move_parser_number,
    "parse": lambda line, height, width: move_parser_parse(move_parser, line, height, width),
}
# end

# ---- The renderer (R6): "render" answers the board in box-drawing characters and the banner.


# concern: drawing-a-frame
def renderer_render(this, board, banner):
    rows = (
        "│ " + " │ ".join(board["symbol"]((row, column)) for column in range(1, board["width"] + 1)) + " │\n"
        for row in range(1, board["height"] + 1)
    )
    top, middle, bottom = (this["rule"](corners, board["width"]) for corners in ("┌┬┐", "├┼┤", "└┴┘"))
    width = max(4 * board["width"] - 1, len(banner))
    banner_box = f"╔{'═' * width}╗\n║{banner.ljust(width)}║\n╚{'═' * width}╝\n"
    return top + middle.join(rows) + bottom + banner_box


# end


# concern: drawing-a-frame
renderer = {
    "rule": lambda corners, columns: corners[0] + corners[1].join(["───"] * columns) + corners[2] + "\n",
    "render": lambda board, banner: renderer_render(renderer, board, banner),
}
# end

# ---- The game (R1, R9): "play" runs one game from the command line to the last frame.


def game_play(this, argv):
    # concern: file-errors
    if len(argv) < 2:
        console["fail"](1, "usage: python -m styles.closed_maps BOARD.cfg")
    # end
    # concern: reading-the-board
    board["init"](board_file["load"](argv[1]))
    # end
    # concern: drawing-a-frame
    while not board["over"]():
        this["show"](">")
        # end
        # concern: parsing-input
        line = console["next_line"]()
        # end
        # concern: end-of-input
        if line is None:
            this["banner"] = "Not enough inputs!"
            break
        # end
        # concern: parsing-input
        move = move_parser["parse"](line, board["height"], board["width"])
        this["banner"] = "The provided input is not valid!" if move is None else board[move[0]](move[1])
        # end
    # concern: drawing-a-frame
    this["show"]("")  # the last frame has no prompt, and nothing more is read
    return 0
    # end


game = {
    # concern: drawing-a-frame
    "banner": "",
    "show": lambda prompt: console["show"](renderer["render"](board, game["banner"]) + prompt),
    # end
    "play": lambda argv: game_play(game, argv),
}

if __name__ == "__main__":
    sys.exit(game["play"](sys.argv))
