"""Reverse the words of each line; the words' addresses are kept in cells, never in names."""

import sys

cells = [None] * 32  # 0 the line, 1 next free cell for a word (from 8), 2 the cell being printed, 3 scratch
cells[0] = sys.stdin.readline()
while cells[0]:
    cells[1] = 8
    for cells[3] in cells[0].split()[:24]:
        cells[cells[1]] = cells[3]
        cells[1] += 1
    cells[2] = cells[1] - 1
    while cells[2] >= 8:
        print(cells[cells[2]], end=" " if cells[2] > 8 else "\n")
        cells[2] -= 1
    cells[0] = sys.stdin.readline()
