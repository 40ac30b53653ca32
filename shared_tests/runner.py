"""Run one transcript against one program: a fresh working folder, real pipes, a timeout."""

from __future__ import annotations

import atexit
import json
import os
import selectors
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from shared_tests.transcript import FIXTURES, Transcript

ROOT = FIXTURES.parent
STYLES = ROOT / "styles"
DEFAULT_TIMEOUT = 10.0
MODE = "default"  # or "fast" (--fast): styles run in their fork servers
RUN_TIMES: list[float] = []  # seconds per run, for the timing summary
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


def start_game(command: list[str], folder: str, board: bytes) -> subprocess.Popen:
    """Start an interactive game on `board` (saved as board.cfg in `folder`), on real pipes."""
    Path(folder, "board.cfg").write_bytes(board)
    return subprocess.Popen(
        [*command, "board.cfg"],
        cwd=folder,
        env=base_environment(),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        # A shell that starts us in the background ignores SIGINT, and children inherit that: undo it.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )


def snapshot(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*")}


def run(
    transcript: Transcript, command: list[str], timeout: float = DEFAULT_TIMEOUT, mode: str | None = None
) -> Result:
    return run_in_folder(
        command + transcript.args, transcript.stdin(), transcript.environment(base_environment()), timeout,
        lambda folder: prepare(transcript, folder), mode,
    )


def run_in_folder(
    argv: list[str], stdin: bytes, env: dict[str, str], timeout: float = DEFAULT_TIMEOUT,
    setup: Callable[[Path], None] | None = None, mode: str | None = None,
) -> Result:
    """Run `argv` in a fresh temporary folder (filled by `setup`), feeding `stdin`; collect what it leaves."""
    with tempfile.TemporaryDirectory(prefix="minesweeper-") as name:
        folder = Path(name)
        if setup:
            setup(folder)
        before = snapshot(folder)
        started = time.perf_counter()
        exit_code, stdout, stderr = execute(argv, stdin, folder, env, timeout, mode)
        RUN_TIMES.append(time.perf_counter() - started)
        leftovers = sorted(snapshot(folder) - before)
    return Result(exit_code, stdout, stderr, leftovers)


def execute(
    argv: list[str], stdin: bytes, cwd: Path, env: dict[str, str], timeout: float, mode: str | None = None
) -> tuple[int | None, bytes, bytes]:
    """Run one program to its end: (exit code or None on timeout, stdout, stderr).

    The default mode starts a real subprocess. In fast mode (--fast, or mode="fast") a style's run goes to that
    style's fork server instead, unless its environment changes how the interpreter starts (see forkserver.py).
    """
    if (mode or MODE) == "fast":
        module = style_module(argv)
        if module and not _changes_startup(env):
            return fork_server(module).run(argv[3:], stdin, cwd, env, timeout)
    try:
        done = subprocess.run(argv, input=stdin, capture_output=True, cwd=cwd, env=env, timeout=timeout)
        return done.returncode, done.stdout, done.stderr
    except subprocess.TimeoutExpired as expired:
        return None, expired.stdout or b"", expired.stderr or b""


# ---- The fast mode: one fork server per style (shared_tests/forkserver.py), started on first use.

def style_module(argv: list[str]) -> str | None:
    """'styles.X' when argv is exactly a style command (style_command) plus arguments, else None."""
    if len(argv) >= 3 and argv[0] == sys.executable and argv[1] == "-m" and argv[2].startswith("styles."):
        if (STYLES / argv[2].removeprefix("styles.") / "__main__.py").is_file():
            return argv[2]
    return None


def _startup_key(key: str) -> bool:
    return key.startswith(("PYTHON", "LC_")) or key in ("LANG", "LANGUAGE")


def _changes_startup(env: dict[str, str]) -> bool:
    base = base_environment()
    keys = {key for key in (*env, *base) if _startup_key(key)}
    return any(env.get(key) != base.get(key) for key in keys)


class ForkServer:
    """The runner's end of one style's fork server: requests over a Unix socket, real pipes for the child."""

    def __init__(self, module: str) -> None:
        self.module = module
        self.folder = tempfile.mkdtemp(prefix="minesweeper-forkserver-")
        self.path = os.path.join(self.folder, "socket")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "shared_tests.forkserver", module, self.path],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=ROOT,
            env=base_environment(),
        )
        if self.process.stdout.readline() != b"ready\n":
            raise RuntimeError(f"the fork server for {module} did not start")

    def run(self, args: list[str], stdin: bytes, cwd: Path, env: dict[str, str], timeout: float):
        deadline = time.monotonic() + timeout
        request = json.dumps({"module": self.module, "args": args, "cwd": str(cwd), "env": env}).encode()
        in_read, in_write = os.pipe()
        out_read, out_write = os.pipe()
        err_read, err_write = os.pipe()
        with socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET) as connection:
            try:
                connection.connect(self.path)
                socket.send_fds(connection, [request], [in_read, out_write, err_write])
                connection.settimeout(timeout)
                pid = int(connection.recv(64))
            except BaseException:
                for fd in (in_write, out_read, err_read):
                    os.close(fd)
                raise
            finally:
                for fd in (in_read, out_write, err_write):
                    os.close(fd)
            stdout, stderr, in_time = _communicate(in_write, out_read, err_read, stdin, deadline)
            if in_time:
                connection.settimeout(max(0.1, deadline - time.monotonic()))
                try:
                    return int(connection.recv(64)), stdout, stderr
                except TimeoutError:  # its pipes are closed, but it does not end
                    pass
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            return None, stdout, stderr

    def stop(self) -> None:
        try:
            self.process.stdin.close()  # the server ends when its standard input does
            self.process.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()
        shutil.rmtree(self.folder, ignore_errors=True)


def _communicate(in_write: int, out_read: int, err_read: int, data: bytes, deadline: float):
    """Feed `data` to the child and read both its outputs to the end, as Popen.communicate does."""
    chunks: dict[int, list[bytes]] = {out_read: [], err_read: []}
    view, offset = memoryview(data), 0
    with selectors.DefaultSelector() as selector:
        if data:
            os.set_blocking(in_write, False)
            selector.register(in_write, selectors.EVENT_WRITE)
        else:
            os.close(in_write)
        for fd in chunks:
            selector.register(fd, selectors.EVENT_READ)
        in_time = True
        while selector.get_map():
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                in_time = False
                break
            for key, _ in selector.select(remaining):
                fd = key.fd
                if fd == in_write:
                    try:
                        offset += os.write(fd, view[offset : offset + 65536])
                    except BrokenPipeError:
                        offset = len(data)
                    if offset >= len(data):
                        selector.unregister(fd)
                        os.close(fd)
                    continue
                chunk = os.read(fd, 65536)
                if chunk:
                    chunks[fd].append(chunk)
                else:
                    selector.unregister(fd)
                    os.close(fd)
        for key in list(selector.get_map().values()):  # only after a timeout
            os.close(key.fd)
    return b"".join(chunks[out_read]), b"".join(chunks[err_read]), in_time


_servers: dict[str, ForkServer] = {}
_servers_lock = threading.Lock()
_server_locks: dict[str, threading.Lock] = {}


def fork_server(module: str) -> ForkServer:
    with _servers_lock:
        lock = _server_locks.setdefault(module, threading.Lock())
    with lock:
        if module not in _servers or _servers[module].process.poll() is not None:  # not yet, or it died
            _servers[module] = ForkServer(module)
        return _servers[module]


@atexit.register
def stop_fork_servers() -> None:
    while _servers:
        _servers.popitem()[1].stop()
