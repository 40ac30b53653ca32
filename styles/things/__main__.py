"""Minesweeper as things: each part of the game is an object that keeps its data behind its methods.

    BoardFile ─loads─► Board (a Field in play) ◄─applies─ Reveal / Flag ◄─parses─ MoveParser
    Renderer ─draws─► Board        Console ─talks to─► the terminal        Game ─plays─► all of them

Reuse is by inheritance: `Board` extends the `Field` of minefield.py (which `Minesweeper`, the exercise's
library class, extends too), `Reveal` and `Flag` extend `Move`, and the start-up errors extend `StartError`.
"""

import os
import stat
import sys

from styles import process

from .minefield import Field

process.guard()

INVALID, WON, LOST, NO_INPUT = "The provided input is not valid!", "You Won!", "You Lost!", "Not enough inputs!"


class Board(Field):
    """A field in play: every square without a mine is covered, flagged or open."""

    def __init__(self, rows, columns, mines):
        super().__init__(rows, columns, mines)
        self._opened, self._flagged = set(), set()
        self._exploded = False

    def reveal(self, row, column):
        """`R`: a mine explodes; a covered square opens, and a 0 opens its neighbours too (R8.1–R8.3)."""
        if self.has_mine(row, column):
            self._exploded = True
            return
        to_open = [(row, column)]
        while to_open:
            square = to_open.pop()
            if square not in self._opened:
                self._opened.add(square)
                self._flagged.discard(square)  # a flag goes when its square opens
                if self.mines_around(*square) == 0:  # so no neighbour is a mine
                    to_open.extend(self.neighbours(*square))

    def toggle_flag(self, row, column):
        """`F` on a covered square: the flag appears or goes (R8.6)."""
        self._flagged ^= {(row, column)}

    def is_open(self, row, column):
        return (row, column) in self._opened

    def lost(self):
        return self._exploded

    def won(self):
        return len(self._opened) + self.mine_count() == self.rows() * self.columns()

    def symbol(self, row, column):
        """What the square shows (R6.3)."""
        if self._exploded and self.has_mine(row, column):
            return "*"
        if self.is_open(row, column):
            return str(self.mines_around(row, column) or "▓")
        return "¶" if (row, column) in self._flagged else " "


class Move:
    """A valid move of the player on one square; a move on an open square changes nothing (R8.5)."""

    def __init__(self, row, column):
        self._row, self._column = row, column

    def apply_to(self, board):
        if not board.is_open(self._row, self._column):
            self._act(board, self._row, self._column)

    def _act(self, board, row, column):
        raise NotImplementedError


class Reveal(Move):
    def _act(self, board, row, column):
        board.reveal(row, column)


class Flag(Move):
    def _act(self, board, row, column):
        board.toggle_flag(row, column)


class MoveParser:
    """Turns an input line into a Move on the board, or None when the line is invalid (R7)."""

    ACTIONS = {b"R": Reveal, b"F": Flag}

    def __init__(self, board):
        self._board = board

    def parse(self, line):
        line = line[:-2] if line.endswith(b"\r\n") else line.removesuffix(b"\n")
        fields = line.split(b" ")  # only ASCII spaces separate fields
        fields = [field for field in fields if field]
        if len(fields) != 3 or fields[2] not in self.ACTIONS:
            return None
        row, column = self._coordinate(fields[0]), self._coordinate(fields[1])
        if 1 <= row <= self._board.rows() and 1 <= column <= self._board.columns():
            return self.ACTIONS[fields[2]](row - 1, column - 1)
        return None

    @staticmethod
    def _coordinate(field):
        """The value of ASCII digits, or 0 (never valid); more than two digits past the zeros are off the board."""
        digits = field.lstrip(b"0")
        return int(digits or b"0") if field.isdigit() and len(digits) <= 2 else 0


class Renderer:
    """Draws frames of the board: box-drawing grid, message banner, prompt (R6)."""

    def __init__(self, board):
        self._board = board

    def frame(self, message, prompt=""):
        return self._grid() + self._banner(message) + prompt

    def _grid(self):
        rows, columns = range(self._board.rows()), range(self._board.columns())
        rule = ["───"] * len(columns)
        cells = [self._line("│", "│", "│", [f" {self._board.symbol(r, c)} " for c in columns]) for r in rows]
        between = self._line("├", "┼", "┤", rule)
        return self._line("┌", "┬", "┐", rule) + between.join(cells) + self._line("└", "┴", "┘", rule)

    def _banner(self, message):
        width = max(4 * self._board.columns() - 1, len(message))
        return f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"

    @staticmethod
    def _line(left, middle, right, cells):
        return left + middle.join(cells) + right + "\n"


