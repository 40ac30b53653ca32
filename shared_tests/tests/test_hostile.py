"""Hostile inputs that are too big, too many or too timed for a transcript, run against every selected style.

The issue's list, and where each item is checked:

| hostile input                                   | where                                                      |
|-------------------------------------------------|------------------------------------------------------------|
| a FIFO named `x.cfg`                            | fixtures/core/file-fifo.transcript                         |
| a symlink to `/dev/zero` named `z.cfg`          | fixtures/core/file-symlink-dev-zero.transcript             |
| a 50 MB board file                              | test_50_mb_board_file (here)                               |
| a binary file                                   | fixtures/core/file-binary.transcript                       |
| a dangling symlink                              | fixtures/core/file-dangling-symlink.transcript             |
| a missing folder in the path                    | fixtures/core/file-missing-folder.transcript               |
| invalid UTF-8 on stdin                          | fixtures/core/input-invalid-utf8.transcript, test_latin1_* |
| a 2 MB input line                               | test_2_mb_input_lines, test_2_mb_of_leading_zeros (here)   |
| 3,000 invalid lines in a row                    | test_3000_invalid_lines_in_a_row (here)                    |
| `PYTHONIOENCODING=latin-1`: output still UTF-8  | fixtures/core/frame-utf8-despite-latin1.transcript,        |
|                                                 | test_latin1_game_prints_utf8 (here)                        |
| stdout closed by the reader mid-game            | test_robustness.py (after the first frame),                |
|                                                 | test_closed_stdout_mid_game (here: after moves, mid-flood) |
| Ctrl-C at the prompt                            | test_robustness.py (first prompt), test_ctrl_c_mid_game    |

Every test runs within the suite's --timeout (R10.1: no hang), and no test accepts a traceback (R2.7).
"""

from __future__ import annotations

import os
import select
import signal
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

from shared_tests.frames import covered, draw
from shared_tests.plugin import parametrize_commands
from shared_tests.runner import Result, base_environment, run_in_folder, start_game

SIMPLE = b"..*\n...\n...\n"  # the seed's board: (1, 1) floods every safe square and wins
START = draw(covered(3, 3))
INVALID = draw(covered(3, 3), "The provided input is not valid!")
WON = draw(["▓1 ", "▓11", "▓▓▓"], "You Won!", prompt=False)
MB = 1 << 20


pytest_generate_tests = parametrize_commands


@pytest.fixture
def timeout(request: pytest.FixtureRequest) -> float:
    return request.config.getoption("--timeout")


def play(command: list[str], stdin: bytes, timeout: float, board: bytes = SIMPLE, env: dict | None = None) -> Result:
    def setup(folder: Path) -> None:
        (folder / "board.cfg").write_bytes(board)

    result = run_in_folder(command + ["board.cfg"], stdin, env or base_environment(), timeout, setup)
    assert result.exit is not None, f"no exit within {timeout} s"
    return result


def assert_played(result: Result, expected: bytes) -> None:
    assert b"Traceback" not in result.stderr, result.stderr.decode("utf-8", "replace")
    if result.stdout != expected:
        same = len(os.path.commonprefix([result.stdout, expected]))
        pytest.fail(
            f"output differs from byte {same} of {len(expected)} (got {len(result.stdout)} bytes): "
            f"expected {expected[same:same + 80]!r}, got {result.stdout[same:same + 80]!r}"
        )
    assert result.exit == 0, f"exit code {result.exit}"
    assert result.stderr == b"", result.stderr.decode("utf-8", "replace")
    assert not result.leftovers, f"left {result.leftovers} behind"


def test_50_mb_board_file(command: list[str], timeout: float) -> None:
    """R2.6: a 50 MB file that starts like a valid board is rejected (2) at once, without reading it all."""

    def setup(folder: Path) -> None:
        with open(folder / "big.cfg", "wb") as handle:
            handle.write(SIMPLE)
            handle.truncate(50 * MB)  # sparse: the rest reads as NUL bytes

    started = time.monotonic()
    result = run_in_folder(command + ["big.cfg"], b"1 1 R\n", base_environment(), timeout, setup)
    assert result.exit == 2, f"exit code {result.exit} after {time.monotonic() - started:.1f} s"
    assert result.stdout == b""
    lines = result.stderr.decode("utf-8", "replace").splitlines()
    assert len(lines) == 1 and "big.cfg" in lines[0] and "Traceback" not in lines[0], result.stderr
    assert not result.leftovers


def test_2_mb_input_lines(command: list[str], timeout: float) -> None:
    """R7.6, R7.2: a 2 MB line of garbage is one invalid line; a valid move padded to 2 MB still counts."""
    stdin = b"x" * (2 * MB) + b"\n" + b" " * (2 * MB) + b"1   1 R" + b" " * MB + b"\n"
    assert_played(play(command, stdin, timeout), START + INVALID + WON)


def test_2_mb_of_leading_zeros(command: list[str], timeout: float) -> None:
    """R7.3, R7.6: a row number written with two million leading zeros is still the number 1."""
    stdin = b"0" * (2 * MB) + b"1 " + b"0" * MB + b"1 R\n"
    assert_played(play(command, stdin, timeout), START + WON)


