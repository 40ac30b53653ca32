"""Reverse every line of eight bits in one pass of one permutation network: the whole line is one vector."""

import sys

import numpy as np


class Network:
    def __init__(self):
        self.weights = np.eye(8)[::-1]

    def forward(self, bits):
        return (self.weights @ bits > 0.5).astype(int)


network = Network()
while line := sys.stdin.readline():
    print("".join(map(str, network.forward(np.array([int(c) for c in line.strip()])))))
