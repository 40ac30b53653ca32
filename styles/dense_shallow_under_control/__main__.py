"""Minesweeper in the dense-shallow-under-control style (chapter 35): the game is computed by one dense layer
per question, activation(weights @ inputs + bias), and every weight was written by hand from the rules. A board
of N squares is a vector of N numbers.

    counting: mines                                 -> every square's number  (weights: who touches whom)
    opening:  [revealed square, squares open before] -> squares open after     (weights: what a reveal opens)

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
    data, rows, cols = read_board(sys.argv, "usage: python -m styles.dense_shallow_under_control BOARD.cfg")
    from .game import play_board  # numpy (about 60 ms) loads only for a playable board

    play_board(data, rows, cols, sys.stdin.buffer.readline, write)
