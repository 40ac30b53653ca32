"""Minesweeper, aspects style: the core game (game.py, written as if no aspect existed) plus cross-cutting
behaviour woven on from outside. Only this entry point knows both sides: it weaves the aspects that apply onto
the core's functions by name before the game starts.
"""

import os
import sys

from styles import process

from . import game, statistics
from .weaving import weave

process.guard()

if os.environ.get("ASPECT") == "True":  # A1.1: exactly "True", nothing else
    weave(game, "reveal", before=statistics.count_move)
    weave(game, "render_board", around=statistics.with_banner)
sys.exit(game.main(sys.argv))
