"""The turns of a game as a cycle of continuations, with no trampoline: the stack grows with every turn."""

import sys


def ask(game, then):
    line = sys.stdin.readline()
    if not line:
        sys.exit(1)
    then(game, line.strip(), ask)


def judge(game, guess, then):
    if guess == game["secret"]:
        print("right")
        sys.exit(0)
    print("no")
    then(game, judge)


ask({"secret": "42"}, judge)
