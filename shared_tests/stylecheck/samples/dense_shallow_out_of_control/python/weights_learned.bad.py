# One dense layer whose weights are written out by hand: nothing is learned.
import sys

import numpy as np

WEIGHTS = np.array([[1.0, 0.0, 1.0], [0.0, 1.0, 0.0]])


def layer(inputs):
    return (WEIGHTS @ inputs > 0.5).astype(int)


for line in sys.stdin:
    print(layer(np.array([float(v) for v in line.split()[:3]])))
