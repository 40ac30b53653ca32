"""Parity of the line counts of the files named: an induction over two mutually recursive definitions."""

import sys


def even(n):
    return True if n == 0 else odd(n - 1)


def odd(n):
    return False if n == 0 else even(n - 1)


def lines(path):
    with open(path) as source:
        return source.read().count("\n")


def report(paths):
    if paths:
        print(paths[0], "even" if even(min(lines(paths[0]), 900)) else "odd")
        report(paths[1:])


report(sys.argv[1:])
