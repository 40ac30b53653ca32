"""A moving average of a temperature series: one small layer under a window of three readings."""

import sys

import numpy as np


class Dense:
    def __init__(self, weights, bias, activation):
        self.weights, self.bias, self.activation = weights, bias, activation

    def __call__(self, windows):
        return self.activation(windows @ self.weights + self.bias)


def smooth(series):
    windows = np.lib.stride_tricks.sliding_window_view(np.asarray(series, dtype=float), 3)
    return Dense(np.full(3, 1 / 3), 0.0, lambda x: x)(windows)


print(smooth([float(line) for line in sys.stdin]))
