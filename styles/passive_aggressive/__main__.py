"""Minesweeper in the passive-aggressive style: check, jump out, and let somebody else deal with it.

Every function checks its arguments and raises as soon as something is wrong; no function catches what it cannot
answer, and none returns an error code. Only two places catch: the game loop `play` (an invalid move becomes the
banner, the end of the input the last frame) and `main` (a bad board file becomes one stderr line and an exit code).
"""

import os
import stat
import sys

from styles import process

process.guard()

NOT_VALID = "The provided input is not valid!"


class UsageError(Exception):
    """The program was called without a board."""


class BoardError(ValueError):
    """The board file exists but cannot be a board (R3, R4, not a regular file, too long)."""


class InvalidMove(ValueError):
    """A line of input that is not a move on this board."""


# --- the game: raise where the problem is found, catch only where it can be answered ------------------


def parse_number(field, limit):
    """A row or column number from 1 to `limit`, as a 0-based index; raises InvalidMove otherwise."""
    assert isinstance(field, bytes) and isinstance(limit, int), "parse_number needs bytes and a limit"
    # bytes.isdigit() accepts only ASCII 0-9; a number of 3 digits or more is off the board
    if not field.isdigit() or len(field.lstrip(b"0")) > 2 or not 1 <= int(field[-3:]) <= limit:
        raise InvalidMove(f"{field!r} is not a number from 1 to {limit}")
    return int(field[-3:]) - 1


def parse_move(line, game):
    """(row, column, action) from a line of input; raises InvalidMove, does not catch anything."""
    assert isinstance(line, bytes), "parse_move needs bytes"
    fields = [field for field in line.strip(b" ").split(b" ") if field]
    if len(fields) != 3 or fields[2] not in (b"R", b"F"):
        raise InvalidMove("a move is: row column R|F")
    rows, columns = len(game["mines"]), len(game["mines"][0])
    return parse_number(fields[0], rows), parse_number(fields[1], columns), fields[2].decode()


def read_line():
    """The next input line without its line end; raises EOFError at the end of input, as input() does."""
    line = sys.stdin.buffer.readline()
    if not line:
        raise EOFError("no more input")
    return line[:-1].removesuffix(b"\r") if line.endswith(b"\n") else line


def play(game):
    """The game loop: the one level that can answer an invalid move (with the banner, and the game goes
    on) and the end of the input (with the last frame), so the one level below main that catches."""
    assert game["seen"] and game["covered"] > 0, "play needs a game that has not ended"
    message = ""
    while message not in ("You Won!", "You Lost!"):
        show(frame(game, message) + ">")
        try:
            message = play_move(game, *parse_move(read_line(), game))
        except InvalidMove:
            message = NOT_VALID
        except EOFError:
            message = "Not enough inputs!"
            break
    show(frame(game, message))


def play_move(game, row, column, action):
    """Apply one valid move; return the banner message."""
    assert action in ("R", "F"), "play_move needs R or F"
    square = game["seen"][row][column]
    if square not in " ¶":  # an open square: nothing changes
        return ""
    if action == "R":
        return reveal(game, row, column)
    game["seen"][row][column] = "¶" if square == " " else " "
    return ""


def reveal(game, row, column):
    """Open a square and, through zeros, its neighbours; return the banner message."""
    assert game["seen"][row][column] in " ¶", "reveal needs a covered square"
    mines, seen = game["mines"], game["seen"]
    if mines[row][column] == "*":
        for r, c in ((r, c) for r in range(len(mines)) for c in range(len(mines[0])) if mines[r][c] == "*"):
            seen[r][c] = "*"
        return "You Lost!"
    pending = [(row, column)]
    while pending:
        r, c = pending.pop()
        if seen[r][c] in " ¶":  # covered, flagged or not
            seen[r][c] = game["numbers"][r][c]
            game["covered"] -= 1
            if seen[r][c] == "▓":
                pending.extend(neighbours(mines, r, c))
    return "You Won!" if game["covered"] == 0 else ""


