"""Minesweeper in the tantrum style: every function checks its arguments and refuses to go on.

A function given what it cannot work with throws a `Tantrum`; each function it climbs through adds what *it* was
doing (`raise tantrum.within(context) from tantrum`): `line 3: b'0 1 R': row: 0 is not from 1 to 3`. Only `main`
ends it: a board tantrum ends the program (one stderr line, its exit code), a move tantrum its turn (the banner).
"""

import os
import stat
import sys

from styles import process

process.guard()

NOT_VALID, NO_INPUT = "The provided input is not valid!", "Not enough inputs!"


class Tantrum(Exception):
    """A refusal: what went wrong, with the context gathered on the way up, and the exit code it deserves."""

    def __init__(self, message, code=2):
        super().__init__(message)
        self.code = code

    def within(self, context):
        """The same refusal, seen from one level further up."""
        return type(self)(f"{context}: {self}", self.code)


class InvalidMove(Tantrum):
    """A line of input that is not a move on this board: it ends its turn, not the game."""

    banner = NOT_VALID  # how the top level reports it to the player: R7.5 fixes the text


def insist(condition, message, code=2):
    """Refuse to continue, with `message`, unless `condition` holds."""
    if not isinstance(message, str):
        raise Tantrum("insist: the message must be a string")
    if not condition:
        raise Tantrum(message, code)


# --- a move: each level refuses, or adds its context to the refusal from below ---------------------


def parse_field(field, limit, what):
    """A row or column number, 1 to `limit`, from ASCII digits (leading zeros allowed), 0-based."""
    insist(isinstance(field, bytes) and isinstance(limit, int), "parse_field: bytes and a limit expected")
    if not field.isdigit():  # bytes.isdigit() accepts only ASCII 0-9
        raise InvalidMove(f"{what}: {field!r} is not a number")
    if len(field.lstrip(b"0")) > 2 or not 1 <= int(field[-3:]) <= limit:  # never int() a huge number
        raise InvalidMove(f"{what}: {field.decode()} is not from 1 to {limit}")
    return int(field[-3:]) - 1


def parse_move(line, game):
    """The move `(square, action)` a line of input asks for; raises InvalidMove otherwise."""
    insist(isinstance(line, bytes), "parse_move: the line must be bytes")
    fields = [field for field in line.strip(b" ").split(b" ") if field]
    if len(fields) != 3 or fields[2] not in (b"R", b"F"):
        raise InvalidMove(f"{line[:20]!r}: not three fields, the last R or F")
    try:
        square = parse_field(fields[0], game["rows"], "row"), parse_field(fields[1], game["columns"], "column")
    except Tantrum as tantrum:
        raise tantrum.within(f"{line[:20]!r}") from tantrum
    return square, fields[2].decode()


def take_turn(game, line, number):
    """Play input line `number`, its line end included, and return the banner it earns (R7, R8)."""
    insist(isinstance(number, int) and number > 0, "take_turn: input lines are numbered from 1")
    line = line[:-1].removesuffix(b"\r") if line.endswith(b"\n") else line
    try:
        return play_move(game, *parse_move(line, game))
    except Tantrum as tantrum:
        raise tantrum.within(f"line {number}") from tantrum


def play_move(game, square, action):
    """Apply one valid move to the game and return the banner message it earns."""
    insist(square in game["counts"], f"play_move: {square} is off the board")
    insist(action in ("R", "F"), f"play_move: unknown action {action!r}")
    if square in game["opened"]:
        return ""
    if action == "R":
        return reveal(game, square)
    game["flagged"] ^= {square}
    return ""


def reveal(game, square):
    """Open `square`; a mine loses the game, a zero opens its neighbours too. Returns the banner."""
    insist(not game["outcome"], "reveal: the game is already over")
    if square in game["mines"]:
        game["outcome"] = "You Lost!"
        return game["outcome"]
    pending = [square]
    while pending:
        square = pending.pop()
        if square not in game["opened"]:
            game["opened"].add(square)
            game["flagged"].discard(square)
            pending.extend(neighbours(game, square) if game["counts"][square] == 0 else [])
    game["outcome"] = "You Won!" if len(game["opened"]) + len(game["mines"]) == len(game["squares"]) else ""
    return game["outcome"]


