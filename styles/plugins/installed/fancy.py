"""The `fancy` plugin: the classic game with configurable symbols and coloured numbers (A2.3, A2.4)."""
from .. import game

COLOURS = {1: 34, 2: 32, 3: 31, 4: 35, 5: 37, 6: 33, 7: 90, 8: 36}  # ANSI colour of each number


def run(argv, config, stdin, stdout, stderr):
    """Play the classic game, drawing squares with the configured symbols."""
    symbols = {"covered": " ", "flag": config.get("flag-symbol", "¶"),
               "mine": config.get("mine-symbol", "*"), 0: "▓"}

    def symbol(shows):
        if shows in symbols:
            return symbols[shows]
        return f"\x1b[{COLOURS[shows]}m{shows}\x1b[0m"

    return game.play(argv, stdin, stdout, stderr, symbol)
