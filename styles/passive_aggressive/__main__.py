"""Minesweeper in the passive-aggressive style: check, jump out, and let somebody else deal with it.

Every function checks its arguments and raises as soon as something is wrong, but no function catches
what it cannot do anything about: the exception flies straight past every caller that has no answer to
it, and no function returns an error code instead. Exactly two places catch, because only they can
react meaningfully: `main`, which turns a board file error into one stderr line and an exit code, and
the game loop `play`, which turns an invalid move into the banner message and the end of the input
into the last frame. Between the place that raises and the place that answers, nothing catches.
"""

import os
import stat
import sys

from styles import process

process.guard()

# concern: file-errors
USAGE = "usage: python -m styles.passive_aggressive BOARD"
# end
# concern: reading-the-board
MAX_BYTES = 420  # 20 rows of 20 squares, each row with its newline
MAX_SIDE = 20
# end
# concern: parsing-input
NOT_VALID = "The provided input is not valid!"
# end


# concern: file-errors
class UsageError(Exception):
    """The program was called without a board."""


class BoardError(ValueError):
    """The board file exists but cannot be a board (R3, R4, not a regular file, too long)."""


# end


# concern: parsing-input
class InvalidMove(ValueError):
    """A line of input that is not a move on this board."""


# end


# --- the board file: raise, never catch ------------------------------------------------------


# concern: file-errors
def board_path(argv):
    """The path of the board file: the first argument (the others are ignored)."""
    assert isinstance(argv, list), "board_path needs the argument list"
    if len(argv) < 2:
        raise UsageError(USAGE)
    return argv[1]


def read_board_bytes(path):
    """The bytes of the regular file `path`, checked by name, then stat, then size.

    os.stat's own FileNotFoundError / OSError fly up untouched: this function has no answer to them.
    """
    assert isinstance(path, str), "read_board_bytes needs a path"
    name = path.rpartition("/")[2]
    if len(name) <= 4 or not name.lower().endswith(".cfg"):
        raise BoardError("the file name must end in .cfg")
    # concern: file-errors, reading-the-board
    if not stat.S_ISREG(os.stat(path).st_mode):  # stat before open: opening a FIFO would block
        # end
        raise BoardError("not a regular file")
    # end
    # concern: reading-the-board
    with open(path, "rb") as file:
        data = file.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise BoardError(f"more than {MAX_BYTES} bytes")
    return data
    # end


# concern: reading-the-board
def parse_board(data):
    """The board's rows as strings of '.' and '*'; raises BoardError for anything R4 forbids."""
    assert isinstance(data, bytes), "parse_board needs bytes"
    if not data.endswith(b"\n"):
        raise BoardError("the last row must end with a newline")
    rows = data[:-1].split(b"\n")
    if data.strip(b".*\n") or b"" in rows:
        raise BoardError("only rows of '.' and '*' are allowed")
    if len(rows) > MAX_SIDE or len(rows[0]) > MAX_SIDE:
        raise BoardError(f"more than {MAX_SIDE} rows or columns")
    if any(len(row) != len(rows[0]) for row in rows):
        raise BoardError("the rows are not all as long")
    if len(rows) * len(rows[0]) < 2:
        raise BoardError("a board needs at least 2 squares")
    if b"." not in data:
        raise BoardError("a board needs a square without a mine")
    return [row.decode() for row in rows]


# end


# --- the game: a grid of what the player sees -----------------------------------------------


# concern: counting-neighbours, flood-fill
def neighbours(rows, row, column):
    """The squares touching (row, column) on a board of these rows."""
    assert 0 <= row < len(rows) and 0 <= column < len(rows[0]), "neighbours needs a square on the board"
    return [
        (r, c)
        for r in range(max(row - 1, 0), min(row + 2, len(rows)))
        for c in range(max(column - 1, 0), min(column + 2, len(rows[0])))
        if (r, c) != (row, column)
    ]


# end


# concern: counting-neighbours
def new_game(rows):
    """A fresh game: the mine rows, each square's number, and every square covered (' ')."""
    assert rows and all(len(row) == len(rows[0]) for row in rows), "new_game needs a rectangular board"
    numbers = [
        [str(sum(rows[r][c] == "*" for r, c in neighbours(rows, row, column)) or "▓") for column in range(len(rows[0]))]
        for row in range(len(rows))
    ]
    # end
    # concern: drawing-a-frame
    return {
        "mines": rows,
        "numbers": numbers,
        "seen": [[" "] * len(rows[0]) for _ in rows],
        # end
        # concern: winning
        "covered": sum(row.count(".") for row in rows),
        # end
        # concern: drawing-a-frame
    }
    # end


# concern: parsing-input
def parse_number(field, limit):
    """A row or column number from 1 to `limit`, as a 0-based index; raises InvalidMove otherwise."""
    assert isinstance(field, bytes) and isinstance(limit, int), "parse_number needs bytes and a limit"
    digits = field.lstrip(b"0")
    # bytes.isdigit() accepts only ASCII 0-9; the length test keeps int() away from huge numbers
    if not field.isdigit() or len(digits) > 2 or not 1 <= int(digits or b"0") <= limit:
        raise InvalidMove(f"{field!r} is not a number from 1 to {limit}")
    return int(digits) - 1


def parse_move(line, game):
    """(row, column, action) from a line of input; raises InvalidMove, does not catch anything."""
    assert isinstance(line, bytes), "parse_move needs bytes"
    fields = [field for field in line.strip(b" ").split(b" ") if field]
    if len(fields) != 3 or fields[2] not in (b"R", b"F"):
        raise InvalidMove("a move is: row column R|F")
    return (
        parse_number(fields[0], len(game["mines"])),
        parse_number(fields[1], len(game["mines"][0])),
        fields[2].decode(),
    )


# end


# concern: flood-fill
def reveal(game, row, column):
    """Open a square and, through zeros, its neighbours; return the banner message."""
    assert game["seen"][row][column] in " ¶", "reveal needs a covered square"
    mines, seen = game["mines"], game["seen"]
    # end
    # concern: losing
    if mines[row][column] == "*":
        for r, c in ((r, c) for r in range(len(mines)) for c in range(len(mines[0])) if mines[r][c] == "*"):
            seen[r][c] = "*"
        return "You Lost!"
    # end
    # concern: flood-fill
    pending = [(row, column)]
    while pending:
        r, c = pending.pop()
        if seen[r][c] in " ¶":  # covered, flagged or not
            seen[r][c] = game["numbers"][r][c]
            # concern: winning
            game["covered"] -= 1
            # end
            if seen[r][c] == "▓":
                pending.extend(neighbours(mines, r, c))
    # end
    # concern: flood-fill, winning
    return "You Won!" if game["covered"] == 0 else ""
    # end


def play_move(game, row, column, action):
    """Apply one valid move; return the banner message."""
    # concern: flagging, flood-fill
    assert action in ("R", "F"), "play_move needs R or F"
    square = game["seen"][row][column]
    if square not in " ¶":  # an open square: nothing changes
        # end
        return ""
    # concern: flood-fill
    if action == "R":
        return reveal(game, row, column)
    # end
    # concern: flagging
    game["seen"][row][column] = "¶" if square == " " else " "
    return ""
    # end


# --- drawing and input --------------------------------------------------------------------------


# concern: drawing-a-frame
def frame(game, message):
    """The board drawn with box-drawing characters, then the three-line banner."""
    assert isinstance(message, str), "frame needs a message"
    columns = len(game["seen"][0])
    width = max(4 * columns - 1, len(message))

    def rule(left, middle, right):
        return left + middle.join(["───"] * columns) + right + "\n"

    cells = ["│" + "│".join(f" {square} " for square in row) + "│\n" for row in game["seen"]]
    return (
        rule("┌", "┬", "┐")
        + rule("├", "┼", "┤").join(cells)
        + rule("└", "┴", "┘")
        + f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"
    )


def show(text):
    """Write text as UTF-8 and flush; a closed pipe raises, and no level of the game can answer that."""
    assert isinstance(text, str), "show needs text"
    sys.stdout.buffer.write(text.encode("utf-8"))
    sys.stdout.buffer.flush()


# end


def read_line():
    """The next input line without its line end; raises EOFError at the end of input, as input() does."""
    # concern: parsing-input
    line = sys.stdin.buffer.readline()
    # end
    # concern: end-of-input
    if not line:
        raise EOFError("no more input")
    # end
    # concern: parsing-input
    if line.endswith(b"\n"):
        line = line[:-1].removesuffix(b"\r")
    return line
    # end


def play(game):
    """The game loop: the one level that can answer an invalid move (with the banner, and the game goes
    on) and the end of the input (with the last frame), so the one level below main that catches."""
    # concern: drawing-a-frame
    assert game["seen"] and game["covered"] > 0, "play needs a game that has not ended"
    message = ""
    while message not in ("You Won!", "You Lost!"):
        show(frame(game, message) + ">")
        # end
        # concern: parsing-input, flagging, flood-fill
        try:
            message = play_move(game, *parse_move(read_line(), game))
        # end
        # concern: parsing-input
        # concern: parsing-input, end-of-input
        except InvalidMove:
            # end
            message = NOT_VALID
        # end
        # concern: end-of-input
        except EOFError:
            message = "Not enough inputs!"
            break
        # end
    # concern: drawing-a-frame
    show(frame(game, message))
    # end


# concern: file-errors
def fail(message, code):
    """Report an error on one stderr line and hand back its exit code."""
    assert isinstance(message, str) and code in (1, 2), "fail needs a message and the exit code 1 or 2"
    sys.stderr.write(f"error: {message}\n")
    return code


# end


def main(argv):
    """The one level that can answer a bad board (it knows the path and the exit codes), so it catches;
    the errors of the game itself never get this far."""
    try:
        # concern: file-errors
        path = board_path(argv)
        # end
        # concern: reading-the-board
        rows = parse_board(read_board_bytes(path))
        # end
    # concern: file-errors
    except UsageError as error:
        return fail(str(error), 1)
    except (FileNotFoundError, NotADirectoryError):
        return fail(f"{path}: no such file", 1)
    except BoardError as error:
        return fail(f"{path}: {error}", 2)
    except OSError as error:
        return fail(f"{path}: {error.strerror}", 2)
    # end
    # concern: drawing-a-frame
    play(new_game(rows))
    return 0
    # end


if __name__ == "__main__":
    sys.exit(main(sys.argv))
