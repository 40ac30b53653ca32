"""The `default` plugin: the classic game with the classic symbols (A2.2)."""
from .. import game

SYMBOLS = {"covered": " ", "flag": "¶", "mine": "*", 0: "▓"}


def symbol(shows):
    """The classic character for what a square shows."""
    return SYMBOLS.get(shows) or str(shows)


def run(argv, config, stdin, stdout, stderr):
    return game.play(argv, stdin, stdout, stderr, symbol)
