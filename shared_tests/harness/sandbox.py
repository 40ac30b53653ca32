"""The sandbox: a program under test gets what it needs to run, and nothing more.

Class mode (and `--cmd ... --sandbox`) starts every program under test, and every build, as `Sandbox.command`
gives it. Two layers:

- **Isolation**, by bubblewrap (`bwrap`): a file system of its own, in which the system's programs and
  libraries (/usr, /etc, and /bin, /lib... as this machine has them) and the interpreters its command needs
  are visible read-only; its own submission folder read-only; its working folder, the only place it can write
  besides a fresh, empty home, /tmp and /dev/shm (64 MiB each, in memory: `Limits.scratch`). No other
  submission, not the teacher's home, no network (a loopback of its own), no other process (a PID namespace:
  when the program ends, whatever it left running ends with it), none of the teacher's environment variables
  but the locale and PATH. When the grader runs as root, the program runs as a user of its own (a uid made from the
  sandbox's pid), so that the process limit counts its processes only.
- **Limits**, always (prlimit, inside the sandbox): memory, CPU time, processes and file size (see `Limits`).
  A run that breaks one reports it as one finding ("used more than 512 MiB of memory") instead of the crash
  it caused: the process layer asks `Limits.breach` (registered with `process.watch`).

Where bwrap is missing or cannot make its namespaces (a container without user namespaces), `unavailable()`
says why in one line; `Sandbox(..., isolate=False)` is the limits alone, for --no-sandbox.
"""

from __future__ import annotations

import functools
import os
import re
import shlex
import shutil
import signal
import tempfile
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from shared_tests.harness import process

MiB = 1 << 20
HOME = "/home/sandbox"  # the program's home: empty, in memory, its own
SYSTEM = ("/usr", "/etc")  # always visible, read-only
TOP_LINKS = ("/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")  # links into /usr, or folders, as here
KEPT_ENV = ("PATH", "LANG", "LANGUAGE", "TZ", "TERM", "PYTHONPATH", "PYTHONPYCACHEPREFIX", "JAVA_HOME")
LIMIT = "(the grader's limit)"  # the end of every finding about a limit
UID_BASE = 100000  # as root, the program runs as uid UID_BASE + the sandbox's pid: a user of its own
TRIAL_DEADLINE = 20.0


