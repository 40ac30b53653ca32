"""Minesweeper in the arrays style: the board is a handful of numpy arrays, and
every rule of the game is an operation over whole arrays, never a loop over squares.

The arrays live in game.py. This module is the first stage: it checks the command line and the board file in
plain Python, and loads the game, and numpy with it, only for a board that can be played."""

import os
import stat
import sys

from styles import process

process.guard()

# concern: reading-the-board
MAX_BYTES = 420
# end


def main(argv):
    """Check the board named on the command line and play it on stdin/stdout; the exit code."""
    # concern: file-errors
    if len(argv) < 2:
        complain("usage: python -m styles.arrays BOARD.cfg")
        return 1
    # end
    try:
        # concern: reading-the-board
        data, rows, cols = load_board(argv[1])
        # end
    # concern: file-errors
    except BoardError as error:
        complain(f"error: {error}")
        return error.code
    # end

    # concern: drawing-a-frame
    def write(text):
        sys.stdout.buffer.write(text.encode("utf-8"))
        sys.stdout.buffer.flush()

    from .game import play_board  # numpy (~100 ms to load) comes in only now that the board is playable

    play_board(data, rows, cols, sys.stdin.buffer.readline, write)
    return 0
    # end


# concern: file-errors
class BoardError(Exception):
    """A board that cannot be played: the message for stderr and the exit code."""

    def __init__(self, message, code):
        super().__init__(message)
        self.code = code


def load_board(path):
    """The checked board file as (its bytes, rows, columns), or BoardError (R2-R4)."""
    name = path.rsplit("/", 1)[-1]
    if len(name) < 5 or name[-4:].lower() != ".cfg":
        raise BoardError(f"{path}: not a .cfg file name", 2)
    # end
    # concern: file-errors, reading-the-board
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            # end
            # concern: file-errors
            raise BoardError(f"{path}: not a regular file", 2)
            # end
        # concern: reading-the-board
        with open(path, "rb") as board_file:
            data = board_file.read(MAX_BYTES + 1)
        # end
    # concern: file-errors
    except (FileNotFoundError, NotADirectoryError):
        raise BoardError(f"{path}: no such file", 1) from None
    except OSError:
        raise BoardError(f"{path}: cannot be read", 2) from None
    # end
    # concern: reading-the-board
    if len(data) > MAX_BYTES:
        raise BoardError(f"{path}: larger than {MAX_BYTES} bytes", 2)
    lines = data.split(b"\n")
    rows, cols = len(lines) - 1, len(lines[0])
    if (
        lines[-1] != b""
        or data.strip(b".*\n")
        or any(len(line) != cols for line in lines[:-1])
        or not (1 <= rows <= 20 and 1 <= cols <= 20 and rows * cols >= 2)
    ):
        raise BoardError(f"{path}: not a valid board", 2)
    if b"." not in data:
        raise BoardError(f"{path}: not a valid board (no square without a mine)", 2)
    return data, rows, cols
    # end


# concern: file-errors
def complain(message):
    """One line on standard error (R2.7); fsencode gives back the path's bytes as given."""
    sys.stderr.buffer.write(os.fsencode(message) + b"\n")


# end


if __name__ == "__main__":
    sys.exit(main(sys.argv))
