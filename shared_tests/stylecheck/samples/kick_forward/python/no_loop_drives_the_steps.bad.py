"""Steps with continuations, but a plain game loop calls them one after another through local aliases."""

import sys


def read_line(game, then):
    return then(game, sys.stdin.readline())


def apply(game, line, then):
    return then(dict(game, total=game["total"] + float(line or 0), done=not line))


def keep(game):
    return game


game = {"total": 0.0, "done": False}
step, update = read_line, apply
while not game["done"]:
    game = step(game, lambda g, line: update(g, line, keep))
print(game["total"])
