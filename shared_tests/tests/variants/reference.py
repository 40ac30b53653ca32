"""A plain Minesweeper program that meets SPEC.md R1-R10: test data for the grader, not a style.

The grader's tests (shared_tests/tests/test_grade_variants.py) grade one-bug variants of this file, each a small
textual change listed in catalogue.py, and check that each is named by its rule and loses about that rule's
points. So every line that a variant changes is written once, plainly, and only the standard library is used.

Run: python reference.py BOARD.cfg
"""

import os
import signal
import stat
import sys

INVALID = "The provided input is not valid!"


def fail(code, message):
    """R2.7: one line on standard error (if there is one), nothing on standard output."""
    if sys.stderr is not None:
        sys.stderr.write(message + "\n")
        sys.stderr.flush()
    sys.exit(code)


def valid_name(path):
    """R3: the last component ends in .cfg, in any letter case, after at least one character."""
    name = path.rsplit("/", 1)[-1]
    return len(name) > 4 and name.lower().endswith(".cfg")


def read_board(path):
    """R2 and R4: the checks in their order (name, existence, type, content); the board's rows."""
    if not valid_name(path):
        fail(2, f"error: {path}: the file name must end in .cfg")
    try:
        info = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        fail(1, f"error: {path}: no such file")
    except OSError as error:
        fail(2, f"error: {path}: {error.strerror}")
    if not stat.S_ISREG(info.st_mode):
        fail(2, f"error: {path}: not a regular file")
    try:
        with open(path, "rb") as handle:
            content = handle.read(421)
    except OSError as error:
        fail(2, f"error: {path}: {error.strerror}")
    problem = board_problem(content)
    if problem:
        fail(2, f"error: {path}: invalid board: {problem}")
    return content[:-1].decode("ascii").split("\n")


def board_problem(content):
    """What makes a board file invalid (R4), or None."""
    if len(content) > 420:
        return "more than 420 bytes"
    if not content.endswith(b"\n"):
        return "the last row does not end with a newline"
    if content.strip(b".*\n") != b"":
        return "only '.', '*' and newlines are allowed"
    rows = content[:-1].split(b"\n")
    if any(len(row) != len(rows[0]) for row in rows):
        return "the rows differ in length"
    if len(rows[0]) == 0:
        return "an empty row"
    if len(rows) > 20 or len(rows[0]) > 20:
        return "more than 20 rows or columns"
    if len(rows) * len(rows[0]) < 2:
        return "fewer than 2 squares"
    if b"." not in content:
        return "no square without a mine"
    return None


class Game:
    """The state of one game (R5, R8): mines, open squares and flags, as sets of (row, column), 1-based."""

    def __init__(self, rows):
        self.height, self.width = len(rows), len(rows[0])
        self.mines = {(r + 1, c + 1) for r, row in enumerate(rows) for c, char in enumerate(row) if char == "*"}
        self.opened, self.flags = set(), set()
        self.message, self.lost, self.over = "", False, False

    def neighbours(self, square):
        """R5.2: up to eight squares around; the board does not wrap around."""
        row, column = square
        for r in range(row - 1, row + 2):
            for c in range(column - 1, column + 2):
                if (r, c) != square and 1 <= r <= self.height and 1 <= c <= self.width:
                    yield r, c

    def number(self, square):
        return sum(1 for other in self.neighbours(square) if other in self.mines)

    def symbol(self, square):
        """R6.3."""
        if self.lost and square in self.mines:
            return "*"
        if square in self.opened:
            return str(self.number(square)) if self.number(square) else "▓"
        if square in self.flags:
            return "¶"
        return " "

    def frame(self):
        """R6.1-R6.5: the board, the banner, and the prompt while the game goes on."""
        lines = ["┌" + "┬".join(["───"] * self.width) + "┐"]
        for row in range(1, self.height + 1):
            if row > 1:
                lines.append("├" + "┼".join(["───"] * self.width) + "┤")
            lines.append("│" + "│".join(f" {self.symbol((row, c))} " for c in range(1, self.width + 1)) + "│")
        lines.append("└" + "┴".join(["───"] * self.width) + "┘")
        width = max(4 * self.width - 1, len(self.message))
        lines.append("╔" + "═" * width + "╗")
        lines.append("║" + self.message.ljust(width) + "║")
        lines.append("╚" + "═" * width + "╝")
        text = "\n".join(lines) + "\n"
        if not self.over:
            text += ">"
        return text

    def play(self, line):
        """One line of input (R7, R8)."""
        move = parse(line, self.height, self.width)
        if move is None:
            self.message = INVALID
            return
        square, action = move
        self.message = ""
        if square in self.opened:
            return
        if action == "F":
            self.flags ^= {square}
        elif square in self.mines:
            self.lost = self.over = True
            self.message = "You Lost!"
        else:
            self.reveal(square)
            if len(self.opened) == self.height * self.width - len(self.mines):
                self.over = True
                self.message = "You Won!"

    def reveal(self, square):
        """R8.2, R8.3: open the square; the covered neighbours of every 0 open too, flags or not."""
        waiting = [square]
        while waiting:
            square = waiting.pop()
            if square in self.opened:
                continue
            self.opened.add(square)
            self.flags.discard(square)
            if self.number(square) == 0:
                waiting.extend(self.neighbours(square))


def parse(line, height, width):
    """R7.2-R7.4: ((row, column), action), or None for an invalid line."""
    fields = [field for field in line.split(b" ") if field]
    if len(fields) != 3 or fields[2] not in (b"R", b"F"):
        return None
    numbers = []
    for field in fields[:2]:
        if not field.isdigit():  # bytes: ASCII digits only
            return None
        digits = field.lstrip(b"0")
        if len(digits) > 2:
            return None
        numbers.append(int(digits or b"0"))
    row, column = numbers
    if not (1 <= row <= height and 1 <= column <= width):
        return None
    return (row, column), fields[2].decode()


def stream_failed(which, error):
    """R10.5: a standard stream that is open but fails: one line on standard error (if it can take one), and
    exit code 74."""
    try:
        sys.stderr.write(f"error: standard {which} failed: {error.strerror}\n")
        sys.stderr.flush()
    except (OSError, AttributeError):
        pass
    os._exit(74)


def read_line(stream):
    """R7.1: one line without its line end (\\n or \\r\\n); None at the end of input."""
    try:
        line = stream.readline()
    except OSError as error:
        stream_failed("input", error)
    if not line:
        return None
    if line.endswith(b"\n"):
        line = line[:-1]
        if line.endswith(b"\r"):
            line = line[:-1]
    return line


def main():
    signal.signal(signal.SIGINT, lambda *_: os._exit(130))  # R10.3: Ctrl-C ends quietly
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # R10.2: a reader that goes away ends us quietly
    if sys.stdout is None:  # R10.4: nowhere to draw
        sys.exit(1)
    if len(sys.argv) < 2:
        fail(1, "usage: python reference.py BOARD.cfg")
    game = Game(read_board(sys.argv[1]))
    stdin = sys.stdin.buffer if sys.stdin is not None else None
    out = sys.stdout.buffer
    try:
        loop(game, stdin, out)
    except OSError as error:
        stream_failed("output", error)


def loop(game, stdin, out):
    """Frames out, lines in, until the game is over or the input ends (R6, R7, R9)."""
    while True:
        out.write(game.frame().encode("utf-8"))
        out.flush()
        if game.over:
            return
        line = read_line(stdin) if stdin is not None else None
        if line is None:
            game.message, game.over = "Not enough inputs!", True
        else:
            game.play(line)


if __name__ == "__main__":
    main()
