"""Checks kept in a dispatch table, each called with an identity continuation so that its answer comes back:
direct style in disguise; and a step that goes on working after its continuation returns."""

import sys


def is_long(text, then):
    return then(len(text.split()) > 100)


def is_shouting(text, then):
    return then(text.isupper())


CHECKS = {"long": is_long, "shouting": is_shouting}


def check_all(text, then):
    found = [name for name in CHECKS if CHECKS[name](text, lambda answer: answer)]
    then(found)
    print("checked", len(CHECKS))


check_all(sys.stdin.read(), print)
