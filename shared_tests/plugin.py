"""The pytest front end of the suite (registered as the `minesweeper` plugin through the pytest11 entry point).

A thin layer over the machinery in shared_tests/harness: it chooses the targets (`--style`, `--cmd`), runs
every selected job ahead of the tests on `--jobs` threads, and turns each Verdict into subtests, one per check,
reported only when something fails (or with -v). All the run's state lives in one `Suite` object.

The tests that check the programs under test (transcripts, probes, chapter rules, concerns) carry the marker
`style`: `pytest --style X -m style` checks style X and nothing else (each tox environment of a style runs that),
`pytest -m "not style"` runs the suite's own tests. Under pytest-xdist each worker runs only the jobs of the
tests it is sent, each one while the test before it runs.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from dataclasses import dataclass, field

import pytest

from shared_tests import exercises
from shared_tests.harness import process
from shared_tests.harness.process import DEFAULT_DEADLINE
from shared_tests.harness.runs import Job, Pool, bless
from shared_tests.harness.targets import Target, base_environment, command_target, discover_styles, style_target
from shared_tests.harness.verdict import Verdict
from styles import catalogue


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("minesweeper", "Minesweeper in Many Styles: the programs under test")
    group.addoption(
        "--style",
        action="append",
        default=[],
        metavar="NAME",
        help="run the suite against this style only (repeatable): a name, an alias, a chapter (11), a range (11-16) "
        "or a part of the book (objects); default: every style under styles/",
    )
    group.addoption(
        "--cmd",
        default=None,
        metavar="COMMAND",
        help='run the core transcripts and probes against any program, e.g. --cmd "java -cp /abs/out Minesweeper"; '
        "each run has a fresh temporary working folder, so give absolute paths",
    )
    group.addoption(
        "--with",
        dest="carries",
        action="append",
        default=[],
        metavar="STYLE",
        help="with --cmd: also the add-on or dialect transcripts of this style (e.g. --with aspects)",
    )
    group.addoption(
        "--exercise",
        action="append",
        default=[],
        metavar="NAME",
        help="also run this exercise's transcripts (EXERCISES.md, e.g. chording) against the chosen styles or --cmd, "
        "for a style changed to solve it (repeatable)",
    )
    group.addoption(
        "--jobs",
        type=int,
        default=None,
        metavar="N",
        help="programs run at the same time; default: the number of cores (three times that with --fast, whose runs "
        "leave the cores idle while they wait on the fork server)",
    )
    group.addoption(
        "--deadline",
        type=float,
        default=None,
        metavar="SECONDS",
        help=f"seconds a run (or one wait of an interactive probe) may take; past it the program is killed "
        f"(default {DEFAULT_DEADLINE:g}, more on a machine too busy to start an interpreter in {QUIET_START:g} s)",
    )
    group.addoption(
        "--fast",
        action="store_true",
        help="fast mode for local iteration: each style runs in fork servers (shared_tests/harness/forkserver.py)",
    )
    group.addoption(
        "--fuzz-examples",
        type=int,
        default=None,
        metavar="N",
        help="differential fuzzing: how many generated games (default: the small CI budget); e.g. 2000 locally",
    )
    group.addoption("--fuzz-seed", type=int, default=None, metavar="SEED", help="differential fuzzing: another seed")
    group.addoption(
        "--bless",
        action="store_true",
        help="rewrite every failing part of each failing transcript from the chosen --style's run (for a "
        "deliberate change of SPEC.md, never to make a program pass); the rewritten files are listed at the end",
    )


@dataclass
class Suite:
    """The state of one pytest run: the targets, the pool that runs their jobs, what --bless wrote."""

    targets: list[Target]
    pool: Pool
    deadline: float
    bless: bool
    started: float = field(default_factory=time.perf_counter)
    blessed: list[str] = field(default_factory=list)
    unblessable: list[str] = field(default_factory=list)


_SUITE = pytest.StashKey[Suite]()


def suite(config: pytest.Config) -> Suite:
    return config.stash[_SUITE]


STYLE_MARKER = (
    "style: a check of the programs under test (a transcript, a probe, a chapter rule, a concern, an exercise's "
    "solution), run for each chosen --style; `-m style` runs only these, `-m 'not style'` only the suite's own tests"
)


HEAVY_MARKER = (
    "heavy: a whole program, class, submission or deployment graded end to end, or every style played side by "
    "side (tens of seconds each); `tox -e harness` runs them, CI runs them once, in the README's test command, and "
    "not again in its tox run (.ci/run)"
)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", STYLE_MARKER)
    config.addinivalue_line("markers", HEAVY_MARKER)
    known = discover_styles()
    try:  # a name, an alias, a chapter, a range (11-16) or a part of the book (objects), as a teacher types it
        config.option.style = chosen = [style.name for style in catalogue.resolve(config.getoption("--style"))]
        config.option.carries = [catalogue.resolve_one(word).name for word in config.getoption("carries")]
    except catalogue.NoSuchStyle as problem:
        raise pytest.UsageError(str(problem)) from None
    problem = exercises.unknown(config.getoption("--exercise"))
    if problem:
        raise pytest.UsageError(problem)
    command = config.getoption("--cmd")
    if config.getoption("--bless") and (len(chosen) != 1 or command):
        raise pytest.UsageError("--bless needs exactly one --style to record from")
    fast = config.getoption("--fast")
    if config.option.jobs is None:
        config.option.jobs = (os.cpu_count() or 2) * (3 if fast else 1)
    if command:
        try:  # a command that cannot start is one message, not a failure per test
            targets = [command_target(command, frozenset(config.getoption("carries")))]
        except ValueError as error:
            raise pytest.UsageError(f"--cmd: {error}") from None
    else:
        targets = [style_target(name) for name in chosen or known]
    process.configure(fast=fast, env=base_environment())
    process.allow_interrupts()
    if config.option.deadline is None:
        config.option.deadline = calibrated_deadline()
    deadline = config.getoption("--deadline")
    config.stash[_SUITE] = Suite(targets, Pool(config.option.jobs, deadline), deadline, config.getoption("--bless"))


QUIET_START = 0.05  # seconds: an interpreter starts and ends within this through the process layer, when quiet


def calibrated_deadline() -> float:
    """The default deadline, grown in proportion when the machine is busy: 10 s where a bare interpreter starts
    within QUIET_START, ten times that where it takes ten times as long, so that load is never a verdict."""
    return DEFAULT_DEADLINE * max(1.0, statistics.median(_bare_runs(3)) / QUIET_START)


def pytest_report_header(config: pytest.Config) -> str | None:
    if _SUITE in config.stash and suite(config).deadline != DEFAULT_DEADLINE:
        return f"deadline per run: {suite(config).deadline:.0f} s (the machine is busy: interpreters start slowly)"
    return None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """--style and --cmd choose what runs, here and only here: a test with a `style` parameter runs only for the
    chosen styles, and not at all against another program (--cmd)."""
    chosen, command = set(config.getoption("--style")), config.getoption("--cmd")
    if not chosen and not command:
        return
    keep, drop = [], []
    for item in items:
        style = item.callspec.params.get("style") if hasattr(item, "callspec") else None
        (drop if isinstance(style, str) and (command or style not in chosen) else keep).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def chosen_styles(config: pytest.Config, default: list[str]) -> list[str]:
    """The styles a test with a costly `style` parameter runs for: the chosen ones, else its own `default`."""
    return [] if config.getoption("--cmd") else config.getoption("--style") or default


def item_job(item: pytest.Item | None) -> Job | None:
    job = getattr(item, "callspec", None) and item.callspec.params.get("job")
    return job if isinstance(job, Job) else None


def under_xdist(config: pytest.Config) -> bool:
    """Whether this is a pytest-xdist worker, which collects every test but runs only those it is sent."""
    return hasattr(config, "workerinput")


def pytest_collection_finish(session: pytest.Session) -> None:
    """Start every selected job now, in test order, so that the tests only collect their verdicts (an xdist
    worker starts them one test ahead instead, in pytest_runtest_protocol)."""
    if under_xdist(session.config):
        return
    state = suite(session.config)
    for job in filter(None, map(item_job, session.items)):
        state.pool.submit(job)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> None:
    """Under xdist: start this test's job, if it has one, and the next test's, while this one waits."""
    if under_xdist(item.config):
        for job in filter(None, (item_job(item), item_job(nextitem))):
            suite(item.config).pool.ahead(job)


@pytest.fixture
def verdict(request: pytest.FixtureRequest, job: Job) -> Verdict:
    """The verdict of the test's `job` (a parameter of the test module's), run ahead by the pool."""
    return suite(request.config).pool.verdict(job)


def parametrize_jobs(metafunc: pytest.Metafunc, jobs: list[Job]) -> None:
    """One test per job; each is a check of its target (the marker `style`)."""
    metafunc.parametrize("job", [pytest.param(job, id=job.name, marks=pytest.mark.style) for job in jobs])


def parametrize_targets(metafunc: pytest.Metafunc) -> None:
    """Give a test's `target` argument one value per selected target."""
    if "target" in metafunc.fixturenames:
        targets = suite(metafunc.config).targets
        metafunc.parametrize("target", targets, ids=[target.name for target in targets])


