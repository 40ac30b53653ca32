"""A guessing game in continuation-passing style: the turns form a cycle, so each turn bounces to a trampoline."""

import random
import sys


def trampoline(bounce, then):
    while callable(bounce):
        bounce = bounce()
    return then(bounce)


def new_game(seed, then):
    return then({"secret": random.Random(seed).randint(1, 100), "tries": 0}, judge)


def ask(game, then):
    print("guess?", flush=True)
    line = sys.stdin.readline()
    if not line:
        return 1
    return lambda: then(game, line.strip(), ask)


def judge(game, guess, then):
    game = dict(game, tries=game["tries"] + 1)
    if not guess.isdigit():
        print("a number, please")
        return then(game, judge)
    if int(guess) == game["secret"]:
        print(f"right, in {game['tries']} tries")
        return 0
    print("higher" if int(guess) < game["secret"] else "lower")
    return then(game, judge)


trampoline(lambda: new_game(sys.argv[1] if len(sys.argv) > 1 else None, ask), sys.exit)
