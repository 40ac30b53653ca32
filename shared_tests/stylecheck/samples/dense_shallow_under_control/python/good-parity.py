"""Is a digit even? A one-hot digit through one dense layer whose weights say which digits are even."""

import sys

import numpy as np


class Dense:
    def __init__(self, weights, bias, activation):
        self.weights, self.bias, self.activation = weights, bias, activation

    def __call__(self, inputs):
        return self.activation(self.weights @ inputs + self.bias)


def parity_layer():
    weights = np.zeros((2, 10))
    for digit in range(10):
        weights[digit % 2, digit] = 1.0
    return Dense(weights, 0.0, lambda sums: sums.argmax())


layer = parity_layer()
for line in sys.stdin:
    print(" ".join(["even", "odd"][layer(np.eye(10)[int(c)])] for c in line if c.isdigit()))
