"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

Every style has this module, and __main__.py imports it with its other imports; read it last. It is plumbing:
streams closed from the start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full
disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3) end the game here, wherever the river is when
they happen, so that no generator ever mentions them. Nothing here is POSIX-only.
"""

import contextlib
import io
import os
import sys


class Source(io.FileIO):
    """The river's source (standard input) or its mouth (standard output): when it fails, the river stops."""

    def readinto(self, buffer):
        return self.flow(super().readinto, buffer, "source")

    def write(self, data):
        return self.flow(super().write, data, "mouth")

    def flow(self, method, data, end):
        try:
            return method(data)
        except BrokenPipeError:
            os._exit(1)
        except OSError as error:
            with contextlib.suppress(OSError):
                print(f"lazy_rivers: the river's {end} failed: {error.strerror}", file=sys.stderr, flush=True)
            os._exit(74)


if sys.stdout is None:
    sys.exit(1)
if not (os.name == "nt" and sys.stdout.isatty()):  # a Windows console keeps its own streams
    mouth = io.BufferedWriter(Source(sys.stdout.fileno(), "w", closefd=False))
    sys.stdout = io.TextIOWrapper(mouth, sys.stdout.encoding, sys.stdout.errors, "\n", sys.stdout.line_buffering)
    sys.stdin = sys.stdin and io.TextIOWrapper(io.BufferedReader(Source(0, closefd=False)), newline="\n")
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
