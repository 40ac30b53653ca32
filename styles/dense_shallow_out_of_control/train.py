"""Learn the weights of the game's two layers by gradient descent and write them to weights.txt.

    python -m styles.dense_shallow_out_of_control.train [OUTPUT]

Every square sees the 3x3 patch around it, so the network only has to learn one 3x3 kernel per layer;
the game turns each kernel into its N x N dense layer (see game.py). Boards are generated from a
fixed seed and the learned weights are rounded, so the output is the same file on every run."""

import os
import sys

import numpy as np

SEED = 36
WEIGHTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "weights.txt")


def patches(grid):
    """Every square's 3x3 neighbourhood of the zero-padded grid, one row of 9 values per square."""
    windows = np.lib.stride_tricks.sliding_window_view(np.pad(grid, 1), (3, 3))
    return windows.reshape(-1, 9).astype(np.float64)


def counting_examples(rng, boards=60):
    """(patches of random mine grids, their true numbers): the teacher counts the 8 neighbours."""
    inputs, targets = [], []
    for _ in range(boards):
        mines = rng.random(rng.integers(1, 21, size=2)) < rng.random()
        window = patches(mines)
        inputs.append(window)
        targets.append(window.sum(axis=1) - window[:, 4])
    return np.concatenate(inputs), np.concatenate(targets)


def opening_examples(rng, count=4000):
    """(3x3 patches of open zero squares + the square's own open bit, whether it is open next)."""
    inputs = (rng.random((count, 10)) < rng.random((count, 1)) * 0.3).astype(np.float64)
    return inputs, inputs.max(axis=1)


def descend(inputs, targets, gradient, steps, rate):
    """Full-batch gradient descent from zero weights; gradient(error) per loss, returns (w, b)."""
    weights, bias = np.zeros(inputs.shape[1]), 0.0
    for _ in range(steps):
        error = gradient(inputs @ weights + bias, targets)
        weights -= rate * inputs.T @ error / len(targets)
        bias -= rate * error.mean()
    return weights, bias


def squared_error(outputs, targets):
    """Gradient of the mean squared error of a linear unit."""
    return outputs - targets


def cross_entropy(outputs, targets):
    """Gradient of the cross-entropy of a sigmoid unit."""
    return 1 / (1 + np.exp(-outputs)) - targets


def learn():
    """The rounded weights of both layers, checked on every possible patch."""
    rng = np.random.default_rng(SEED)
    count_w, count_b = descend(*counting_examples(rng), squared_error, steps=600, rate=0.2)
    open_w, open_b = descend(*opening_examples(rng), cross_entropy, steps=3000, rate=2.0)
    count_w, count_b, open_w, open_b = (np.round(v, 1) + 0.0 for v in (count_w, count_b, open_w, open_b))
    every = (np.arange(1024)[:, None] >> np.arange(10) & 1).astype(np.float64)  # all 0/1 patches
    counts_right = np.array_equal(every[:512, :9] @ count_w + count_b, every[:512, :9].sum(1) - every[:512, 4])
    if not (counts_right and np.array_equal(every @ open_w + open_b > 0, every.max(axis=1) > 0)):
        raise SystemExit("training did not find exact weights: change the seed, the steps or the rate")
    return {
        "count.kernel": count_w,
        "count.bias": [count_b],
        "open.kernel": open_w[:9],
        "open.self": open_w[9:],
        "open.bias": [open_b],
    }


def save(weights, path):
    """One line per weight array: its name, then its values with one decimal."""
    with open(path, "w") as out:
        out.write(f"# learned by train.py from seed {SEED}; kernels are 3x3, row by row\n")
        for name, values in weights.items():
            out.write(name + " " + " ".join(f"{value:.1f}" for value in values) + "\n")


if __name__ == "__main__":
    save(learn(), sys.argv[1] if len(sys.argv) > 1 else WEIGHTS)
