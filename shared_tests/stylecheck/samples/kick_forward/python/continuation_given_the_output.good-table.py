"""Checks kept in a dispatch table; at the top, an identity continuation takes the final answer out of the chain."""

import sys


def is_long(text, then):
    return then(len(text.split()) > 100)


def is_shouting(text, then):
    return then(text.isupper())


CHECKS = {"long": is_long, "shouting": is_shouting}


def check_all(text, then):
    return then({name: CHECKS[name](text, lambda answer: answer) for name in CHECKS})


verdicts = check_all(sys.stdin.read(), lambda found: found)
print(", ".join(name for name, yes in verdicts.items() if yes) or "nothing to report")
