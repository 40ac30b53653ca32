"""numpy arrays, but visited element by element in nested loops."""

import sys

import numpy as np

grid = np.loadtxt(sys.stdin, ndmin=2)
rows, cols = grid.shape
totals = np.zeros(cols)
for r in range(rows):
    for c in range(cols):
        totals[c] = totals[c] + grid[r, c]
print(np.round(totals / rows, 2))
