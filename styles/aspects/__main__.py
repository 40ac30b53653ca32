"""Minesweeper, aspects style: the core game plus cross-cutting behaviour woven on from outside.

The core (game.py) is written as if no aspect existed. This entry point is the
only place that knows both sides: it decides which aspects apply and weaves
them onto the core's functions by name before the game starts.
"""
import os
import sys

from . import game, statistics
from .weaving import weave


def run():
    """Weave the chosen aspects, then play; return the exit code."""
    if os.environ.get("ASPECT") == "True":  # A1.1: exactly "True", nothing else
        weave(game, "reveal", before=statistics.count_move)
        weave(game, "render_board", around=statistics.with_banner)
    try:
        return game.main(sys.argv)
    except KeyboardInterrupt:
        return 130


sys.exit(run())
