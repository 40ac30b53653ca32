"""The `alpha` program part: "Minesweeper Alpha", a first Java project of a university course (SPEC.md D2).

A whole program, not a part of the host's game: a seed file instead of a board file, 0-based
coordinates, commands in words, rounds and a score, no flood fill, and errors on standard
error after an empty line. The banners are texts in `resources/alpha/`, not code.
"""

import os
import re
import stat
from pathlib import Path

RESOURCES = Path(__file__).resolve().parents[2] / "resources" / "alpha"
SEED_LIMIT = 65536  # bytes; a longer seed file is malformed, and the rest is never read
INTEGER = re.compile(rb"[+-]?[0-9]+")
PROMPT = "minesweeper-alpha: "


class Stop(Exception):
    """Ends the program: the exit code, and the error line for standard error (if any)."""

    def __init__(self, code, error=None):
        super().__init__(error)
        self.code, self.error = code, error


def text(name):
    """A resource text with one space before each of its lines (D2.5)."""
    lines = (RESOURCES / f"{name}.txt").read_text(encoding="utf-8").splitlines()
    return "".join(f" {line}\n" for line in lines)


def integer(token):
    """The value of an integer token (optional sign, ASCII digits), or None."""
    if not INTEGER.fullmatch(token):
        return None
    digits = token.lstrip(b"+-").lstrip(b"0") or b"0"
    if len(digits) > 9:  # no grid is that large; never int() an unbounded number
        return -1 if token.startswith(b"-") else 10**9
    return int(token)


def read_seed(path):
    """The grid size and mine locations of a seed file (D2.3, D2.4), or raise Stop."""

    def not_found(reason):  # worded like Java's FileNotFoundException
        return Stop(2, f"Seed File Not Found Error: {path} ({reason})")

    try:
        info = os.stat(path)  # never open before stat: a FIFO would block
    except OSError as error:
        raise not_found(error.strerror) from None
    if not stat.S_ISREG(info.st_mode):
        raise not_found("Is a directory" if stat.S_ISDIR(info.st_mode) else "Not a regular file")
    try:
        with open(path, "rb") as file:
            data = file.read(SEED_LIMIT + 1)
    except OSError as error:
        raise not_found(error.strerror) from None

    def malformed(reason):
        return Stop(3, f"Seed File Malformed Error: {reason}")

    if len(data) > SEED_LIMIT:
        raise malformed(f"the file is longer than {SEED_LIMIT} bytes")
    tokens = iter(data.split())

    def next_integer(what):
        token = next(tokens, None)
        if token is None:
            raise malformed(f"{what} is missing")
        value = integer(token)
        if value is None:
            raise malformed(f"{what} is not an integer")
        return value

    rows, cols = next_integer("the number of rows"), next_integer("the number of columns")
    if not (5 <= rows <= 10 and 5 <= cols <= 10):
        raise malformed("rows and columns must be between 5 and 10")
    count = next_integer("the number of mines")
    if not 1 <= count <= rows * cols - 1:
        raise malformed(f"the number of mines must be between 1 and {rows * cols - 1}")
    mines = set()
    for number in range(1, count + 1):
        mine = next_integer(f"the row of mine {number}"), next_integer(f"the column of mine {number}")
        if not (0 <= mine[0] < rows and 0 <= mine[1] < cols):
            raise malformed(f"mine {number} is out of bounds")
        if mine in mines:
            raise malformed(f"mine {number} repeats a location")
        mines.add(mine)
    return rows, cols, mines  # tokens after the last mine are never read


