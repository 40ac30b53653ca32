"""Minesweeper in the recurrent style (chapter 40): one cell, the same weights at every time step, whose output
is fed back as its next state. Two cells do the game's arithmetic:

    counting: reads the board one row of mines at a time, as a text is read one character at a time, and
              answers with the numbers of the row before; the rows above and below live in its state
    opening:  its state is the open squares; fed the revealed square again and again until the state stops
              changing, that fixed point is the flood fill

board.py checks the file in plain Python; game.py, with the cells and the game loop, and numpy with it, is loaded
only for a board that can be played. boundary.py ties the program to its process: read it last.
"""

import sys

from . import boundary  # noqa: F401  the process boundary (closed streams, broken pipe, Ctrl-C, BLAS threads)
from .board import read_board


def write(text):
    """Print a frame as UTF-8 whatever the locale, and flush it before the next read (R6.7)."""
    sys.stdout.buffer.write(text.encode("utf-8"))
    sys.stdout.buffer.flush()


if __name__ == "__main__":
    data, rows, cols = read_board(sys.argv, "usage: python -m styles.recurrent BOARD.cfg")
    from .game import play_board  # numpy (about 60 ms) loads only for a playable board

    play_board(data, rows, cols, sys.stdin.buffer.readline, write)
