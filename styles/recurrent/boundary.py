"""The process boundary: what ties the program to its process, kept apart so that the style reads alone.

__main__.py imports it first; read it last. Streams closed from the start (R10.4), a reader gone away (R10.2),
a stream open but failing (R10.5: a full disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3) end
the game here, whichever step of the loop the cell is at. The cell is tiny: numpy's BLAS gets one thread, so no
worker of its (one per core) can take the Ctrl-C meant for the main thread's read.
"""

import io
import os
import sys

os.environ.update({name: "1" for name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS")})
EXITS = {"reader gone": 1, "stream failed": 74, "interrupted": 130}


class Stream(io.FileIO):
    def readinto(self, buffer):
        return self.step(super().readinto, buffer)

    def write(self, data):
        return self.step(super().write, data)

    def step(self, method, data):
        try:
            return method(data)
        except BrokenPipeError:
            os._exit(EXITS["reader gone"])
        except OSError as error:
            try:
                os.write(2, f"recurrent: standard stream {self.fileno()}: {error.strerror}\n".encode())
            finally:
                os._exit(EXITS["stream failed"])


if sys.stdout is None:
    sys.exit(1)
if not (os.name == "nt" and sys.stdout.isatty()):  # a Windows console keeps its own streams
    sys.stdout = io.TextIOWrapper(io.BufferedWriter(Stream(1, "w", closefd=False)), sys.stdout.encoding, newline="\n")
    sys.stdin = sys.stdin and io.TextIOWrapper(io.BufferedReader(Stream(0, closefd=False)), newline="\n")
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: (
    os._exit(EXITS["interrupted"]) if kind is KeyboardInterrupt else log(kind, *etc)
)
