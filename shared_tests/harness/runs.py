"""Running the suite's cases: a transcript or a probe against a target, one at a time or many in parallel.

A `Job` is one case for one target; `job.run(deadline)` returns its Verdict. `Pool` runs many jobs on worker
threads (each run is a real process, so threads are enough) and hands out their verdicts as they are asked
for. `bless` rewrites a transcript from an observed run, for a deliberate change of the spec.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass

from shared_tests.harness.probes import Probe
from shared_tests.harness.process import DEFAULT_DEADLINE, Result, run_in_folder
from shared_tests.harness.targets import Target, base_environment
from shared_tests.harness.transcript import Transcript, encode_typed, place_markers
from shared_tests.harness.verdict import EXIT, FRAME, STDERR, Verdict, judge


def run_transcript(transcript: Transcript, target: Target, deadline: float = DEFAULT_DEADLINE, fast=None) -> Result:
    """One run of the transcript's session by the target, in a fresh folder holding the transcript's files
    (`fast` as for process.run)."""
    env = transcript.environment(base_environment())
    argv = [*target.command, *transcript.args]
    return run_in_folder(argv, transcript.stdin(), env, deadline, transcript.prepare, fast=fast)


@dataclass(frozen=True, eq=False)
class Job:
    """One case (a transcript or a probe) for one target."""

    target: Target
    case: Transcript | Probe

    @property
    def name(self) -> str:
        return f"{self.target.name}:{self.case.name}"

    def run(self, deadline: float = DEFAULT_DEADLINE) -> Verdict:
        if isinstance(self.case, Probe):
            return self.case.check(self.target, deadline)
        return judge(self.case, run_transcript(self.case, self.target, deadline))


def transcript_jobs(targets: Iterable[Target], transcripts: Iterable[Transcript]) -> list[Job]:
    transcripts = list(transcripts)
    return [Job(target, t) for target in targets for t in transcripts if target.applies(t)]


class Pool:
    """Runs jobs ahead on `jobs` threads; `verdict(job)` waits for one. `progress(done, total)` is called as
    jobs finish (from the worker threads)."""

    def __init__(self, jobs: int, deadline: float = DEFAULT_DEADLINE, progress: Callable | None = None) -> None:
        self.executor = ThreadPoolExecutor(max_workers=max(1, jobs))
        self.deadline, self.progress = deadline, progress
        self.futures: dict[int, Future] = {}
        self.done = self.total = 0
        self.lock = threading.Lock()

    def submit(self, job: Job, run: Callable[[Job], Verdict] | None = None) -> Future:
        future = self.executor.submit(run or (lambda j: j.run(self.deadline)), job)
        self.futures[id(job)] = future
        self.total += 1
        if self.progress:
            future.add_done_callback(self._finished)
        return future

    def _finished(self, _: Future) -> None:
        with self.lock:
            self.done += 1
            done, total = self.done, self.total
        self.progress(done, total)

    def ahead(self, job: Job) -> Future:
        """Start the job unless it is started already."""
        return self.futures.get(id(job)) or self.submit(job)

    def verdict(self, job: Job) -> Verdict:
        return self.ahead(job).result()

    def close(self) -> None:
        self.executor.shutdown(cancel_futures=True)


# ---- --bless: rewrite a transcript from what a program did.


def bless(transcript: Transcript, verdict: Verdict) -> str | None:
    """Rewrite every failing part of `transcript` from the observed run (session, exit code, standard error
    rule) and save it; returns None when done, else why it cannot be blessed."""
    result = verdict.result
    failing = {check.kind for check in verdict.failures}
    if result is None or result.exit is None:
        return "the program did not end by itself: nothing to record"
    if result.leftovers:
        return f"the program left {result.leftovers} behind: that is a bug of the program, not of the transcript"
    if FRAME in failing:
        lines, eof = transcript.typed()
        transcript.session = place_markers(result.stdout, lines, eof, transcript.prompts())
    if EXIT in failing:
        transcript.exit = result.exit
    if STDERR in failing:
        transcript.stderr = stderr_rule_for(result.stderr)
    transcript.path.write_text(transcript.format(), encoding="utf-8")
    return None


def stderr_rule_for(stderr: bytes) -> str:
    """The loosest `stderr:` rule that the observed standard error follows exactly in spirit."""
    text = stderr.decode("utf-8", "replace")
    if not stderr:
        return "empty"
    lines = text.splitlines()
    if len(lines) == 1 and lines[0].strip() and "Traceback" not in text:
        return "one line"
    return "exactly " + encode_typed(stderr)
