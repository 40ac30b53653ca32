"""Minesweeper in the letterbox style: every thing is an object whose only public method is dispatch(message).

A message is a list whose first element names what to do: board.dispatch(["reveal", 2, 3]). A thing
answers the messages it understands and raises on any other. Run: python -m styles.letterbox BOARD.cfg
"""

import os
import stat
import sys

from styles import process

process.guard()


class Console:
    """The terminal, the only thing that touches standard input, output and error.

    ["show", text] writes text as UTF-8 and flushes it; ["next_line"] answers the next input line as bytes
    without its line end, or None at the end of input; ["fail", code, text] reports an error and exits.
    """

    def __init__(self):
        self._input = sys.stdin.buffer
        self._output = sys.stdout.buffer  # bytes: UTF-8 whatever the locale says
        self._errors = sys.stderr.buffer

    def dispatch(self, message):
        match message:
            # concern: drawing-a-frame
            case ["show", text]:
                return self._show(text)
            # end
            # concern: parsing-input
            case ["next_line"]:
                return self._next_line()
            # end
            # concern: file-errors
            case ["fail", code, text]:
                return self._fail(code, text)
            # end
            case _:
                raise NotImplementedError(f"Console does not understand {message!r}")

    # concern: drawing-a-frame
    def _show(self, text):
        self._output.write(text.encode("utf-8"))
        self._output.flush()  # the player must see the frame before typing the next move

    # end

    def _next_line(self):
        # concern: parsing-input
        line = self._input.readline()  # bytes: a lone b"\r" is not a line end (R7.1)
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
    def _fail(self, code, text):
        self._errors.write(os.fsencode(text + "\n"))  # fsencode: the path's bytes as given
        raise SystemExit(code)

    # end


class BoardFile:
    """The board file (R2–R4): ["load", path] answers the board's rows as bytes of b"." and b"*".

    Every problem goes to the console as a ["fail", code, text] message, which ends the program.
    """

    def __init__(self, console):
        self._console = console

    def dispatch(self, message):
        match message:
            # concern: reading-the-board
            case ["load", path]:
                return self._load(path)
            # end
            case _:
                raise NotImplementedError(f"BoardFile does not understand {message!r}")

    def _load(self, path):
        # concern: file-errors
        name = path.rsplit("/", 1)[-1]
        if len(name) <= 4 or name[-4:].lower() != ".cfg":
            self._fail(2, path, "the file name must be <name>.cfg")
        # concern: file-errors, reading-the-board
        try:
            info = os.stat(path)  # stat before open: opening a FIFO would block (R2.5)
        # end
        except (FileNotFoundError, NotADirectoryError):
            self._fail(1, path, "no such file")
        except OSError as problem:
            self._fail(2, path, f"cannot look up the file ({problem.strerror})")
        if not stat.S_ISREG(info.st_mode):
            self._fail(2, path, "not a regular file")
        # end
        # concern: reading-the-board
        try:
            with open(path, "rb") as board_file:
                content = board_file.read(421)  # one byte more than the largest valid board
        # end
        except OSError as problem:
            self._fail(2, path, f"cannot read the file ({problem.strerror})")
        # concern: reading-the-board
        problem = self._problem(content)
        # concern: file-errors
        if problem:
            self._fail(2, path, f"invalid board: {problem}")
        # end
        return content[:-1].split(b"\n")
        # end

    # concern: file-errors
    def _fail(self, code, path, text):
        """Never returns: the console ends the program."""
        self._console.dispatch(["fail", code, f"error: {path}: {text}"])

    # end

    # concern: reading-the-board
    @staticmethod
    def _problem(content):
        """What is wrong with the board's content, or None when it is a valid board (R4)."""
        if len(content) > 420:
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


class Board:
    """The minefield and what the player did to it (R5, R8). Squares are (row, column), from (1, 1).

    ["size"] answers (rows, columns); ["symbol", row, column] answers what the square shows (R6.3);
    ["reveal", row, column] and ["flag", row, column] play a move and answer its banner;
    ["over"] answers whether the game is won or lost.
    """

    # concern: drawing-a-frame
    def __init__(self, rows):
        self._height, self._width = len(rows), len(rows[0])
        # end
        # concern: counting-neighbours
        self._mines = {
            (row, column)
            for row, squares in enumerate(rows, 1)
            for column, square in enumerate(squares, 1)
            if square == ord("*")
        }
        self._numbers = {
            (row, column): sum(neighbour in self._mines for neighbour in self._neighbours((row, column)))
            for row in range(1, self._height + 1)
            for column in range(1, self._width + 1)
        }
        # end
        # concern: drawing-a-frame
        self._opened = set()
        # end
        # concern: flagging
        self._flagged = set()
        # end
        # concern: losing
        self._lost = False
        # end

    def dispatch(self, message):
        # concern: drawing-a-frame
        match message:
            case ["size"]:
                return self._height, self._width
            case ["symbol", row, column]:
                return self._symbol((row, column))
            # end
            # concern: flood-fill
            case ["reveal", row, column]:
                return self._reveal((row, column))
            # end
            # concern: flagging
            case ["flag", row, column]:
                return self._flag((row, column))
            # end
            # concern: losing, winning
            case ["over"]:
                return self._lost or self._won()
            # end
            case _:
                raise NotImplementedError(f"Board does not understand {message!r}")

    # concern: counting-neighbours, flood-fill
    def _neighbours(self, square):
        row, column = square
        return [
            (near_row, near_column)
            for near_row in range(max(1, row - 1), min(self._height, row + 1) + 1)
            for near_column in range(max(1, column - 1), min(self._width, column + 1) + 1)
            if (near_row, near_column) != square
        ]

    # end

    # concern: winning
    def _won(self):
        return len(self._opened) + len(self._mines) == self._height * self._width

    # end

    # concern: drawing-a-frame
    def _symbol(self, square):
        # concern: losing
        if self._lost and square in self._mines:
            return "*"
        # end
        if square in self._opened:
            return str(self._numbers[square]) if self._numbers[square] else "▓"
        # concern: flagging, drawing-a-frame
        return "¶" if square in self._flagged else " "
        # end

    # end

    def _reveal(self, square):
        if square in self._opened:
            return ""
        # concern: losing
        if square in self._mines:  # flagged or not (R8.1)
            self._lost = True
            return "You Lost!"
        # end
        # concern: flood-fill
        to_open = [square]  # flood fill: squares numbered 0 open their neighbours, flags go (R8.3)
        while to_open:
            square = to_open.pop()
            if square not in self._opened:
                self._opened.add(square)
                self._flagged.discard(square)
                if self._numbers[square] == 0:
                    to_open.extend(self._neighbours(square))
        # concern: flood-fill, winning
        return "You Won!" if self._won() else ""
        # end
        # end

    # concern: flagging
    def _flag(self, square):
        if square not in self._opened:
            self._flagged ^= {square}
        return ""

    # end


class MoveParser:
    """Input lines (R7): ["parse", line, board] answers the message the line asks the board for,
    e.g. ["reveal", 2, 3], or None when the line is not a valid move."""

    # concern: parsing-input
    def __init__(self):
        self._actions = {b"R": "reveal", b"F": "flag"}

    # end

    def dispatch(self, message):
        # concern: parsing-input
        match message:
            case ["parse", line, board]:
                return self._parse(line, board)
            # end
            case _:
                raise NotImplementedError(f"MoveParser does not understand {message!r}")

    # concern: parsing-input
    def _parse(self, line, board):
        fields = [field for field in line.strip(b" ").split(b" ") if field]  # ASCII spaces only
        if len(fields) != 3 or fields[2] not in self._actions:
            return None
        rows, columns = board.dispatch(["size"])
        row, column = self._number(fields[0], rows), self._number(fields[1], columns)
        if row is None or column is None:
            return None
        return [self._actions[fields[2]], row, column]

    @staticmethod
    def _number(field, limit):
        """The field's value when it is ASCII digits naming 1..limit, else None."""
        digits = field.lstrip(b"0")
        # bytes.isdigit() knows only 0-9; and int() must never see thousands of digits
        if not field.isdigit() or len(digits) > 2:
            return None
        value = int(digits or b"0")
        return value if 1 <= value <= limit else None

    # end


class Renderer:
    """Frames (R6): ["render", board, banner] answers the board in box-drawing characters and the banner."""

    def dispatch(self, message):
        # concern: drawing-a-frame
        match message:
            case ["render", board, banner]:
                return self._render(board, banner)
            # end
            case _:
                raise NotImplementedError(f"Renderer does not understand {message!r}")

    # concern: drawing-a-frame
    @staticmethod
    def _render(board, banner):
        rows, columns = board.dispatch(["size"])
        top, middle, bottom = (
            left + joint.join(["───"] * columns) + right + "\n" for left, joint, right in ("┌┬┐", "├┼┤", "└┴┘")
        )
        lines = (
            "│ " + " │ ".join(board.dispatch(["symbol", row, column]) for column in range(1, columns + 1)) + " │\n"
            for row in range(1, rows + 1)
        )
        width = max(4 * columns - 1, len(banner))
        banner_box = f"╔{'═' * width}╗\n║{banner.ljust(width)}║\n╚{'═' * width}╝\n"
        return top + middle.join(lines) + bottom + banner_box

    # end


class Game:
    """One game from the command line to the last frame (R1, R9): ["play", argv] answers the exit code."""

    def __init__(self, console, board_file, parser, renderer):
        self._console = console
        self._board_file = board_file
        self._parser = parser
        self._renderer = renderer

    def dispatch(self, message):
        match message:
            case ["play", argv]:
                return self._play(argv)
            case _:
                raise NotImplementedError(f"Game does not understand {message!r}")

    def _play(self, argv):
        # concern: file-errors
        if len(argv) < 2:
            self._console.dispatch(["fail", 1, "usage: python -m styles.letterbox BOARD.cfg"])
        # end
        # concern: reading-the-board
        board = Board(self._board_file.dispatch(["load", argv[1]]))
        # end
        # concern: drawing-a-frame
        banner = ""
        while not board.dispatch(["over"]):
            self._show(board, banner, ">")
            # end
            # concern: parsing-input
            line = self._console.dispatch(["next_line"])
            # end
            # concern: end-of-input
            if line is None:
                banner = "Not enough inputs!"
                break
            # end
            # concern: parsing-input
            move = self._parser.dispatch(["parse", line, board])
            banner = "The provided input is not valid!" if move is None else board.dispatch(move)
            # end
        # concern: drawing-a-frame
        self._show(board, banner, "")  # the last frame has no prompt, and nothing more is read
        return 0
        # end

    # concern: drawing-a-frame
    def _show(self, board, banner, prompt):
        self._console.dispatch(["show", self._renderer.dispatch(["render", board, banner]) + prompt])

    # end


if __name__ == "__main__":
    console = Console()
    game = Game(console, BoardFile(console), MoveParser(), Renderer())
    sys.exit(game.dispatch(["play", sys.argv]))
