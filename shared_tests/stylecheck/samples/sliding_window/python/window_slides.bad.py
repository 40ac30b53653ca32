# The neighbours by shifting the whole series: no window slides over it.
import sys

import numpy as np


def smooth(series):
    return (np.roll(series, 1) + series + np.roll(series, -1)) / 3


print(smooth(np.array([float(line) for line in sys.stdin])))
