"""The process boundary: what ties the program to its process, kept apart so that the style reads alone.

__main__.py imports it first; read it last. Streams closed from the start (R10.4), a reader gone away (R10.2),
a stream open but failing (R10.5: a full disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3) end
the game here, so that neither the encoder nor the decoder mentions them. The network is narrow: numpy's BLAS
runs on one thread, and starts no worker per core that could take the main thread's Ctrl-C.
"""

import contextlib
import io
import os
import sys

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("MKL_NUM_THREADS", "1")


def knot(method, stream):
    def tied(raw, data):
        try:
            return method(raw, data)
        except BrokenPipeError:
            os._exit(1)
        except OSError as error:
            with contextlib.suppress(OSError):
                print(f"bow_tie: standard {stream} failed: {error.strerror}", file=sys.stderr, flush=True)
            os._exit(74)

    return tied


Stream = type("Stream", (io.FileIO,), {"readinto": knot(io.FileIO.readinto, "input"),
                                       "write": knot(io.FileIO.write, "output")})  # fmt: skip
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
if sys.stdout is None:
    sys.exit(1)
if not (os.name == "nt" and sys.stdout.isatty()):  # a Windows console keeps its own streams
    sys.stdout = io.TextIOWrapper(io.BufferedWriter(Stream(1, "w", closefd=False)), sys.stdout.encoding, newline="\n")
    sys.stdin = sys.stdin and io.TextIOWrapper(io.BufferedReader(Stream(0, closefd=False)), newline="\n")
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
