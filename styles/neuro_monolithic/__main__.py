"""Minesweeper in the neuro-monolithic style (chapter 38): one network does the whole game. A board of N squares
is a set of N-vectors; one forward pass takes the raw state (mines, open squares, flags) and the move, and returns
the next display code of every square and two status units, won and lost:

    codes, won, lost = network.forward(mines, opened, flagged, reveal, flag)

The network has a fixed depth, the same on every move. board.py checks the file in plain Python; game.py, with
the network and the game loop, and numpy with it, is loaded only for a board that can be played. boundary.py
ties the program to its process: read it last.
"""

import sys

from . import boundary  # noqa: F401  the process boundary (closed streams, broken pipe, Ctrl-C, BLAS threads)
from .board import read_board


def write(text):
    """Print a frame as UTF-8 whatever the locale, and flush it before the next read (R6.7)."""
    sys.stdout.buffer.write(text.encode("utf-8"))
    sys.stdout.buffer.flush()


if __name__ == "__main__":
    data, rows, cols = read_board(sys.argv, "usage: python -m styles.neuro_monolithic BOARD.cfg")
    from .game import play_board  # numpy (about 60 ms) loads only for a playable board

    play_board(data, rows, cols, sys.stdin.buffer.readline, write)
