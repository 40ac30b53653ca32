"""Minesweeper in the Hollywood style: entities register handlers with the framework and are called back.

No entity calls another one: the board file, the board, the keyboard, the move parser and the renderer
only offer handlers, and framework.py decides when each runs. The registrations at the bottom are the
whole architecture. Run: python -m styles.hollywood BOARD.cfg
"""

import io
import os
import stat
import sys

from .framework import BoardError, GameFramework


class BoardFile:
    """Checks a board file in the order of R2.4 (name, existence, type, content) and reads its rows."""

    LIMIT = 420  # 20 rows of 20 squares and their newlines

    def load(self, path):
        name = path.rsplit("/", 1)[-1]
        if len(name) <= 4 or name[-4:].lower() != ".cfg":
            raise BoardError(2, f"error: {path}: the file name must be <name>.cfg")
        try:
            info = os.stat(path)  # stat before open: opening a FIFO would block (R2.5)
        except (FileNotFoundError, NotADirectoryError):
            raise BoardError(1, f"error: {path}: no such file") from None
        except OSError as problem:
            raise BoardError(2, f"error: {path}: cannot look up the file ({problem.strerror})") from None
        if not stat.S_ISREG(info.st_mode):
            raise BoardError(2, f"error: {path}: not a regular file")
        try:
            with open(path, "rb") as board_file:
                content = board_file.read(self.LIMIT + 1)  # one byte more than the largest valid board
        except OSError as problem:
            raise BoardError(2, f"error: {path}: cannot read the file ({problem.strerror})") from None
        problem = self._problem(content)
        if problem:
            raise BoardError(2, f"error: {path}: invalid board: {problem}")
        return content[:-1].split(b"\n")

    def _problem(self, content):
        """What is wrong with the board's content, or None when it is a valid board (R4)."""
        if len(content) > self.LIMIT:
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


class Board:
    """The minefield and what the player did to it (R5, R8); squares are (row, column) from (1, 1)."""

    def setup(self, rows):
        self._rows, self._columns = len(rows), len(rows[0])
        self._mines = {
            (row, column)
            for row, squares in enumerate(rows, 1)
            for column, square in enumerate(squares, 1)
            if square == ord("*")
        }
        self._numbers = {
            (row, column): sum(near in self._mines for near in self._neighbours((row, column)))
            for row in range(1, self._rows + 1)
            for column in range(1, self._columns + 1)
        }
        self._opened, self._flagged, self._lost = set(), set(), False

    def play(self, action, row, column):
        """Reveal or flag one square; answer the banner and whether the game has ended."""
        square = (row, column)
        if square in self._opened:
            pass  # nothing changes (R8.5)
        elif action == "flag":
            self._flagged ^= {square}
        elif square in self._mines:  # flagged or not (R8.1)
            self._lost = True
            return "You Lost!", True
        else:
            self._open(square)
            if len(self._opened) + len(self._mines) == self._rows * self._columns:
                return "You Won!", True
        return "", False

    def view(self):
        """The board as rows of symbols, one per square (R6.3)."""
        return [
            [self._symbol((row, column)) for column in range(1, self._columns + 1)] for row in range(1, self._rows + 1)
        ]

    def _symbol(self, square):
        if self._lost and square in self._mines:
            return "*"
        if square in self._opened:
            return str(self._numbers[square]) if self._numbers[square] else "▓"
        return "¶" if square in self._flagged else " "

    def _open(self, square):
        to_open = [square]  # flood fill: squares numbered 0 open their neighbours, flags go (R8.3)
        while to_open:
            square = to_open.pop()
            if square not in self._opened:
                self._opened.add(square)
                self._flagged.discard(square)
                if self._numbers[square] == 0:
                    to_open.extend(self._neighbours(square))

    def _neighbours(self, square):
        row, column = square
        return [
            (near_row, near_column)
            for near_row in range(max(1, row - 1), min(self._rows, row + 1) + 1)
            for near_column in range(max(1, column - 1), min(self._columns, column + 1) + 1)
            if (near_row, near_column) != square
        ]


class Keyboard:
    """Reads the player's lines from a byte stream, one at a time, only when asked (R7.1)."""

    def __init__(self, stream):
        self._stream = stream

    def next_line(self):
        line = self._stream.readline()  # bytes: a lone b"\r" is not a line end
        if line == b"":
            return None
        if line.endswith(b"\n"):
            line = line[:-1]
            if line.endswith(b"\r"):
                line = line[:-1]
        return line


class MoveParser:
    """Turns a line into (action, row, column) for a board whose size it learns at the start (R7)."""

    ACTIONS = {b"R": "reveal", b"F": "flag"}

    def learn_size(self, rows):
        self._limits = (len(rows), len(rows[0]))

    def parse(self, line):
        fields = [field for field in line.strip(b" ").split(b" ") if field]  # ASCII spaces only
        if len(fields) != 3 or fields[2] not in self.ACTIONS:
            return None
        row, column = (self._number(field, limit) for field, limit in zip(fields[:2], self._limits, strict=True))
        if row is None or column is None:
            return None
        return self.ACTIONS[fields[2]], row, column

    @staticmethod
    def _number(field, limit):
        """The field's value when it is ASCII digits naming 1..limit, else None."""
        digits = field.lstrip(b"0")
        # bytes.isdigit() knows only 0-9; and int() must never see thousands of digits
        if not field.isdigit() or len(digits) > 2:
            return None
        value = int(digits or b"0")
        return value if 1 <= value <= limit else None


class Renderer:
    """Draws frames in box-drawing characters as UTF-8 bytes, whatever the locale says (R6)."""

    def __init__(self, stream):
        self._stream = stream

    def draw(self, picture, banner, prompt):
        columns = len(picture[0])
        top, middle, bottom = (
            left + joint.join(["───"] * columns) + right + "\n" for left, joint, right in ("┌┬┐", "├┼┤", "└┴┘")
        )
        lines = ("│ " + " │ ".join(symbols) + " │\n" for symbols in picture)
        width = max(4 * columns - 1, len(banner))
        frame = (
            top + middle.join(lines) + bottom
            + "╔" + "═" * width + "╗\n║" + banner.ljust(width) + "║\n╚" + "═" * width + "╝\n" + prompt
        )
        self._stream.write(frame.encode("utf-8"))
        self._stream.flush()  # the player must see the frame before typing the next move

    def draw_last(self, picture, banner):
        self.draw(picture, banner, "")  # no prompt: the game is over


if __name__ == "__main__":
    if sys.stdout is None:  # closed from the start (R10.4): nowhere to draw
        sys.exit(1)
    if sys.stderr is None:  # closed: messages go nowhere, the exit codes stay
        sys.stderr = open(os.devnull, "w")
    keys = sys.stdin.buffer if sys.stdin else io.BytesIO()  # closed: an input that ends at once
    if len(sys.argv) < 2:
        sys.stderr.write("usage: python -m styles.hollywood BOARD.cfg\n")
        sys.exit(1)
    framework = GameFramework()
    board_file, board, keyboard, parser, renderer = (
        BoardFile(), Board(), Keyboard(keys), MoveParser(), Renderer(sys.stdout.buffer)
    )
    framework.register_for_load(board_file.load)
    framework.register_for_start(board.setup)
    framework.register_for_start(parser.learn_size)
    framework.register_for_input(keyboard.next_line)
    framework.register_for_parse(parser.parse)
    framework.register_for_move(board.play)
    framework.register_for_view(board.view)
    framework.register_for_draw(renderer.draw)
    framework.register_for_end(renderer.draw_last)
    sys.exit(framework.run(sys.argv[1]))
