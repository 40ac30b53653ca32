"""Robustness rules that a transcript cannot show: a reader that goes away (R10.2), Ctrl-C (R10.3) and
standard streams that are closed from the start (R10.4)."""

from __future__ import annotations

import os
import signal
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

from shared_tests.plugin import parametrize_commands
from shared_tests.runner import base_environment, start_game
from shared_tests.transcript import FIXTURES, load

CITES = ("R10.2", "R10.3", "R10.4")
BOARD = b"..*\n...\n...\n"
FIRST_FRAME_END = b">"


pytest_generate_tests = parametrize_commands


def read_first_frame(process: subprocess.Popen) -> bytes:
    frame = b""
    while not frame.endswith(FIRST_FRAME_END):
        chunk = os.read(process.stdout.fileno(), 4096)
        assert chunk, f"the program ended before its first prompt: {frame!r}"
        frame += chunk
    return frame


def test_closed_stdout_ends_quietly(command: list[str]) -> None:
    """R10.2: the reader closes the pipe; the next frame fails to print; the program ends without a word."""
    with tempfile.TemporaryDirectory() as folder:
        process = start_game(command, folder, BOARD)
        read_first_frame(process)
        process.stdout.close()
        try:
            process.stdin.write(b"1 1 F\n" * 20)
            process.stdin.close()
        except BrokenPipeError:
            pass
        try:
            code = process.wait(timeout=10)
        finally:
            process.kill()
        stderr = process.stderr.read()
        process.stderr.close()
        assert code != 0
        assert stderr == b""


def test_ctrl_c_at_the_prompt_ends_quietly(command: list[str]) -> None:
    """R10.3: SIGINT while the program waits for a move: exit code 130, nothing on standard error."""
    with tempfile.TemporaryDirectory() as folder:
        process = start_game(command, folder, BOARD)
        read_first_frame(process)
        time.sleep(0.05)  # let it settle into its read
        process.send_signal(signal.SIGINT)
        try:
            code = process.wait(timeout=10)
        finally:
            process.kill()
        _, stderr = process.communicate()
        assert code == 130
        assert stderr == b""


def run_with_closed(command: list[str], fd: int, args: list[str]) -> subprocess.CompletedProcess:
    """Run with one of the standard file descriptors closed before the program starts."""
    with tempfile.TemporaryDirectory() as folder:
        Path(folder, "board.cfg").write_bytes(BOARD)
        streams = {0: "stdin", 1: "stdout", 2: "stderr"}
        pipes = {name: subprocess.PIPE for number, name in streams.items() if number != fd}
        return subprocess.run(
            command + args,
            cwd=folder,
            env=base_environment(),
            timeout=10,
            **pipes,
            preexec_fn=lambda: os.close(fd),
        )


def test_closed_stdin_is_an_input_that_ends_at_once(command: list[str]) -> None:
    """R10.4: `<&-` plays like an empty input: the first frame, then Not enough inputs!"""
    expected = load(FIXTURES / "core" / "frame-first-then-eof.transcript").stdout()
    done = run_with_closed(command, 0, ["board.cfg"])
    assert (done.returncode, done.stderr) == (0, b"")
    assert done.stdout == expected


def test_stdout_closed_from_the_start_ends_quietly(command: list[str]) -> None:
    """R10.4: `>&-`: nowhere to draw the board, so a quiet non-zero exit."""
    done = run_with_closed(command, 1, ["board.cfg"])
    assert done.returncode != 0
    assert done.stderr == b""


@pytest.mark.parametrize("args, code", [(["missing.cfg"], 1), (["board.txt"], 2)], ids=["missing", "bad-name"])
def test_closed_stderr_keeps_the_exit_code(command: list[str], args: list[str], code: int) -> None:
    """R10.4: `2>&-` with a missing board (1) or a bad name (2): the message is lost, the exit code is not.

    The second case matters: a program that crashes on the missing stream also exits with 1.
    """
    done = run_with_closed(command, 2, args)
    assert (done.returncode, done.stdout) == (code, b"")