def neighbours(rows, row, column):
    """The squares touching (row, column) on a board of these rows."""
    assert 0 <= row < len(rows) and 0 <= column < len(rows[0]), "neighbours needs a square on the board"
    return [
        (r, c)
        for r in range(max(row - 1, 0), min(row + 2, len(rows)))
        for c in range(max(column - 1, 0), min(column + 2, len(rows[0])))
        if (r, c) != (row, column)
    ]


def new_game(rows):
    """A fresh game: the mine rows, each square's number, and every square covered (' ')."""
    assert rows and all(len(row) == len(rows[0]) for row in rows), "new_game needs a rectangular board"
    numbers = [
        [str(sum(rows[r][c] == "*" for r, c in neighbours(rows, row, column)) or "▓") for column in range(len(rows[0]))]
        for row in range(len(rows))
    ]
    return {
        "mines": rows,
        "numbers": numbers,
        "seen": [[" "] * len(rows[0]) for _ in rows],
        "covered": sum(row.count(".") for row in rows),
    }


def frame(game, message):
    """The board drawn with box-drawing characters, then the three-line banner."""
    assert isinstance(message, str), "frame needs a message"
    columns = len(game["seen"][0])
    width = max(4 * columns - 1, len(message))

    def rule(left, middle, right):
        return left + middle.join(["───"] * columns) + right + "\n"

    cells = ["│" + "│".join(f" {square} " for square in row) + "│\n" for row in game["seen"]]
    board = rule("┌", "┬", "┐") + rule("├", "┼", "┤").join(cells) + rule("└", "┴", "┘")
    return board + f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"


def show(text):
    """Write text as UTF-8 and flush; a closed pipe raises, and no level of the game can answer that."""
    assert isinstance(text, str), "show needs text"
    sys.stdout.buffer.write(text.encode("utf-8"))
    sys.stdout.buffer.flush()


# --- the board file: raise, never catch ------------------------------------------------------


def read_board_bytes(argv):
    """The bytes of the regular file named first in `argv`, checked by name, then stat, then size. os.stat's
    and open's own FileNotFoundError / OSError fly up untouched: this function has no answer to them."""
    assert isinstance(argv, list), "read_board_bytes needs the argument list"
    if len(argv) < 2:
        raise UsageError("usage: python -m styles.passive_aggressive BOARD")
    name = argv[1].rpartition("/")[2]
    if len(name) <= 4 or not name.lower().endswith(".cfg"):
        raise BoardError("the file name must end in .cfg")
    if not stat.S_ISREG(os.stat(argv[1]).st_mode):  # stat before open: opening a FIFO would block
        raise BoardError("not a regular file")
    with open(argv[1], "rb") as file:
        data = file.read(421)
    if len(data) > 420:
        raise BoardError("more than 420 bytes")
    return data


def parse_board(data):
    """The board's rows as strings of '.' and '*'; raises BoardError for anything R4 forbids."""
    assert isinstance(data, bytes), "parse_board needs bytes"
    rows = data.split(b"\n")
    if rows.pop() or not rows or data.strip(b".*\n") or b"" in rows:
        raise BoardError("only rows of '.' and '*' are allowed, each ending with a newline")
    if len(rows) > 20 or len(rows[0]) > 20 or any(len(row) != len(rows[0]) for row in rows):
        raise BoardError("not 1 to 20 rows of one length, 1 to 20 squares each")
    if len(rows) * len(rows[0]) < 2 or b"." not in data:
        raise BoardError("a board needs at least 2 squares, one without a mine")
    return [row.decode() for row in rows]


def main(argv):
    """The one level that can answer a bad board (it knows the path and the exit codes), so it catches;
    the errors of the game itself never get this far."""
    path = argv[1] if len(argv) > 1 else ""
    try:
        rows = parse_board(read_board_bytes(argv))
    except UsageError as error:
        return fail(str(error), 1)
    except (FileNotFoundError, NotADirectoryError):
        return fail(f"{path}: no such file", 1)
    except BoardError as error:
        return fail(f"{path}: {error}", 2)
    except OSError as error:
        return fail(f"{path}: {error.strerror}", 2)
    play(new_game(rows))
    return 0


def fail(message, code):
    """Report an error on one stderr line and hand back its exit code."""
    assert isinstance(message, str) and code in (1, 2), "fail needs a message and the exit code 1 or 2"
    sys.stderr.write(f"error: {message}\n")
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv))