class StartError(Exception):
    """A reason the game cannot start; its message is the one line for standard error (R2)."""

    def exit_code(self):
        return 2


class UsageError(StartError):
    def exit_code(self):
        return 1


class MissingFile(StartError):
    def exit_code(self):
        return 1


class BoardFile:
    """A board file named on the command line; `load` checks it (R2–R4) and builds its Board."""

    MAX_BYTES, MAX_SIDE = 420, 20

    def __init__(self, path):
        self._path = path

    def load(self):
        self._check_name()
        return self._parse(self._read())

    def _fail(self, reason, error=StartError):
        raise error(f"error: {self._path}: {reason}")

    def _check_name(self):
        name = self._path.rpartition("/")[2]
        if len(name) <= 4 or name[-4:].lower() != ".cfg":
            self._fail("invalid file name (expected NAME.cfg)")

    def _read(self):
        try:
            mode = os.stat(self._path).st_mode  # metadata first: opening a FIFO would block
        except (FileNotFoundError, NotADirectoryError):
            self._fail("no such file", MissingFile)
        except OSError:
            self._fail("cannot look up the file")
        if not stat.S_ISREG(mode):
            self._fail("not a regular file")
        try:
            with open(self._path, "rb") as file:
                data = file.read(self.MAX_BYTES + 1)
        except OSError:
            self._fail("cannot read the file")
        if len(data) > self.MAX_BYTES:
            self._fail(f"larger than {self.MAX_BYTES} bytes")
        return data

    def _parse(self, data):
        rows = data[:-1].split(b"\n")
        if not data.endswith(b"\n") or data.translate(None, b".*\n") or b"." not in data:
            self._fail("invalid board: only '.', '*' and newlines, a newline last, one '.' at least")
        height, width = len(rows), len(rows[0])
        if len(set(map(len, rows))) > 1 or not (0 < width <= self.MAX_SIDE and height <= self.MAX_SIDE):
            self._fail(f"invalid board: rows of one length, at most {self.MAX_SIDE}×{self.MAX_SIDE}")
        if height * width < 2:
            self._fail("invalid board: fewer than two squares")
        mines = [(r, c) for r, row in enumerate(rows) for c, cell in enumerate(row) if cell == ord("*")]
        return Board(height, width, mines)


class Console:
    """The terminal: UTF-8 bytes out, flushed before every read; byte lines in (R6.7, R7.1)."""

    def __init__(self, stdin, stdout, stderr):
        self._stdin, self._stdout, self._stderr = stdin.buffer, stdout.buffer, stderr.buffer

    def show(self, text):
        self._stdout.write(text.encode())
        self._stdout.flush()

    def read_line(self):
        """The next line, or None once standard input is closed."""
        return self._stdin.readline() or None

    def complain(self, message):
        self._stderr.write(os.fsencode(message + "\n"))  # fsencode: the path's bytes as given


class Game:
    """One game: show a frame, read a move, apply it, until the board is won or lost or input ends (R9)."""

    def __init__(self, board, console):
        self._board, self._console = board, console
        self._parser, self._renderer = MoveParser(board), Renderer(board)

    def play(self):
        message = ""
        while not (self._board.lost() or self._board.won()):
            self._console.show(self._renderer.frame(message, prompt=">"))
            line = self._console.read_line()
            if line is None:
                self._console.show(self._renderer.frame(NO_INPUT))
                return
            move = self._parser.parse(line)
            if move:
                move.apply_to(self._board)
            message = "" if move else INVALID
        self._console.show(self._renderer.frame(LOST if self._board.lost() else WON))


def main(argv):
    """Build the things and let them play; return the exit code (R2)."""
    console = Console(sys.stdin, sys.stdout, sys.stderr)
    try:
        if len(argv) < 2:
            raise UsageError("usage: python -m styles.things BOARD.cfg")
        board = BoardFile(argv[1]).load()
    except StartError as error:
        console.complain(str(error))
        return error.exit_code()
    Game(board, console).play()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
