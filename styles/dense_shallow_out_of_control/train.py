"""Learn the game's two rules from generated boards by gradient descent, and write the weights to weights.txt.

    python -m styles.dense_shallow_out_of_control.train [OUTPUT]

Nobody tells the network what a neighbour is or when a square opens: a teacher generates random boards with random
squares open and says, for every square, its number and whether it is open one step later. Each rule is learned on
a square's 3x3 patch: a small kernel that the game lays around every square (see __main__.py):

    counting: the patch's 9 mines                          -> the middle's number              (a linear unit)
    opening:  per patch square, (open, number) -> spreads?  -> the middle is open next step?   (two sigmoid layers)

The boards come from a fixed seed and the weights are rounded to one decimal, so every run writes the same file;
shared_tests/tests/test_neural_training.py retrains and compares it with the shipped one."""

import os
import sys

import numpy as np

SEED = 36
WEIGHTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "weights.txt")


# ---------------------------------------------------------------- the teacher: generated boards and their answers
def patches(grid):
    """Every square's 3x3 neighbourhood in the zero-padded grid: one row of 9 values per square."""
    return np.lib.stride_tricks.sliding_window_view(np.pad(grid, 1), (3, 3)).reshape(-1, 9).astype(np.float64)


def examples(rng, boards=80):
    """Per square of random boards: its patch of mines, its number, its patch of open squares and of numbers,
    and whether it is open one step later (open now, or a neighbour is open with number 0)."""
    boards_seen = []
    for _ in range(boards):
        shape = rng.integers(2, 21, size=2)
        mine = rng.random(shape) < rng.random() * 0.5
        number = (patches(mine).sum(axis=1) - mine.ravel()).reshape(shape)  # the teacher counts
        is_open = (rng.random(shape) < rng.random()) & ~mine
        reached = patches(is_open & (number == 0)).max(axis=1).reshape(shape) > 0  # a neighbour spreads to it
        boards_seen.append(
            (patches(mine), number.ravel(), patches(is_open), patches(number), (is_open | reached).ravel())
        )
    return [np.concatenate(part).astype(np.float64) for part in zip(*boards_seen, strict=True)]


# ---------------------------------------------------------------- the learning
def sigmoid(x):
    return 1 / (1 + np.exp(-x))


def descend(gradient, weights, steps, rate):
    """Gradient descent with Adam's step sizes (Kingma and Ba, 2015): every weight moves against a running mean of
    its gradient, divided by the root of a running mean of its square."""
    mean, square = np.zeros_like(weights), np.zeros_like(weights)
    for t in range(1, steps + 1):
        slope = gradient(weights)
        mean = 0.9 * mean + 0.1 * slope
        square = 0.999 * square + 0.001 * slope**2
        weights -= rate * (mean / (1 - 0.9**t)) / (np.sqrt(square / (1 - 0.999**t)) + 1e-8)
    return weights


def counting_gradient(mines, numbers):
    """Weights (kernel of 9, bias) of a linear unit, number = kernel . patch + bias: the gradient of the mean
    squared error over the examples."""

    def gradient(weights):
        error = (mines @ weights[:9] + weights[9] - numbers) / len(numbers)
        return np.append(mines.T @ error, error.sum())

    return gradient


def opening_gradient(opened, around, following):
    """Weights of two sigmoid layers: a hidden unit, the same for each of the 9 squares of the patch, sees that
    square's (open, number / 8) and says whether the flood spreads from it (weights 0-1, bias 2); the output unit
    sees the 9 hidden units and the middle's own open bit and says whether the middle is open next (kernel 3-11,
    own 12, bias 13). The gradient of the cross-entropy, by backpropagation."""
    number, middle = around / 8, opened[:, 4]

    def gradient(weights):
        hidden = sigmoid(weights[0] * opened + weights[1] * number + weights[2])
        output = sigmoid(hidden @ weights[3:12] + weights[12] * middle + weights[13])
        error = (output - following) / len(following)  # d(loss)/d(the output unit's sum)
        back = error[:, None] * weights[3:12] * hidden * (1 - hidden)  # d(loss)/d(each hidden unit's sum)
        spread = [(back * opened).sum(), (back * number).sum(), back.sum()]
        return np.concatenate([spread, hidden.T @ error, [middle @ error, error.sum()]])

    return gradient


def learn():
    """The learned weights, rounded to one decimal and checked with step activations on every input the game can
    give them: all 0/1 mine patches; every (open, number) pair; every 0/1 input of the output unit in which the
    middle spreads only if it is open."""
    rng = np.random.default_rng(SEED)
    mines, numbers, opened, around, following = examples(rng)
    count = descend(counting_gradient(mines, numbers), np.zeros(10), steps=500, rate=0.05)
    opening = descend(opening_gradient(opened, around, following), rng.normal(0, 0.5, 14), steps=600, rate=0.1)
    learned = {
        "count.kernel": count[:9],
        "count.bias": count[9:],
        "spread.weights": opening[:2] / [1, 8],  # back to whole numbers as the game gives them
        "spread.bias": opening[2:3],
        "open.kernel": opening[3:12],
        "open.own": opening[12:13],
        "open.bias": opening[13:],
    }
    learned = {name: np.round(values, 1) + 0.0 for name, values in learned.items()}  # + 0.0: no "-0.0"
    bits = (np.arange(1024)[:, None] >> np.arange(10) & 1).astype(np.float64)
    patch, inputs = bits[:512, :9], bits[bits[:, 4] <= bits[:, 9]]
    pairs = np.array([(is_open, number) for is_open in (0, 1) for number in range(9)], dtype=np.float64)
    counts = patch @ learned["count.kernel"] + learned["count.bias"]
    spreads = pairs @ learned["spread.weights"] + learned["spread.bias"] > 0
    opens = inputs[:, :9] @ learned["open.kernel"] + inputs[:, 9] * learned["open.own"] + learned["open.bias"] > 0
    if not (
        np.array_equal(counts, patch.sum(axis=1) - patch[:, 4])
        and np.array_equal(spreads, (pairs[:, 0] == 1) & (pairs[:, 1] == 0))
        and np.array_equal(opens, inputs.max(axis=1) > 0)
    ):
        raise SystemExit("training did not find exact weights: change the seed, the steps or the rate")
    return learned


def save(learned, path):
    """One line per weight array: its name, then its values with one decimal."""
    with open(path, "w") as out:
        out.write(f"# learned by train.py from seed {SEED}; kernels are 3x3, row by row\n")
        for name, values in learned.items():
            out.write(name + " " + " ".join(f"{value:.1f}" for value in values) + "\n")


if __name__ == "__main__":
    save(learn(), sys.argv[1] if len(sys.argv) > 1 else WEIGHTS)
