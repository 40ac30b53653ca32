"""The suite's pytest plugin (loaded by pyproject's addopts): options choosing the programs under test."""

from __future__ import annotations

import os

import pytest

from shared_tests.runner import DEFAULT_TIMEOUT, discover_styles


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("minesweeper")
    group.addoption(
        "--style", action="append", default=[], metavar="NAME",
        help="run the transcripts against this style only (repeatable); default: every style under styles/",
    )
    group.addoption(
        "--cmd", default=None, metavar="COMMAND",
        help='run the core transcripts against any program, e.g. --cmd "java -cp /abs/out Minesweeper"; '
        "it runs in a fresh temporary folder, so give absolute paths",
    )
    group.addoption(
        "--jobs", type=int, default=os.cpu_count() or 2, metavar="N",
        help="programs run at the same time (each one a real subprocess); default: the number of cores",
    )
    group.addoption("--timeout", type=float, default=DEFAULT_TIMEOUT, help="seconds a single run may take")
    group.addoption(
        "--bless", action="store_true",
        help="rewrite the session of each failing transcript from the chosen --style, after printing the diff",
    )


def pytest_configure(config: pytest.Config) -> None:
    known = discover_styles()
    unknown = [name for name in config.getoption("--style") if name not in known]
    if unknown:
        raise pytest.UsageError(f"unknown style(s) {', '.join(unknown)}; known: {', '.join(known)}")
    if config.getoption("--bless") and len(config.getoption("--style")) != 1:
        raise pytest.UsageError("--bless needs exactly one --style to record from")


def selected_targets(config: pytest.Config) -> list[str]:
    """'cmd' for --cmd, else the chosen styles, else every style."""
    if config.getoption("--cmd"):
        return ["cmd"]
    return config.getoption("--style") or discover_styles()
