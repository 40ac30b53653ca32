"""The classic symbols part (R6.3): a space, `¶`, `*`, `▓` for 0 and the digits 1 to 8."""


def symbols(config):
    """What each thing a square can show looks like; the classic look takes no settings."""
    return {"covered": " ", "flag": "¶", "mine": "*", 0: "▓"} | {number: str(number) for number in range(1, 9)}
