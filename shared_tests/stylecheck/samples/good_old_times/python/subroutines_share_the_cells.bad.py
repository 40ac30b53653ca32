"""A subroutine that takes its data as a parameter instead of from the cells."""

import sys
import tempfile

data = [None] * 4
storage = tempfile.TemporaryFile("w+")


def count(line):
    storage.write(str(len(line.split())) + "\n")


data[0] = sys.stdin.readline()
while data[0]:
    count(data[0])
    data[0] = sys.stdin.readline()
