"""A sequence of commands, each a procedure, but they share nothing: each works on its own data."""

import sys


def greet():
    print("hello,", sys.argv[1] if len(sys.argv) > 1 else "world")


def count_arguments():
    count = len(sys.argv) - 1
    print(count, "arguments")


def show_platform():
    print("running on", sys.platform)


greet()
count_arguments()
show_platform()
