"""ruff, as the lint environment runs it: the styles and the suite pass `ruff check` and are formatted."""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import pytest

from shared_tests.harness.targets import ROOT


@pytest.mark.skipif(importlib.util.find_spec("ruff") is None, reason="needs ruff (pip install -e '.[test]')")
@pytest.mark.parametrize("command", [["check"], ["format", "--check"]], ids=["check", "format"])
def test_ruff(command: list[str]) -> None:
    ruff = [sys.executable, "-m", "ruff", *command, "styles", "shared_tests"]
    done = subprocess.run(ruff, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-1000:]
