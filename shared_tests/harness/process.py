"""The process layer: start a program under test, talk to it, and collect what it did — never waiting forever.

Everything the suite and its tools do with a program goes through here. A `Program` says what to start (the
command line, its working folder and environment, standard streams closed or opened elsewhere); a `Session` is
the running program on real pipes. Every wait has a deadline: sending input, reading output up to a point,
waiting for the end. Past it the program's whole process group is killed and the wait raises `NoAnswer`,
whose message says what the program had printed by then ("no answer within 10 s after 3 frames, the last
ending '╝⏎>'"). `run` is the common case: feed all the input, collect everything, one deadline for the whole
run, and a `Result` that never raises.

A program may read all of its input before it prints anything, never print at all, or print forever without
reading: each of these ends at the deadline (or, for endless output, at OUTPUT_LIMIT bytes).

In fast mode (`configure(fast=True)`) a run of a Python module whose environment is the one the fast mode was
set up with goes to that module's fork server (forkserver.py) instead of a new interpreter; everything else
here is the same for both.
"""

from __future__ import annotations

import contextlib
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_DEADLINE = 10.0  # seconds a whole run, or one wait of a session, may take
OUTPUT_LIMIT = 16 << 20  # bytes of standard output or error kept (six times the most a transcript prints)
_CHUNK = 65536
ENDING = "waiting for it to end"


class NoAnswer(Exception):
    """A wait of a session ran past its deadline (the program has been killed), or its output overflowed."""


class CannotStart(Exception):
    """The command could not be started at all: not found, not executable."""


@dataclass(frozen=True)
class Program:
    """What to start: the command line, where, with which environment, which standard streams (0, 1, 2) are
    closed before it starts (a shell's `<&-`, R10.4), and which are opened elsewhere instead of on our pipes:
    `redirected` maps a stream to the rest of a shell redirection, e.g. {1: ">/dev/full", 2: ">&1"} (R10.5)."""

    argv: tuple[str, ...]
    cwd: Path
    env: Mapping[str, str]
    closed: frozenset[int] = frozenset()
    redirected: Mapping[int, str] = field(default_factory=dict)

    @property
    def redirections(self) -> list[str]:
        """The shell's words for the closed and redirected streams, in the order of the streams."""
        return [f"{fd}>&-" for fd in sorted(self.closed)] + [f"{fd}{to}" for fd, to in sorted(self.redirected.items())]


@dataclass
class Result:
    """What a whole run did. `exit` is None when the program did not end by itself (see `problem`)."""

    exit: int | None
    stdout: bytes
    stderr: bytes
    seconds: float = 0.0
    problem: str | None = None  # "no answer within …", "cannot start: …", "more than 16 MiB of output …"
    leftovers: list[str] = field(default_factory=list)  # files the program left in its working folder

    @property
    def started(self) -> bool:
        return not (self.problem or "").startswith("cannot start")


# ---- Fast mode: which runs go to a fork server (shared_tests/harness/forkserver.py).

_settings: dict = {"fast": False, "env": None, "servers": None}


def configure(fast: bool, env: Mapping[str, str] | None = None) -> None:
    """Fast mode on or off by default. On: runs of `sys.executable -m MODULE ...` whose environment is exactly
    `env` go to fork servers. Off also stops the servers that were started."""
    if _settings["servers"] is not None:
        _settings["servers"].stop()
    _settings.update(fast=fast, env=dict(env) if env is not None else None, servers=None)


_settings_lock = threading.Lock()


def fork_servers():
    """The fork servers of the configured environment, made on first use (by whichever thread asks first)."""
    with _settings_lock:
        if _settings["servers"] is None:
            from shared_tests.harness.fastmode import ForkServers

            env = _settings["env"] if _settings["env"] is not None else dict(os.environ)
            _settings["servers"] = ForkServers(env)
        return _settings["servers"]


