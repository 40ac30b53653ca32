"""Every golden transcript against every style (or against --cmd): frames, exit code, stderr, leftovers."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from shared_tests import record
from shared_tests.compare import check_frames, frame_diff
from shared_tests.plugin import selected_targets, target_command
from shared_tests.runner import Result, run
from shared_tests.transcript import Transcript, discover

TRANSCRIPTS = discover()


def applies(transcript: Transcript, target: str) -> bool:
    if target == "cmd":
        return not transcript.styles
    return not transcript.styles or target in transcript.styles


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "case" in metafunc.fixturenames:
        cases = [
            pytest.param((target, t), id=f"{target}:{t.name}")
            for target in selected_targets(metafunc.config)
            for t in TRANSCRIPTS
            if applies(t, target)
        ]
        metafunc.parametrize("case", cases)


class RunPool:
    """Runs the selected cases ahead of the tests on --jobs worker threads (each run a real subprocess)."""

    def __init__(self, config: pytest.Config, cases: list[tuple[str, Transcript]]) -> None:
        self.executor = ThreadPoolExecutor(max_workers=config.getoption("--jobs"))
        timeout = config.getoption("--timeout")
        self.futures = {
            id(case): self.executor.submit(run, case[1], target_command(config, case[0]), timeout) for case in cases
        }

    def result(self, case: tuple[str, Transcript]) -> Result:
        return self.futures[id(case)].result()


@pytest.fixture(scope="session")
def run_pool(request: pytest.FixtureRequest):
    cases = [item.callspec.params["case"] for item in request.session.items if item.originalname == "test_transcript"]
    pool = RunPool(request.config, cases)
    yield pool
    pool.executor.shutdown(cancel_futures=True)


def test_transcript(case: tuple[str, Transcript], request: pytest.FixtureRequest, run_pool: RunPool, subtests) -> None:
    target, transcript = case
    config = request.config
    result = run_pool.result(case)

    assert result.exit is not None, (
        f"{transcript.title}: no exit within {config.getoption('--timeout')} s "
        f"(waiting for input that never comes, or stuck?)"
    )
    checks = check_frames(transcript.frames(), result.stdout)
    failed = [check for check in checks if not check.ok]
    verdicts = {
        "exit code": None if result.exit == transcript.exit else f"exit code {result.exit}, expected {transcript.exit}",
        "standard error": transcript.check_stderr(result.stderr),
        "no files left behind": result.leftovers and f"the program left {result.leftovers} in its working folder",
    }
    if not failed and not any(verdicts.values()) and config.get_verbosity() < 1:
        return  # all is well: the per-frame subtests below are for failures and for -v (they cost time)
    for check in checks:
        with subtests.test(msg=check.label):
            assert check.ok, frame_diff(check)
    if failed and config.getoption("--bless"):
        record.bless(transcript, target, failed[0])
    for label, problem in verdicts.items():
        with subtests.test(msg=label):
            assert not problem, problem
