"""What the suite runs: a target is one of our styles or any command, and the environment every run gets."""

from __future__ import annotations

import atexit
import functools
import os
import shlex
import shutil
import sys
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass

from shared_tests.harness.transcript import FIXTURES, Transcript
from styles import catalogue

ROOT = FIXTURES.parent
STYLES = ROOT / "styles"
# Variables that would change how Python encodes output, or what an add-on does (transcripts set them when
# they mean to), and one that would make every run compile its program again (see bytecode_cache).
NEUTRAL_ENV = (
    "PYTHONIOENCODING",
    "PYTHONUTF8",
    "PYTHONWARNINGS",
    "PYTHONSTARTUP",
    "MINESWEEPER_CONFIG",
    "ASPECT",
    "PYTHONDONTWRITEBYTECODE",
    "PYTHONPYCACHEPREFIX",
)


# Our environment as it was when the session started: pytest adds PYTEST_CURRENT_TEST to os.environ while each
# test runs, and a run must not see that (nor would a fast-mode run then go to its fork server).
_SESSION_ENV = {key: value for key, value in os.environ.items() if not key.startswith("PYTEST_")}


@dataclass(frozen=True)
class Target:
    """A program under test: a name for reports, its command line (without the transcript's arguments), and
    the styles whose add-on and dialect transcripts it carries (a style carries its own)."""

    name: str
    command: tuple[str, ...]
    carries: frozenset[str] = frozenset()
    # What its output ends with while it waits for a line (the end of a frame and R6.5's prompt), for the probes
    # that play a game move by move; None for a program that reads all of its input before it prints anything.
    ready: bytes | None = "╝\n>".encode()

    def applies(self, transcript: Transcript) -> bool:
        """Whether this transcript is for this target: core transcripts are for every program, a transcript
        with a `styles:` line only for the styles it names (or a command graded as one of them)."""
        return not transcript.styles or bool(self.carries & set(transcript.styles))

    @property
    def style(self) -> str | None:
        return self.name if self.command == style_command(self.name) else None


def style_command(style: str) -> tuple[str, ...]:
    return (sys.executable, "-m", f"styles.{style}")


def style_target(style: str) -> Target:
    return Target(style, style_command(style), frozenset({style}))


def command_target(command: str, carries: frozenset[str] = frozenset(), name: str = "cmd") -> Target:
    """The target a command line names; ValueError when the line cannot be read, or cannot start at all."""
    try:
        argv = shlex.split(command)
    except ValueError as error:
        raise ValueError(f"cannot read the command {command!r}: {error}") from None
    problem = command_problem(argv)
    if problem:
        raise ValueError(problem)
    return Target(name, tuple(argv), carries)


def command_problem(argv: list[str]) -> str | None:
    """Why a command line cannot run the suite's cases, seen without running it: it is empty, its program
    is missing or not executable, or it names a file by a relative path (every run has a fresh folder)."""
    if not argv:
        return "the command is empty"
    program = argv[0]
    if "/" in program and not os.path.isabs(program):
        return relative_path(argv, program)
    if "/" in program and not os.path.exists(program):
        return f"command not found: {program} does not exist"
    if "/" in program and not os.access(program, os.X_OK):
        return f"{program} is not executable (chmod +x, or start it with its interpreter)"
    if "/" not in program and shutil.which(program) is None:
        return f"command not found: {program!r} is not on PATH" + (
            " (did you mean python3?)" if program == "python" and shutil.which("python3") else ""
        )
    for argument in argv[1:]:
        if not argument.startswith("-") and not os.path.isabs(argument) and os.path.exists(argument):
            return relative_path(argv, argument)
    return None


def relative_path(argv: list[str], path: str) -> str:
    fixed = [os.path.abspath(part) if part == path else part for part in argv]
    return (
        f"{path} is a relative path, but every run happens in a fresh temporary folder: give absolute paths, "
        f"e.g.\n    --cmd {shlex.quote(shlex.join(fixed))}"
    )


def discover_styles() -> list[str]:
    """Every style, in the book's chapter order."""
    return catalogue.names()


def base_environment(extra: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment of every run: ours, without the variables that change a program's output, with the
    repository on PYTHONPATH (so `python -m styles.X` works from any working folder) and a bytecode cache."""
    env = {key: value for key, value in _SESSION_ENV.items() if key not in NEUTRAL_ENV}
    env["PYTHONPATH"] = str(ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    env["PYTHONPYCACHEPREFIX"] = bytecode_cache()
    env.update(extra or {})
    return env


@functools.cache
def bytecode_cache() -> str:
    """A folder for the compiled bytecode of the programs we run, removed when we end.

    Python caches a module's compiled code next to its source unless PYTHONDONTWRITEBYTECODE is set, as it is
    on some machines (CI's among them): then every run compiles the whole style again, a third of a small
    style's start-up. The runs get this folder instead (PYTHONPYCACHEPREFIX), so that the source tree stays
    as it is and each module is compiled once per session.
    """
    folder = tempfile.mkdtemp(prefix="minesweeper-bytecode-")
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder
