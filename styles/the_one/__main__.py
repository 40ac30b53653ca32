"""Minesweeper, the-one style.

One abstraction, TheOne, wraps a value: `wrap` puts a value in, `bind` applies a plain function to the wrapped
value and wraps what comes out, `unwrap` takes the final value out. The program is a chain of binds; so is every
turn of the game. As in the book, bind simply applies: it never looks at the value. A step that cannot go on
raises a Failure, which leaves the chain at once; the last lines catch it and report it.
"""

import os
import stat
import sys

from styles import process

process.guard()

INVALID = "The provided input is not valid!"


class Failure(Exception):
    """What a step raises when the board cannot be played: the exit code and the line for standard error (R2.7)."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code, self.message = code, message


class TheOne:
    """The wrapper around one value."""

    def __init__(self, value):
        self._value = value

    @classmethod
    def wrap(cls, value):
        """Put a value into the wrapper."""
        return cls(value)

    def bind(self, step):
        """Apply `step` to the wrapped value and wrap its result."""
        return TheOne.wrap(step(self._value))

    def unwrap(self):
        """Take the value out."""
        return self._value


# --- The game: a chain of binds a turn, each step a plain function game -> game ----------------------
def play(game):
    """game -> exit code 0: the first frame, then one chain of binds per turn until the game is over (R9)."""
    game = TheOne.wrap(game).bind(draw_frame).unwrap()
    while not game["over"]:
        game = TheOne.wrap(game).bind(read_line).bind(parse_move).bind(apply_move).bind(draw_frame).unwrap()
    return 0


def read_line(game):
    """game -> game with the next input line (without its line end), or ended at end of input (R7.1, R9.2)."""
    line = sys.stdin.buffer.readline()
    if not line:
        return dict(game, line=None, message="Not enough inputs!", over=True)
    return dict(game, line=line[:-1].removesuffix(b"\r") if line.endswith(b"\n") else line)


def parse_move(game):
    """game with a line -> game with its move: (square, action), or None for an invalid line (R7.2-R7.5)."""
    if game["line"] is None:
        return dict(game, move=None)
    fields = [field for field in game["line"].split(b" ") if field]  # runs of ASCII spaces only
    if len(fields) != 3 or fields[2] not in (b"R", b"F"):
        return dict(game, move=None, message=INVALID)
    # bytes.isdigit is ASCII-only; more than two significant digits is out of range anyway
    row, col = (
        int(field.lstrip(b"0") or 0) if field.isdigit() and len(field.lstrip(b"0")) <= 2 else 0 for field in fields[:2]
    )
    if not (1 <= row <= game["rows"] and 1 <= col <= game["cols"]):
        return dict(game, move=None, message=INVALID)
    return dict(game, move=((row - 1) * game["cols"] + col - 1, fields[2]), message="")


def apply_move(game):
    """game with a move -> game after the move (R8); without a move, the game as it is."""
    if game["move"] is None:
        return game
    square, action = game["move"]
    if game["shown"][square] not in " ¶":
        return game
    if action == b"F":
        shown = game["shown"][:]
        shown[square] = "¶" if shown[square] == " " else " "
        return dict(game, shown=shown)
    if game["mine"][square]:
        return dict(game, message="You Lost!", over=True, lost=True)
    return reveal(game)


def reveal(game):
    """game -> game with the move's square open and, from squares numbered 0, their neighbours (R8.2-R8.4)."""
    shown, wave = game["shown"][:], {game["move"][0]}
    while wave:  # the squares opened together; the next wave, the covered squares around the 0s among them
        for square in wave:
            shown[square] = "▓12345678"[game["count"][square]]
        wave = {n for square in wave if game["count"][square] == 0 for n in game["near"][square] if shown[n] in " ¶"}
    won = sum(symbol not in " ¶" for symbol in shown) == game["safe"]
    return dict(game, shown=shown, over=won, message="You Won!" if won else "")


