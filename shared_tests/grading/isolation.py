"""How the students' programs are isolated: the sandbox of harness/sandbox.py (or the limits alone, with
--no-sandbox), for class mode, --submission and `--cmd ... --sandbox`."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from shared_tests.grading.cases import real_interpreters
from shared_tests.harness import sandbox
from shared_tests.harness.targets import base_environment


@dataclass
class Isolation:
    """How this grading isolates the students' programs: `isolate` False for the limits alone (--no-sandbox);
    `keep_out`: folders no sandbox may see (the class's folder, the private copies)."""

    isolate: bool
    limits: sandbox.Limits
    keep_out: tuple[str, ...] = ()
    drop_env: frozenset[str] = field(default_factory=lambda: sandbox.dropped_environment(base_environment()))

    def sandbox(self, folder: Path, words: list[str]) -> sandbox.Sandbox:
        visible = (str(folder), *sandbox.needed(words, keep_out=self.keep_out))
        return sandbox.Sandbox(visible, self.limits, self.isolate, self.drop_env)


def isolation(options, keep_out: tuple[str, ...] = ()) -> Isolation | str:
    """The isolation the options ask for, or why there can be none (one line)."""
    limits = sandbox.Limits(memory=options.memory * sandbox.MiB) if options.memory else sandbox.Limits()
    if options.no_sandbox:
        return Isolation(False, limits, keep_out)
    why = sandbox.unavailable()
    if why:
        return f"{why}; --no-sandbox grades without it (the limits stay), with your rights"
    return Isolation(True, limits, keep_out)


def sandboxed(argv: list[str], options, notes: list[str]) -> list[str] | str:
    """`--cmd ... --sandbox`: the command in a sandbox that sees the folders its absolute paths name (a file's
    folder) and the interpreters it starts; or why there can be no sandbox."""
    how = isolation(options)
    if isinstance(how, str):
        return how
    notes.extend(real_interpreters(argv, options.deadline))
    named = []
    for word in argv:
        value = word.partition("=")[2] if "=" in word and not word.startswith("/") else word
        if os.path.isabs(value) and os.path.exists(value):
            named.append(value if os.path.isdir(value) else os.path.dirname(value))
    visible = (*dict.fromkeys(named), *sandbox.needed(argv))
    return list(sandbox.Sandbox(visible, how.limits, how.isolate, how.drop_env).command(argv))
