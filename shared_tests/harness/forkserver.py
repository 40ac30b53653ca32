"""The fast mode's fork servers: one pre-started interpreter per module that forks a fresh child per run.

    python -m shared_tests.harness.forkserver MODULE SOCKET_PATH [IMPORT ...]   (started by harness/fastmode.py)

The server imports the modules named after the socket — what the module's package imports from *outside*
itself (the standard library, numpy), never a module of the package itself — then waits on a Unix socket. A
request carries the run's working folder and arguments as JSON, plus three real pipe ends passed as file
descriptors (SCM_RIGHTS): the child's standard input, output and error. For each request the single-threaded
server forks a child, answers with its pid, watches it with a pidfd, and reports its exit status
(``os.waitpid``) over the connection.

Before any code of the program runs, the child is put in the state a real ``python -m MODULE ARGS`` starts
in: a process group of its own; the pipes on file descriptors 0, 1 and 2 and fresh ``sys.stdin``/``stdout``/
``stderr`` built as the interpreter builds them; the working folder; ``sys.argv``, ``sys.orig_argv`` and
``sys.path[0]``; fresh seeds for the global random generators (``random``, numpy's). The environment needs
nothing: the process layer sends a run here only when its environment is exactly the server's, and every
other run goes to a real subprocess. Then ``runpy._run_module_as_main`` — the function ``python -m`` calls —
imports and runs the program, and the child ends as the interpreter ends (`_run_and_exit`).

What still differs from a real run, and why it cannot be helped in a forked child:
* modules from outside the program (the standard library, numpy) are already imported;
* the hash seed of str and bytes is fixed when an interpreter starts, so the runs of one server share it.
  A server is replaced by a new one, with a new random seed, every RUNS_PER_SERVER runs (fastmode.py), so a style's
  transcripts run under many seeds, but not one seed per run. (Where PYTHONHASHSEED names a seed, as under tox,
  every real run has that seed too, and so has every server, started in the same environment: no difference.)
  The default mode, which CI runs, is the judge.
"""

from __future__ import annotations

import atexit
import contextlib
import gc
import importlib
import io
import json
import os
import runpy
import select
import signal
import socket
import sys
import threading


# ---------------------------------------------------------------------------------------------- the server
def _preload(names: list[str]) -> set[str]:
    for name in names:
        with contextlib.suppress(Exception):  # an optional import fails (or not) in the child, as in a real run
            importlib.import_module(name)
    return set(sys.modules)


def _fresh_stdio() -> None:
    """New standard streams on fds 0-2, built like the interpreter's own (pylifecycle.c: create_stdio)."""
    streams = []
    for fd, mode, name, model in zip(
        (0, 1, 2),
        ("rb", "wb", "wb"),
        ("<stdin>", "<stdout>", "<stderr>"),
        (sys.__stdin__, sys.__stdout__, sys.__stderr__),
        strict=True,
    ):
        unbuffered = fd > 0 and isinstance(model.buffer, io.FileIO)  # python -u, PYTHONUNBUFFERED
        buffer = open(fd, mode, buffering=0 if unbuffered else -1, closefd=False)
        (buffer if unbuffered else buffer.raw).name = name
        text = io.TextIOWrapper(
            buffer,
            encoding=model.encoding,
            errors=model.errors,
            newline="\n",
            line_buffering=model.line_buffering,
            write_through=model.write_through,
        )
        text.mode = mode[0]
        streams.append(text)
    sys.stdin, sys.stdout, sys.stderr = streams
    sys.__stdin__, sys.__stdout__, sys.__stderr__ = streams


def _become_child(request: dict, fds: list[int]) -> None:
    os.setpgid(0, 0)  # a process group of its own, as the process layer gives a real run
    for fd, target in zip(fds, (0, 1, 2), strict=True):
        os.dup2(fd, target)  # dup2 clears close-on-exec: like a real child's standard streams
    for fd in fds:
        os.close(fd)
    _fresh_stdio()
    os.chdir(request["cwd"])
    sys.argv[:] = [request["module"], *request["args"]]
    sys.orig_argv[:] = [sys.executable, "-m", request["module"], *request["args"]]
    sys.path[0] = os.getcwd()  # `python -m` puts the working folder first
    sys.modules["__main__"] = type(sys)("__main__")
    if "numpy.random" in sys.modules:  # `random` reseeds itself after a fork (os.register_at_fork); numpy does not
        sys.modules["numpy.random"].seed()


