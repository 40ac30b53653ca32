"""The edges of a small grey image: a 3x3 kernel over every pixel, then a rectifier."""

import sys

import numpy as np


def relu(x):
    return np.maximum(x, 0)


class Conv:
    def __init__(self, kernel, bias, activation):
        self.kernel, self.bias, self.activation = np.asarray(kernel, dtype=float), bias, activation

    def __call__(self, image):
        windows = np.lib.stride_tricks.sliding_window_view(np.pad(image, 1), (3, 3))
        return self.activation(windows.reshape(*image.shape, 9) @ self.kernel.ravel() + self.bias)


edges = Conv([[-1, -1, -1], [-1, 8, -1], [-1, -1, -1]], 0.0, relu)
image = np.array([[float(v) for v in line.split()] for line in sys.stdin])
print(edges(image))
