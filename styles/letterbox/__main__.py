"""Minesweeper in the letterbox style: every thing is an object whose only public method is dispatch(message).

A message is a list whose first element names what to do: board.dispatch(["reveal", 2, 3]). A thing
answers the messages it understands and raises on any other. Run: python -m styles.letterbox BOARD.cfg
"""

import os
import stat
import sys

from styles import process

process.guard()


class Board:
    """The minefield (R5, R8), squares (row, column) from (1, 1). ["size"] answers (rows, columns); ["symbol",
    row, column] what the square shows (R6.3); ["reveal", row, column] and ["flag", row, column] play a move and
    answer its banner; ["over"] whether the game is won or lost."""

    def __init__(self, rows):
        self._height, self._width = len(rows), len(rows[0])
        self._mines = {(r + 1, c + 1) for r, line in enumerate(rows) for c, byte in enumerate(line) if byte == ord("*")}
        self._opened = {}  # an open square: what it shows, its number or "▓"
        self._flagged = set()
        self._lost = False

    def dispatch(self, message):
        match message:
            case ["size"]:
                return self._height, self._width
            case ["symbol", row, column] if self._lost and (row, column) in self._mines:
                return "*"
            case ["symbol", row, column]:
                return self._opened.get((row, column), "¶" if (row, column) in self._flagged else " ")
            case ["reveal", row, column] if (row, column) in self._mines:  # flagged or not (R8.1)
                self._lost = True
                return "You Lost!"
            case ["reveal", row, column]:
                self._open((row, column))
                return "You Won!" if self.dispatch(["over"]) else ""
            case ["flag", row, column]:
                if (row, column) not in self._opened:
                    self._flagged ^= {(row, column)}
                return ""
            case ["over"]:
                return self._lost or len(self._opened) + len(self._mines) == self._height * self._width
            case _:
                raise NotImplementedError(f"Board does not understand {message!r}")

    def _around(self, row, column):
        return [
            (r, c)
            for r in range(max(1, row - 1), min(self._height, row + 1) + 1)
            for c in range(max(1, column - 1), min(self._width, column + 1) + 1)
            if (r, c) != (row, column)
        ]

    def _open(self, square):
        """Open the square, its flag gone; one without a mine around opens its neighbours too (R8.3)."""
        work = {square} - self._opened.keys()  # an open square stays as it is (R8.5)
        while work:
            square = work.pop()
            number = sum(near in self._mines for near in self._around(*square))
            self._opened[square] = str(number) if number else "▓"
            self._flagged.discard(square)
            if number == 0:
                work |= {near for near in self._around(*square) if near not in self._opened}


class Game:
    """One game from the command line to the last frame (R1, R9): ["play", argv] answers the exit code."""

    def __init__(self, console, board_file, parser, renderer):
        self._console, self._board_file, self._parser, self._renderer = console, board_file, parser, renderer

    def dispatch(self, message):
        match message:
            case ["play", argv]:
                return self._play(argv)
            case _:
                raise NotImplementedError(f"Game does not understand {message!r}")

    def _play(self, argv):
        if len(argv) < 2:
            self._console.dispatch(["fail", 1, "usage: python -m styles.letterbox BOARD.cfg"])
        board = Board(self._board_file.dispatch(["load", argv[1]]))
        banner = ""
        while not board.dispatch(["over"]):
            self._show(board, banner, ">")
            line = self._console.dispatch(["next_line"])
            if line is None:
                banner = "Not enough inputs!"
                break
            move = self._parser.dispatch(["parse", line, board])
            banner = "The provided input is not valid!" if move is None else board.dispatch(move)
        self._show(board, banner, "")  # the last frame has no prompt, and nothing more is read
        return 0

    def _show(self, board, banner, prompt):
        self._console.dispatch(["show", self._renderer.dispatch(["render", board, banner]) + prompt])


class MoveParser:
    """Input lines (R7): ["parse", line, board] answers the message the line asks the board for,
    e.g. ["reveal", 2, 3], or None when the line is not a valid move."""

    def __init__(self):
        self._actions = {b"R": "reveal", b"F": "flag"}

    def dispatch(self, message):
        match message:
            case ["parse", line, board]:
                fields = [field for field in line.split(b" ") if field]  # ASCII spaces only
                if len(fields) != 3 or fields[2] not in self._actions:
                    return None
                # bytes.isdigit() knows only 0-9; and int() must never see thousands of digits, even zeros
                digits = [field.lstrip(b"0") if field.isdigit() else b"?" for field in fields[:2]]
                numbers = [int(number) if len(number) <= 2 and number.isdigit() else 0 for number in digits]
                limits = board.dispatch(["size"])
                if all(1 <= number <= limit for number, limit in zip(numbers, limits, strict=True)):
                    return [self._actions[fields[2]], *numbers]
                return None
            case _:
                raise NotImplementedError(f"MoveParser does not understand {message!r}")


