"""The process boundary: what ties the program to its process, kept apart so that the style reads alone.

__main__.py imports it first; read it last. Streams closed from the start (R10.4), a reader gone away (R10.2),
a stream open but failing (R10.5: a full disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3) end
the game here, so that no kernel mentions them. The kernels are 3x3 and the image at most 20x20: numpy's BLAS
needs no thread per core, and one of them could take the Ctrl-C meant for the main thread, so it gets one.
"""

import io
import os
import signal
import sys

os.environ.update(dict.fromkeys(["MKL_NUM_THREADS", "OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS"], "1"))


def last(error):
    """How the program ends after a failed read or write: (exit code, the line to say, if any)."""
    if isinstance(error, BrokenPipeError):
        return 1, b""
    return 74, f"convolutions: a standard stream failed: {error.strerror}\n".encode()


def guarded(method):
    def call(raw, data):
        try:
            return method(raw, data)
        except OSError as error:
            code, words = last(error)
            try:
                os.write(2, words)
            finally:
                os._exit(code)

    return call


Stream = type("Stream", (io.FileIO,), {"readinto": guarded(io.FileIO.readinto), "write": guarded(io.FileIO.write)})
if sys.stdout is None:
    sys.exit(1)
for name in () if os.name == "nt" and sys.stdout.isatty() else ("stdout", "stdin"):  # a Windows console: its own
    if old := getattr(sys, name):
        raw = Stream(old.fileno(), old.mode, closefd=False)
        buffered = io.BufferedWriter(raw) if raw.writable() else io.BufferedReader(raw)
        setattr(sys, name, io.TextIOWrapper(buffered, old.encoding, old.errors, "\n", old.line_buffering))
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
if signal.getsignal(signal.SIGINT) is signal.default_int_handler:  # Ctrl-C (R10.3), unless it was ignored
    signal.signal(signal.SIGINT, lambda number, frame: os._exit(130))
