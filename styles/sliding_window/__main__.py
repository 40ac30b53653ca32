"""Minesweeper in the sliding-window style (chapter 39): a tiny network sees only a window of the board, and the
window slides over every position. The board is read as it is written in its file, one line of characters with a
newline after each row; the window sees 2 * columns + 5 characters centred on one of them, which is enough to hold
a square's row and the rows above and below. Two networks of one layer each look through it:

    counting: window of mines      -> the middle square's number           (one slide per board)
    reaching: window of open zeros -> whether the flood reaches the middle (slid again after each reveal)

board.py checks the file in plain Python; game.py, with the networks and the game loop, and numpy with it, is
loaded only for a board that can be played. boundary.py ties the program to its process: read it last.
"""

import sys

from . import boundary  # noqa: F401  the process boundary (closed streams, broken pipe, Ctrl-C, BLAS threads)
from .board import read_board


def write(text):
    """Print a frame as UTF-8 whatever the locale, and flush it before the next read (R6.7)."""
    sys.stdout.buffer.write(text.encode("utf-8"))
    sys.stdout.buffer.flush()


if __name__ == "__main__":
    data, rows, cols = read_board(sys.argv, "usage: python -m styles.sliding_window BOARD.cfg")
    from .game import play_board  # numpy (about 60 ms) loads only for a playable board

    play_board(data, rows, cols, sys.stdin.buffer.readline, write)