def report(verdict: Verdict, subtests, config: pytest.Config) -> None:
    """Each check of a verdict as a subtest, with its explanation and no traceback; nothing when all is well
    (the per-frame subtests cost pytest more than the runs do), unless -v."""
    if verdict.ok and config.get_verbosity() < 1:
        return
    for check in verdict.checks:
        with subtests.test(msg=check.name):
            if not check.ok:
                pytest.fail(check.explanation or check.name, pytrace=False)
    state = suite(config)
    if not verdict.ok and state.bless and verdict.transcript is not None:
        problem = bless(verdict.transcript, verdict)
        path = os.path.relpath(verdict.transcript.path)
        (state.unblessable.append(f"{path}: {problem}") if problem else state.blessed.append(path))


def pytest_sessionfinish(session: pytest.Session) -> None:
    if _SUITE in session.config.stash:
        suite(session.config).pool.close()
    process.configure(fast=False)  # stop the fork servers before the summary, so that their CPU time counts


def pytest_terminal_summary(terminalreporter, config: pytest.Config) -> None:
    if _SUITE not in config.stash:
        return
    state = suite(config)
    if state.bless:
        terminalreporter.write_sep("-", f"--bless rewrote {len(state.blessed)} transcript(s)")
        for line in state.blessed + state.unblessable:
            terminalreporter.write_line(line)
    times = list(process.RUNS)
    if len(times) < 20:
        return
    wall = time.perf_counter() - state.started
    bare = statistics.median(_bare_runs())
    cpu = os.times()
    jobs = config.getoption("--jobs")
    per_run = wall * jobs / len(times)
    mode = "fast" if config.getoption("--fast") else "default"
    terminalreporter.write_sep("-", "timing")
    terminalreporter.write_line(
        f"{len(times)} program runs in {wall:.1f} s wall ({mode} mode, --jobs {jobs}); CPU: "
        f"{cpu.user + cpu.system:.1f} s in pytest, {cpu.children_user + cpu.children_system:.1f} s in the programs"
    )
    median = statistics.median(times)
    terminalreporter.write_line(
        f"per run: median {median * 1000:.0f} ms against {bare * 1000:.0f} ms for a bare `python -c pass` through "
        f"the same process layer ({median / bare:.1f}x); wall x jobs / runs: {per_run * 1000:.0f} ms"
    )


def _bare_runs(count: int = 9) -> list[float]:
    """Seconds of `sys.executable -c pass` runs, each in a fresh folder like a transcript's run."""
    times = []
    for _ in range(count):
        started = time.perf_counter()
        process.run_in_folder([sys.executable, "-c", "pass"], b"", base_environment())
        times.append(time.perf_counter() - started)
    del process.RUNS[-count:]
    return times
