"""The process boundary (SPEC.md R10), written once for every style: what ties a program to its process.

R10 belongs to the process, not to any chapter, so no style's code mentions it: each style's `__main__.py`
calls `process.guard()` right after its imports, before it reads or writes anything. From then on:

* a standard stream closed from the start (R10.4): without standard output the program ends at once, quietly,
  with exit code 1; a closed standard input is an input that ends at once; a closed standard error swallows
  what is written to it, so the exit codes stay those of R2;
* a reader of standard output that goes away (R10.2, a broken pipe) ends the program at once and quietly, with
  exit code 1;
* a standard stream open but failing (R10.5: a full disk, a stream opened the wrong way) ends it at once with
  exit code 74, after one line on standard error if that can take it: `monolith: cannot write standard output:
  No space left on device`;
* Ctrl-C at the prompt (R10.3) ends it quietly with exit code 130.

A failed read or write ends the process where it happens (`os._exit`), in whichever thread, before a handler of
the game can catch it: with no way to show a frame or read a move there is nothing sensible to go on with. numpy's
BLAS library gets one thread: the thread per core it would start could take the Ctrl-C meant for the main thread,
which waits for a line. Standard library only; nothing POSIX-only; a Windows console keeps its own streams.

Your own program must meet R10 too, in whatever language (the grader's probes check it); this is how in Python.
"""

import io
import os
import sys

IO_ERROR = 74  # EX_IOERR of BSD's sysexits.h (R10.5)
INTERRUPTED = 130  # 128 + SIGINT: what a shell reports for a program that Ctrl-C ended (R10.3)


def guard():
    """Take charge of the standard streams and of Ctrl-C, once, before the program's first read or write."""
    os.environ.update(dict.fromkeys(("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"), "1"))
    if sys.stdout is None:  # closed from the start (R10.4)
        sys.exit(1)
    sys.stdout = _guarded(sys.stdout, "w")
    sys.stdin = _guarded(sys.stdin, "r") if sys.stdin else open(os.devnull)
    sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real one: no UnicodeError
    report = sys.excepthook

    def quiet_on_ctrl_c(kind, error, trace):  # Python raises Ctrl-C as KeyboardInterrupt in the main thread
        if issubclass(kind, KeyboardInterrupt):
            os._exit(INTERRUPTED)
        report(kind, error, trace)

    sys.excepthook = quiet_on_ctrl_c


class _Stream(io.FileIO):
    """The file under standard input or output: its first failure ends the process."""

    def readinto(self, buffer):
        try:
            return super().readinto(buffer)
        except OSError as error:
            _end(error, "read standard input")

    def write(self, data):
        try:
            return super().write(data)
        except OSError as error:
            _end(error, "write standard output")


def _guarded(stream, mode):
    """The stream rebuilt on a `_Stream`, with the encoding, error handler and line buffering it had."""
    if os.name == "nt" and stream.isatty():  # a Windows console keeps its own stream
        return stream
    raw = _Stream(stream.fileno(), mode, closefd=False)
    buffered = io.BufferedWriter(raw) if mode == "w" else io.BufferedReader(raw)
    return io.TextIOWrapper(buffered, stream.encoding, stream.errors, "\n", stream.line_buffering)


def _end(error, doing):
    if isinstance(error, BrokenPipeError):  # R10.2: the reader is gone, and so is the point of a message
        os._exit(1)
    spec = getattr(sys.modules.get("__main__"), "__spec__", None)  # `python -m styles.monolith`: "monolith"
    program = spec.parent.rpartition(".")[2] if spec and spec.parent else os.path.basename(sys.argv[0])
    try:
        print(f"{program}: cannot {doing}: {error.strerror or error}", file=sys.stderr, flush=True)
    except (OSError, ValueError):  # standard error cannot take it either: the exit code alone tells (R10.5)
        pass
    os._exit(IO_ERROR)
