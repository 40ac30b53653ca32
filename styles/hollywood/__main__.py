"""Minesweeper in the Hollywood style: entities register with each other and are called back, never called.

Each entity offers `register_for_…` methods through which other entities hand it their handlers, and at the
right moment it calls back everyone who registered. Every entity registers itself with the framework or with
the entities it listens to: in its constructor, and again whenever it wants a one-shot callback such as "the
next move". Nobody calls an entity to make it act, and no handler answers anything. Who listens to whom:

    framework ─load─► BoardFile ─rows─► MoveParser, Board          framework ─play─► Keyboard
    Keyboard ─next line─► MoveParser ─next move─► Board ─change, end─► Renderer
    Keyboard ─eof─► Board        MoveParser ─invalid─► Board

The board asks for each move by registering for the next one; when the game is over it stops asking, the
parser stops asking the keyboard for lines, and nothing more is read (R9.1).
Run: python -m styles.hollywood BOARD.cfg
"""

import os
import stat
import sys

from styles import process

from .framework import BoardError, GameFramework

process.guard()

# concern: parsing-input, end-of-input, winning, losing
INVALID, NO_INPUT, WON, LOST = "The provided input is not valid!", "Not enough inputs!", "You Won!", "You Lost!"
# end


# concern: file-errors, reading-the-board
class BoardFile:
    """Loads the board file when the framework announces the load; announces its rows to those registered."""

    LIMIT = 420  # 20 rows of 20 squares and their newlines

    def __init__(self, framework):
        self._rows_handlers = []
        framework.register_for_load_event(self._load)

    # end

    # concern: reading-the-board
    def register_for_rows_event(self, handler):
        """handler(rows) is called once the file is read and valid: its rows, as bytes of b"." and b"*"."""
        self._rows_handlers.append(handler)

    # end

    # concern: file-errors
    def _load(self, path):
        """Check the file in the order of R2.4 (name, existence, type, content); raise BoardError if it fails."""
        name = path.rsplit("/", 1)[-1]
        if len(name) <= 4 or name[-4:].lower() != ".cfg":
            raise BoardError(2, f"error: {path}: the file name must be <name>.cfg")
        # end
        # concern: file-errors, reading-the-board
        try:
            info = os.stat(path)  # stat before open: opening a FIFO would block (R2.5)
        # end
        # concern: file-errors
        except (FileNotFoundError, NotADirectoryError):
            raise BoardError(1, f"error: {path}: no such file") from None
        except OSError as problem:
            raise BoardError(2, f"error: {path}: cannot look up the file ({problem.strerror})") from None
        if not stat.S_ISREG(info.st_mode):
            raise BoardError(2, f"error: {path}: not a regular file")
        # end
        # concern: reading-the-board
        try:
            with open(path, "rb") as board_file:
                content = board_file.read(self.LIMIT + 1)  # one byte more than the largest valid board
        # end
        except OSError as problem:
            raise BoardError(2, f"error: {path}: cannot read the file ({problem.strerror})") from None
        # concern: reading-the-board
        problem = self._problem(content)
        if problem:
            raise BoardError(2, f"error: {path}: invalid board: {problem}")
        for handler in self._rows_handlers:
            handler(content[:-1].split(b"\n"))

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
        # end


class Keyboard:
    """Reads the player's lines when the framework announces the play, one line for each registration.

    A line is read only when someone has registered for the next one, so the keyboard reads nothing that
    nobody waits for: it stops when the registrations stop (R9.1) or when the input ends (R9.2).
    """

    def __init__(self, framework, stream):
        self._stream = stream
        self._line_handlers = []  # waiting for the next line: each is called once
        self._eof_handlers = []
        framework.register_for_play_event(self._read_lines)

    # concern: parsing-input
    def register_for_next_line(self, handler):
        """handler(line) is called once, with the next line as bytes without its line end (R7.1)."""
        self._line_handlers.append(handler)

    # end

    # concern: end-of-input
    def register_for_eof_event(self, handler):
        """handler() is called when the input ends while someone waits for a line."""
        self._eof_handlers.append(handler)

    # end

    # concern: parsing-input
    def _read_lines(self):
        while self._line_handlers:
            waiting, self._line_handlers = self._line_handlers, []
            line = self._stream.readline()  # bytes: a lone b"\r" is not a line end
            if line == b"":
                # end
                # concern: end-of-input
                for handler in self._eof_handlers:
                    handler()
                return
                # end
            # concern: parsing-input
            if line.endswith(b"\n"):
                line = line[:-1]
                if line.endswith(b"\r"):
                    line = line[:-1]
            for handler in waiting:
                handler(line)
            # end


class MoveParser:
    """Turns the keyboard's lines into moves (R7) for those who registered for the next move.

    It learns the board's size from the board file. Whoever waits for a move makes it wait for a line: an
    invalid line is announced, and the parser registers for another one, until a valid move comes.
    """

    # concern: parsing-input
    ACTIONS = {b"R": "reveal", b"F": "flag"}
    # end

    def __init__(self, board_file, keyboard):
        self._keyboard = keyboard
        self._limits = (0, 0)
        self._move_handlers = []  # waiting for the next valid move: each is called once
        self._invalid_handlers = []
        board_file.register_for_rows_event(self._learn_size)

    # concern: parsing-input
    def register_for_next_move(self, handler):
        """handler(action, row, column) is called once, with the next valid move."""
        if not self._move_handlers:
            self._keyboard.register_for_next_line(self._parse)  # a move needs a line
        self._move_handlers.append(handler)

    # end

    def register_for_invalid_event(self, handler):
        """handler() is called for every line that is not a valid move (R7.5)."""
        self._invalid_handlers.append(handler)

    # concern: parsing-input
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
        fields = [field for field in line.strip(b" ").split(b" ") if field]  # ASCII spaces only
        if len(fields) != 3 or fields[2] not in self.ACTIONS:
            return None
        row, column = (self._number(field, limit) for field, limit in zip(fields[:2], self._limits, strict=True))
        return None if row is None or column is None else (self.ACTIONS[fields[2]], row, column)

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


