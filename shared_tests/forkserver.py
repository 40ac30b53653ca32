"""The fast mode's fork server: one pre-started interpreter per style that forks a fresh child per run.

    python -m shared_tests.forkserver styles.monolith SOCKET_PATH      (started by shared_tests.runner)

The server imports once what the style imports from outside itself (numpy, the standard-library modules),
then waits on a Unix socket. A request carries the run's working folder, environment and arguments as JSON,
plus three real pipe ends passed as file descriptors (SCM_RIGHTS): the child's standard input, output and
error. For each request the single-threaded server forks the *game* child, answers with its pid, watches it
with a pidfd in its select loop, and reports its real exit status (``os.waitpid``) over the connection.

The game child becomes the program: it closes everything of the server, puts the pipes on file descriptors
0, 1 and 2, builds fresh ``sys.stdin``/``stdout``/``stderr`` exactly as the interpreter does at start-up (same
encodings: the server was started with the runs' base environment), changes folder, replaces ``os.environ``,
``sys.argv`` and ``sys.path[0]`` and returns to the bottom of this module, which runs the style as
``runpy._run_module_as_main`` (the very function ``python -m`` calls) does, in a fresh ``__main__`` module. So
``sys.argv[0]``, ``__package__`` and ``__spec__`` look as with ``python -m``. It then ends as the interpreter
ends (see _run_and_exit): tracebacks, ``SystemExit``, Ctrl-C (exit by SIGINT), the wait for non-daemon threads,
``atexit``, the final flush of standard output and error, the exit code 120 when that flush fails.

What differs from a real run: modules the server imported are already in ``sys.modules`` (the style's
own modules only when their source cannot depend on the run, see _preload_own_modules), all children share
one hash seed, and the heap is not torn down at exit (see _run_and_exit). Runs whose environment changes how
the interpreter starts (``PYTHON*``, ``LANG``, ``LC_*``) are never sent here: the runner runs them as real
subprocesses.
"""

from __future__ import annotations

import ast
import atexit
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
import types
from pathlib import Path

_HERE = Path(__file__).resolve().parent
_ROOT = _HERE.parent


def _outside_imports(package: str) -> list[str]:
    """The absolute imports of a style's source that are not the style itself (numpy, os, ...)."""
    folder = _ROOT.joinpath(*package.split("."))
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
    return sorted(name for name in names if name.split(".")[0] not in ("styles", "shared_tests", "__future__"))


def _only_docstring(path: Path) -> bool:
    try:
        body = ast.parse(path.read_text(encoding="utf-8")).body
    except (OSError, SyntaxError, UnicodeDecodeError):
        return False
    return all(isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) for node in body)


def _prepare(module: str) -> tuple | None:
    """Import what the style imports from outside itself; load its __main__ code when that is safe.

    The packages `styles` and `styles.X` are imported here only when their __init__.py is a docstring and
    nothing else, so that importing them has no effect a child could miss; then the code of __main__.py is
    read once, here, instead of in every child. Returns (spec, code), or None for the plain way.
    """
    for name in _outside_imports(module):
        try:
            importlib.import_module(name)
        except Exception:  # a style's optional import: it will fail (or not) in the child, as in a real run
            pass
    packages = [_ROOT.joinpath(*module.split(".")[:depth], "__init__.py") for depth in (1, 2)]
    if not all(_only_docstring(path) for path in packages):
        return None
    try:
        _, spec, code = runpy._get_module_details(module)
    except Exception:
        return None
    _preload_own_modules(module)
    return spec, code


# Names whose use while a module is being imported would make the import depend on the run: its
# environment, arguments, working folder, streams or files.
_RUN_DEPENDENT = {"environ", "getenv", "argv", "stdin", "stdout", "stderr", "getcwd", "open", "input", "chdir"}


