"""The process boundary: what ties the program to its process, kept apart so that the style reads alone.

__main__.py imports it first; read it last. It is plumbing, not a step of the recipe: standard streams closed
from the start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full disk, a stream
opened the wrong way) and Ctrl-C at the prompt (R10.3) end the game here, so that no procedure mentions them.
"""

import io
import os
import signal
import sys


def give_up(what, error):
    """A failed read or write ends the program: without a word for a reader gone, else with one line."""
    if not isinstance(error, BrokenPipeError):
        try:
            print(f"cookbook: cannot {what}: {error.strerror}", file=sys.stderr, flush=True)
        except OSError:
            pass
    os._exit(1 if isinstance(error, BrokenPipeError) else 74)


class Kitchen(io.FileIO):
    def readinto(self, buffer):
        try:
            return super().readinto(buffer)
        except OSError as error:
            give_up("read standard input", error)

    def write(self, data):
        try:
            return super().write(data)
        except OSError as error:
            give_up("write standard output", error)


def stock(stream, buffered):
    if os.name == "nt" and stream.isatty():  # a Windows console keeps its own stream
        return stream
    wrapped = buffered(Kitchen(stream.fileno(), stream.mode, closefd=False))
    return io.TextIOWrapper(wrapped, stream.encoding, stream.errors, "\n", stream.line_buffering)


if sys.stdout is None:
    sys.exit(1)
sys.stdout = stock(sys.stdout, io.BufferedWriter)
sys.stdin = stock(sys.stdin, io.BufferedReader) if sys.stdin else open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
if signal.getsignal(signal.SIGINT) is signal.default_int_handler:  # Ctrl-C (R10.3), unless it was ignored
    signal.signal(signal.SIGINT, lambda *_: os._exit(130))
