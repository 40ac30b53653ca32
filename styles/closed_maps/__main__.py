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

# ---- The board (R5, R8): squares are (row, column) from (1, 1); moves answer their banner.
board = {
    "height": 0,
    "width": 0,
    "squares": [],
    "mines": set(),
    "numbers": {},
    "opened": set(),
    "flagged": set(),
    "lost": False,
    "init": lambda rows: board_init(board, rows),
    "neighbours": lambda square: board_neighbours(board, square),
    "symbol": lambda square: board_symbol(board, square),
    "reveal": lambda square: board_reveal(board, square),
    "flag": lambda square: board_flag(board, square),
    "won": lambda: len(board["opened"]) + len(board["mines"]) == board["height"] * board["width"],
    "over": lambda: board["lost"] or board["won"](),
}


def board_init(this, rows):
    this["height"], this["width"] = len(rows), len(rows[0])
    this["squares"] = [(row, column) for row in range(1, len(rows) + 1) for column in range(1, len(rows[0]) + 1)]
    this["mines"] = {(row, column) for row, column in this["squares"] if rows[row - 1][column - 1] == ord("*")}
    this["numbers"] = {
        square: len(this["mines"].intersection(this["neighbours"](square))) for square in this["squares"]
    }


def board_neighbours(this, square):
    row, column = square
    return [(r, c) for r, c in this["squares"] if abs(r - row) <= 1 and abs(c - column) <= 1 and (r, c) != square]


def board_symbol(this, square):
    if this["lost"] and square in this["mines"]:
        return "*"
    if square in this["opened"]:
        return str(this["numbers"][square]) if this["numbers"][square] else "▓"
    return "¶" if square in this["flagged"] else " "


def board_reveal(this, square):
    if square in this["mines"]:  # flagged or not (R8.1)
        this["lost"] = True
        return "You Lost!"
    work = [square]  # flood fill: a square numbered 0 opens its neighbours too, flags go (R8.3)
    for square in work:  # the list grows as the loop goes
        if square not in this["opened"]:
            this["opened"].add(square)
            this["flagged"].discard(square)
            work += [] if this["numbers"][square] else this["neighbours"](square)
    return "You Won!" if this["won"]() else ""


def board_flag(this, square):
    if square not in this["opened"]:
        this["flagged"] ^= {square}
    return ""


# ---- The game (R1, R9): "play" runs one game from the command line to the last frame.
game = {
    "banner": "",
    "show": lambda prompt: console["show"](renderer["render"](board, game["banner"]) + prompt),
    "play": lambda argv: game_play(game, argv),
}


def game_play(this, argv):
    if len(argv) < 2:
        console["fail"](1, "usage: python -m styles.closed_maps BOARD.cfg")
    board["init"](board_file["load"](argv[1]))
    while not board["over"]():
        this["show"](">")
        line = console["next_line"]()
        if line is None:
            this["banner"] = "Not enough inputs!"
            break
        move = move_parser["parse"](line, board["height"], board["width"])
        this["banner"] = "The provided input is not valid!" if move is None else board[move[0]](move[1])
    this["show"]("")  # the last frame has no prompt, and nothing more is read
    return 0


# ---- The move parser (R7): "parse" answers (name of a board slot, square), or None for an invalid line.
move_parser = {
    "actions": {b"R": "reveal", b"F": "flag"},
    # a number names 1..99 in ASCII digits (bytes.isdigit knows only 0-9), maybe after leading zeros
    "number": lambda field: field.isdigit() and 0 < len(field.lstrip(b"0")) <= 2,
    "parse": lambda line, height, width: move_parser_parse(move_parser, line, height, width),
}


def move_parser_parse(this, line, height, width):
    fields = [field for field in line.split(b" ") if field]  # ASCII spaces only
    if len(fields) != 3 or fields[2] not in this["actions"] or not all(map(this["number"], fields[:2])):
        return None
    row, column = int(fields[0].lstrip(b"0")), int(fields[1].lstrip(b"0"))
    return (this["actions"][fields[2]], (row, column)) if row <= height and column <= width else None