def neighbours(game, square):
    """The up to eight squares touching `square`."""
    insist(square in game["squares"], f"neighbours: {square} is off the board")
    around = [(square[0] + dr, square[1] + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]
    return [near for near in around if near in game["squares"]]


def new_game(mines):
    """A fresh game on the mine grid: every square covered, no flags."""
    insist(isinstance(mines, list) and mines, "new_game: the mines must be a non-empty grid")
    rows, columns = len(mines), len(mines[0])
    squares = {(r, c) for r in range(rows) for c in range(columns)}
    game = {"rows": rows, "columns": columns, "squares": squares, "opened": set(), "flagged": set(), "outcome": ""}
    game["mines"] = {(r, c) for r, c in squares if mines[r][c]}
    game["counts"] = {square: len(game["mines"].intersection(neighbours(game, square))) for square in squares}
    return game


def frame(game, message):
    """The board drawn with box-drawing characters, then the three-line banner (R6)."""
    insist(isinstance(message, str) and "\n" not in message, "frame: the message must be one line")
    symbols = {square: str(game["counts"][square] or "▓") for square in game["opened"]}
    symbols.update(dict.fromkeys(game["flagged"], "¶"))
    symbols.update(dict.fromkeys(game["mines"] if game["outcome"] == "You Lost!" else (), "*"))

    def rule(left, middle, right):
        return left + middle.join(["───"] * game["columns"]) + right + "\n"

    cells = [[symbols.get((r, c), " ") for c in range(game["columns"])] for r in range(game["rows"])]
    board = rule("┌", "┬", "┐") + rule("├", "┼", "┤").join("│ " + " │ ".join(row) + " │\n" for row in cells)
    width = max(4 * game["columns"] - 1, len(message))
    return board + rule("└", "┴", "┘") + f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"


def show(text):
    """Print `text` as UTF-8 and flush it, so that the player sees it before the next read."""
    insist(isinstance(text, str), "show: the text must be a string")
    sys.stdout.buffer.write(text.encode("utf-8"))
    sys.stdout.buffer.flush()


# --- the board file: each level refuses, or adds its context ----------------------------------------


def read_board_bytes(path):
    """The first 421 bytes of the regular file at `path`, looked up before it is opened (a FIFO blocks)."""
    insist(isinstance(path, str), "read_board_bytes: the path must be a string")
    name = path.rpartition("/")[2]
    insist(len(name) > 4 and name.lower().endswith(".cfg"), "the file name must end in .cfg")
    try:
        insist(stat.S_ISREG(os.stat(path).st_mode), "not a regular file")
        with open(path, "rb") as file:
            data = file.read(421)
    except (FileNotFoundError, NotADirectoryError) as error:
        raise Tantrum("no such file", code=1) from error
    except OSError as error:
        raise Tantrum(f"cannot look it up or read it ({error.strerror})") from error
    insist(len(data) <= 420, "more than 420 bytes")
    return data


def parse_row(row):
    """One row of the board file as a list of booleans (True = mine)."""
    insist(isinstance(row, bytes), "parse_row: the row must be bytes")
    insist(0 < len(row) <= 20, "not 1 to 20 squares")
    insist(not row.strip(b".*"), "only '.' and '*' may appear")
    return [square == ord("*") for square in row]


def parse_board(data):
    """The mine grid of a board file's bytes; refuses anything R4 does not allow."""
    insist(isinstance(data, bytes), "parse_board: the content must be bytes")
    insist(data.endswith(b"\n"), "the last row must end with a newline")
    lines = data[:-1].split(b"\n")
    insist(len(lines) <= 20, "more than 20 rows")
    mines = []
    for number, row in enumerate(lines, 1):
        try:
            mines.append(parse_row(row))
        except Tantrum as tantrum:
            raise tantrum.within(f"row {number}") from tantrum
        insist(len(mines[-1]) == len(mines[0]), f"row {number} is not as long as row 1")
    insist(len(mines) * len(mines[0]) >= 2, "a board needs at least 2 squares")
    insist(not all(map(all, mines)), "a board needs a square without a mine")
    return mines


def load_board(argv):
    """The mine grid of the board file named first in `argv`, checked by name, existence, type and content."""
    insist(isinstance(argv, list), "load_board: the arguments must be a list")
    insist(len(argv) >= 2, "usage: python -m styles.tantrum BOARD", code=1)
    try:
        return parse_board(read_board_bytes(argv[1]))
    except Tantrum as tantrum:
        raise tantrum.within(argv[1]) from tantrum


# --- the top level: the only place where a tantrum ends --------------------------------------------


def main():
    """Load the board and play. A tantrum about the board, or a broken promise, ends the program; one about a move
    ends only its turn, with the banner."""
    try:
        game = new_game(load_board(sys.argv))
        message, number = "", 0
        while message not in (NO_INPUT, "You Won!", "You Lost!"):
            show(frame(game, message) + ">")
            line, number = sys.stdin.buffer.readline(), number + 1
            try:
                message = take_turn(game, line, number) if line else NO_INPUT
            except InvalidMove as tantrum:  # context and all, it ends its turn: the player sees the banner
                message = tantrum.banner
        show(frame(game, message))
    except Tantrum as tantrum:
        sys.stderr.write(f"error: {tantrum}\n")  # the tantrum with all the context it gathered, on one line
        return tantrum.code
    return 0


if __name__ == "__main__":
    sys.exit(main())
