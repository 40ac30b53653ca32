"""It reads its own functions, and rewrites one of them."""


def shout(text):
    """Upper case."""
    return text.upper()


def whisper(text):
    """Lower case."""
    return text.lower()


for name in ("shout", "whisper"):
    function = globals()[name]
    print(function.__name__, function.__doc__)
whisper.__doc__ = "changed"
setattr(shout, "__name__", "yell")
