"""The learned weights of `dense_shallow_out_of_control` are reproducible: a fresh training run from the
fixed seed writes the shipped weights file byte for byte."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from shared_tests.harness.targets import ROOT, base_environment
from shared_tests.plugin import suite

STYLE = "dense_shallow_out_of_control"
SHIPPED = ROOT / "styles" / STYLE / "weights.txt"


def test_training_reproduces_shipped_weights(request: pytest.FixtureRequest, tmp_path: Path) -> None:
    if STYLE not in [target.name for target in suite(request.config).targets]:
        pytest.skip(f"{STYLE} is not among the styles under test")
    subprocess.run(
        [sys.executable, "-m", f"styles.{STYLE}.train", str(tmp_path / "weights.txt")],
        cwd=tmp_path,
        env=base_environment(),
        check=True,
        timeout=30,
    )
    assert (tmp_path / "weights.txt").read_bytes() == SHIPPED.read_bytes()
    assert list(tmp_path.iterdir()) == [tmp_path / "weights.txt"]
