# One dense layer, but its weights are drawn at random: nobody set them from what they know.
import sys

import numpy as np


class Dense:
    def __init__(self, weights, bias):
        self.weights, self.bias = weights, bias

    def __call__(self, inputs):
        return np.tanh(self.weights @ inputs + self.bias)


layer = Dense(np.random.default_rng(1).normal(size=(2, 3)), 0.0)
for line in sys.stdin:
    print(layer(np.array([float(v) for v in line.split()[:3]])))
