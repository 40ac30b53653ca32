"""The fancy symbols part (A2.3, A2.4): configured mine and flag symbols, numbers in ANSI colours."""

COLOURS = {1: 34, 2: 32, 3: 31, 4: 35, 5: 37, 6: 33, 7: 90, 8: 36}  # the colour code of each number


def symbols(config):
    """The look of a square, from the settings `mine-symbol` and `flag-symbol` of the configuration."""
    look = {"covered": " ", "flag": config.get("flag-symbol", "¶"), "mine": config.get("mine-symbol", "*"), 0: "▓"}
    return look | {number: f"\x1b[{colour}m{number}\x1b[0m" for number, colour in COLOURS.items()}
