"""Run one transcript against one program: a fresh working folder, real pipes, a timeout."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from shared_tests.transcript import FIXTURES, Transcript

ROOT = FIXTURES.parent
STYLES = ROOT / "styles"
DEFAULT_TIMEOUT = 10.0
# Variables that would change how Python encodes output; transcripts set them explicitly when they mean to.
_NEUTRAL_ENV = ("PYTHONIOENCODING", "PYTHONUTF8", "PYTHONWARNINGS", "PYTHONSTARTUP", "MINESWEEPER_CONFIG", "ASPECT")


def discover_styles() -> list[str]:
    return sorted(p.parent.name for p in STYLES.glob("*/__main__.py"))


def style_command(style: str) -> list[str]:
    return [sys.executable, "-m", f"styles.{style}"]


def parse_command(command: str) -> list[str]:
    return shlex.split(command)


@dataclass
class Result:
    exit: int | None  # None when the run timed out
    stdout: bytes
    stderr: bytes
    leftovers: list[str]  # files the program left in its working folder


def base_environment() -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if key not in _NEUTRAL_ENV}
    env["PYTHONPATH"] = str(ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return env


def prepare(transcript: Transcript, folder: Path) -> None:
    """Create the transcript's files, folders, FIFOs and links in the working folder."""
    for item in transcript.setup:
        target = folder / item.name
        target.parent.mkdir(parents=True, exist_ok=True)
        if item.kind == "file":
            target.write_bytes(item.content)
        elif item.kind == "raw":
            shutil.copyfile(FIXTURES / item.source, target)
        elif item.kind == "dir":
            target.mkdir()
        elif item.kind == "fifo":
            os.mkfifo(target)
        elif item.kind == "symlink":
            target.symlink_to(item.source)


def snapshot(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*")}


def run(transcript: Transcript, command: list[str], timeout: float = DEFAULT_TIMEOUT) -> Result:
    with tempfile.TemporaryDirectory(prefix="minesweeper-") as name:
        folder = Path(name)
        prepare(transcript, folder)
        before = snapshot(folder)
        try:
            done = subprocess.run(
                command + transcript.args,
                input=transcript.stdin(),
                capture_output=True,
                cwd=folder,
                env=transcript.environment(base_environment()),
                timeout=timeout,
            )
            exit_code, stdout, stderr = done.returncode, done.stdout, done.stderr
        except subprocess.TimeoutExpired as expired:
            exit_code, stdout, stderr = None, expired.stdout or b"", expired.stderr or b""
        leftovers = sorted(snapshot(folder) - before)
    return Result(exit_code, stdout, stderr, leftovers)
