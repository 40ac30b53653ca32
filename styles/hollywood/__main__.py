"""Minesweeper in the Hollywood style: entities register with each other and are called back, never called.

Each entity offers `register_for_…` methods through which others hand it their handlers, and calls back
everyone registered when the moment comes; it registers its own handlers in its constructor, and again
whenever it wants a one-shot callback such as "the next move". Who listens to whom: README.md.
Run: python -m styles.hollywood BOARD.cfg
"""

import os
import stat
import sys

from styles import process

from .framework import BoardError, GameFramework

process.guard()

INVALID, NO_INPUT, WON, LOST = "The provided input is not valid!", "Not enough inputs!", "You Won!", "You Lost!"


class Board:
    """The minefield (R5, R8), squares (row, column) from (1, 1): it plays the moves it registered for and
    announces a picture of itself, rows of symbols (R6.3), with the banner: a change, or the end of the game."""

    def __init__(self, board_file, parser, keyboard):
        self._parser = parser
        self._change_handlers, self._end_handlers = [], []
        board_file.register_for_rows_event(self._setup)
        parser.register_for_invalid_event(self._refuse)
        keyboard.register_for_eof_event(self._give_up)

    def register_for_change_event(self, handler):
        """handler(picture, banner) is called after every step that does not end the game."""
        self._change_handlers.append(handler)

    def register_for_end_event(self, handler):
        """handler(picture, banner) is called once, when the game ends (R9)."""
        self._end_handlers.append(handler)

    def _setup(self, rows):
        self._rows, self._columns = len(rows), len(rows[0])
        squares = {(r, c): symbol for r, line in enumerate(rows, 1) for c, symbol in enumerate(line, 1)}
        self._mines = {square for square, symbol in squares.items() if symbol == ord("*")}
        self._numbers = dict.fromkeys(squares, 0)  # then each mine adds one to its neighbours
        for mine in self._mines:
            for near in self._neighbours(mine):
                self._numbers[near] += 1
        self._opened, self._flagged, self._lost = set(), set(), False
        self._go_on("")

    def _play(self, action, row, column):
        square = (row, column)
        if square in self._opened:
            pass  # nothing changes (R8.5)
        elif action == "flag":
            self._flagged ^= {square}
        elif square in self._mines:  # flagged or not (R8.1)
            self._lost = True
            self._announce(self._end_handlers, LOST)
            return  # no more moves are asked for
        else:
            self._open(square)
            if len(self._opened) + len(self._mines) == self._rows * self._columns:
                self._announce(self._end_handlers, WON)
                return
        self._go_on("")

    def _refuse(self):
        self._announce(self._change_handlers, INVALID)  # the board stays as it is; the move is still awaited

    def _give_up(self):
        self._announce(self._end_handlers, NO_INPUT)

    def _go_on(self, banner):
        """Announce the change, then ask for the next move: the game goes on."""
        self._announce(self._change_handlers, banner)
        self._parser.register_for_next_move(self._play)

    def _announce(self, handlers, banner):
        picture = [
            [self._symbol((row, column)) for column in range(1, self._columns + 1)] for row in range(1, self._rows + 1)
        ]
        for handler in handlers:
            handler(picture, banner)

    def _symbol(self, square):
        if self._lost and square in self._mines:
            return "*"
        if square in self._opened:
            return str(self._numbers[square]) if self._numbers[square] else "▓"
        return "¶" if square in self._flagged else " "

    def _open(self, square):
        """Open the square, its flag gone; one numbered 0 opens its neighbours too (R8.3)."""
        if square not in self._opened:
            self._opened.add(square)
            self._flagged.discard(square)
            if self._numbers[square] == 0:
                for near in self._neighbours(square):
                    self._open(near)

    def _neighbours(self, square):
        row, column = square
        around = [(row + dr, column + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]
        return [(r, c) for r, c in around if 1 <= r <= self._rows and 1 <= c <= self._columns]


class Renderer:
    """Draws the board's pictures as frames in box-drawing characters, UTF-8 whatever the locale says (R6)."""

    def __init__(self, board, stream):
        self._stream = stream
        board.register_for_change_event(self._draw)
        board.register_for_end_event(self._draw_last)

    def _draw(self, picture, banner, prompt=">"):
        columns = len(picture[0])
        top, middle, bottom = (
            left + joint.join(["───"] * columns) + right + "\n" for left, joint, right in ("┌┬┐", "├┼┤", "└┴┘")
        )
        lines = ("│ " + " │ ".join(symbols) + " │\n" for symbols in picture)
        width = max(4 * columns - 1, len(banner))
        banner_box = f"╔{'═' * width}╗\n║{banner.ljust(width)}║\n╚{'═' * width}╝\n"
        frame = top + middle.join(lines) + bottom + banner_box + prompt
        self._stream.write(frame.encode("utf-8"))
        self._stream.flush()  # the player must see the frame before typing the next move

    def _draw_last(self, picture, banner):
        self._draw(picture, banner, prompt="")  # no prompt: the game is over


class Keyboard:
    """Reads the player's lines when the framework announces the play, one for each registration: it reads
    nothing that nobody waits for, and stops when the registrations stop (R9.1) or the input ends (R9.2)."""

    def __init__(self, framework, stream):
        self._stream = stream
        self._line_handlers = []  # waiting for the next line: each is called once
        self._eof_handlers = []
        framework.register_for_play_event(self._read_lines)

    def register_for_next_line(self, handler):
        """handler(line) is called once, with the next line as bytes without its line end (R7.1)."""
        self._line_handlers.append(handler)

    def register_for_eof_event(self, handler):
        """handler() is called when the input ends while someone waits for a line."""
        self._eof_handlers.append(handler)

    def _read_lines(self):
        while self._line_handlers:
            waiting, self._line_handlers = self._line_handlers, []
            line = self._stream.readline()  # bytes: a lone b"\r" is not a line end
            if line == b"":
                for handler in self._eof_handlers:
                    handler()
                return
            if line.endswith(b"\n"):
                line = line[:-1].removesuffix(b"\r")
            for handler in waiting:
                handler(line)


class MoveParser:
    """Turns the keyboard's lines into moves (R7) for those who registered for the next move; an invalid line
    is announced, and the parser registers for another one, until a valid move comes."""

    ACTIONS = {b"R": "reveal", b"F": "flag"}

    def __init__(self, board_file, keyboard):
        self._keyboard = keyboard
        self._limits = (0, 0)
        self._move_handlers = []  # waiting for the next valid move: each is called once
        self._invalid_handlers = []
        board_file.register_for_rows_event(self._learn_size)

    def register_for_next_move(self, handler):
        """handler(action, row, column) is called once, with the next valid move."""
        if not self._move_handlers:
            self._keyboard.register_for_next_line(self._parse)  # a move needs a line
        self._move_handlers.append(handler)

    def register_for_invalid_event(self, handler):
        """handler() is called for every line that is not a valid move (R7.5)."""
        self._invalid_handlers.append(handler)

    def _learn_size(self, rows):
        self._limits = (len(rows), len(rows[0]))

    def _parse(self, line):
        move = self._move(line)
        if move is None:
            for handler in self._invalid_handlers:
                handler()
            self._keyboard.register_for_next_line(self._parse)  # the move is still owed
            return
        waiting, self._move_handlers = self._move_handlers, []
        for handler in waiting:
            handler(*move)

    def _move(self, line):
        """(action, row, column) when the line is a valid move, else None."""
        fields = [field for field in line.split(b" ") if field]  # ASCII spaces only
        if len(fields) != 3 or fields[2] not in self.ACTIONS:
            return None
        # bytes.isdigit() knows only 0-9; and int() must never see thousands of digits, even zeros
        numbers = [int(f.lstrip(b"0") or b"0") for f in fields[:2] if f.isdigit() and len(f.lstrip(b"0")) <= 2]
        if len(numbers) < 2 or not all(1 <= n <= limit for n, limit in zip(numbers, self._limits, strict=True)):
            return None
        return (self.ACTIONS[fields[2]], *numbers)


class BoardFile:
    """Loads the board file when the framework announces the load; announces its rows to those registered."""

    def __init__(self, framework):
        self._rows_handlers = []
        framework.register_for_load_event(self._load)

    def register_for_rows_event(self, handler):
        """handler(rows) is called once the file is read and valid: its rows, as bytes of b"." and b"*"."""
        self._rows_handlers.append(handler)

    def _load(self, path):
        """Check the file in the order of R2.4 (name, existence, type, content); raise BoardError if it fails."""

        def fail(code, why):
            raise BoardError(code, f"error: {path}: {why}")

        name = path.rsplit("/", 1)[-1]
        if len(name) <= 4 or name[-4:].lower() != ".cfg":
            fail(2, "the file name must be <name>.cfg")
        try:
            if not stat.S_ISREG(os.stat(path).st_mode):  # stat before open: opening a FIFO would block (R2.5)
                fail(2, "not a regular file")
            with open(path, "rb") as board_file:
                content = board_file.read(421)  # one byte more than the largest valid board (R2.6)
        except (FileNotFoundError, NotADirectoryError):
            fail(1, "no such file")
        except OSError as problem:
            fail(2, f"cannot read the file ({problem.strerror})")
        rows = content[:-1].split(b"\n")  # R4: only ".", "*" and newlines, one rectangle of 2 to 20x20 squares
        if not (
            len(content) <= 420
            and content.endswith(b"\n")
            and not content.strip(b".*\n")
            and b"." in content
            and all(len(row) == len(rows[0]) for row in rows)
            and 0 < len(rows[0]) <= 20
            and 2 <= len(rows) * len(rows[0])
            and len(rows) <= 20
        ):
            fail(2, "invalid board")
        for handler in self._rows_handlers:
            handler(rows)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.stderr.write("usage: python -m styles.hollywood BOARD.cfg\n")
        sys.exit(1)
    framework = GameFramework()
    board_file = BoardFile(framework)
    keyboard = Keyboard(framework, sys.stdin.buffer)
    parser = MoveParser(board_file, keyboard)
    board = Board(board_file, parser, keyboard)
    renderer = Renderer(board, sys.stdout.buffer)
    sys.exit(framework.run(sys.argv[1]))