def draw_frame(game):
    """game -> the same game, once its board, banner and - while it goes on - prompt are printed (R6)."""
    cols, message = game["cols"], game["message"]
    cells = ["*" if game["lost"] and mine else shown for mine, shown in zip(game["mine"], game["shown"], strict=True)]
    rows = ["│ " + " │ ".join(cells[start : start + cols]) + " │\n" for start in range(0, len(cells), cols)]
    top, middle, bottom = (ends[0] + ends[1].join(["───"] * cols) + ends[2] + "\n" for ends in ("┌┬┐", "├┼┤", "└┴┘"))
    width = max(4 * cols - 1, len(message))
    banner = f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"
    sys.stdout.buffer.write((top + middle.join(rows) + bottom + banner + ("" if game["over"] else ">")).encode("utf-8"))
    sys.stdout.buffer.flush()
    return game


# --- Loading the board (R1-R4): each step takes the previous step's value -----------------------
def board_path(argv):
    """The command line -> the board path (the first argument; others are ignored, R1)."""
    if len(argv) < 2:
        raise Failure(1, "usage: python -m styles.the_one BOARD.cfg")
    return argv[1]


def check_name(path):
    """path -> path, if its last component is NAME.cfg (R3)."""
    if len(path.rpartition("/")[2]) < 5 or not path.lower().endswith(".cfg"):
        raise Failure(2, f"error: {path}: invalid file name (want NAME.cfg)")
    return path


def check_file(path):
    """path -> path, if it exists and is a regular file; stat only, never open (R2.2-R2.5)."""
    try:
        mode = os.stat(path).st_mode
    except (FileNotFoundError, NotADirectoryError):
        raise Failure(1, f"error: {path}: no such file") from None
    except OSError:
        raise Failure(2, f"error: {path}: cannot look up the path") from None
    if not stat.S_ISREG(mode):
        raise Failure(2, f"error: {path}: not a regular file")
    return path


def read_board(path):
    """path -> (path, bytes): at most 421 bytes, one more than a board may have (R2.6)."""
    try:
        with open(path, "rb") as file:
            return path, file.read(421)
    except OSError:
        raise Failure(2, f"error: {path}: cannot read the file") from None


def parse_board(path_and_data):
    """(path, bytes) -> board: rows, columns and where the mines are, if the content is valid (R4)."""
    path, data = path_and_data
    rows = data[:-1].split(b"\n")
    cols = len(rows[0])
    if data[-1:] != b"\n" or len(data) > 420 or data.strip(b".*\n") or b"." not in data:
        raise Failure(2, f"error: {path}: invalid board: only '.', '*' and newlines, 420 bytes at most")
    if {len(row) for row in rows} != {cols} or not (0 < cols <= 20 and len(rows) <= 20 and len(rows) * cols >= 2):
        raise Failure(2, f"error: {path}: invalid board: not a rectangle of 2 to 20x20 squares")
    return {"rows": len(rows), "cols": cols, "mine": [square == ord("*") for row in rows for square in row]}


def new_game(board):
    """board -> game: every square covered (R6.6), with its neighbours and their mine count (R5)."""
    rows, cols = board["rows"], board["cols"]
    near = [
        [
            r * cols + c
            for r in range(max(row - 1, 0), min(row + 2, rows))
            for c in range(max(col - 1, 0), min(col + 2, cols))
            if (r, c) != (row, col)
        ]
        for row in range(rows)
        for col in range(cols)
    ]
    return dict(
        board,
        near=near,
        count=[sum(board["mine"][n] for n in square) for square in near],
        shown=[" "] * rows * cols,
        safe=board["mine"].count(False),
        message="",
        over=False,
        lost=False,
    )


def report(failure):
    """A board that cannot be played -> its exit code, once its one line is on standard error (R2.7)."""
    sys.stderr.buffer.write(os.fsencode(failure.message + "\n"))  # fsencode: the path's bytes as given
    return failure.code


try:
    sys.exit(
        TheOne.wrap(sys.argv)
        .bind(board_path)
        .bind(check_name)
        .bind(check_file)
        .bind(read_board)
        .bind(parse_board)
        .bind(new_game)
        .bind(play)
        .unwrap()
    )
except Failure as failure:
    sys.exit(report(failure))
