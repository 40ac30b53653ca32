"""Minesweeper, aspects style: the core game plus cross-cutting behaviour woven on from outside.

The core (game.py) is written as if no aspect existed. This entry point is the
only place that knows both sides: it decides which aspects apply and weaves
them onto the core's functions by name before the game starts.
"""
import io
import os
import sys

from . import game, statistics
from .weaving import weave


def closed_streams(proceed, argv):
    """Around advice for the core's main: standard streams closed from the start (R10.4)."""
    if sys.stdout is None:  # nowhere to draw: end quietly
        return 1
    sys.stdin = sys.stdin or open(os.devnull)  # an input that ends at once
    sys.stderr = sys.stderr or io.StringIO()  # messages go nowhere, the exit codes stay
    return proceed(argv)


def run():
    """Weave the chosen aspects, then play; return the exit code."""
    weave(game, "main", around=closed_streams)
    if os.environ.get("ASPECT") == "True":  # A1.1: exactly "True", nothing else
        weave(game, "reveal", before=statistics.count_move)
        weave(game, "render_board", around=statistics.with_banner)
    try:
        return game.main(sys.argv)
    except KeyboardInterrupt:
        return 130


sys.exit(run())
