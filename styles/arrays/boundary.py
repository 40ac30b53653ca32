"""The process boundary: what ties the program to its process, kept apart so that the style reads alone.

__main__.py imports it first; read it last. Streams closed from the start (R10.4), a reader gone away (R10.2),
a stream open but failing (R10.5: a full disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3) end
the game here. And numpy: its BLAS library starts a worker thread per core as it loads, and a Ctrl-C handed to
one of them never interrupts the main thread's read; a 20x20 board needs none, so none are started.
"""

import contextlib
import io
import os
import sys

os.environ.update(dict.fromkeys(("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"), "1"))


class Stream(io.FileIO):
    pass


def vectorised(name, method):
    def guarded(raw, data):
        try:
            return method(raw, data)
        except BrokenPipeError:
            os._exit(1)
        except OSError as error:
            with contextlib.suppress(OSError):
                print(f"arrays: {name} of a standard stream failed: {error.strerror}", file=sys.stderr, flush=True)
            os._exit(74)

    setattr(Stream, name, guarded)


for name in ("readinto", "write"):
    vectorised(name, getattr(io.FileIO, name))
if sys.stdout is None:
    sys.exit(1)
if not (os.name == "nt" and sys.stdout.isatty()):  # a Windows console keeps its own streams
    sys.stdout = io.TextIOWrapper(io.BufferedWriter(Stream(1, "w", closefd=False)), sys.stdout.encoding, newline="\n")
    sys.stdin = sys.stdin and io.TextIOWrapper(io.BufferedReader(Stream(0, closefd=False)), newline="\n")
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
