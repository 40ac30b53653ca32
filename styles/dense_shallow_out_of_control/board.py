"""The board file, checked in plain Python before numpy loads (R1-R4): a bad file never waits for numpy."""

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


def read_board(argv, usage):
    """The board named on the command line as (its bytes, rows, columns); for a missing argument or a bad file,
    one line on standard error and the exit code of R1-R4."""
    if len(argv) < 2:
        sys.stderr.write(usage + "\n")
        sys.exit(1)
    try:
        return load_board(argv[1])
    except BoardError as error:
        sys.stderr.buffer.write(os.fsencode(f"error: {error}") + b"\n")
        sys.exit(error.code)
