"""Runs the cases of one or more programs on shared worker threads."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace

from shared_tests.grading.cases import FIRST_FRAME, cases, first_frame, section_of
from shared_tests.grading.scoring import Grade
from shared_tests.harness.probes import Probe
from shared_tests.harness.runs import Job
from shared_tests.harness.targets import Target
from shared_tests.harness.transcript import Transcript
from shared_tests.harness.verdict import ANSWER, Check, Verdict

GRADING_DEADLINE = 5.0  # seconds per run: generous for a JVM start, short enough to grade a hang quickly
TIMEOUTS_IN_A_ROW = 3  # after this many runs of a section without an answer, the rest of it is not run
TIMEOUTS_IN_A_ROW_ANYWHERE = 6  # and after this many in a row in any sections, nothing more is run


class Scheduler:
    """Runs jobs on shared worker threads; a section that keeps giving no answer stops being run."""

    def __init__(self, jobs: int, deadline: float, progress: Callable[[int, int], None] | None = None) -> None:
        self.executor = ThreadPoolExecutor(max_workers=max(1, jobs))
        self.deadline, self.progress = deadline, progress
        self.lock = threading.Lock()
        self.done = self.total = 0

    def grade(
        self,
        command: str,
        argv: list[str],
        carries: frozenset[str],
        points: dict[str, float],
        tasks=(),
        only: Callable[[Transcript | Probe], bool] | None = None,
    ):
        """Submit every case of one program, with the exercises `tasks` (or those of its cases `only` chooses);
        returns a function that waits for its Grade. First, once, whether the program prints before it reads
        (`first_frame`): the probes that play move by move wait for that."""
        target = Target("cmd", tuple(argv), carries)
        chosen = [case for case in cases(carries, tuple(tasks)) if only is None or case is FIRST_FRAME or only(case)]
        silent: dict[str, int] = {}  # section -> runs in a row without an answer
        spans: list[float] = []  # when its first case started and its last one ended: its own time, not the queue's
        decided: Future = self.executor.submit(first_frame, target, self.deadline)

        def run(case: Transcript | Probe) -> Verdict:
            begun = time.monotonic()
            section = section_of(case)
            with self.lock:
                skip = silent.get(section, 0) >= TIMEOUTS_IN_A_ROW or silent.get("*", 0) >= TIMEOUTS_IN_A_ROW_ANYWHERE
            if case is FIRST_FRAME:
                verdict = Verdict(case.name, list(case.rules), decided.result()[1])
            elif skip:
                verdict = Verdict(
                    case.name,
                    list(case.rules),
                    [
                        Check(
                            "an answer in time",
                            False,
                            (f"not run: the runs before it gave no answer within {self.deadline:g} s"),
                            ANSWER,
                        )
                    ],
                )
            elif isinstance(case, Probe):
                verdict = Job(replace(target, ready=decided.result()[0]), case).run(self.deadline)
            else:
                verdict = Job(target, case).run(self.deadline)
            answerless = any(c.kind == ANSWER and "no answer" in c.explanation for c in verdict.failures)
            with self.lock:
                silent[section] = silent.get(section, 0) + 1 if answerless else 0
                silent["*"] = silent.get("*", 0) + 1 if answerless else 0
                spans[:] = [min(spans[0], begun) if spans else begun, time.monotonic()]
                self.done += 1
                done, total = self.done, self.total
            if self.progress:
                self.progress(done, total)
            return verdict

        with self.lock:
            self.total += len(chosen)
        futures = [(case, self.executor.submit(run, case)) for case in chosen]

        def result() -> Grade:
            verdicts = [(case, future.result()) for case, future in futures]
            return Grade(command, verdicts, points, spans[1] - spans[0] if spans else 0.0)

        return result

    def close(self) -> None:
        self.executor.shutdown(cancel_futures=True)
