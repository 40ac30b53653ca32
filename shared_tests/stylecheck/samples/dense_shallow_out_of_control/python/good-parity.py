"""Is a digit even? The layer learns it from random examples by gradient descent."""

import sys

import numpy as np


class Dense:
    def __init__(self, weights, bias, activation):
        self.weights, self.bias, self.activation = weights, bias, activation

    def __call__(self, inputs):
        return self.activation(self.weights @ inputs + self.bias)


def learn(rng, steps=500, rate=0.5):
    digits = rng.integers(0, 10, 1000)
    inputs, targets = np.eye(10)[digits], (digits % 2 == 0).astype(float)
    weights = np.zeros(10)
    for _ in range(steps):
        error = 1 / (1 + np.exp(-(inputs @ weights))) - targets
        weights -= rate * inputs.T @ error / len(targets)
    return Dense(weights, 0.0, lambda sums: sums > 0)


even = learn(np.random.default_rng(7))
for line in sys.stdin:
    print(" ".join("even" if even(np.eye(10)[int(c)]) else "odd" for c in line if c.isdigit()))
