"""Numbered cells only, but nothing that does not fit is written anywhere: no secondary storage."""

import sys

data = [None] * 4
data[0] = sys.stdin.readline()
data[1] = 0
while data[0]:
    data[1] += len(data[0].split())
    data[0] = sys.stdin.readline()
print(data[1], "words")
