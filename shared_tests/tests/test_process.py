"""The process layer (shared_tests/harness/process.py): nothing waits forever.

Three programs that misbehave in the ways a student's program does — one reads all of its input before it
prints anything (legal for every transcript), one never prints, one prints forever without reading — are run
through every probe and a sample of transcripts: each job ends within its deadline, with a verdict that says
what happened. The same holds end to end, through pytest with --cmd.

No verdict here depends on how busy the machine is. A job that must fail gets a short deadline and fails
whatever the load (the program never answers); a job that must pass gets the default deadline. How long a
job may take beyond its deadlines (starting, killing, cleaning up) is measured in start-ups of this same
interpreter, timed as the tests begin; without the deadline these programs would run for an hour.
"""

from __future__ import annotations

import os
import re
import shlex
import statistics
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from shared_tests.harness import process
from shared_tests.harness.probes import PROBES
from shared_tests.harness.process import DEFAULT_DEADLINE, NoAnswer, Program, Session, fresh_folder, run_in_folder
from shared_tests.harness.runs import Job
from shared_tests.harness.targets import ROOT, base_environment, command_target
from shared_tests.harness.transcript import FIXTURES, load

DEADLINE = 0.4  # for the jobs that must fail: they never answer, at any load
HOUR = 3600  # how long the misbehaving programs would run without a deadline
READS_FIRST = (
    "import subprocess, sys; data = sys.stdin.buffer.read(); "
    "game = subprocess.run([sys.executable, '-m', 'styles.monolith', *sys.argv[1:]], input=data, capture_output=True); "
    "sys.stdout.buffer.write(game.stdout); sys.stderr.buffer.write(game.stderr); sys.exit(game.returncode)"
)
MISBEHAVING = {
    "reads-all-first": [sys.executable, "-c", READS_FIRST],
    "never-prints": [sys.executable, "-c", f"import time; time.sleep({HOUR})"],
    "prints-forever": [sys.executable, "-c", "import sys\nwhile True: sys.stdout.write('x' * 65536)"],
}
SAMPLE = ("core/game-seed-simple-win", "core/input-thousand-lines", "core/file-fifo", "core/end-eof-mid-game")


def command(name: str) -> str:
    return shlex.join(MISBEHAVING[name])


@pytest.fixture(scope="module")
def slack() -> float:
    """Seconds a job may take beyond its deadlines: 2.5 s plus 25 start-ups of this interpreter as the machine
    is now (the median of three `python -c pass` runs through the process layer), never near an hour."""
    times = []
    for _ in range(3):
        started = time.monotonic()
        run_in_folder([sys.executable, "-c", "pass"], b"", base_environment())
        times.append(time.monotonic() - started)
    return 2.5 + 25 * statistics.median(times)


def test_a_run_reports_exit_code_output_and_leftovers() -> None:
    script = "import sys; open(sys.argv[1], 'w').write('x'); print('hi'); sys.exit(3)"
    result = run_in_folder([sys.executable, "-c", script, "made.txt"], b"", base_environment())
    assert (result.exit, result.stdout, result.leftovers, result.problem) == (3, b"hi\n", ["made.txt"], None)


def test_a_command_that_does_not_exist_cannot_start() -> None:
    result = run_in_folder(["/nowhere/minesweeper"], b"", base_environment())
    assert result.exit is None and not result.started and "cannot start '/nowhere/minesweeper'" in result.problem


@pytest.mark.parametrize("name", MISBEHAVING)
def test_a_whole_run_ends_at_its_deadline(name: str, slack: float) -> None:
    deadline = DEFAULT_DEADLINE if name == "reads-all-first" else DEADLINE  # it answers, when it can start
    started = time.monotonic()
    result = run_in_folder([*MISBEHAVING[name], "board.cfg"], b"1 1 R\n" * 10, base_environment(), deadline)
    if name == "reads-all-first":
        assert result.exit == 1 and result.problem is None  # no board.cfg: a missing file, but an answer
    else:
        assert time.monotonic() - started < DEADLINE + slack
        assert result.exit is None and re.match(r"(no answer within 0.4 s after|more than 16 MiB)", result.problem)


def test_a_session_says_what_was_printed_before_it_stopped_answering() -> None:
    printing = f"import sys, time; sys.stdout.write('half a frame'); sys.stdout.flush(); time.sleep({HOUR})"
    with fresh_folder() as (folder, _), Session(Program((sys.executable, "-c", printing), folder, {})) as game:
        game.read_until(b"frame")  # started, however long that took; then it stops answering
        with pytest.raises(
            NoAnswer, match="no answer within 0.3 s after 12 bytes of output, the last ending 'half a frame'"
        ):
            game.read_until(b">", within=0.3)