def default_memory() -> int:
    """512 MiB, or a 32nd of this machine's memory (to the next 256 MiB) where that is more: a JVM sets aside a
    64th of it as the initial heap when it starts, and grows it as it compiles (768 MiB on a 24 GiB machine)."""
    try:
        total = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        total = 0
    step = 256 * MiB
    return max(512 * MiB, -(-total // 32 // step) * step)


@dataclass(frozen=True)
class Limits:
    """What a program under test may use, per process (Linux resource limits, kept by the kernel).

    `memory` limits the data a process allocates (RLIMIT_DATA: its heap and private mappings, what it really
    uses); its address space may be eight times that (RLIMIT_AS), because a JVM or V8 reserves much more than
    it touches. `processes` counts threads too (a JVM starts about twenty)."""

    memory: int = field(default_factory=lambda: default_memory())
    cpu: int = 30  # seconds of CPU time of one process
    processes: int = 128
    file_size: int = 64 * MiB  # the largest file it may write
    scratch: int = 64 * MiB  # each of its home, /tmp and /dev/shm

    def prlimit(self) -> list[str]:
        """prlimit's options for these limits (soft and hard; CPU time: SIGXCPU, then SIGKILL 2 s later)."""
        return [
            f"--data={self.memory}",
            f"--as={8 * self.memory}",
            f"--cpu={self.cpu}:{self.cpu + 2}",
            f"--nproc={self.processes}",
            f"--fsize={self.file_size}",
            "--core=0",
        ]

    def breach(self, exit: int, stdout: bytes, stderr: bytes) -> str | None:
        """The limit a run broke, as one finding, from how it ended; None when it broke none.

        A signal the kernel sends at a limit says which (SIGXCPU, SIGXFSZ; through a shell, 128 + the signal);
        a program that handles the failed allocation, fork or write says so on standard error (the JVM's fatal
        errors: on standard output), in the words of its runtime (Python, Node.js, the JVM, the C library)."""
        if exit == 0:
            return None
        if exit in (-signal.SIGXCPU, 128 + signal.SIGXCPU):
            return f"used more than {self.cpu} s of CPU time {LIMIT}"
        if exit in (-signal.SIGXFSZ, 128 + signal.SIGXFSZ):
            return f"wrote a file of more than {self.file_size // MiB} MiB {LIMIT}"
        text = stderr[-65536:].decode("utf-8", "replace") + stdout[-4096:].decode("utf-8", "replace")
        for pattern, finding in (
            (_MEMORY, f"used more than {self.memory // MiB} MiB of memory"),
            (_PROCESSES, f"started more than {self.processes} processes (or threads)"),
            (_FILE_SIZE, f"wrote a file of more than {self.file_size // MiB} MiB"),
            (_NO_SPACE, f"filled its {self.scratch // MiB} MiB of scratch space (home, /tmp)"),
        ):
            if pattern.search(text):
                return f"{finding} {LIMIT}"
        return None


_MEMORY = re.compile(
    r"MemoryError|out of memory|OutOfMemoryError|insufficient memory|Cannot allocate memory|bad_alloc|"
    r"[Aa]llocation failed|memory allocation of \d+ bytes failed|Could not reserve enough space|errno=12\b"
)
_PROCESSES = re.compile(
    r"Resource temporarily unavailable|\bEAGAIN\b|BlockingIOError|unable to create (new )?native thread|"
    r"[Cc]an(no|')t fork|fork: retry"
)
_FILE_SIZE = re.compile(r"File too large|\bEFBIG\b")
_NO_SPACE = re.compile(r"No space left on device|\bENOSPC\b")


@functools.cache
def unavailable() -> str | None:
    """None when programs can be isolated here; else why not, in one line."""
    for tool, package in (("bwrap", "bubblewrap"), ("prlimit", "util-linux"), ("env", "coreutils")):
        if shutil.which(tool) is None:
            return f"no isolation: {tool} is not installed (Debian and Ubuntu: apt-get install {package})"
    if os.geteuid() == 0 and shutil.which("setpriv") is None:
        return "no isolation: setpriv is not installed (util-linux), needed to run programs as another user"
    folder = tempfile.mkdtemp(prefix="minesweeper-sandbox-")
    try:
        trial = Sandbox((), Limits())
        result = process.run(process.Program(trial.command(["true"]), Path(folder), {"PATH": os.defpath}),
                             b"", TRIAL_DEADLINE)  # fmt: skip
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    if result.exit != 0:
        why = (result.stderr.decode("utf-8", "replace").strip().splitlines() or [result.problem or "it failed"])[-1]
        return f"no isolation: bwrap cannot make a sandbox here ({why})"
    return None


@dataclass(frozen=True)
class Sandbox:
    """Where a program under test runs: `visible` folders (and files) it may read besides the system's, under
    `limits`; `isolate` False for the limits alone. `drop_env`: the environment variables it does not get."""

    visible: tuple[str, ...]
    limits: Limits = Limits()
    isolate: bool = True
    drop_env: frozenset[str] = field(default_factory=frozenset)

    def command(self, argv: Sequence[str]) -> tuple[str, ...]:
        """`argv` as it runs in this sandbox, in whatever folder the process layer starts it (that folder is
        the one it can write). Appending arguments to the result appends them to `argv`."""
        process.watch(self.script, self.limits.breach)
        return ("/bin/sh", "-c", self.script, "the sandbox", *argv)

    @functools.cached_property
    def script(self) -> str:
        """The shell script that starts `"$@"` in the sandbox, from the folder it is started in."""
        limits = ["prlimit", *self.limits.prlimit(), "--"]
        if not self.isolate:
            return "exec " + shlex.join(limits) + ' "$@"'
        root = os.geteuid() == 0
        become = ["setpriv", "--reuid=$U", "--regid=$U", "--clear-groups", "--inh-caps=-all", "--"]
        inner = [*limits, *(become if root else [])]
        inner += ["env", "--default-signal=INT"]  # Ctrl-C reaches the program, though bwrap itself ignores it
        lines = ["trap '' INT"]  # bwrap waits for the program: a Ctrl-C to the process group must not end it
        if root:  # a user of its own, who may write its working folder (and nothing else of ours)
            lines.append(f"U=$(({UID_BASE} + $$))")
        work = '--bind "$PWD" "$PWD"' + (' --chmod 0777 "$PWD"' if root else "")
        quoted = " ".join(word if word in ("--reuid=$U", "--regid=$U") else shlex.quote(word) for word in inner)
        bwrap = shlex.join(["bwrap", *self.bwrap_options(root)])
        lines.append(f'exec {bwrap} {work} --remount-ro / --chdir "$PWD" -- {quoted} "$@"')
        return "\n".join(lines)

    def bwrap_options(self, root: bool) -> list[str]:
        """bwrap's options, but the working folder's (which the script adds, as it is known only then)."""
        if root:  # no user namespace (its only user would be root): the program becomes a user of its own
            options = ["--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try"]
            options += ["--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID"]
        else:
            options = ["--unshare-all"]
        options += ["--die-with-parent", "--hostname", "sandbox"]
        for path in SYSTEM:
            options += ["--ro-bind", path, path]
        for path in TOP_LINKS:
            if os.path.islink(path):
                options += ["--symlink", os.readlink(path), path]
            elif os.path.isdir(path):
                options += ["--ro-bind", path, path]
        if os.path.isdir("/nix/store"):  # NixOS: every program lives there
            options += ["--ro-bind", "/nix/store", "/nix/store"]
        options += ["--proc", "/proc", "--dev", "/dev"]
        for path, mode in (("/tmp", "1777"), ("/dev/shm", "1777"), (HOME, "0777")):
            options += ["--perms", mode, "--size", str(self.limits.scratch), "--tmpfs", path]
        made = {"/", "/tmp", "/dev", "/home", HOME, *SYSTEM}
        options += _parents(os.path.join(os.path.realpath(tempfile.gettempdir()), "x"), made)  # working folders'
        for path in self.visible:
            options += _parents(path, made)
            options += ["--ro-bind", path, path]
        for name in sorted(self.drop_env):
            options += ["--unsetenv", name]
        options += ["--setenv", "HOME", HOME, "--setenv", "TMPDIR", "/tmp"]
        return options


def _parents(path: str, made: set[str]) -> list[str]:
    """bwrap options that make the folders above `path` (readable by anyone: bwrap would copy their modes)."""
    options = []
    parts = Path(path).parts
    for depth in range(2, len(parts)):
        folder = str(Path(*parts[:depth]))
        if folder not in made and not any(folder.startswith(system + "/") for system in SYSTEM):
            made.add(folder)
            options += ["--perms", "0755", "--dir", folder]
    return options


def dropped_environment(env: Mapping[str, str]) -> frozenset[str]:
    """The variables of `env` a program in the sandbox does not get: all but the locale, PATH and a few that
    say where things are (the teacher's tokens, agent sockets and home stay outside)."""
    return frozenset(name for name in env if name not in KEPT_ENV and not name.startswith("LC_"))


# ---- What a command needs to see: the installations of the programs it starts.


def needed(words: Iterable[str], path: str | None = None, keep_out: Iterable[str] = ()) -> list[str]:
    """The folders outside the system's that the programs named by `words` live in: for each word that is a
    program (found on PATH, or an absolute path to an executable), the installation it belongs to (the folder
    above its `bin/` for an interpreter with its libraries beside it: a Python, a virtual environment, a JDK,
    a Node.js), along every symbolic link to the real file. Never the teacher's home itself, nor a folder that
    holds any of `keep_out` (the class's folder, the other submissions)."""
    found: list[str] = []
    home = os.path.realpath(os.path.expanduser("~"))
    guarded = [os.path.realpath(p) for p in keep_out]
    for word in words:
        if "=" in word and not word.startswith("/"):
            word = word.partition("=")[2]
        program = word if os.path.isabs(word) else shutil.which(word, path=path) if word and "/" not in word else None
        if not program or not os.path.isfile(program) or not os.access(program, os.X_OK):
            continue
        for link in _chain(program):
            root = _installation(link)
            if root is None or root in found:
                continue
            inside = lambda a, b: a == b or a.startswith(b.rstrip("/") + "/")  # noqa: E731
            if inside(home, root) or any(inside(guard, root) for guard in guarded):
                continue
            found.append(root)
    return found


def _chain(path: str) -> list[str]:
    """`path` and every file its symbolic links lead to, the real file last."""
    chain, seen = [os.path.abspath(path)], set()
    while os.path.islink(chain[-1]) and chain[-1] not in seen and len(chain) < 40:
        seen.add(chain[-1])
        chain.append(os.path.normpath(os.path.join(os.path.dirname(chain[-1]), os.readlink(chain[-1]))))
    return chain


def _installation(path: str) -> str | None:
    """The folder to make visible for the program at `path`; None when the system's folders hold it."""
    if any(path == system or path.startswith(system + "/") for system in (*SYSTEM, *TOP_LINKS, "/nix/store")):
        return None
    folder = os.path.dirname(path)
    above = os.path.dirname(folder)
    if os.path.basename(folder) == "bin" and any(
        os.path.exists(os.path.join(above, name)) for name in ("lib", "pyvenv.cfg", "release")
    ):
        return above
    return path