def serve(module: str, socket_path: str) -> dict | None:
    """Answer requests until the client closes our standard input and every game has ended; returns (in a
    game child only) the request to run."""
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    listener.bind(socket_path)
    listener.listen(64)
    sys.stdout.write("ready\n")  # the client waits for this line on our standard output
    sys.stdout.flush()
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.close(devnull)
    games: dict[int, tuple[int, socket.socket]] = {}  # pidfd -> (pid, the connection that asked for it)
    accepting = True
    while accepting or games:
        ready, _, _ = select.select([*([listener, 0] if accepting else []), *games], [], [])
        for pidfd in [fd for fd in ready if fd in games]:  # a game ended: report its exit status
            pid, connection = games.pop(pidfd)
            os.close(pidfd)
            _, status = os.waitpid(pid, 0)
            with contextlib.suppress(OSError):
                connection.sendall(f"{os.waitstatus_to_exitcode(status)}\n".encode())
            connection.close()
        if accepting and 0 in ready and not os.read(0, 1024):
            accepting = False  # the client is done with us: finish the games under way, then end
            listener.close()
            continue
        if not accepting or listener not in ready:
            continue
        connection, _ = listener.accept()
        try:
            message, fds, _, _ = socket.recv_fds(connection, 1 << 20, 3)
            request = json.loads(message)
        except (OSError, ValueError):
            connection.close()
            continue
        pid = os.fork()
        if pid == 0:  # the game: drop everything of the server's
            listener.close()
            connection.close()
            for pidfd, (_, other) in games.items():
                os.close(pidfd)
                other.close()
            _become_child(request, fds)
            return request
        for fd in fds:
            os.close(fd)
        with contextlib.suppress(OSError):
            connection.sendall(f"{pid}\n".encode())
        games[os.pidfd_open(pid)] = (pid, connection)
    return None


def _exit_status(exit: SystemExit) -> int:
    """The exit code of an uncaught SystemExit, as the interpreter computes it (_Py_HandleSystemExit)."""
    code = exit.code
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xFF
    with contextlib.suppress(Exception):
        sys.stderr.write(f"{code}\n")
    return 1


def _run_and_exit(module: str, preloaded: set[str]) -> None:
    """Run the module as `python -m` does, then end as the interpreter ends.

    After the program: an uncaught exception goes to sys.excepthook (exit code 1; an unhandled Ctrl-C ends
    the process by SIGINT), non-daemon threads are waited for, atexit functions run, the program's own
    modules are torn down (so that a file it never closed is flushed by its finaliser, as at a real exit),
    standard output and error are flushed (a failing flush prints "Exception ignored" and gives exit code
    120), and the process ends with os._exit: the server's heap, shared with the child, is not freed.
    """
    status, interrupted = 0, False
    try:
        runpy._run_module_as_main(module, alter_argv=True)
    except SystemExit as exit:
        status = _exit_status(exit)
    except BaseException as error:
        interrupted = isinstance(error, KeyboardInterrupt)
        trace = error.__traceback__
        if trace is not None and trace.tb_frame.f_code is _run_and_exit.__code__:
            trace = trace.tb_next  # the traceback starts in runpy, as in a real run
        with contextlib.suppress(BaseException):
            sys.excepthook(type(error), error.with_traceback(trace), trace)
        status = 1
    with contextlib.suppress(BaseException):
        if "threading" in sys.modules:
            sys.modules["threading"]._shutdown()
    with contextlib.suppress(BaseException):
        atexit._run_exitfuncs()
    with contextlib.suppress(BaseException):
        if threading.active_count() == 1:
            for name in ["__main__", *reversed([n for n in sys.modules if n not in preloaded])]:
                if name in sys.modules and hasattr(sys.modules[name], "__dict__"):
                    sys.modules[name].__dict__.clear()
            gc.collect()
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None and not stream.closed:
                stream.flush()
        except Exception as error:
            status = 120
            if stream is sys.stdout:
                with contextlib.suppress(Exception):
                    sys.stderr.write(f"Exception ignored in: {stream!r}\n{type(error).__name__}: {error}\n")
                    sys.stderr.flush()
    if interrupted:
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGINT)
    os._exit(status)


if __name__ == "__main__":
    _module, _socket_path = sys.argv[1], sys.argv[2]
    _preloaded = _preload(sys.argv[3:])
    gc.freeze()  # the children's collections need not touch (and so copy) the server's objects
    if serve(_module, _socket_path) is None:
        sys.exit(0)
    _run_and_exit(_module, _preloaded)