class Renderer:
    """Frames (R6): ["render", board, banner] answers the board in box-drawing characters and the banner."""

    def dispatch(self, message):
        match message:
            case ["render", board, banner]:
                rows, columns = board.dispatch(["size"])
                top, middle, bottom = (f"{a}{b.join(['───'] * columns)}{c}\n" for a, b, c in ("┌┬┐", "├┼┤", "└┴┘"))
                lines = (
                    "│ " + " │ ".join(board.dispatch(["symbol", r, c]) for c in range(1, columns + 1)) + " │\n"
                    for r in range(1, rows + 1)
                )
                width = max(4 * columns - 1, len(banner))
                return (
                    top + middle.join(lines) + bottom + f"╔{'═' * width}╗\n║{banner.ljust(width)}║\n╚{'═' * width}╝\n"
                )
            case _:
                raise NotImplementedError(f"Renderer does not understand {message!r}")


class Console:
    """The terminal, the only thing that touches the standard streams: ["show", text] writes text as UTF-8;
    ["next_line"] answers the next input line as bytes without its line end, or None at the end (R7.1);
    ["fail", code, text] reports an error and exits."""

    def dispatch(self, message):
        match message:
            case ["show", text]:
                sys.stdout.buffer.write(text.encode("utf-8"))  # bytes: UTF-8 whatever the locale says
                sys.stdout.buffer.flush()  # the player must see the frame before typing the next move
            case ["next_line"]:
                line = sys.stdin.buffer.readline()  # bytes: a lone b"\r" is not a line end
                return line[:-1].removesuffix(b"\r") if line.endswith(b"\n") else line or None
            case ["fail", code, text]:
                sys.stderr.buffer.write(os.fsencode(text + "\n"))  # fsencode: the path's bytes as given
                raise SystemExit(code)
            case _:
                raise NotImplementedError(f"Console does not understand {message!r}")


class BoardFile:
    """The board file (R2–R4): ["load", path] answers the board's rows as bytes of b"." and b"*". A problem is
    a ["fail", code, text] message to the console, which ends the program."""

    def __init__(self, console):
        self._console = console

    def dispatch(self, message):
        match message:
            case ["load", path]:
                return self._load(path)
            case _:
                raise NotImplementedError(f"BoardFile does not understand {message!r}")

    def _load(self, path):
        if len(path.rsplit("/", 1)[-1]) < 5 or not path.lower().endswith(".cfg"):
            self._fail(2, path, "the file name must be <name>.cfg")
        try:
            kind = stat.S_IFMT(os.stat(path).st_mode)  # stat before open: opening a FIFO would block (R2.5)
        except (FileNotFoundError, NotADirectoryError):
            self._fail(1, path, "no such file")
        except OSError as problem:
            self._fail(2, path, f"cannot look up the file ({problem.strerror})")
        if kind != stat.S_IFREG:
            self._fail(2, path, "not a regular file")
        try:
            with open(path, "rb") as board_file:
                content = board_file.read(421)  # one byte more than the largest valid board (R2.6)
        except OSError as problem:
            self._fail(2, path, f"cannot read the file ({problem.strerror})")
        rows = content[:-1].split(b"\n")
        if content[-1:] != b"\n" or content.strip(b".*\n") or b"." not in content or len(content) > 420:
            self._fail(2, path, "invalid board: '.', '*' and a newline after each row, 420 bytes at most")
        height, width = len(rows), len(rows[0])
        if {len(row) for row in rows} != {width} or not (0 < width <= 20 and height <= 20 and height * width >= 2):
            self._fail(2, path, "invalid board: rows of one width, 2 to 20x20 squares")
        return rows

    def _fail(self, code, path, text):  # never returns: the console ends the program
        self._console.dispatch(["fail", code, f"error: {path}: {text}"])


if __name__ == "__main__":
    console = Console()
    game = Game(console, BoardFile(console), MoveParser(), Renderer())
    sys.exit(game.dispatch(["play", sys.argv]))