def _fast_module(program: Program, fast) -> str | None:
    """The module a fork server can run for this program, or None for a real subprocess."""
    argv = program.argv
    if not (_settings["fast"] if fast is None else fast) or program.redirections:
        return None
    servers = fork_servers() if fast is None or fast is True else fast
    if dict(program.env) != servers.env:
        return None
    if len(argv) >= 3 and argv[0] == sys.executable and argv[1] == "-m" and not argv[2].startswith("-"):
        return argv[2]
    return None


def _start(program: Program, fast=None):
    module = _fast_module(program, fast)
    if module is not None:
        servers = fork_servers() if fast is None or fast is True else fast
        child = servers.start(module, program)
        if child is not None:
            return child
    return _Child(program)


# ---- A started program: its pipes, and how to wait for it, signal it and kill it.


class _Child:
    """A program started as a real subprocess in a process group of its own, on pipes we hold as plain
    file descriptors (stdin, stdout, stderr: None for a stream closed or redirected from the start)."""

    def __init__(self, program: Program) -> None:
        if _stopping:
            raise CannotStart("cannot start it: the grading was stopped")
        argv = list(program.argv)
        if program.redirections:  # close or open the streams as a shell does, then become the program
            argv = ["/bin/sh", "-c", f'exec "$@" {" ".join(program.redirections)}', "sh", *argv]
        ours, theirs = {}, {}
        for fd in (0, 1, 2):
            if fd in program.closed or fd in program.redirected:
                theirs[fd] = subprocess.DEVNULL  # closed or replaced by the shell above before the program starts
                continue
            read, write = os.pipe()
            ours[fd], theirs[fd] = (write, read) if fd == 0 else (read, write)
        try:
            self.popen = subprocess.Popen(
                argv,
                cwd=program.cwd,
                env=dict(program.env),
                stdin=theirs[0],
                stdout=theirs[1],
                stderr=theirs[2],
                # a session of its own: its own process group, and no controlling terminal (no /dev/tty)
                **({"start_new_session": True} if hasattr(os, "setsid") else {}),
            )
        except (FileNotFoundError, PermissionError, NotADirectoryError, OSError) as error:
            for fd in ours.values():
                os.close(fd)
            raise CannotStart(f"cannot start {argv[0]!r}: {error.strerror or error}") from None
        finally:
            for fd in theirs.values():
                if isinstance(fd, int) and fd >= 0:
                    os.close(fd)
        self.pid = self.popen.pid
        self.stdin, self.stdout, self.stderr = ours.get(0), ours.get(1), ours.get(2)
        with _live_lock:
            _live.add(self)

    def wait(self, timeout: float) -> int | None:
        try:
            code = self.popen.wait(timeout=max(0.0, timeout))
        except subprocess.TimeoutExpired:
            return None
        with _live_lock:
            _live.discard(self)
        return code

    def signal(self, number: int) -> None:
        _signal_group(self.pid, number)

    def kill(self) -> None:
        _signal_group(self.pid, signal.SIGKILL if hasattr(signal, "SIGKILL") else signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.popen.wait(timeout=5)
        with _live_lock:
            _live.discard(self)


_live: set[_Child] = set()  # the programs started and not yet waited for (see stop_all)
_live_lock = threading.Lock()
_stopping = False


def stop_all() -> None:
    """Kill every program still running, with whatever it started, and start no more: the last step of a
    front end that is interrupted (Ctrl-C, SIGTERM) while its worker threads wait on programs."""
    global _stopping
    with _live_lock:
        _stopping = True
        children = list(_live)
    for child in children:
        _signal_group(child.pid, signal.SIGKILL if hasattr(signal, "SIGKILL") else signal.SIGTERM)


def _signal_group(pid: int, number: int) -> None:
    """Signal the program's whole process group (a shell wrapper and what it started), as a terminal does."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        if hasattr(os, "killpg"):
            os.killpg(pid, number)
        else:
            os.kill(pid, number)


# ---- Limits: a program started under resource limits (sandbox.py) may end because it broke one.

_watched: dict[str, Callable[[int, bytes, bytes], str | None]] = {}


def watch(marker: str, breach: Callable[[int, bytes, bytes], str | None]) -> None:
    """Programs whose command line holds `marker` among its first words run under limits: `breach(exit code,
    standard output, standard error)` names the limit a run broke ("used more than 512 MiB of memory"), and
    the run reports that, as why it did not end well, instead of the crash it caused."""
    global _watched
    _watched = {**_watched, marker: breach}  # a new dict: the threads that read the old one never see it change


def _breach(program: Program, code: int, stdout: bytes, stderr: bytes) -> str | None:
    if program.redirected:  # a stream made unusable on purpose (R10.5): its failure is what the run checks, no limit
        return None
    watched = _watched
    for word in program.argv[:8]:  # the first words: a shell that closes a standard stream may come first
        if word in watched:
            return watched[word](code, stdout, stderr)
    return None


# ---- A session: the running program, with a deadline on every wait.


def describe(output: bytes) -> str:
    """What a program had printed, in a few words: for "no answer within N s after …"."""
    if not output:
        return "no output at all"
    frames = output.count(b"\xe2\x95\x9d\n")  # ╝ and a line end close every banner of the spec's frames
    tail = output[-96:].decode("utf-8", "ignore")[-24:].replace("\n", "⏎").replace("\r", "␍")
    what = f"{frames} frame{'s' * (frames != 1)}" if frames else f"{len(output)} bytes of output"
    return f"{what}, the last ending {tail!r}"


class Session:
    """A program running on pipes. Use it as a context manager: leaving it kills whatever is left.

    Output is collected all the time (so a program never blocks on a full pipe while we wait for something
    else); `read_until` returns the output since the previous call once a condition holds.
    """

    def __init__(self, program: Program, deadline: float = DEFAULT_DEADLINE, fast=None, whole: bool = False) -> None:
        """`deadline`: seconds each wait may take; with `whole`, seconds for everything from the start."""
        self.program, self.deadline = program, deadline
        self.started = time.monotonic()
        self._whole_until = self.started + deadline if whole else None
        self.child = _start(program, fast)
        self.stdout, self.stderr = bytearray(), bytearray()
        self._read_mark = 0
        self._pending = memoryview(b"")
        self._close_after_sending = False
        self._open = {fd for fd in (self.child.stdout, self.child.stderr) if fd is not None}
        self._input = self.child.stdin
        self._exit: int | None = None
        self._overflow = False
        for fd in (*self._open, *([self._input] if self._input is not None else [])):
            os.set_blocking(fd, False)

    # -- context manager: never leave a program behind
    def __enter__(self) -> Session:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def close(self) -> None:
        if self._exit is None:
            self.child.kill()
            self._exit = self.child.wait(5)
        for fd in (*self._open, *([self._input] if self._input is not None else [])):
            with contextlib.suppress(OSError):
                os.close(fd)
        self._open.clear()
        self._input = None

    # -- talking to the program
    def send(self, data: bytes, within: float | None = None) -> None:
        """Write `data` to the program's standard input (all of it, unless the program stops reading)."""
        self._pending = memoryview(bytes(self._pending) + data if self._pending else data)
        self._pump(lambda: not self._pending or self._input is None, within, "it was not reading its input")

    def close_input(self) -> None:
        """End of input (Ctrl-D), once everything sent so far has been written."""
        self._close_after_sending = True
        if not self._pending:
            self._close_input_now()

    def close_output(self) -> None:
        """The reader of standard output goes away (R10.2): our end of the pipe is closed."""
        if self.child.stdout in self._open:
            self._open.discard(self.child.stdout)
            os.close(self.child.stdout)

    def interrupt(self) -> None:
        """Ctrl-C (R10.3): SIGINT to the program's process group."""
        self.child.signal(signal.SIGINT)

    def read_until(self, done: bytes | Callable[[bytes], bool], within: float | None = None) -> bytes:
        """Collect output until `done` holds — bytes the new output ends with, or a test of the new output
        (called each time more arrives) — or standard output ends; return the new output. Raises NoAnswer
        past the deadline."""
        mark, seen = self._read_mark, [-1]

        def holds() -> bool:
            if self.child.stdout not in self._open:
                return True
            if len(self.stdout) == seen[0]:  # nothing new since the last look
                return False
            seen[0] = len(self.stdout)
            if isinstance(done, bytes):
                return len(self.stdout) - mark >= len(done) and self.stdout.endswith(done)
            return done(bytes(self.stdout[mark:]))

        self._pump(holds, within, "waiting for more output")
        new = bytes(self.stdout[mark:])
        self._read_mark = len(self.stdout)
        return new

    def finish(self, within: float | None = None) -> Result:
        """Let the program end: write what is pending, close its input, read both outputs to their end and
        wait for its exit. Never raises: a program that does not end is killed and the Result says why."""
        problem = None
        try:
            self.close_input()
            until = self._pump(lambda: not self._open and self._input is None, within, ENDING)
            self._exit = self.child.wait(until - time.monotonic())
            if self._exit is None:
                raise NoAnswer(self._no_answer(within, ENDING))
            problem = _breach(self.program, self._exit, bytes(self.stdout), bytes(self.stderr)) if _watched else None
        except NoAnswer as error:
            problem = str(error)
        self.close()
        return Result(
            self._exit if problem is None else None,
            bytes(self.stdout),
            bytes(self.stderr),
            time.monotonic() - self.started,
            problem,
        )

    def wait(self, within: float | None = None) -> int:
        """Wait for the exit code, reading standard error (and output, unless closed) meanwhile."""
        until = self._pump(
            lambda: self.child.stderr not in self._open and self.child.stdout not in self._open, within, ENDING
        )
        self._exit = self.child.wait(until - time.monotonic())
        if self._exit is None:
            self.close()
            raise NoAnswer(self._no_answer(within, ENDING))
        breach = _breach(self.program, self._exit, bytes(self.stdout), bytes(self.stderr)) if _watched else None
        if breach:
            raise NoAnswer(breach)
        return self._exit

    # -- the one loop that moves bytes
    def _window(self, within: float | None) -> tuple[float, float]:
        """(until when, how many seconds that is) for one wait."""
        if self._whole_until is not None:
            return self._whole_until, self.deadline
        seconds = self.deadline if within is None else within
        return time.monotonic() + seconds, seconds

    def _no_answer(self, within: float | None, doing: str) -> str:
        seconds = self._window(within)[1]
        if self._pending and self._input is not None:
            doing = "it was not reading its input"
        return f"no answer within {seconds:g} s after {describe(bytes(self.stdout))} ({doing})"

    def _close_input_now(self) -> None:
        if self._input is not None:
            with contextlib.suppress(OSError):
                os.close(self._input)
            self._input = None
        self._pending = memoryview(b"")

    def _pump(self, done: Callable[[], bool], within: float | None, doing: str) -> float:
        """Move bytes until `done()`; returns the wait's deadline (a time.monotonic value)."""
        until = self._window(within)[0]
        while not done():
            remaining = until - time.monotonic()
            if remaining <= 0:
                self.close()
                raise NoAnswer(self._no_answer(within, doing))
            poller = select.poll()  # a few descriptors: a fresh poll set costs no system call
            for fd in self._open:
                poller.register(fd, select.POLLIN)
            if self._pending and self._input is not None:
                poller.register(self._input, select.POLLOUT)
            for fd, _ in poller.poll(remaining * 1000):
                if fd == self._input:
                    self._write()
                else:
                    self._read(fd)
            if self._overflow:
                self.close()
                raise NoAnswer(f"more than {OUTPUT_LIMIT >> 20} MiB of output: stopped")
        return until

    def _write(self) -> None:
        try:
            written = os.write(self._input, self._pending[:_CHUNK])
        except BlockingIOError:
            return
        except (BrokenPipeError, OSError):  # the program stopped reading (it ended, or closed its input)
            self._close_input_now()
            return
        self._pending = self._pending[written:]
        if not self._pending and self._close_after_sending:
            self._close_input_now()

    def _read(self, fd: int) -> None:
        try:
            chunk = os.read(fd, _CHUNK)
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        if not chunk:
            self._open.discard(fd)
            os.close(fd)
            return
        buffer = self.stdout if fd == self.child.stdout else self.stderr
        buffer += chunk
        if len(buffer) > OUTPUT_LIMIT:
            self._overflow = True


# ---- Whole runs in a fresh folder.

RUNS: list[float] = []  # seconds of every whole run, for the timing summaries of the front ends
_runs_lock = threading.Lock()


@contextlib.contextmanager
def fresh_folder(setup: Callable[[Path], None] | None = None) -> Iterator[tuple[Path, Callable[[], list[str]]]]:
    """A new empty working folder, filled by `setup`; yields it and a function that lists what was added
    since (the files a program left behind). The folder is removed afterwards, whatever it holds."""
    folder = Path(tempfile.mkdtemp(prefix="minesweeper-"))
    try:
        if setup:
            setup(folder)
        before = _snapshot(folder)
        yield folder, lambda: sorted(_snapshot(folder) - before)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _snapshot(folder: Path) -> set[str]:
    """Every path under `folder`, relative to it (links are listed, never followed)."""
    found, pending = set(), [""]
    while pending:
        relative = pending.pop()
        try:
            entries = list(os.scandir(os.path.join(folder, relative)))
        except OSError:  # not a folder after all, or unreadable: what is there is listed already
            continue
        for entry in entries:
            name = os.path.join(relative, entry.name)
            found.add(name)
            if entry.is_dir(follow_symlinks=False):
                pending.append(name)
    return found


def run(program: Program, stdin: bytes = b"", deadline: float = DEFAULT_DEADLINE, fast=None) -> Result:
    """Run a program to its end: all of `stdin` (then end of input), all of its output. Never raises.

    `fast`: None for the configured mode, False for a real subprocess, True for the configured fork servers,
    or a ForkServers of one's own."""
    try:
        session = Session(program, deadline, fast, whole=True)
    except CannotStart as error:
        return Result(None, b"", b"", 0.0, str(error))
    with session:
        if session._input is not None:
            session._pending = memoryview(stdin)  # written while the output is read, in finish's one loop
        result = session.finish()
    with _runs_lock:
        RUNS.append(result.seconds)
    return result


def run_in_folder(
    argv: list[str],
    stdin: bytes,
    env: Mapping[str, str],
    deadline: float = DEFAULT_DEADLINE,
    setup: Callable[[Path], None] | None = None,
    closed: frozenset[int] = frozenset(),
    fast=None,
    redirected: Mapping[int, str] | None = None,
) -> Result:
    """`run` in a fresh working folder filled by `setup`; the Result lists the files the program left."""
    with fresh_folder(setup) as (folder, added):
        result = run(Program(tuple(argv), folder, env, closed, dict(redirected or {})), stdin, deadline, fast)
        result.leftovers = added()
    return result


def allow_interrupts() -> None:
    """Let the programs we start be interrupted: a shell that starts us in the background ignores SIGINT, and
    children inherit an ignored signal. Called from the main thread by the front ends that send Ctrl-C."""
    if hasattr(signal, "SIGINT") and signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
        with contextlib.suppress(ValueError):
            signal.signal(signal.SIGINT, signal.default_int_handler)
