"""The classic Minesweeper game (R1-R10), shared by the `default` and `fancy` plugins.

It is a library for plugins, not a plugin itself: the plugin that calls `play`
supplies `symbol`, the function that turns what a square shows (`"covered"`,
`"flag"`, `"mine"` or its number 0-8) into the character between its borders.
"""
import os
import stat

INVALID, WON, LOST, NO_INPUT = (
    "The provided input is not valid!", "You Won!", "You Lost!", "Not enough inputs!")


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


def read_board(path, board=None):
    """Return the board in the file at `path` (R2-R4), or raise BoardError.

    `board` is the class of the board to build (default `Board`), for plugins that extend it.
    """
    check_name(path, ".cfg")
    data = read_file(path, 421)
    rows = data[:-1].split(b"\n")
    width = len(rows[0])
    if (len(data) > 420 or not data.endswith(b"\n") or data.translate(None, b".*\n")
            or any(len(row) != width for row in rows)
            or not (1 <= len(rows) <= 20 and 1 <= width <= 20)
            or len(rows) * width < 2 or b"." not in data):
        raise BoardError(2, f"error: {path}: not a valid board")
    return (board or Board)(rows)


class Board:
    """The squares of one game: where the mines are, which squares are open or flagged."""

    def __init__(self, rows):
        self.height, self.width = len(rows), len(rows[0])
        self.squares = [(r, c) for r in range(1, self.height + 1) for c in range(1, self.width + 1)]
        self.mines = {(r, c) for r, c in self.squares if rows[r - 1][c - 1] == ord("*")}
        self.opened, self.flagged, self.lost = set(), set(), False
        self.numbers = {square: sum(n in self.mines for n in self.neighbours(*square))
                        for square in self.squares}

    def neighbours(self, row, col):
        return [(r, c) for r in (row - 1, row, row + 1) for c in (col - 1, col, col + 1)
                if (r, c) != (row, col) and 1 <= r <= self.height and 1 <= c <= self.width]

    def reveal(self, square):
        """Open a square, flooding from zeros (R8.1-R8.4); return the banner message."""
        if square in self.opened:
            return ""
        if square in self.mines:
            self.lost = True
            return LOST
        todo = [square]
        while todo:
            square = todo.pop()
            if square not in self.opened:
                self.opened.add(square)
                self.flagged.discard(square)
                if self.numbers[square] == 0:
                    todo += self.neighbours(*square)
        return WON if self.won() else ""

    def won(self):
        """Every square without a mine is open (R8.4)."""
        return len(self.opened) + len(self.mines) == len(self.squares)

    def flag(self, square):
        """Toggle the flag of a covered square (R8.6)."""
        if square not in self.opened:
            self.flagged ^= {square}
        return ""

    def shows(self, square):
        """What the square shows: "mine", "covered", "flag" or its number (R6.3)."""
        if self.lost and square in self.mines:
            return "mine"
        if square in self.opened:
            return self.numbers[square]
        return "flag" if square in self.flagged else "covered"


def parse_move(line, board, actions=(b"R", b"F")):
    """Return (square, action) for a valid line of bytes (R7), else None."""
    fields = [field for field in line.split(b" ") if field]
    if len(fields) != 3 or fields[2] not in actions:
        return None
    if not (fields[0].isdigit() and fields[1].isdigit()):
        return None
    row, col = (field.lstrip(b"0") or b"0" for field in fields[:2])
    if len(row) > 2 or len(col) > 2:  # never int() an unbounded number
        return None
    if not (1 <= int(row) <= board.height and 1 <= int(col) <= board.width):
        return None
    return (int(row), int(col)), fields[2]


def frame(board, message, symbol):
    """The board in box-drawing characters and the message banner under it (R6.2, R6.4)."""
    def rule(left, middle, right):
        return left + middle.join(["───"] * board.width) + right + "\n"
    rows = ["│ " + " │ ".join([symbol(board.shows((r, c))) for c in range(1, board.width + 1)])
            + " │\n" for r in range(1, board.height + 1)]
    width = max(4 * board.width - 1, len(message))
    return (rule("┌", "┬", "┐") + rule("├", "┼", "┤").join(rows) + rule("└", "┴", "┘")
            + f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n")


def read_line(stdin):
    """The next input line without its line end (R7.1), or None at the end of input."""
    line = stdin.readline()
    if line.endswith(b"\n"):
        line = line[:-1].removesuffix(b"\r")
    elif not line:
        return None
    return line


def play(argv, stdin, stdout, stderr, symbol, read=read_board, actions=None):
    """The whole classic program: check the board, then play it; return the exit code.

    A dialect may plug in its own board reader and its own table of actions
    (the letter of a move -> the name of the board method that carries it out).
    """
    actions = actions or {b"R": "reveal", b"F": "flag"}
    if len(argv) < 2:
        print("usage: python -m styles.plugins BOARD", file=stderr)
        return 1
    try:
        board = read(argv[1])
    except BoardError as error:
        print(error, file=stderr)
        return error.code
    message = ""
    while message not in (WON, LOST):
        stdout.write((frame(board, message, symbol) + ">").encode())
        stdout.flush()
        line = read_line(stdin)
        if line is None:
            message = NO_INPUT
            break
        move = parse_move(line, board, actions)
        if move is None:
            message = INVALID
        else:
            square, action = move
            message = getattr(board, actions[action])(square)
    stdout.write(frame(board, message, symbol).encode())
    stdout.flush()
    return 0
