"""Minesweeper in the dense-shallow-out-of-control style (chapter 36): the same dense layers as a hand-wired
network, activation(weights @ inputs + bias), but nobody chose their weights. train.py learned them by gradient
descent on generated boards and wrote them to weights.txt; the game only loads them.

    counting: mines        -> every square's number      (a learned 3x3 kernel, placed around every square)
    flooding: open squares -> open squares, one step     (a learned unit), stacked to a fixed depth

board.py checks the file in plain Python; game.py, with the layers and the game loop, and numpy with it, is
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
    data, rows, cols = read_board(sys.argv, "usage: python -m styles.dense_shallow_out_of_control BOARD.cfg")
    from .game import play_board  # numpy (about 60 ms) loads only for a playable board

    play_board(data, rows, cols, sys.stdin.buffer.readline, write)
