"""The neural chapters (part X): the learned weights of `dense_shallow_out_of_control` are reproducible, and the
rules of `stylecheck/rules/part10_neural.py` reject the old mistakes (their samples, under
`stylecheck/samples/`, are tested with every part's in test_style_constraints.py).

* A fresh training run from the fixed seed writes the shipped weights file byte for byte.
* Each rule rejects, besides its negative sample, the shapes that the neural styles once had and must not get
  back: weights that store what a search found, a learned layer stacked hundreds of layers deep, and the like.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from shared_tests.harness.targets import ROOT, base_environment
from shared_tests.stylecheck.load import load
from shared_tests.stylecheck.rules import part10_neural as part

STYLE = "dense_shallow_out_of_control"
SHIPPED = ROOT / "styles" / STYLE / "weights.txt"
RULES = {
    "weights_set_by_hand": part.weights_set_by_hand,
    "network_computes_the_answer": part.network_computes_the_answer,
    "weights_learned": part.weights_learned,
    "narrow_waist": part.narrow_waist,
    "one_network_whole_input": part.one_network_whole_input,
    "kernels_then_activation": part.kernels_then_activation,
}


@pytest.mark.style
@pytest.mark.parametrize("style", [STYLE])
def test_training_reproduces_shipped_weights(style: str, tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", f"styles.{style}.train", str(tmp_path / "weights.txt")],
        cwd=tmp_path,
        env=base_environment(),
        check=True,
        timeout=300,  # nothing waits forever; a busy machine is no failure
    )
    assert (tmp_path / "weights.txt").read_bytes() == SHIPPED.read_bytes()
    assert list(tmp_path.iterdir()) == [tmp_path / "weights.txt"]


DENSE = """
import numpy as np

class Dense:
    def __init__(self, weights, bias, activation):
        self.weights, self.bias, self.activation = weights, bias, activation

    def __call__(self, inputs):
        return self.activation(self.weights @ inputs + self.bias)

"""
# (rule, a program that brings back one of the old mistakes of the neural styles)
OLD_MISTAKES = {
    "35 weights drawn at random and the flood fed back": (
        "weights_set_by_hand",
        DENSE + "opening = Dense(np.random.default_rng(0).random((4, 4)), -0.5, np.sign)\n",
    ),
    "35 a breadth-first search behind the weights": (
        "network_computes_the_answer",
        DENSE
        + "from collections import deque\n\ndef region(start, near):\n    seen, queue = {start}, deque([start])\n"
        + "    while queue:\n        for other in near[queue.popleft()]:\n"
        + "            if other not in seen:\n                seen.add(other)\n                queue.append(other)\n"
        + "    return Dense(np.eye(len(near))[sorted(seen)], 0.0, abs)\n",
    ),
    "35 a recursive search behind the weights": (
        "network_computes_the_answer",
        DENSE + "def fill(square, near, seen):\n    seen.add(square)\n"
        "    for other in near[square] - seen:\n        fill(other, near, seen)\n",
    ),
    "36 the kernel typed in, nothing learned": ("weights_learned", DENSE + "KERNEL = [1, 1, 1, 1, 0, 1, 1, 1, 1]\n"),
    "37 one wide layer, no waist": ("narrow_waist", DENSE + "counting = Dense(np.ones((4, 4)), 0.0, abs)\n"),
    "38 a forward pass that loops until it settles": (
        "one_network_whole_input",
        "class Network:\n    def forward(self, opened):\n        while True:\n"
        "            grown = self.adjacency @ opened\n            if (grown == opened).all():\n                break\n"
        "            opened = grown\n        return opened\n\n"
        "def play(network, read_line):\n    while read_line():\n        network.forward(0)\n",
    ),
    "41 a kernel followed by the identity": (
        "kernels_then_activation",
        "import numpy as np\n\ndef linear(x):\n    return x\n\nclass Conv:\n    def __call__(self, image):\n"
        "        return self.activation(image @ self.kernel + self.bias)\n\nring = Conv(np.ones(9), 0.0, linear)\n",
    ),
}


@pytest.mark.parametrize("mistake", sorted(OLD_MISTAKES))
def test_rule_rejects_an_old_mistake(mistake: str, tmp_path: Path) -> None:
    rule, sample = OLD_MISTAKES[mistake]
    (tmp_path / "sample.py").write_text(sample, encoding="utf-8")
    assert RULES[rule](load(tmp_path / "sample.py")) != []
