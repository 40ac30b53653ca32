"""How many ones in a stream of bits? One cell whose state is the count, fed back at every bit."""

import sys

import numpy as np


class Cell:
    def __init__(self):
        self.recurrent, self.inputs = np.eye(1), np.eye(1)

    def __call__(self, state, x):
        return self.recurrent @ state + self.inputs @ x


def ones(bits):
    cell, state = Cell(), np.zeros(1)
    for bit in bits:
        state = cell(state, np.array([bit]))
    return int(state[0])


for line in sys.stdin:
    print(ones(int(c) for c in line.strip()))
