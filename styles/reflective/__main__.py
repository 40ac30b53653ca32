"""Minesweeper, reflective style: the program writes part of itself once it knows the board.

The board rules are Python expressions evaluated against the file; the moves
and the look of a square are source text compiled into methods that are added
to the (empty) Game class at start-up; and the board renderer is generated
for the board's exact height and width, one f-string with a slot per square.
"""

import os
import stat
import sys

from styles import process

process.guard()

INVALID, WON, LOST, NO_INPUT = ("The provided input is not valid!", "You Won!", "You Lost!", "Not enough inputs!")

# R4: every rule is an expression over the file's bytes (`data`) and its rows; the failed one is quoted.
BOARD_RULES = [
    "len(data) <= 420",
    "data.endswith(b'\\n')",
    "not data.translate(None, b'.*\\n')",
    "rows[0] != b'' and len(set(map(len, rows))) == 1",
    "len(rows) <= 20 and len(rows[0]) <= 20",
    "len(rows) * len(rows[0]) >= 2",
    "b'.' in data",
]

# R8: the moves, as source. `move_<letter>` plays the action letter; a letter without a move is invalid.
MOVES = [
    '''
def move_R(self, square):
    """Reveal: lose on a mine, else open the square and flood from every 0 (R8.1-R8.4)."""
    if square in self.opened:
        return ""
    if square in self.mines:
        self.lost = True
        return LOST
    todo = {square}
    while todo:
        square = todo.pop()
        self.opened.add(square)
        self.flagged.discard(square)
        if self.numbers[square] == 0:
            todo |= set(self.neighbours[square]) - self.opened
    return WON if len(self.opened) + len(self.mines) == len(self.squares) else ""
''',
    '''
def move_F(self, square):
    """Flag: toggle the flag of a covered square (R8.6)."""
    if square not in self.opened:
        self.flagged ^= {square}
    return ""
''',
]

# R6.3: what a square looks like, as (condition, symbol) source pairs; the first that holds wins.
LOOKS = [
    ("self.lost and square in self.mines", "'*'"),
    ("square in self.opened", "str(self.numbers[square] or '▓')"),
    ("square in self.flagged", "'¶'"),
    ("True", "' '"),
]


class BoardError(Exception):
    """A board that cannot be played: the exit code and the one-line message."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


class Game:
    """An empty shell: `teach` adds its moves and its look, `build` its data and its renderer."""


def teach(cls):
    """Compile the moves and the look of a square from source and add them to `cls` as methods."""
    body = "".join(f"    if {condition}:\n        return {symbol}\n" for condition, symbol in LOOKS)
    for source in MOVES + [f"def look(self, square):\n{body}"]:
        namespace = {}
        exec(source, globals(), namespace)
        for name, method in namespace.items():
            setattr(cls, name, method)


def renderer(height, width):
    """Generate `draw(symbols)`: the board's box drawing (R6.2) with one slot per square."""

    def rule(left, middle, right):
        return repr(left + middle.join(["───"] * width) + right + "\n")

    lines = [rule("┌", "┬", "┐")]
    for row in range(height):
        slots = " │ ".join(f"{{symbols[{row * width + col}]}}" for col in range(width))
        lines += [rule("├", "┼", "┤")] * (row > 0) + ["f" + repr(f"│ {slots} │\n")]
    source = "def draw(symbols):\n    return (" + "\n            ".join(lines + [rule("└", "┴", "┘")]) + ")\n"
    namespace = {}
    exec(compile(source, f"<renderer for {height}x{width}>", "exec"), namespace)
    return namespace["draw"]


def read_file(path):
    """Return at most 421 bytes of the file at `path`, checking name, existence and type (R2, R3)."""
    if len(path.rpartition("/")[2]) < 5 or path[-4:].lower() != ".cfg":
        raise BoardError(2, f"error: {path}: the file name must end in .cfg")
    try:
        regular = stat.S_ISREG(os.stat(path).st_mode)  # never open before stat: a FIFO would block
    except (FileNotFoundError, NotADirectoryError):
        raise BoardError(1, f"error: {path}: no such file") from None
    except (OSError, ValueError):
        raise BoardError(2, f"error: {path}: cannot look up the file") from None
    if not regular:
        raise BoardError(2, f"error: {path}: not a regular file")
    try:
        with open(path, "rb") as file:
            return file.read(421)
    except OSError:
        raise BoardError(2, f"error: {path}: cannot read the file") from None


def build(path, data):
    """Check the file against BOARD_RULES, then give a new Game its data and its renderer."""
    facts = {"data": data, "rows": data[:-1].split(b"\n")}
    for rule in BOARD_RULES:
        if not eval(rule, {}, facts):
            raise BoardError(2, f"error: {path}: not a valid board: {rule}")
    rows = facts["rows"]
    game = Game()
    game.height, game.width = len(rows), len(rows[0])
    game.squares = [(r, c) for r in range(1, game.height + 1) for c in range(1, game.width + 1)]
    game.mines = {(r, c) for r, c in game.squares if rows[r - 1][c - 1] == ord("*")}
    game.neighbours = {
        (r, c): [
            (r + dr, c + dc)
            for dr in (-1, 0, 1)
            for dc in (-1, 0, 1)
            if (dr or dc) and 0 < r + dr <= game.height and 0 < c + dc <= game.width
        ]
        for r, c in game.squares
    }
    game.numbers = {s: sum(n in game.mines for n in game.neighbours[s]) for s in game.squares}
    game.opened, game.flagged, game.lost = set(), set(), False
    game.draw = renderer(game.height, game.width)
    return game


def frame(game, message):
    """The generated board drawing plus the message banner (R6.4)."""
    width = max(4 * game.width - 1, len(message))
    return (
        game.draw([game.look(square) for square in game.squares])
        + f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"
    )


def parse_move(game, line):
    """Return (square, move) for a valid line of bytes (R7), else None."""
    fields = [field for field in line.split(b" ") if field]
    if len(fields) != 3 or not (fields[0].isdigit() and fields[1].isdigit()):
        return None
    row, col = (field.lstrip(b"0") or b"0" for field in fields[:2])
    move = getattr(game, "move_" + fields[2].decode("ascii", "replace"), None)
    if move is None or len(row) > 2 or len(col) > 2:  # never int() an unbounded number
        return None
    square = (int(row), int(col))
    return (square, move) if square in game.numbers else None


def show(text):
    """Write UTF-8 text to standard output and flush it before any read (R6.7)."""
    sys.stdout.buffer.write(text.encode())
    sys.stdout.buffer.flush()


def read_line():
    """The next input line without its line end (R7.1), or None at the end of input."""
    line = sys.stdin.buffer.readline()
    return line[:-1].removesuffix(b"\r") if line.endswith(b"\n") else line or None


def play(game):
    """Show frames and play moves until the game ends or the input runs out (R6-R9)."""
    message = ""
    while message not in (WON, LOST, NO_INPUT):
        show(frame(game, message) + ">")
        line = read_line()
        if line is None:
            message = NO_INPUT
        elif (move := parse_move(game, line)) is None:
            message = INVALID
        else:
            square, action = move
            message = action(square)
    show(frame(game, message))


def main():
    """Check the board named on the command line, build the game for it, play; return the exit code."""
    if len(sys.argv) < 2:
        print("usage: python -m styles.reflective BOARD", file=sys.stderr)
        return 1
    try:
        game = build(sys.argv[1], read_file(sys.argv[1]))
    except BoardError as error:
        print(error, file=sys.stderr)
        return error.code
    play(game)
    return 0


teach(Game)
sys.exit(main())
