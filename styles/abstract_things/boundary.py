"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

__main__.py imports it with its other imports; read it last. It is plumbing: standard streams closed from the
start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full disk, one opened the wrong
way) and Ctrl-C at the prompt (R10.3) end the game here, so that neither the abstractions nor the things ever
mention them. Nothing here is POSIX-only.
"""

import contextlib
import io
import os
import sys


class Guarded(io.FileIO):  # what both standard streams do when they fail; `what` names the stream
    def fail(self, error):
        if isinstance(error, BrokenPipeError):  # R10.2: a reader gone goes without a word
            os._exit(1)
        with contextlib.suppress(OSError):  # R10.5
            print(f"abstract_things: cannot use {self.what}: {error.strerror}", file=sys.stderr, flush=True)
        os._exit(74)


class Input(Guarded):
    what = "standard input"

    def readinto(self, buffer):
        try:
            return super().readinto(buffer)
        except OSError as error:
            self.fail(error)


class Output(Guarded):
    what = "standard output"

    def write(self, data):
        try:
            return super().write(data)
        except OSError as error:
            self.fail(error)


if sys.stdout is None:
    sys.exit(1)
if not (os.name == "nt" and sys.stdout.isatty()):  # a Windows console keeps its own streams
    out = io.BufferedWriter(Output(sys.stdout.fileno(), "w", closefd=False))
    sys.stdout = io.TextIOWrapper(out, sys.stdout.encoding, sys.stdout.errors, "\n", sys.stdout.line_buffering)
    sys.stdin = sys.stdin and io.TextIOWrapper(io.BufferedReader(Input(0, closefd=False)), sys.stdin.encoding)
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
