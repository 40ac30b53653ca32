"""The learned weights of `dense_shallow_out_of_control` are reproducible: a fresh training run from the
fixed seed writes the shipped weights file byte for byte."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from shared_tests.harness.targets import ROOT, base_environment

STYLE = "dense_shallow_out_of_control"
SHIPPED = ROOT / "styles" / STYLE / "weights.txt"


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