class Game:
    """The state of one game: what each square shows, and how many rounds are completed."""

    def __init__(self, rows, cols, mines):
        self.rows, self.cols, self.mines = rows, cols, mines
        self.shown = {}  # square -> "F", "?" or its number as text; absent means " "
        self.rounds, self.nofog = 0, False

    def number(self, row, col):
        """How many of the up to eight squares around (row, col) hold a mine."""
        return sum(
            (r, c) in self.mines
            for r in range(row - 1, row + 2)
            for c in range(col - 1, col + 2)
            if (r, c) != (row, col)
        )

    def square(self, row, col):
        """The three characters of a square: its symbol between spaces, or between < > without fog (D2.12)."""
        symbol = self.shown.get((row, col), " ")
        return f"<{symbol}>" if self.nofog and (row, col) in self.mines else f" {symbol} "

    def round(self):
        """The output of a round up to the prompt (D2.5, D2.6)."""
        grid = "".join(
            f" {row} |" + "".join(f"{self.square(row, col)}|" for col in range(self.cols)) + "\n"
            for row in range(self.rows)
        )
        footer = "     " + "   ".join(str(col) for col in range(self.cols)) + "\n"
        return f"\n Rounds Completed: {self.rounds}\n\n{grid}{footer}\n{PROMPT}"

    def won(self):
        return all(self.shown.get(square) == "F" for square in self.mines) and all(
            (row, col) in self.mines or self.shown.get((row, col), " ").isdigit()
            for row in range(self.rows)
            for col in range(self.cols)
        )

    def reveal(self, row, col):
        self.shown[row, col] = str(self.number(row, col))  # one square only: no flood fill (D2.10)

    def mark(self, row, col):
        self.shown[row, col] = "F"

    def guess(self, row, col):
        self.shown[row, col] = "?"


SQUARE_COMMANDS = {b"reveal": "reveal", b"r": "reveal", b"mark": "mark", b"m": "mark", b"guess": "guess", b"g": "guess"}
WORD_COMMANDS = {b"nofog": "nofog", b"help": "help", b"h": "help", b"quit": "quit", b"q": "quit"}


def parse(line, game):
    """(command, square or None) for a valid command line (D2.8); raise ValueError with the reason."""
    tokens = line.split()  # any ASCII white space separates tokens
    if not tokens:
        raise ValueError("empty command")
    word, arguments = tokens[0], tokens[1:]
    if word in WORD_COMMANDS:
        if arguments:
            raise ValueError(f"{WORD_COMMANDS[word]} takes no arguments")
        return WORD_COMMANDS[word], None
    if word not in SQUARE_COMMANDS:
        raise ValueError("unknown command")
    command = SQUARE_COMMANDS[word]
    if len(arguments) != 2:
        raise ValueError(f"{command} needs a row and a column")
    row, col = (integer(token) for token in arguments)
    if row is None or col is None:
        raise ValueError("the row and the column must be integers")
    if not (0 <= row < game.rows and 0 <= col < game.cols):
        raise ValueError(f"({row}, {col}) is not on the grid")
    return command, (row, col)


def play(game, stdin, out, err):
    """Play rounds until the game ends (D2.8-D2.14); raise Stop(0) at the end."""
    out(text("welcome"))
    while True:
        out(game.round())
        line = stdin.readline()
        if not line:
            line = b"quit"  # the end of input behaves as quit
        try:
            command, square = parse(line, game)
        except ValueError as reason:
            err(f"\nInvalid Command: {reason}\n")
            continue  # no round used: the same round again
        game.rounds += 1
        game.nofog = command == "nofog"
        if command == "quit":
            out("\n Quitting the game...\n Bye!\n")
            raise Stop(0)
        if command == "help":
            out("\n" + text("help"))
        elif command == "reveal" and square in game.mines:
            out("\n" + text("gameover") + "\n")
            raise Stop(0)
        elif square:
            getattr(game, command)(*square)
            if game.won():
                out("\n" + text("gamewon") + f" SCORE: {100 * game.rows * game.cols / game.rounds:.2f}\n\n")
                raise Stop(0)


def run(argv, config, stdin, stdout, stderr):
    """The whole program, as the host asks of a program part: play, and return the exit code."""

    def out(string):
        stdout.write(string.encode("utf-8"))
        stdout.flush()

    def err(string):
        stderr.write(string)
        stderr.flush()

    try:
        if len(argv) != 2:
            raise Stop(1, "Usage: MinesweeperDriver SEED_FILE_PATH")
        play(Game(*read_seed(argv[1])), stdin, out, err)
    except Stop as stop:
        if stop.error:
            err(f"\n{stop.error}\n")
        return stop.code
