"""Minesweeper in the convolutions style (chapter 41): the board is an image with one channel per fact (mines,
open squares, zero squares), and the game's arithmetic is convolution layers: small kernels slid over the whole
image, each followed by an activation, stacked so that each layer sees a little further than the one before.

    counting: mines                 -[RING 3x3, ReLU]->                        numbers      (one layer)
    flooding: open squares, zeros   -[1x1: both, step]-[3x3: spread, step]->   open squares (a stack of blocks)

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
    data, rows, cols = read_board(sys.argv, "usage: python -m styles.convolutions BOARD.cfg")
    from .game import play_board  # numpy (about 60 ms) loads only for a playable board

    play_board(data, rows, cols, sys.stdin.buffer.readline, write)
