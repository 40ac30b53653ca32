"""The process boundary: what ties the program to its process, kept apart so that the style reads alone.

__main__.py imports it first; read it last. Streams closed from the start (R10.4), a reader gone away (R10.2),
a stream open but failing (R10.5: a full disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3) end
the game here. The window is 3x3: a BLAS thread per core would only spin, and one of them could take the
Ctrl-C meant for the main thread's read, so numpy's BLAS gets one.
"""

import contextlib
import io
import os
import sys

os.environ.update(OPENBLAS_NUM_THREADS="1", OMP_NUM_THREADS="1", MKL_NUM_THREADS="1")


class Window:
    """A read or write in this window that fails ends the game: quietly for a reader gone, else with a line."""

    def __init__(self, stream):
        self.stream = stream

    def __enter__(self):
        return self

    def __exit__(self, kind, error, trace):
        if isinstance(error, BrokenPipeError):
            os._exit(1)
        if isinstance(error, OSError):
            with contextlib.suppress(OSError):
                print(f"sliding_window: standard {self.stream}: {error.strerror}", file=sys.stderr, flush=True)
            os._exit(74)


class Stream(io.FileIO):
    def readinto(self, buffer):
        with Window("input"):
            return super().readinto(buffer)

    def write(self, data):
        with Window("output"):
            return super().write(data)


if sys.stdout is None:
    sys.exit(1)
if not (os.name == "nt" and sys.stdout.isatty()):  # a Windows console keeps its own streams
    sys.stdout = io.TextIOWrapper(io.BufferedWriter(Stream(1, "w", closefd=False)), sys.stdout.encoding, newline="\n")
    sys.stdin = sys.stdin and io.TextIOWrapper(io.BufferedReader(Stream(0, closefd=False)), newline="\n")
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
