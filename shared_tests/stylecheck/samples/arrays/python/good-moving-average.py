"""Readings on stdin: a moving average over 3 and the readings above it, as whole-array arithmetic."""

import sys

import numpy as np


def moving_average(values, width):
    cumulative = np.cumsum(np.insert(values, 0, 0.0))
    return (cumulative[width:] - cumulative[:-width]) / width


def spikes(values, width):
    smooth = moving_average(values, width)
    mask = values[width - 1 :] > smooth * 1.5
    return np.flatnonzero(mask) + width - 1


readings = np.loadtxt(sys.stdin, ndmin=1)
print("average:", np.round(moving_average(readings, 3), 2))
print("spikes at:", spikes(readings, 3))
