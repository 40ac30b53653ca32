"""The process boundary: what ties the program to its process, kept apart so that the style reads alone.

__main__.py imports it first; read it last. Streams closed from the start (R10.4), a reader gone away (R10.2), a
stream open but failing (R10.5: a full disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3) end the
game here, so that no layer mentions them. The hand-set layer is one small matrix product: numpy's BLAS gets a
single thread, so that no BLAS worker, started per core, ever takes the Ctrl-C meant for the main thread.
"""

import contextlib
import io
import os
import sys

for variable in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[variable] = "1"  # read by numpy's BLAS as numpy loads, after this module


class Stream(io.FileIO):
    def readinto(self, buffer):
        return self.fire(super().readinto, buffer)

    def write(self, data):
        return self.fire(super().write, data)

    def fire(self, method, data):
        try:
            return method(data)
        except BrokenPipeError:
            os._exit(1)
        except OSError as error:
            with contextlib.suppress(OSError):
                print(f"dense_shallow_under_control: {error.strerror}", file=sys.stderr, flush=True)
            os._exit(74)


if sys.stdout is None:
    sys.exit(1)
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
for name in ("stdout", "stdin"):
    if (old := getattr(sys, name)) and not (os.name == "nt" and old.isatty()):  # a Windows console: its own
        raw = Stream(old.fileno(), old.mode, closefd=False)
        buffered = io.BufferedReader(raw) if raw.readable() else io.BufferedWriter(raw)
        setattr(sys, name, io.TextIOWrapper(buffered, old.encoding, old.errors, "\n", old.line_buffering))
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
