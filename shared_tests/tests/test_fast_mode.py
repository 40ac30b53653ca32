"""The fast mode (--fast, fork servers) cannot pass what a real run fails: it gives exactly the results of
real subprocesses.

* A probe program (shared_tests/tests/probe) reports the state it starts in while it is being imported: a
  fast run starts with the same environment, working folder, arguments, standard streams, signals and
  process group as a real one, with fresh random seeds, and with the hash seed a real run gets in the same
  environment: with PYTHONHASHSEED unset (or `random`), a seed of its server's (a new server, with a new
  seed, every few runs) where a real run has one of its own; with PYTHONHASHSEED set to a number, as tox
  sets it, that number's seed in every run, real or fast. Both are checked, whatever the suite's own
  environment says.
* The whole corpus of a sample of styles (a multi-module style, the plugins with their configuration files
  and dialects, a numpy style) runs in both modes, with identical standard output, exit code, standard error
  and leftovers. With --style, the chosen styles are compared instead.
"""

from __future__ import annotations

import json
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest

from shared_tests.harness import fastmode
from shared_tests.harness.process import run_in_folder
from shared_tests.harness.runs import run_transcript
from shared_tests.harness.targets import base_environment, style_target
from shared_tests.harness.transcript import discover
from shared_tests.plugin import chosen_styles, suite

SAMPLE = ("things", "plugins", "arrays")
TRANSCRIPTS = discover()
PROBE = (sys.executable, "-m", "shared_tests.tests.probe")
PER_RUN = ("random",)  # fresh in every run, in both modes


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "style" in metafunc.fixturenames:
        config = metafunc.config
        metafunc.parametrize("style", chosen_styles(config, list(SAMPLE)))


def probe_states(count: int, fast, env: dict[str, str]) -> list[dict]:
    def setup(folder):
        (folder / "board.cfg").write_bytes(b"..*\n")

    states = []
    for _ in range(count):
        result = run_in_folder([*PROBE, "board.cfg", "extra"], b"1 1 R\n", env, 10, setup, fast=fast)
        assert (result.exit, result.stderr) == (0, b""), result.stderr.decode("utf-8", "replace")
        state = json.loads(result.stdout)
        state["cwd"] = state["path0"] = "<the run's folder>"  # a fresh folder per run
        states.append(state)
    return states


@pytest.mark.parametrize("seed", [None, "4242"], ids=["PYTHONHASHSEED-unset", "PYTHONHASHSEED-4242"])
def test_a_fast_run_starts_in_the_state_of_a_real_one(seed: str | None) -> None:
    env = {key: value for key, value in base_environment().items() if key != "PYTHONHASHSEED"}
    env.update({"PYTHONHASHSEED": seed} if seed else {})
    servers = fastmode.ForkServers(env)
    runs_per_server = fastmode.RUNS_PER_SERVER
    try:
        fastmode.RUNS_PER_SERVER = 3
        real, fast = probe_states(6, False, env), probe_states(6, servers, env)
    finally:
        fastmode.RUNS_PER_SERVER = runs_per_server
        servers.stop()
    for mode in (real, fast):
        assert len({state.pop("random") for state in mode}) == len(mode), "the random seed is the same in two runs"
    real_hashes, fast_hashes = [state.pop("hash") for state in real], [state.pop("hash") for state in fast]
    if seed is None:  # a seed per real run; per server in fast mode
        assert len(set(real_hashes)) == len(real)
        assert fast_hashes[:3] == [fast_hashes[0]] * 3 and fast_hashes[3:] == [fast_hashes[3]] * 3
        assert fast_hashes[0] != fast_hashes[3], "a new server must start with a new hash seed"
    else:  # the seed the variable names, in every run
        assert set(fast_hashes) == set(real_hashes) and len(set(real_hashes)) == 1
    differences = {key: (real[0][key], fast[0][key]) for key in real[0] if real[0][key] != fast[0][key]}
    assert differences == {}
    assert all(state == real[0] for state in real + fast)


@pytest.mark.heavy
def test_fast_mode_gives_the_same_results(style: str, request: pytest.FixtureRequest) -> None:
    config = request.config
    deadline = suite(config).deadline
    target = style_target(style)
    transcripts = [t for t in TRANSCRIPTS if target.applies(t)]
    with ThreadPoolExecutor(max_workers=config.getoption("--jobs")) as executor:
        pairs = [
            (
                t,
                executor.submit(run_transcript, t, target, deadline, False),
                executor.submit(run_transcript, t, target, deadline, True),
            )
            for t in transcripts
        ]
        differences = []
        for transcript, real, fast in pairs:
            real, fast = real.result(), fast.result()
            fields = ("exit code", "stdout", "stderr", "leftovers")
            ours = (real.exit, real.stdout, real.stderr, real.leftovers)
            theirs = (fast.exit, fast.stdout, fast.stderr, fast.leftovers)
            for what, a, b in zip(fields, ours, theirs, strict=True):
                if a != b:
                    differences.append(f"{transcript.name}: {what} differs: real {a!r:.300} vs fast {b!r:.300}")
    assert len(transcripts) >= 120
    assert not differences, "\n".join(differences)


def test_runs_stay_right_while_servers_are_replaced() -> None:
    """A server that is being replaced may turn a run away: the run then goes to a real process, never lost."""
    transcript = next(t for t in TRANSCRIPTS if t.name == "core/game-seed-simple-win")
    servers = fastmode.ForkServers(base_environment())
    runs_per_server = fastmode.RUNS_PER_SERVER
    try:
        fastmode.RUNS_PER_SERVER = 2
        with ThreadPoolExecutor(max_workers=6) as executor:
            results = list(
                executor.map(lambda _: run_transcript(transcript, style_target("monolith"), 10, servers), range(40))
            )
    finally:
        fastmode.RUNS_PER_SERVER = runs_per_server
        servers.stop()
    assert [(r.exit, r.problem) for r in results] == [(0, None)] * 40
    assert all(r.stdout == transcript.stdout() for r in results)
