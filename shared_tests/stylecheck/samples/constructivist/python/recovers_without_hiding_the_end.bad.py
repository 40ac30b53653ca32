"""Recovers from everything, Ctrl-C and a closed output included (our reading forbids it)."""


def show(text):
    if not text:
        return 0
    try:
        print(text)
    except BaseException:
        return 0
    return 1


show("hello")
