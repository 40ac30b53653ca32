import sys


def play(argv):
    while sys.stdin.readline():
        print("frame")
