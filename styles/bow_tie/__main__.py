"""Minesweeper in the bow-tie style (chapter 37): every question about the board goes through a network shaped
like a bow tie, wide -> narrow -> wide, so that everything the output knows has to squeeze through the knot.

    counting: a square's 3x3 patch of mines (9)  -> knot (1): the sum        -> 9 scores: the number
    opening:  the revealed square (N, one-hot)   -> knot (K): which region   -> N: the squares it opens

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
    data, rows, cols = read_board(sys.argv, "usage: python -m styles.bow_tie BOARD.cfg")
    from .game import play_board  # numpy (about 60 ms) loads only for a playable board

    play_board(data, rows, cols, sys.stdin.buffer.readline, write)
