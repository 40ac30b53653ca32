"""How many days has a month? One-hot month (12) -> a knot of one unit -> 4 scores -> the best."""

import sys

import numpy as np


class BowTie:
    def __init__(self, encode, decode, decode_bias):
        (width, inputs), outputs = encode.shape, decode.shape[0]
        if not width < min(inputs, outputs):
            raise ValueError("the waist must be narrower than both ends")
        self.encode, self.decode, self.decode_bias = encode, decode, decode_bias

    def __call__(self, month):
        waist = self.encode @ month
        return (self.decode @ waist + self.decode_bias).argmax()


extra = np.array([[3, 0, 3, 2, 3, 2, 3, 3, 2, 3, 2, 3]], dtype=float)
classes = np.arange(4.0)
days = BowTie(extra, 2 * classes[:, None], -(classes**2))
for line in sys.stdin:
    print(28 + days(np.eye(12)[int(line) - 1]))
