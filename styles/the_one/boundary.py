"""The process boundary: what ties the program to its process, kept apart so that the style reads alone.

__main__.py imports it first; read it last. It is plumbing, not a step of the chain: streams closed from the
start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full disk, one opened the wrong
way) and Ctrl-C at the prompt (R10.3) end the game here, so that no step of the chain mentions them.
"""

import contextlib
import io
import os
import sys


class Outcome:
    """A read or a write, wrapped: `unwrap` gives what it returned, or ends the game if it failed."""

    def __init__(self, step, data):
        try:
            self.value, self.error = step(data), None
        except OSError as error:
            self.value, self.error = None, error

    def unwrap(self, stream):
        if isinstance(self.error, BrokenPipeError):
            os._exit(1)
        if self.error is not None:
            with contextlib.suppress(OSError):
                print(f"the_one: standard {stream}: {self.error.strerror}", file=sys.stderr, flush=True)
            os._exit(74)
        return self.value


class Stream(io.FileIO):
    def readinto(self, buffer):
        return Outcome(super().readinto, buffer).unwrap("input")

    def write(self, data):
        return Outcome(super().write, data).unwrap("output")


if sys.stdout is None:
    sys.exit(1)
if not (os.name == "nt" and sys.stdout.isatty()):  # a Windows console keeps its own streams
    sys.stdout = io.TextIOWrapper(io.BufferedWriter(Stream(1, "w", closefd=False)), sys.stdout.encoding, newline="\n")
    sys.stdin = sys.stdin and io.TextIOWrapper(io.BufferedReader(Stream(0, closefd=False)), newline="\n")
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
