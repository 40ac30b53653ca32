"""Minesweeper in the neuro-monolithic style: one network does the whole game. A board of N squares is a
set of N-vectors; one forward pass takes (mines, open squares, flags, the move) and returns the next
display code of every square plus two status units (won, lost). Inside, every layer is weights @ inputs
+ bias and a step activation; the flood fill is one of its layers run until its output is stable.

This module is the first stage: it checks the command line and the board file in plain Python. The game,
and numpy with it, is loaded from game.py only for a board that can be played."""
import os
import stat
import sys

MAX_BYTES = 420


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
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise BoardError(f"{path}: not a regular file", 2)
        with open(path, "rb") as board_file:
            data = board_file.read(MAX_BYTES + 1)
    except (FileNotFoundError, NotADirectoryError):
        raise BoardError(f"{path}: no such file", 1) from None
    except OSError:
        raise BoardError(f"{path}: cannot be read", 2) from None
    if len(data) > MAX_BYTES:
        raise BoardError(f"{path}: larger than {MAX_BYTES} bytes", 2)
    lines = data.split(b"\n")
    rows, cols = len(lines) - 1, len(lines[0])
    if (
        lines[-1] != b""
        or data.strip(b".*\n")
        or any(len(line) != cols for line in lines[:-1])
        or not (1 <= rows <= 20 and 1 <= cols <= 20 and rows * cols >= 2)
        or b"." not in data
    ):
        raise BoardError(f"{path}: not a valid board", 2)
    return data, rows, cols


def complain(message):
    """One line on standard error, unless it was closed from the start (R2.7, R10.4)."""
    if sys.stderr:
        sys.stderr.buffer.write(os.fsencode(message) + b"\n")


def main(argv):
    """Check the board named on the command line and play it on stdin/stdout; the exit code."""
    if len(argv) < 2:
        complain("usage: python -m styles.neuro_monolithic BOARD.cfg")
        return 1
    try:
        data, rows, cols = load_board(argv[1])
    except BoardError as error:
        complain(f"error: {error}")
        return error.code
    if sys.stdout is None:  # closed from the start: nowhere to draw the board (R10.4)
        return 1

    def write(text):
        sys.stdout.buffer.write(text.encode("utf-8"))
        sys.stdout.buffer.flush()

    # A standard input closed from the start is an input that ends at once (R10.4): bytes() is b"".
    read_line = sys.stdin.buffer.readline if sys.stdin else bytes

    from .game import play_board  # numpy (~100 ms to load) comes in only now that the board is playable

    play_board(data, rows, cols, read_line, write)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv))
    except KeyboardInterrupt:
        sys.exit(130)
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)
