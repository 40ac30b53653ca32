"""The concrete things: each one implements an abstraction from abstractions.py, and nothing more."""

import os
import stat
from typing import BinaryIO

from .abstractions import Board, BoardError, BoardSource, Move, MoveSource, Renderer


class GridBoard(Board):
    """A board kept as sets of squares: the mines, the open ones and the flagged ones."""

    def __init__(self, rows: list[bytes]):
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
        self._opened: set[tuple[int, int]] = set()
        self._flagged: set[tuple[int, int]] = set()
        self._lost = False

    def size(self) -> tuple[int, int]:
        return self._rows, self._columns

    def symbol(self, row: int, column: int) -> str:
        square = (row, column)
        if self._lost and square in self._mines:
            return "*"
        if square in self._opened:
            return str(self._numbers[square]) if self._numbers[square] else "▓"
        return "¶" if square in self._flagged else " "

    def reveal(self, row: int, column: int) -> str:
        square = (row, column)
        if square in self._opened:
            return ""
        if square in self._mines:  # flagged or not (R8.1)
            self._lost = True
            return "You Lost!"
        to_open = [square]  # flood fill: squares numbered 0 open their neighbours, flags go (R8.3)
        while to_open:
            square = to_open.pop()
            if square not in self._opened:
                self._opened.add(square)
                self._flagged.discard(square)
                if self._numbers[square] == 0:
                    to_open.extend(self._neighbours(square))
        return "You Won!" if self._won() else ""

    def flag(self, row: int, column: int) -> str:
        if (row, column) not in self._opened:
            self._flagged ^= {(row, column)}
        return ""

    def is_over(self) -> bool:
        return self._lost or self._won()

    def _won(self) -> bool:
        return len(self._opened) + len(self._mines) == self._rows * self._columns

    def _neighbours(self, square: tuple[int, int]) -> list[tuple[int, int]]:
        row, column = square
        return [
            (near_row, near_column)
            for near_row in range(max(1, row - 1), min(self._rows, row + 1) + 1)
            for near_column in range(max(1, column - 1), min(self._columns, column + 1) + 1)
            if (near_row, near_column) != square
        ]


class SquareMove(Move):
    """A move aimed at one square; the subclass says what it does there."""

    def __init__(self, row: int, column: int):
        self.row, self.column = row, column


class Reveal(SquareMove):
    def play(self, board: Board) -> str:
        return board.reveal(self.row, self.column)


class Flag(SquareMove):
    def play(self, board: Board) -> str:
        return board.flag(self.row, self.column)


class InvalidLine(Move):
    """A line that is not a move (R7.5): the board stays as it is."""

    def play(self, board: Board) -> str:
        return "The provided input is not valid!"


class LineMoves(MoveSource):
    """Moves typed as `ROW COLUMN R|F` lines on a byte stream, read one line at a time (R7)."""

    ACTIONS = {b"R": Reveal, b"F": Flag}

    def __init__(self, stream: BinaryIO):
        self._stream = stream

    def next_move(self, board: Board) -> Move | None:
        line = self._stream.readline()  # bytes: a lone b"\r" is not a line end (R7.1)
        if line == b"":
            return None
        if line.endswith(b"\n"):
            line = line[:-1].removesuffix(b"\r")
        fields = [field for field in line.split(b" ") if field]  # ASCII spaces only
        if len(fields) != 3 or fields[2] not in self.ACTIONS:
            return InvalidLine()
        rows, columns = board.size()
        row, column = self._number(fields[0], rows), self._number(fields[1], columns)
        if row is None or column is None:
            return InvalidLine()
        return self.ACTIONS[fields[2]](row, column)

    @staticmethod
    def _number(field: bytes, limit: int) -> int | None:
        """The field's value when it is ASCII digits naming 1..limit, else None."""
        digits = field.lstrip(b"0")  # int() must never see thousands of digits, even zeros
        value = int(digits) if field.isdigit() and 0 < len(digits) <= 2 else 0  # bytes.isdigit() knows only 0-9
        return value if 1 <= value <= limit else None


class BoxRenderer(Renderer):
    """Frames in box-drawing characters, written as UTF-8 bytes whatever the locale says (R6)."""

    def __init__(self, stream: BinaryIO):
        self._stream = stream

    def show(self, board: Board, banner: str, prompt: str) -> None:
        rows, columns = board.size()
        top, middle, bottom = (
            left + joint.join(["───"] * columns) + right + "\n" for left, joint, right in ("┌┬┐", "├┼┤", "└┴┘")
        )
        lines = (
            "│ " + " │ ".join(board.symbol(row, column) for column in range(1, columns + 1)) + " │\n"
            for row in range(1, rows + 1)
        )
        width = max(4 * columns - 1, len(banner))
        banner_box = f"╔{'═' * width}╗\n║{banner.ljust(width)}║\n╚{'═' * width}╝\n"
        frame = top + middle.join(lines) + bottom + banner_box + prompt
        self._stream.write(frame.encode("utf-8"))
        self._stream.flush()  # the player must see the frame before typing the next move


class BoardFile(BoardSource):
    """Boards from .cfg files, checked in the order of R2.4: name, existence, type, content."""

    def load(self, path: str) -> Board:
        if len(path.rsplit("/", 1)[-1]) <= 4 or path[-4:].lower() != ".cfg":
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
                content = board_file.read(421)  # one byte more than the largest valid board (R2.6)
        except OSError as problem:
            raise BoardError(2, f"error: {path}: cannot read the file ({problem.strerror})") from None
        rows = content[:-1].split(b"\n")
        if not self._is_board(content, rows):
            raise BoardError(2, f"error: {path}: invalid board: rows of '.' and '*', 2 to 20x20, one '.' at least")
        return GridBoard(rows)

    @staticmethod
    def _is_board(content: bytes, rows: list[bytes]) -> bool:
        """Whether the content is a valid board (R2.6, R4)."""
        width = len(rows[0])
        if len(content) > 420 or not content.endswith(b"\n") or content.strip(b".*\n") or b"." not in content:
            return False
        return all(len(row) == width for row in rows) and 0 < width <= 20 and len(rows) <= 20 and len(rows) * width >= 2
