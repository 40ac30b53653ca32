"""The fast mode's client: one fork server (forkserver.py) per module, started on first use and replaced every
RUNS_PER_SERVER runs, and the games it forks, with the interface of the process layer's real subprocesses."""

from __future__ import annotations

import ast
import atexit
import contextlib
import functools
import json
import os
import select
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RUNS_PER_SERVER = 100  # a new server, with a new hash seed, after this many runs (see forkserver.py)
START_DEADLINE = 30.0


@functools.cache
def outside_imports(module: str) -> tuple[str, ...]:
    """The absolute imports of the module's package that are not the package itself (numpy, os, ...)."""
    package = module.split(".")
    folder = ROOT.joinpath(*package)
    names: set[str] = set()
    for path in folder.rglob("*.py"):
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (SyntaxError, UnicodeDecodeError, OSError):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
    return tuple(sorted(name for name in names if name.split(".")[0] not in (package[0], "__future__")))


class _Server:
    """One running server for one module (the client's end)."""

    def __init__(self, module: str, env: dict[str, str]) -> None:
        self.module, self.runs = module, 0
        self.folder = tempfile.mkdtemp(prefix="minesweeper-forkserver-")
        self.path = os.path.join(self.folder, "socket")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "shared_tests.harness.forkserver", module, self.path, *outside_imports(module)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            cwd=ROOT,
            env=env,
        )
        ready, _, _ = select.select([self.process.stdout], [], [], START_DEADLINE)
        if not ready or self.process.stdout.readline() != b"ready\n":
            self.stop()
            raise RuntimeError(f"the fork server for {module} did not start")

    def stop(self, wait: bool = False) -> None:
        """Close its standard input: it finishes the games under way, then ends."""
        with contextlib.suppress(OSError):
            self.process.stdin.close()
        if wait:
            self._reap()
        else:
            threading.Thread(target=self._reap, daemon=True).start()

    def _reap(self) -> None:
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        with contextlib.suppress(OSError):
            self.process.stdout.close()
        shutil.rmtree(self.folder, ignore_errors=True)


class ForkChild:
    """A game forked by a server: the same interface as the process layer's real subprocess."""

    def __init__(self, server: _Server, module: str, args: list[str], cwd: Path) -> None:
        request = json.dumps({"module": module, "args": args, "cwd": str(cwd)}).encode()
        pipes = [os.pipe() for _ in range(3)]
        theirs = [pipes[0][0], pipes[1][1], pipes[2][1]]
        self.stdin, self.stdout, self.stderr = pipes[0][1], pipes[1][0], pipes[2][0]
        self.connection = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        try:
            self.connection.settimeout(START_DEADLINE)
            self.connection.connect(server.path)
            socket.send_fds(self.connection, [request], theirs)
            self.pid = int(self.connection.recv(64))  # no pid: the server is ending; the caller runs it for real
        except BaseException:
            for fd in (self.stdin, self.stdout, self.stderr):
                os.close(fd)
            self.connection.close()
            raise
        finally:
            for fd in theirs:
                os.close(fd)
        self.code: int | None = None

    def wait(self, timeout: float) -> int | None:
        if self.code is None:
            self.connection.settimeout(max(0.001, timeout))
            try:
                answer = self.connection.recv(64)
                self.code = int(answer) if answer else -signal.SIGKILL
            except (TimeoutError, OSError, ValueError):
                return None
            self.connection.close()
        return self.code

    def signal(self, number: int) -> None:
        with contextlib.suppress(ProcessLookupError, PermissionError, OSError, ValueError):
            os.killpg(self.pid, number)

    def kill(self) -> None:
        self.signal(signal.SIGKILL)
        self.wait(5)


class ForkServers:
    """The client: one server per module, started on first use, replaced every RUNS_PER_SERVER runs."""

    def __init__(self, env: dict[str, str]) -> None:
        self.env = env
        self.servers: dict[str, _Server] = {}
        self.lock = threading.Lock()
        self.starting: dict[str, threading.Lock] = {}
        atexit.register(self.stop)

    def _server(self, module: str) -> _Server:
        with self.lock:
            starting = self.starting.setdefault(module, threading.Lock())
        with starting:
            server = self.servers.get(module)
            if server is None or server.runs >= RUNS_PER_SERVER or server.process.poll() is not None:
                if server is not None:
                    server.stop()
                server = self.servers[module] = _Server(module, self.env)
            server.runs += 1
            return server

    def start(self, module: str, program) -> ForkChild | None:
        """A game of `module` forked for `program`, or None when no server can be had (run it for real)."""
        try:
            return ForkChild(self._server(module), module, list(program.argv[3:]), program.cwd)
        except (OSError, RuntimeError, ValueError):
            return None

    def stop(self) -> None:
        """Stop every server, once the games under way have ended."""
        with self.lock:
            servers, self.servers = list(self.servers.values()), {}
        for server in servers:
            server.stop()
        for server in servers:
            server.stop(wait=True)
