"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

Every style has this module, and __main__.py imports it with its other imports; read it last. It is plumbing:
streams closed from the start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full
disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3) end the game here, so that the game's own code
never mentions them. Its functions declare no types: they are plumbing, not the game. Not POSIX-only.
"""

import contextlib
import io
import os
import sys


def end_quietly(kind, error, trace, report=sys.excepthook):
    """Ctrl-C at the prompt (R10.3) ends the game without a word; anything else Python reports as it does."""
    if kind is KeyboardInterrupt:
        os._exit(130)
    report(kind, error, trace)


class Stream(io.FileIO):
    def readinto(self, buffer):
        return self.keep(super().readinto, buffer, "read standard input")

    def write(self, data):
        return self.keep(super().write, data, "write standard output")

    def keep(self, promise, data, intent):
        try:
            return promise(data)
        except BrokenPipeError:
            os._exit(1)
        except OSError as error:
            with contextlib.suppress(OSError):
                print(f"declared_intentions: cannot {intent}: {error.strerror}", file=sys.stderr, flush=True)
            os._exit(74)


if sys.stdout is None:
    sys.exit(1)
sys.excepthook = end_quietly
if not (os.name == "nt" and sys.stdout.isatty()):  # a Windows console keeps its own streams
    sys.stdout = io.TextIOWrapper(io.BufferedWriter(Stream(1, "w", closefd=False)), sys.stdout.encoding, newline="\n")
    sys.stdin = sys.stdin and io.TextIOWrapper(io.BufferedReader(Stream(0, closefd=False)), newline="\n")
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
