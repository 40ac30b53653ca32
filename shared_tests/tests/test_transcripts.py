"""Every golden transcript against every selected target: frames, exit code, standard error, leftovers.

With --exercise NAME, the exercise's transcripts (fixtures/exercises/NAME/) run too, for a style changed to solve
it. Each test is one transcript run by one target; its checks (shared_tests/harness/verdict.py) are reported as
subtests when one fails, up to the first frame that differs.
"""

from __future__ import annotations

import pytest

from shared_tests import exercises
from shared_tests.harness.runs import transcript_jobs
from shared_tests.harness.transcript import discover
from shared_tests.harness.verdict import Verdict
from shared_tests.plugin import parametrize_jobs, report, suite

TRANSCRIPTS = discover()


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "job" in metafunc.fixturenames:
        chosen = exercises.chosen(metafunc.config.getoption("exercise"))  # --exercise NAME: its transcripts too
        parametrize_jobs(metafunc, transcript_jobs(suite(metafunc.config).targets, TRANSCRIPTS + chosen))


def test_transcript(verdict: Verdict, subtests, request: pytest.FixtureRequest) -> None:
    report(verdict, subtests, request.config)
