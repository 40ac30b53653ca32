"""Record a transcript from a run of one style, placing each input where the program read it.

    python -m shared_tests.record --style monolith --board fixtures/boards/simple.cfg --moves "1 1 R" "2 2 F"

The program runs on real pipes; after each line the recorder waits until the program is blocked reading
standard input again (it asks Linux which system call each thread is in), so the markers land exactly where
a player would type. Read every recorded frame against SPEC.md before you keep it.
"""

from __future__ import annotations

import argparse
import os
import platform
import select
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from shared_tests.compare import FrameCheck, frame_diff
from shared_tests.runner import base_environment, prepare, style_command
from shared_tests.transcript import ESC_STAND_IN, Setup, Transcript, decode_typed, encode_typed

# The number of the read(2) system call, by machine.
_READ = {"x86_64": 0, "aarch64": 63}.get(platform.machine())
_QUIET = 0.3  # seconds of silence that count as "waiting" where /proc cannot tell


def _reading_stdin(pid: int) -> bool | None:
    """True when a thread of `pid` is blocked in read(0, ...); None when Linux cannot tell us."""
    if _READ is None:
        return None
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
        for task in tasks:
            with open(f"/proc/{pid}/task/{task}/syscall") as handle:
                fields = handle.read().split()
            if len(fields) > 1 and fields[0] == str(_READ) and int(fields[1], 16) == 0:
                return True
    except (OSError, ValueError):
        return None
    return False


def _drain(process: subprocess.Popen, output: bytearray, until_exit: bool) -> None:
    """Collect output until the process waits for input (or has exited)."""
    fd = process.stdout.fileno()
    quiet_since = time.monotonic()
    while True:
        ready, _, _ = select.select([fd], [], [], 0.01)
        if ready:
            chunk = os.read(fd, 65536)
            if not chunk:
                process.wait()
                return
            output += chunk
            quiet_since = time.monotonic()
            continue
        if until_exit:
            continue
        waiting = _reading_stdin(process.pid)
        quiet = time.monotonic() - quiet_since
        if (waiting and quiet > 0.02) or (waiting is None and quiet > _QUIET) or process.poll() is not None:
            if process.poll() is not None:
                rest = process.stdout.read()
                output += rest or b""
            return


def record_session(command: list[str], transcript: Transcript, lines: list[bytes], eof: bool) -> tuple[str, int, bytes]:
    """Run `command` in a prepared folder, typing `lines`; return the session text, exit code and stderr."""
    with tempfile.TemporaryDirectory(prefix="minesweeper-record-") as name:
        prepare(transcript, Path(name))
        process = subprocess.Popen(
            command + transcript.args, cwd=name, env=transcript.environment(base_environment()),
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        )
        session, output = [], bytearray()
        for line in lines:
            _drain(process, output, until_exit=False)
            session.append(output.decode("utf-8", "replace").replace("\x1b", ESC_STAND_IN))
            output.clear()
            ends = line.endswith(b"\n")
            session.append(f"«{encode_typed(line[:-1] if ends else line)}»" + ("\n" if ends else ""))
            if process.poll() is None:
                try:
                    process.stdin.write(line)
                    process.stdin.flush()
                except BrokenPipeError:
                    pass
        if eof:
            _drain(process, output, until_exit=False)
            session.append(output.decode("utf-8", "replace").replace("\x1b", ESC_STAND_IN))
            output.clear()
            session.append("«EOF»\n" if process.poll() is None else "")
        try:
            process.stdin.close()
        except BrokenPipeError:
            pass
        _drain(process, output, until_exit=True)
        session.append(output.decode("utf-8", "replace").replace("\x1b", ESC_STAND_IN))
        stderr = process.stderr.read()
        process.stderr.close()
        process.stdout.close()
        return "".join(session), process.returncode, stderr


def typed_lines(transcript: Transcript) -> tuple[list[bytes], bool]:
    """The transcript's inputs as the raw lines to type, and whether it ends with «EOF»."""
    lines, eof = [], False
    for step in transcript.steps():
        if step.eof:
            eof = True
        elif step.typed is not None:
            lines.append(decode_typed(step.typed) + (b"\n" if step.enter else b""))
    return lines, eof


def bless(transcript: Transcript, style: str, first_failure: FrameCheck) -> None:
    """Overwrite a failing transcript's session with what `style` prints, after showing the diff."""
    lines, eof = typed_lines(transcript)
    session, exit_code, _ = record_session(style_command(style), transcript, lines, eof)
    print(f"\n--bless {transcript.path}: {frame_diff(first_failure)}", file=sys.stderr)
    transcript.session = session
    transcript.exit = exit_code
    transcript.path.write_text(transcript.format(), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--style", required=True)
    parser.add_argument("--board", help="a board file to copy into the run's folder (its name is kept)")
    parser.add_argument("--args", nargs="*", help="command-line arguments (default: the board's name)")
    parser.add_argument("--moves", nargs="*", default=[], help="input lines, each typed with Enter")
    parser.add_argument("--no-eof", action="store_true", help="do not mark the end of input")
    parser.add_argument("--env", nargs="*", default=[], help="KEY=VALUE settings")
    parser.add_argument("--title", default="TODO: what this transcript shows")
    parser.add_argument("--rules", default="TODO")
    options = parser.parse_args(argv)
    setup = []
    if options.board:
        board = Path(options.board)
        setup.append(Setup("file", board.name, board.read_bytes()))
    args = options.args if options.args is not None else ([Path(options.board).name] if options.board else [])
    transcript = Transcript([options.title], options.rules.split(), args, 0, "empty", "", env=options.env, setup=setup)
    lines = [move.encode("utf-8") + b"\n" for move in options.moves]
    session, exit_code, stderr = record_session(style_command(options.style), transcript, lines, not options.no_eof)
    transcript.session, transcript.exit = session, exit_code
    transcript.stderr = "one line" if stderr.strip() else "empty"
    sys.stdout.write(transcript.format())
    return 0


if __name__ == "__main__":
    sys.exit(main())