# ---- The renderer (R6): "render" answers the board in box-drawing characters and the banner.
renderer = {
    "rule": lambda corners, columns: corners[0] + corners[1].join(["───"] * columns) + corners[2] + "\n",
    "render": lambda board, banner: renderer_render(renderer, board, banner),
}


def renderer_render(this, board, banner):
    rows = (
        "│ " + " │ ".join(board["symbol"]((row, column)) for column in range(1, board["width"] + 1)) + " │\n"
        for row in range(1, board["height"] + 1)
    )
    top, middle, bottom = (this["rule"](corners, board["width"]) for corners in ("┌┬┐", "├┼┤", "└┴┘"))
    width = max(4 * board["width"] - 1, len(banner))
    banner_box = f"╔{'═' * width}╗\n║{banner.ljust(width)}║\n╚{'═' * width}╝\n"
    return top + middle.join(rows) + bottom + banner_box


# ---- The console: the only thing that touches standard input, output and error.
console = {
    "input": sys.stdin.buffer,
    "output": sys.stdout.buffer,  # bytes, so the output is UTF-8 whatever the locale says
    "errors": sys.stderr.buffer,
    "show": lambda text: console_show(console, text),
    "next_line": lambda: console_next_line(console),
    "fail": lambda code, text: console_fail(console, code, text),
}


def console_show(this, text):
    this["output"].write(text.encode("utf-8"))
    this["output"].flush()  # the player must see the frame before typing the next move


def console_next_line(this):
    """The next input line as bytes without its line end, or None at the end of input (R7.1)."""
    line = this["input"].readline()  # bytes: a lone b"\r" is not a line end
    return line[:-1].removesuffix(b"\r") if line.endswith(b"\n") else line or None


def console_fail(this, code, text):
    """Report one line on standard error and end the program with the exit code (R2.7)."""
    this["errors"].write(os.fsencode(text + "\n"))  # fsencode: the path's bytes as given
    raise SystemExit(code)


# ---- The board file (R2–R4): "load" answers the rows of a valid board, or fails through the console.
board_file = {
    "fail": lambda code, path, text: console["fail"](code, f"error: {path}: {text}"),  # never returns
    "load": lambda path: board_file_load(board_file, path),
}


def board_file_load(this, path):
    if len(path.rsplit("/", 1)[-1]) < 5 or path[-4:].lower() != ".cfg":
        this["fail"](2, path, "the file name must be <name>.cfg")
    try:
        mode = os.stat(path).st_mode  # stat before open: opening a FIFO would block (R2.5)
    except OSError as problem:
        missing = isinstance(problem, (FileNotFoundError, NotADirectoryError))
        this["fail"](1 if missing else 2, path, "no such file" if missing else problem.strerror)
    if not stat.S_ISREG(mode):
        this["fail"](2, path, "not a regular file")
    try:
        with open(path, "rb") as opened:
            content = opened.read(421)  # one byte more than the largest valid board (R2.6)
    except OSError as problem:
        this["fail"](2, path, f"cannot read the file ({problem.strerror})")
    rows = content[:-1].split(b"\n")
    if len(content) > 420 or not content.endswith(b"\n") or content.strip(b".*\n") or b"." not in content:
        this["fail"](2, path, "invalid board: only '.', '*' and newlines, 420 bytes at most, one square safe")
    if any(len(row) != len(rows[0]) for row in rows) or not 0 < len(rows[0]) <= 20:
        this["fail"](2, path, "invalid board: all rows as long, 1 to 20 squares")
    if not 2 <= len(rows) * len(rows[0]) or len(rows) > 20:
        this["fail"](2, path, "invalid board: 1 to 20 rows, 2 squares at least")
    return rows


if __name__ == "__main__":
    sys.exit(game["play"](sys.argv))