INVALID_LINES = [
    b"", b" ", b"x", b"1 1", b"1 1 R R", b"0 1 R", b"1 0 F", b"4 1 R", b"1 4 R", b"1 1 r", b"1 1 f",
    b"-1 1 R", b"+1 1 R", b"1.0 1 R", b"1\t1 R", b"1 1 R\x00", b"\xff\xfe", b"\xd9\xa1 1 R", b"1 1 X", b"1\r1 R",
]


def test_3000_invalid_lines_in_a_row(command: list[str], timeout: float) -> None:
    """R7.5, R7.6: 3,000 invalid lines in a row each give one unchanged frame; then a move still wins."""
    lines = [INVALID_LINES[i % len(INVALID_LINES)] for i in range(3000)]
    stdin = b"\n".join(lines) + b"\n1 1 R\n"
    assert_played(play(command, stdin, timeout), START + INVALID * 3000 + WON)


def test_3000_invalid_lines_then_end_of_input(command: list[str], timeout: float) -> None:
    """R7.5, R9.2: 3,000 invalid lines, then the input ends: `Not enough inputs!`, exit 0."""
    stdin = b"\r\n".join(INVALID_LINES[i % len(INVALID_LINES)] for i in range(3000)) + b"\r\n"
    end = draw(covered(3, 3), "Not enough inputs!", prompt=False)
    assert_played(play(command, stdin, timeout), START + INVALID * 3000 + end)


def test_latin1_game_prints_utf8(command: list[str], timeout: float) -> None:
    """R6.7, R7.5: with PYTHONIOENCODING=latin-1 (and an ASCII locale) flags, floods and banners stay UTF-8,
    and invalid UTF-8 on standard input is just an invalid line."""
    env = dict(base_environment(), PYTHONIOENCODING="latin-1", LC_ALL="C", LANG="C")
    stdin = b"1 3 F\n\xff\xc3 1 R\n3 1 R\n"
    flagged = draw(["  ¶", "   ", "   "])
    flagged_invalid = draw(["  ¶", "   ", "   "], "The provided input is not valid!")
    won = draw(["▓1¶", "▓11", "▓▓▓"], "You Won!", prompt=False)
    assert_played(play(command, stdin, timeout, env=env), START + flagged + flagged_invalid + won)


# ---- A reader that goes away and Ctrl-C, in the middle of a game (real subprocesses: signals and pipes).

OPEN_FIELD = b"." * 20 + b"\n"
# 20x20: (1, 1) floods everything but the corner (20, 20), which two mines cut off, so the game goes on.
BIG = OPEN_FIELD * 18 + b"." * 19 + b"*\n" + b"." * 18 + b"*.\n"


def read_frame(process: subprocess.Popen, timeout: float) -> bytes:
    """Read up to the next prompt."""
    frame, deadline = b"", time.monotonic() + timeout
    while not frame.endswith(b"\xe2\x95\x9d\n>"):  # ╝ then the prompt
        remaining = deadline - time.monotonic()
        ready, _, _ = select.select([process.stdout], [], [], max(0, remaining))
        if not ready:
            process.kill()
            pytest.fail(f"no prompt within {timeout} s: {frame[-200:]!r}")
        chunk = os.read(process.stdout.fileno(), 65536)
        assert chunk, f"the program ended before its prompt: {frame[-200:]!r}"
        frame += chunk
    return frame


def finish(process: subprocess.Popen, timeout: float) -> tuple[int, bytes]:
    try:
        code = process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        pytest.fail(f"the program did not end within {timeout} s")
    stderr = process.stderr.read()
    for stream in (process.stdin, process.stdout, process.stderr):
        try:
            stream.close()
        except (OSError, ValueError):
            pass
    return code, stderr


def play_moves(process: subprocess.Popen, moves: tuple[bytes, ...], timeout: float) -> None:
    """Type each move and wait for its whole frame, as a player at the prompt would."""
    for move in moves:
        process.stdin.write(move)
        process.stdin.flush()
        read_frame(process, timeout)


def test_closed_stdout_mid_game(command: list[str], timeout: float) -> None:
    """R10.2 mid-game: after three moves the reader goes away while thousands of moves wait on the pipe."""
    with tempfile.TemporaryDirectory() as folder:
        process = start_game(command, folder, BIG)
        read_frame(process, timeout)
        play_moves(process, (b"20 20 F\n", b"20 20 F\n", b"1 1 R\n"), timeout)
        process.stdout.close()
        try:
            process.stdin.write(b"20 20 F\n" * 3000)
            process.stdin.close()
        except BrokenPipeError:
            pass
        code, stderr = finish(process, timeout)
        assert stderr == b"", stderr.decode("utf-8", "replace")
        assert code != 0
        assert os.listdir(folder) == ["board.cfg"]


def test_ctrl_c_mid_game(command: list[str], timeout: float) -> None:
    """R10.3 mid-game: SIGINT at the prompt after a flood and a few flags: exit 130, nothing on stderr."""
    with tempfile.TemporaryDirectory() as folder:
        process = start_game(command, folder, BIG)
        read_frame(process, timeout)
        play_moves(process, (b"1 1 R\n", b"20 20 F\n", b"x\n"), timeout)
        time.sleep(0.05)  # let it settle into its read
        process.send_signal(signal.SIGINT)
        code, stderr = finish(process, timeout)
        assert stderr == b"", stderr.decode("utf-8", "replace")
        assert code == 130
