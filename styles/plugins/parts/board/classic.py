"""The classic board part: a `.cfg` file of `.` and `*` (R2-R4), and the squares of one game (R5)."""

import os
import stat


class BoardError(Exception):
    """A board that cannot be played: the exit code and the one-line message."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


def check_name(path, *suffixes):
    """Raise BoardError unless the path's last component is a name ending in one of `suffixes` (R3)."""
    name = path.rpartition("/")[2]
    if not any(len(name) > len(suffix) and name.lower().endswith(suffix) for suffix in suffixes):
        raise BoardError(2, f"error: {path}: the file name must end in {' or '.join(suffixes)}")


def read_file(path, limit):
    """Return at most `limit` bytes of the regular file at `path` (R2), or raise BoardError."""
    try:
        info = os.stat(path)  # never open before stat: a FIFO would block
    except (FileNotFoundError, NotADirectoryError):
        raise BoardError(1, f"error: {path}: no such file") from None
    except (OSError, ValueError):
        raise BoardError(2, f"error: {path}: cannot look up the file") from None
    if not stat.S_ISREG(info.st_mode):
        raise BoardError(2, f"error: {path}: not a regular file")
    try:
        with open(path, "rb") as file:
            return file.read(limit)
    except OSError:
        raise BoardError(2, f"error: {path}: cannot read the file") from None


def read_rows(path):
    """The rows of the `.cfg` file at `path` (R2-R4), or raise BoardError."""
    check_name(path, ".cfg")
    data = read_file(path, 421)
    rows = data[:-1].split(b"\n")
    width = len(rows[0])
    if (
        len(data) > 420
        or not data.endswith(b"\n")
        or data.translate(None, b".*\n")
        or any(len(row) != width for row in rows)
        or not (1 <= len(rows) <= 20 and 1 <= width <= 20)
        or len(rows) * width < 2
        or b"." not in data
    ):
        raise BoardError(2, f"error: {path}: not a valid board")
    return rows


def read_board(path):
    """The board in the `.cfg` file at `path`: what the host asks of a board part."""
    return Board(read_rows(path))


class Board:
    """The squares of one game: where the mines are, which squares are open or flagged."""

    def __init__(self, rows):
        self.height, self.width = len(rows), len(rows[0])
        self.squares = [(r, c) for r in range(1, self.height + 1) for c in range(1, self.width + 1)]
        self.mines = {(r, c) for r, c in self.squares if rows[r - 1][c - 1] == ord("*")}
        self.opened, self.flagged, self.lost = set(), set(), False
        self.count()

    def count(self):
        """Write down every square's number: how many of its neighbours are mines (R5.3)."""
        self.numbers = {square: sum(n in self.mines for n in self.neighbours(*square)) for square in self.squares}

    def neighbours(self, row, col):
        """The up to eight squares around (row, col) (R5.2)."""
        return [
            (r, c)
            for r in (row - 1, row, row + 1)
            for c in (col - 1, col, col + 1)
            if (r, c) != (row, col) and 1 <= r <= self.height and 1 <= c <= self.width
        ]

    def open(self, square):
        """Open a covered square (its flag goes); a 0 opens its neighbours in turn (R8.2, R8.3)."""
        todo = [square]
        while todo:
            square = todo.pop()
            if square not in self.opened:
                self.opened.add(square)
                self.flagged.discard(square)
                if self.numbers[square] == 0:
                    todo += self.neighbours(*square)

    def won(self):
        """Every square without a mine is open (R8.4)."""
        return len(self.opened) + len(self.mines) == len(self.squares)

    def shows(self, square):
        """What the square shows: "mine", "covered", "flag" or its number (R6.3)."""
        if self.lost and square in self.mines:
            return "mine"
        if square in self.opened:
            return self.numbers[square]
        return "flag" if square in self.flagged else "covered"