def test_killing_a_program_kills_its_whole_process_group() -> None:
    """A shell wrapper's children are killed too: nothing is left running after the deadline."""
    marker = f"minesweeper-orphan-{os.getpid()}-{time.time_ns()}"
    shell = f"(exec -a {marker}-child sleep {HOUR}) & echo started; exec -a {marker} sleep {HOUR}"

    def running() -> list[bytes]:
        return subprocess.run(["pgrep", "-f", marker], capture_output=True).stdout.split()

    with fresh_folder() as (folder, _):
        session = Session(Program(("/bin/bash", "-c", shell), folder, base_environment()))
        with session:
            session.read_until(b"started\n")
            until = time.monotonic() + DEFAULT_DEADLINE
            while len(running()) < 2:  # the shell has become `sleep`, beside its child
                assert time.monotonic() < until, "the shell did not start its two sleeps"
                time.sleep(0.05)
            with pytest.raises(NoAnswer):
                session.wait(within=DEADLINE)
        until = time.monotonic() + DEFAULT_DEADLINE  # a killed process ends when it is next scheduled
        while running():
            assert time.monotonic() < until, f"still running: {running()}"
            time.sleep(0.05)


def test_fast_mode_is_used_only_for_a_python_module_in_the_suites_environment() -> None:
    process.configure(fast=True, env=base_environment())
    try:
        env = base_environment()
        module = Program((sys.executable, "-m", "styles.monolith"), ROOT, env)
        assert process._fast_module(module, None) == "styles.monolith"
        assert process._fast_module(Program(module.argv, ROOT, {**env, "LANG": "C"}), None) is None
        assert process._fast_module(Program(module.argv, ROOT, env, frozenset({0})), None) is None
        assert process._fast_module(Program(("node", "a.js"), ROOT, env), None) is None
        assert process._fast_module(module, False) is None
    finally:
        process.configure(fast=False)


def interactive(job: Job) -> bool:
    """A probe that waits for a prompt before it ends the input: a program that reads everything first fails it."""
    return job.case in PROBES and ("prompt" in job.case.name or "mid-game" in job.case.name)


@pytest.mark.parametrize("name", MISBEHAVING)
def test_every_probe_and_transcript_ends_within_its_deadline(name: str, slack: float) -> None:
    target = command_target(command(name))
    jobs = [Job(target, probe) for probe in PROBES] + [Job(target, load(FIXTURES / f"{t}.transcript")) for t in SAMPLE]

    def deadline(job: Job) -> float:  # a job that reads-all-first passes gets the time to pass, at any load
        return DEFAULT_DEADLINE if name == "reads-all-first" and not interactive(job) else DEADLINE

    def timed(job: Job):
        started = time.monotonic()
        verdict = job.run(deadline(job))
        return job, verdict, time.monotonic() - started

    with ThreadPoolExecutor(max_workers=4) as pool:  # they mostly wait: more threads than cores
        outcomes = list(pool.map(timed, jobs))
    for job, verdict, seconds in outcomes:
        waits = 5 if job.case in PROBES and "mid-game" in job.case.name else 2  # several frames: several waits
        assert seconds < waits * deadline(job) + slack, f"{job.name} took {seconds:.1f} s"
        if name != "reads-all-first" or interactive(job):
            assert not verdict.ok, f"{job.name} passed"
            assert all(check.explanation for check in verdict.failures), job.name
    if name == "reads-all-first":  # legal for every transcript and every probe that does not wait on a prompt
        passing = {job.case.name for job, verdict, _ in outcomes if verdict.ok}
        assert set(SAMPLE) <= passing


def test_pytest_with_a_program_that_never_prints_ends_quickly(slack: float) -> None:
    """End to end: the probes through pytest --cmd, against a program that never prints, end in seconds."""
    started = time.monotonic()
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "shared_tests/tests/test_probes.py",
            "--cmd",
            command("never-prints"),
            "--deadline",
            str(DEADLINE),
            "--jobs",
            "8",
        ],
        cwd=ROOT,
        capture_output=True,
        timeout=HOUR / 6,
    )
    seconds = time.monotonic() - started
    out = done.stdout.decode("utf-8", "replace")
    assert done.returncode == 1, out[-2000:]
    assert f"no answer within {DEADLINE:g} s after no output at all" in out
    assert out.count("FAILED shared_tests/tests/test_probes.py::test_probe[") == len(PROBES), out[-2000:]
    assert seconds < 10 * slack, f"{seconds:.1f} s"  # 25 s and more: the probes would wait an hour each


@pytest.mark.parametrize(
    "command, says",
    [("no-such-minesweeper board", "command not found"), ('node "unclosed', "cannot read the command")],
)
def test_pytest_with_a_command_that_cannot_start_says_so_once(command: str, says: str) -> None:
    """A command that cannot start is one usage error, not a failure for each of the suite's tests."""
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--cmd", command],
        cwd=ROOT, capture_output=True, timeout=120, text=True,
    )  # fmt: skip
    assert done.returncode == 4 and says in done.stderr and "Traceback" not in done.stderr, done.stderr
    assert done.stdout.count("failed") == 0
