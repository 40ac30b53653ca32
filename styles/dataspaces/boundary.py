"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

Every style has this module, and __main__.py imports it with its other imports; read it last. It is plumbing:
streams closed from the start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full
disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3) end the game here, in whichever thread takes
from or puts into a space when it happens, so that no worker ever mentions them. Nothing here is POSIX-only.
"""

import contextlib
import io
import os
import sys


def finish(error):
    """A failed read or write ends every thread at once: quietly for a reader gone, else with one line."""
    if isinstance(error, BrokenPipeError):
        os._exit(1)
    with contextlib.suppress(OSError):
        print(f"dataspaces: a standard stream failed: {error.strerror}", file=sys.stderr, flush=True)
    os._exit(74)


class Space(io.FileIO):
    def readinto(self, buffer):
        try:
            return super().readinto(buffer)
        except OSError as error:
            finish(error)

    def write(self, data):
        try:
            return super().write(data)
        except OSError as error:
            finish(error)


if sys.stdout is None:
    sys.exit(1)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
if not (os.name == "nt" and sys.stdout.isatty()):  # a Windows console keeps its own streams
    sys.stdout = io.TextIOWrapper(io.BufferedWriter(Space(1, "w", closefd=False)), sys.stdout.encoding, newline="\n")
    sys.stdin = sys.stdin and io.TextIOWrapper(io.BufferedReader(Space(0, closefd=False)), newline="\n")
sys.stdin = sys.stdin or open(os.devnull)
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