def _import_time_nodes(tree: ast.Module):
    """The nodes Python evaluates when it imports the module: everything but the bodies of functions."""
    stack = list(tree.body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            stack += [*getattr(node, "decorator_list", []), *node.args.defaults, *node.args.kw_defaults]
            continue
        yield node
        stack += [child for child in ast.iter_child_nodes(node) if child is not None]


def _run_independent(path: Path) -> bool:
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"))
    except (OSError, SyntaxError, UnicodeDecodeError):
        return False
    for node in _import_time_nodes(tree):
        name = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else None
        if name in _RUN_DEPENDENT:
            return False
    return True


def _preload_own_modules(module: str) -> None:
    """Import the style's own modules besides __main__ whose import cannot depend on the run.

    Importing them once here instead of in every child makes a multi-module style (the library class of
    `things`, the networks in the numpy styles' game.py) as cheap to run as a one-file style. A module that
    touches the run's environment, arguments, folder, streams or files while it is imported (outside its
    functions' bodies, which run only when called) is left to the child.
    """
    folder = _ROOT.joinpath(*module.split("."))
    for path in sorted(folder.glob("*.py")):
        if path.stem in ("__init__", "__main__") or not _run_independent(path):
            continue
        name = f"{module}.{path.stem}"
        try:
            importlib.import_module(name)
        except BaseException:  # leave no half-imported module behind: the child imports it as usual
            sys.modules.pop(name, None)


def _fresh_stdio() -> None:
    """New standard streams on fds 0-2, built like the interpreter's own (pylifecycle.c: create_stdio)."""
    old = (sys.__stdin__, sys.__stdout__, sys.__stderr__)
    streams = []
    names = ("<stdin>", "<stdout>", "<stderr>")
    for fd, mode, name, model in zip((0, 1, 2), ("rb", "wb", "wb"), names, old, strict=True):
        buffer = open(fd, mode, buffering=-1, closefd=False)
        buffer.raw.name = name
        text = io.TextIOWrapper(
            buffer, encoding=model.encoding, errors=model.errors, newline="\n",
            line_buffering=model.line_buffering, write_through=model.write_through,
        )
        text.mode = mode[0]
        streams.append(text)
    sys.stdin, sys.stdout, sys.stderr = streams
    sys.__stdin__, sys.__stdout__, sys.__stderr__ = streams


def _become_child(request: dict, fds: list[int]) -> None:
    for fd, target in zip(fds, (0, 1, 2), strict=True):
        os.dup2(fd, target)  # dup2 clears close-on-exec: like a real child's standard streams
    for fd in fds:
        os.close(fd)
    _fresh_stdio()
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    sys.argv[:] = [request["module"], *request["args"]]
    sys.path[0] = os.getcwd()  # `python -m` puts the working folder first
    sys.modules["__main__"] = types.ModuleType("__main__")


def serve(module: str, socket_path: str) -> dict | None:
    """Answer requests until the runner goes away; returns (in a game child only) the request to run."""
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    listener.bind(socket_path)
    listener.listen(64)
    sys.stdout.write("ready\n")  # the runner waits for this line on our standard output
    sys.stdout.flush()
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.close(devnull)
    games: dict[int, tuple[int, socket.socket]] = {}  # pidfd -> (pid, the connection that asked for it)
    while True:
        ready, _, _ = select.select([listener, 0, *games], [], [])
        for pidfd in [fd for fd in ready if fd in games]:  # a game ended: report its exit status
            pid, connection = games.pop(pidfd)
            os.close(pidfd)
            _, status = os.waitpid(pid, 0)
            try:
                connection.sendall(f"{os.waitstatus_to_exitcode(status)}\n".encode())
            except OSError:
                pass
            connection.close()
        if 0 in ready and not os.read(0, 1024):
            listener.close()
            return None  # the runner closed our standard input: it is gone
        if listener not in ready:
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
        try:
            connection.sendall(f"{pid}\n".encode())
        except OSError:
            pass
        games[os.pidfd_open(pid)] = (pid, connection)


def _exit_status(exit: SystemExit) -> int:
    """The exit code of an uncaught SystemExit, as the interpreter computes it (_Py_HandleSystemExit)."""
    code = exit.code
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xFF
    try:
        sys.stderr.write(f"{code}\n")
    except Exception:
        pass
    return 1


def _run_and_exit(module: str, prepared: tuple | None) -> None:
    """Run the style as `python -m` does, then end as the interpreter ends, without tearing the heap down.

    After the program: an uncaught exception prints its traceback (exit code 1; Ctrl-C: exit by SIGINT), the
    non-daemon threads are waited for, atexit functions run, standard output and error are flushed (a failing
    flush prints "Exception ignored" and gives exit code 120), and the process ends with os._exit. What it
    skips is freeing every object, which in a forked child costs more than the whole run (every page of the
    server's heap is copied on write); the only observable difference is data left in a buffered file that
    the program never flushes or closes and that only the garbage collection at exit would have written.
    """
    status, interrupted = 0, False
    try:
        if prepared:  # what runpy._run_module_as_main does, with the code the server read
            spec, code = prepared
            sys.argv[0] = spec.origin
            runpy._run_code(code, sys.modules["__main__"].__dict__, None, "__main__", spec)
        else:
            runpy._run_module_as_main(module, alter_argv=True)
    except SystemExit as exit:
        status = _exit_status(exit)
    except BaseException as error:
        interrupted = isinstance(error, KeyboardInterrupt)
        trace = error.__traceback__
        if trace is not None and trace.tb_frame.f_code is _run_and_exit.__code__:
            trace = trace.tb_next  # the traceback starts in runpy, as in a real run
        try:
            sys.excepthook(type(error), error.with_traceback(trace), trace)
        except BaseException:
            pass
        status = 1
    try:
        if "threading" in sys.modules:
            sys.modules["threading"]._shutdown()
    except BaseException:
        pass
    try:
        atexit._run_exitfuncs()
    except BaseException:
        pass
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None and not stream.closed:
                stream.flush()
        except Exception as error:
            status = 120
            if stream is sys.stdout:
                try:
                    sys.stderr.write(f"Exception ignored in: {stream!r}\n{type(error).__name__}: {error}\n")
                    sys.stderr.flush()
                except Exception:
                    pass
    if interrupted:
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGINT)
    os._exit(status)


if __name__ == "__main__":
    _module, _socket_path = sys.argv[1], sys.argv[2]
    _prepared = _prepare(_module)
    gc.freeze()  # the children's collections need not touch (and so copy) the server's objects
    if serve(_module, _socket_path) is None:
        sys.exit(0)
    _run_and_exit(_module, _prepared)
