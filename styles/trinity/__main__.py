"""Minesweeper in the trinity style: Model / View / Controller.

The model knows the game and nothing of consoles; the view observes it and draws a frame whenever it changes; the
controller turns input lines into calls on the model: controller -> model -> (notify) -> view.
"""

import os
import stat
import sys

from styles import process

process.guard()

# --- Model ----------------------------------------------------------------------------------------

# What a square that is not open is, in the model's words (an open one is its number); the view draws them.
COVERED, FLAGGED, MINE = "covered", "flagged", "mine"
# What the last thing that happened to the game was; the view decides what the banner says about it.
STARTED, MOVED, REJECTED, WON, LOST, INPUT_ENDED = "started", "moved", "rejected", "won", "lost", "input ended"


class GameModel:
    """The game's state and rules (R5, R8). Observers are told after every change."""

    def __init__(self, rows):
        self.rows, self.columns = len(rows), len(rows[0])
        self._mines = {(r, c) for r, row in enumerate(rows, 1) for c, byte in enumerate(row, 1) if byte == ord(b"*")}
        self._numbers = {
            (r, c): sum(n in self._mines for n in self.neighbours((r, c)))
            for r in range(1, self.rows + 1)
            for c in range(1, self.columns + 1)
        }
        self._opened, self._flagged = set(), set()
        self.event = STARTED
        self._observers = []

    def attach(self, observer):
        """Register an observer: anything with an `update(model)` method."""
        self._observers.append(observer)

    def _changed(self, event):
        self.event = event
        for observer in self._observers:
            observer.update(self)

    @property
    def over(self):
        """Whether the game has ended: won, lost, or no more moves to come (R9)."""
        return self.event in (WON, LOST, INPUT_ENDED)

    def neighbours(self, square):
        around = [(square[0] + dr, square[1] + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]
        return [(r, c) for r, c in around if self.on_board(r, c)]

    def known(self, square):
        """What the player may know of a square: COVERED, FLAGGED, MINE for a mine found by losing (R8.1),
        or, once it is open, its number: how many of its neighbours are mines (R5.3)."""
        if square in self._opened:
            return self._numbers[square]
        if self.event == LOST and square in self._mines:
            return MINE
        return FLAGGED if square in self._flagged else COVERED

    def on_board(self, row, col):
        return 1 <= row <= self.rows and 1 <= col <= self.columns

    def reveal(self, row, col):
        """R: lose on a mine, else open the square and flood from it; win when every free square is open."""
        square = (row, col)
        if square in self._opened:
            return self._changed(MOVED)
        if square in self._mines:
            return self._changed(LOST)
        self._flood(square)
        won = len(self._opened) + len(self._mines) == self.rows * self.columns
        self._changed(WON if won else MOVED)

    def _flood(self, square):
        """Open the square and, through squares numbered 0, their covered neighbours, flags included (R8.3)."""
        stack = [square]
        while stack:
            square = stack.pop()
            if square in self._opened:
                continue
            self._opened.add(square)
            self._flagged.discard(square)
            if self._numbers[square] == 0:
                stack.extend(n for n in self.neighbours(square) if n not in self._opened)

    def flag(self, row, col):
        """F: toggle the flag of a covered square; an open square stays as it is."""
        square = (row, col)
        if square not in self._opened:
            self._flagged ^= {square}
        self._changed(MOVED)

    def reject(self):
        """A line that is no move: the board stays as it is (R7.5)."""
        self._changed(REJECTED)

    def end_of_input(self):
        """No more moves will come: the game ends as it stands (R9.2)."""
        self._changed(INPUT_ENDED)


# --- View -----------------------------------------------------------------------------------------


class BoardView:
    """Draws the model as a frame (R6) on `out` each time the model changes, with the prompt while it goes on."""

    # how each thing the model knows of a square looks (R6.3): an open square's number, ▓ for 0
    SYMBOLS = {COVERED: " ", FLAGGED: "¶", MINE: "*", 0: "▓"} | {n: str(n) for n in range(1, 9)}
    BANNERS = {
        REJECTED: "The provided input is not valid!",
        WON: "You Won!",
        LOST: "You Lost!",
        INPUT_ENDED: "Not enough inputs!",
    }

    def __init__(self, model, out):
        self._out = out
        model.attach(self)
        self.update(model)  # the opening frame

    def update(self, model):
        def rule(left, middle, right):
            return left + middle.join(["───"] * model.columns) + right + "\n"

        rows = [
            "│" + "│".join(f" {self.SYMBOLS[model.known((r, c))]} " for c in range(1, model.columns + 1)) + "│\n"
            for r in range(1, model.rows + 1)
        ]
        message = self.BANNERS.get(model.event, "")
        width = max(4 * model.columns - 1, len(message))
        banner = "╔" + "═" * width + "╗\n" + "║" + message.ljust(width) + "║\n" + "╚" + "═" * width + "╝\n"
        frame = rule("┌", "┬", "┐") + rule("├", "┼", "┤").join(rows) + rule("└", "┴", "┘") + banner
        self._out.write((frame + ("" if model.over else ">")).encode())
        self._out.flush()  # the player must see the frame before the controller reads on


# --- Controller -----------------------------------------------------------------------------------


class ConsoleController:
    """Reads one input line at a time (R7) and turns it into a call on the model, until the game is over."""

    ACTIONS = {b"R": GameModel.reveal, b"F": GameModel.flag}

    def __init__(self, model, stdin):
        self._model, self._stdin = model, stdin

    def run(self):
        while not self._model.over:
            line = self._stdin.readline()
            if not line:
                self._model.end_of_input()
            else:
                self._handle(line[:-1].removesuffix(b"\r") if line.endswith(b"\n") else line)

    def _handle(self, line):
        fields = [field for field in line.split(b" ") if field]
        if len(fields) != 3 or fields[2] not in self.ACTIONS or not (fields[0] + fields[1]).isdigit():
            return self._model.reject()
        row, col = (field.lstrip(b"0") or b"0" for field in fields[:2])
        # never int() an unbounded string; 3 digits are off the board anyway
        if len(row) > 2 or len(col) > 2 or not self._model.on_board(int(row), int(col)):
            return self._model.reject()
        self.ACTIONS[fields[2]](self._model, int(row), int(col))


# --- The board file, before there is a model ------------------------------------------------------


class BoardError(Exception):
    """A board that cannot be played: its args are the exit code and the one-line message (R2)."""


def read_board_file(path):
    """The rows of the board file at `path`, after the checks of R2-R4 in the order of R2.4."""
    last = path.split("/")[-1]
    if not (len(last) >= 5 and last.lower().endswith(".cfg")):
        raise BoardError(2, f"{path}: invalid file name (expected NAME.cfg)")
    try:
        is_file = stat.S_ISREG(os.stat(path).st_mode)  # before open(): opening a FIFO would block (R2.5)
        if is_file:
            with open(path, "rb") as board_file:
                data = board_file.read(421)
    except (FileNotFoundError, NotADirectoryError):
        raise BoardError(1, f"{path}: no such file") from None
    except OSError as error:
        raise BoardError(2, f"{path}: cannot look up or read the file ({error.strerror})") from None
    if not is_file:
        raise BoardError(2, f"{path}: not a regular file")
    rows = data.split(b"\n")
    if len(data) > 420 or rows.pop() or not 1 <= len(rows) <= 20 or not 1 <= len(rows[0]) <= 20:
        raise BoardError(2, f"{path}: not 1 to 20 rows of 1 to 20 squares, each row ending in a newline")
    if {len(row) for row in rows} != {len(rows[0])} or data.translate(None, b".*\n") or b"." not in data:
        raise BoardError(2, f"{path}: not rows of one length made of . and *, with a square free of mines")
    if len(rows) * len(rows[0]) < 2:
        raise BoardError(2, f"{path}: a board of one square")
    return rows


def main():
    """Wire the trinity: the model, the view observing it, the controller driving it."""
    if len(sys.argv) < 2:
        raise BoardError(1, "no board file given; usage: python -m styles.trinity BOARD.cfg")
    model = GameModel(read_board_file(sys.argv[1]))
    BoardView(model, sys.stdout.buffer)
    ConsoleController(model, sys.stdin.buffer).run()


if __name__ == "__main__":
    try:
        main()
    except BoardError as error:
        code, message = error.args
        sys.stderr.write(f"error: {message}\n")
        raise SystemExit(code) from None
