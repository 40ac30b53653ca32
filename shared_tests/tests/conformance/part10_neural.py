"""Part X, neural networks: dense_shallow_under_control (35), dense_shallow_out_of_control (36), bow_tie (37),
neuro_monolithic (38), sliding_window (39), recurrent (40), convolutions (41)."""

from __future__ import annotations

from shared_tests.tests.conformance.part1_historical import uses_numpy

NEURAL = (
    "dense_shallow_under_control", "dense_shallow_out_of_control", "bow_tie", "neuro_monolithic", "sliding_window",
    "recurrent", "convolutions",
)
RULES = {name: [uses_numpy] for name in NEURAL}
NEGATIVE_SAMPLES: dict = {}
