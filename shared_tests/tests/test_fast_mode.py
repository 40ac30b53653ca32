"""The fast mode (--fast, a fork server per style) gives exactly the results of real subprocesses.

A sample of transcripts runs against every selected style in both modes: standard output, exit code, standard
error and the files left behind must be identical. Each style gets SAMPLE transcripts that rotate with the
style (so that across all styles every transcript is run), the first three of its own add-on transcripts (A1,
A2: environment variables, configuration files), and a few fixed ones that stress the fork server: a FIFO, no
argument at all, invalid UTF-8 on standard input, a thousand lines.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from shared_tests.plugin import selected_targets
from shared_tests.runner import Result, discover_styles, run, style_command
from shared_tests.transcript import Transcript, discover

SAMPLE = 4
ALWAYS = ("core/file-fifo", "core/input-thousand-lines", "core/input-invalid-utf8", "core/file-no-argument")
TRANSCRIPTS = discover()


def sample(style: str, index: int) -> list[Transcript]:
    fitting = [t for t in TRANSCRIPTS if not t.styles or style in t.styles]
    always = [t for t in fitting if t.name in ALWAYS]
    own = [t for t in fitting if t.styles]  # a style's add-on transcripts (A1, A2) are the ones most at risk
    step = max(1, len(fitting) // SAMPLE)
    rotating = [fitting[(index + k * step) % len(fitting)] for k in range(SAMPLE)]
    chosen = {t.name: t for t in [*always, *own[:3], *rotating]}
    return list(chosen.values())


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "style" in metafunc.fixturenames:
        styles = [target for target in selected_targets(metafunc.config) if target != "cmd"]
        metafunc.parametrize("style", styles)


def summary(result: Result) -> tuple:
    return result.exit, result.stdout, result.stderr, result.leftovers


def test_fast_mode_gives_the_same_results(style: str, request: pytest.FixtureRequest) -> None:
    timeout = request.config.getoption("--timeout")
    known = discover_styles()
    transcripts = sample(style, known.index(style) if style in known else 0)
    command = style_command(style)
    with ThreadPoolExecutor(max_workers=request.config.getoption("--jobs")) as executor:
        pairs = [
            (t, executor.submit(run, t, command, timeout, "default"), executor.submit(run, t, command, timeout, "fast"))
            for t in transcripts
        ]
        differences = []
        for transcript, real, fast in pairs:
            real, fast = real.result(), fast.result()
            fields = ("exit code", "stdout", "stderr", "leftovers")
            for what, a, b in zip(fields, summary(real), summary(fast), strict=True):
                if a != b:
                    differences.append(f"{transcript.name}: {what} differs: real {a!r:.300} vs fast {b!r:.300}")
    assert not differences, "\n".join(differences)