# concern: counting-neighbours, drawing-a-frame
class Board:
    """The minefield and what the player did to it (R5, R8); squares are (row, column) from (1, 1).

    It sets itself up from the board file's rows, plays the moves it registered for, and announces a
    picture of itself — rows of symbols, one per square (R6.3) — with the banner: a change while the game
    goes on, the end once it is won, lost, or the input ends.
    """

    def __init__(self, board_file, parser, keyboard):
        self._parser = parser
        self._change_handlers, self._end_handlers = [], []
        board_file.register_for_rows_event(self._setup)
        # end
        # concern: parsing-input
        parser.register_for_invalid_event(self._refuse)
        # end
        # concern: end-of-input
        keyboard.register_for_eof_event(self._give_up)
        # end

    # concern: drawing-a-frame
    def register_for_change_event(self, handler):
        """handler(picture, banner) is called after every step that does not end the game."""
        self._change_handlers.append(handler)

    # end

    # concern: end-of-input, losing, winning
    def register_for_end_event(self, handler):
        """handler(picture, banner) is called once, when the game ends (R9)."""
        self._end_handlers.append(handler)

    # end

    # concern: counting-neighbours, drawing-a-frame
    def _setup(self, rows):
        self._rows, self._columns = len(rows), len(rows[0])
        # end
        # concern: counting-neighbours
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
        # end
        # concern: drawing-a-frame, flagging, losing
        self._opened, self._flagged, self._lost = set(), set(), False
        # end
        # concern: drawing-a-frame
        self._go_on("")
        # end

    # concern: flagging, flood-fill, losing
    def _play(self, action, row, column):
        square = (row, column)
        if square in self._opened:
            # end
            pass  # nothing changes (R8.5)
        # concern: flagging
        elif action == "flag":
            self._flagged ^= {square}
        # end
        # concern: losing
        elif square in self._mines:  # flagged or not (R8.1)
            self._lost = True
            self._announce(self._end_handlers, LOST)
            return  # no more moves are asked for
        # end
        # concern: flood-fill
        else:
            self._open(square)
            # end
            # concern: winning
            if len(self._opened) + len(self._mines) == self._rows * self._columns:
                self._announce(self._end_handlers, WON)
                return
            # end
        # concern: flagging, flood-fill
        self._go_on("")
        # end

    # concern: parsing-input
    def _refuse(self):
        self._announce(self._change_handlers, INVALID)  # the board stays as it is; the move is still awaited

    # end

    # concern: end-of-input
    def _give_up(self):
        self._announce(self._end_handlers, NO_INPUT)

    # end

    # concern: drawing-a-frame
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
        # concern: losing
        if self._lost and square in self._mines:
            return "*"
        # end
        if square in self._opened:
            return str(self._numbers[square]) if self._numbers[square] else "▓"
        # concern: drawing-a-frame, flagging
        return "¶" if square in self._flagged else " "
        # end

    # end

    # concern: flood-fill
    def _open(self, square):
        to_open = [square]  # flood fill: squares numbered 0 open their neighbours, flags go (R8.3)
        while to_open:
            square = to_open.pop()
            if square not in self._opened:
                self._opened.add(square)
                self._flagged.discard(square)
                if self._numbers[square] == 0:
                    to_open.extend(self._neighbours(square))

    # end

    # concern: counting-neighbours, flood-fill
    def _neighbours(self, square):
        row, column = square
        return [
            (near_row, near_column)
            for near_row in range(max(1, row - 1), min(self._rows, row + 1) + 1)
            for near_column in range(max(1, column - 1), min(self._columns, column + 1) + 1)
            if (near_row, near_column) != square
        ]

    # end


# concern: drawing-a-frame
class Renderer:
    """Draws the board's pictures as frames in box-drawing characters, UTF-8 whatever the locale says (R6)."""

    def __init__(self, board, stream):
        self._stream = stream
        board.register_for_change_event(self._draw)
        # end
        # concern: end-of-input, losing, winning
        board.register_for_end_event(self._draw_last)
        # end

    # concern: drawing-a-frame
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

    # end

    # concern: end-of-input, losing, winning
    def _draw_last(self, picture, banner):
        self._draw(picture, banner, prompt="")  # no prompt: the game is over

    # end


if __name__ == "__main__":
    # concern: file-errors
    if len(sys.argv) < 2:
        sys.stderr.write("usage: python -m styles.hollywood BOARD.cfg\n")
        sys.exit(1)
    # end
    framework = GameFramework()
    # concern: file-errors, reading-the-board
    board_file = BoardFile(framework)
    # end
    # concern: parsing-input
    keyboard = Keyboard(framework, sys.stdin.buffer)
    parser = MoveParser(board_file, keyboard)
    # end
    # concern: counting-neighbours, drawing-a-frame
    board = Board(board_file, parser, keyboard)
    # end
    # concern: drawing-a-frame
    renderer = Renderer(board, sys.stdout.buffer)
    # end
    sys.exit(framework.run(sys.argv[1]))
