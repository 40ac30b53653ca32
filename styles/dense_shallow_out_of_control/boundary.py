"""The process boundary: what ties the program to its process, kept apart so that the style reads alone.

__main__.py imports it first; read it last. Streams closed from the start (R10.4), a reader gone away (R10.2),
a stream open but failing (R10.5: a full disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3) end
the game here. Playing with the learned weights is a few small products: one BLAS thread, so that none of the
workers numpy's BLAS starts per core takes the Ctrl-C meant for the main thread (environment variables work
the same on every system).
"""

import io
import os
import sys

os.environ |= {"OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}


def give_up(error):
    if not isinstance(error, BrokenPipeError):
        try:
            sys.stderr.write(f"dense_shallow_out_of_control: a standard stream failed: {error.strerror}\n")
            sys.stderr.flush()
        except OSError:
            pass
    os._exit(1 if isinstance(error, BrokenPipeError) else 74)


class Stream(io.FileIO):
    def readinto(self, buffer):
        try:
            return super().readinto(buffer)
        except OSError as error:
            give_up(error)

    def write(self, data):
        try:
            return super().write(data)
        except OSError as error:
            give_up(error)


if sys.stdout is None:
    sys.exit(1)
if not (os.name == "nt" and sys.stdout.isatty()):  # a Windows console keeps its own streams
    sys.stdout = io.TextIOWrapper(io.BufferedWriter(Stream(1, "w", closefd=False)), sys.stdout.encoding, newline="\n")
    sys.stdin = sys.stdin and io.TextIOWrapper(io.BufferedReader(Stream(0, closefd=False)), newline="\n")
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
