"""The suite's pytest plugin (loaded by pyproject's addopts): options choosing the programs under test."""

from __future__ import annotations

import os
import statistics
import sys
import time

import pytest

from shared_tests import runner
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
        "--jobs", type=int, default=None, metavar="N",
        help="programs run at the same time; default: the number of cores (three times that with --fast, whose runs "
        "leave the cores idle while they wait on the fork server)",
    )
    group.addoption("--timeout", type=float, default=DEFAULT_TIMEOUT, help="seconds a single run may take")
    group.addoption(
        "--fast", action="store_true",
        help="fast mode for local iteration: each style runs in a fork server (shared_tests/forkserver.py) that "
        "starts the interpreter and imports once, then forks a fresh child per run on real pipes",
    )
    group.addoption(
        "--fuzz-examples", type=int, default=None, metavar="N",
        help="differential fuzzing: how many generated games (default: the small CI budget of "
        "test_differential.py); e.g. --fuzz-examples 2000 locally",
    )
    group.addoption(
        "--fuzz-seed", type=int, default=None, metavar="SEED",
        help="differential fuzzing: a different fixed seed (default: the CI seed)",
    )
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
    if config.getoption("--fast"):
        runner.MODE = "fast"
    if config.option.jobs is None:
        config.option.jobs = (os.cpu_count() or 2) * (3 if config.getoption("--fast") else 1)
    config.stash[_STARTED] = time.perf_counter()


_STARTED = pytest.StashKey[float]()


def pytest_sessionfinish(session: pytest.Session) -> None:
    runner.stop_fork_servers()  # before the summary, so that their CPU time is counted


def pytest_terminal_summary(terminalreporter, config: pytest.Config) -> None:
    """How long the runs took: wall time, CPU time, and the cost of one run against a bare interpreter."""
    times = list(runner.RUN_TIMES)
    if len(times) < 20:
        return
    wall = time.perf_counter() - config.stash[_STARTED]
    bare = statistics.median(_bare_runs())
    cpu = os.times()
    jobs = config.getoption("--jobs")
    per_run = wall * jobs / len(times)
    terminalreporter.write_sep("-", "timing")
    terminalreporter.write_line(
        f"{len(times)} program runs in {wall:.1f} s wall ({runner.MODE} mode, --jobs {jobs}); CPU: "
        f"{cpu.user + cpu.system:.1f} s in pytest, {cpu.children_user + cpu.children_system:.1f} s in the programs"
    )
    median = statistics.median(times)
    terminalreporter.write_line(
        f"per run: median {median * 1000:.0f} ms against {bare * 1000:.0f} ms for a bare `python -c pass` through "
        f"the same runner (overhead {(median - bare) * 1000:+.0f} ms, {median / bare:.1f}x); "
        f"wall x jobs / runs: {per_run * 1000:.0f} ms ({per_run / bare:.1f}x a bare start)"
    )


def _bare_runs(count: int = 9) -> list[float]:
    """Seconds of `sys.executable -c pass` runs, each in a fresh folder like a transcript's run."""
    times = []
    for _ in range(count):
        started = time.perf_counter()
        runner.run_in_folder([sys.executable, "-c", "pass"], b"", runner.base_environment())
        times.append(time.perf_counter() - started)
    del runner.RUN_TIMES[-count:]
    return times


def selected_targets(config: pytest.Config) -> list[str]:
    """'cmd' for --cmd, else the chosen styles, else every style."""
    if config.getoption("--cmd"):
        return ["cmd"]
    return config.getoption("--style") or discover_styles()


def target_command(config: pytest.Config, target: str) -> list[str]:
    """The command line that starts a target: the --cmd program, or `python -m styles.<target>`."""
    return runner.parse_command(config.getoption("--cmd")) if target == "cmd" else runner.style_command(target)


def parametrize_commands(metafunc: pytest.Metafunc) -> None:
    """Give a test's `command` argument one value per selected target, named after it."""
    if "command" in metafunc.fixturenames:
        targets = selected_targets(metafunc.config)
        metafunc.parametrize("command", [target_command(metafunc.config, t) for t in targets], ids=targets)
