# Weights set by hand, but three dense layers deep: no longer shallow.
import sys

import numpy as np


def layer(weights, bias, inputs):
    return np.maximum(weights @ inputs + bias, 0)


IDENTITY = np.eye(4)
for line in sys.stdin:
    x = np.array([float(v) for v in line.split()[:4]])
    hidden = layer(IDENTITY, 0.0, x)
    deeper = layer(2 * IDENTITY, -1.0, hidden)
    print(layer(np.ones((1, 4)), 0.0, deeper))
