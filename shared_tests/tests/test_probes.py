"""The probes (shared_tests/harness/probes.py) against every selected target: what no transcript can show.

| what                                            | where                                                      |
|-------------------------------------------------|------------------------------------------------------------|
| a FIFO named `x.cfg`                            | fixtures/core/file-fifo.transcript                         |
| a symlink to `/dev/zero` named `z.cfg`          | fixtures/core/file-symlink-dev-zero.transcript             |
| a 50 MB board file                              | probe board-file-of-50-mb                                  |
| a binary file, a dangling symlink, a missing    | fixtures/core/file-binary, file-dangling-symlink,          |
| folder in the path                              | file-missing-folder transcripts                            |
| invalid UTF-8 on standard input                 | fixtures/core/input-invalid-utf8.transcript, probe         |
|                                                 | latin1-locale-still-prints-utf8                            |
| a 2 MB input line                               | probes input-lines-of-2-mb, leading-zeros-of-2-mb          |
| 3,000 invalid lines in a row                    | probes invalid-lines-3000-*                                |
| `PYTHONIOENCODING=latin-1`: output still UTF-8  | fixtures/core/frame-utf8-despite-latin1.transcript, probe  |
| the reader of the output goes away (R10.2)      | probes closed-stdout-at-the-first-prompt, -mid-game        |
| Ctrl-C at the prompt (R10.3)                    | probes ctrl-c-at-the-first-prompt, ctrl-c-mid-game         |
| standard streams closed from the start (R10.4)  | probes closed-stdin-*, closed-stdout-from-the-start,       |
|                                                 | closed-stderr-keeps-exit-code-*                            |
| a stream open but failing (R10.5): a full disk, | probes stdout-on-a-full-disk, stdout-opened-for-reading,   |
| one opened the wrong way                        | stdin-opened-for-writing, stdout-and-stderr-on-a-full-disk |

Every probe runs within the suite's --deadline (R10.1: no hang), and none accepts a traceback (R2.7).
"""

from __future__ import annotations

import pytest

from shared_tests.harness.probes import PROBES
from shared_tests.harness.runs import Job
from shared_tests.harness.verdict import Verdict
from shared_tests.plugin import parametrize_jobs, report, suite


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "job" in metafunc.fixturenames:
        parametrize_jobs(
            metafunc, [Job(target, probe) for target in suite(metafunc.config).targets for probe in PROBES]
        )


def test_probe(verdict: Verdict, subtests, request: pytest.FixtureRequest) -> None:
    report(verdict, subtests, request.config)
