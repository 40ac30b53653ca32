from .. import game


def run(argv):
    return game.play(argv)
