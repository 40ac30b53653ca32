"""The process boundary: what ties the program to its process, kept apart so that the style reads alone.

__main__.py imports it first; read it last. Streams closed from the start (R10.4), a reader gone away (R10.2),
a stream open but failing (R10.5: a full disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3) end
the game here, outside the one network. Its forward pass is small: numpy's BLAS keeps to one thread, so no
worker of its own (one per core, by default) can swallow the Ctrl-C meant for the main thread's read.
"""

import contextlib
import io
import os
import sys

for blas in ("OPENBLAS", "OMP", "MKL"):
    os.environ[f"{blas}_NUM_THREADS"] = "1"


def ending(method):
    def guarded(raw, data):
        try:
            return method(raw, data)
        except BrokenPipeError:
            os._exit(1)
        except OSError as error:
            with contextlib.suppress(OSError):
                print(f"neuro_monolithic: standard stream {raw.fileno()}: {error.strerror}", file=sys.stderr)
                sys.stderr.flush()
            os._exit(74)

    return guarded


class Stream(io.FileIO):
    readinto, write = ending(io.FileIO.readinto), ending(io.FileIO.write)


if sys.stdout is None:
    sys.exit(1)
for name, kind in [] if os.name == "nt" and sys.stdout.isatty() else [("stdin", "r"), ("stdout", "w")]:
    if getattr(sys, name):  # (a Windows console keeps its own streams)
        raw = Stream(0 if kind == "r" else 1, kind, closefd=False)
        buffered = (io.BufferedReader if kind == "r" else io.BufferedWriter)(raw)
        setattr(sys, name, io.TextIOWrapper(buffered, getattr(sys, name).encoding, newline="\n"))
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
