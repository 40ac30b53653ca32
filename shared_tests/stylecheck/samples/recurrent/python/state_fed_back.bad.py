# A cell that weighs a state and an input, but is always handed a fresh state: nothing is fed back.
import sys

import numpy as np


class Cell:
    def __init__(self):
        self.recurrent, self.inputs = np.eye(1), np.eye(1)

    def __call__(self, state, x):
        return self.recurrent @ state + self.inputs @ x


cell = Cell()
for line in sys.stdin:
    print([cell(np.zeros(1), np.array([int(c)]))[0] for c in line.strip()])
