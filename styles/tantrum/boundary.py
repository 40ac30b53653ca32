"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

Every style has this module, and __main__.py imports it with its other imports; read it last. It is plumbing:
streams closed from the start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full
disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3). These are not tantrums of the game but the
end of its process: they end it here, at the read or write that failed, before any handler of the game (which
catch only a Tantrum) could see them. Nothing here is POSIX-only.
"""

import contextlib
import io
import os
import sys


@contextlib.contextmanager
def the_end(stream):
    try:
        yield
    except BrokenPipeError:
        os._exit(1)
    except OSError as error:
        with contextlib.suppress(OSError):
            print(f"tantrum: standard {stream} failed: {error.strerror}", file=sys.stderr, flush=True)
        os._exit(74)


class Stream(io.FileIO):
    def readinto(self, buffer):
        with the_end("input"):
            return super().readinto(buffer)

    def write(self, data):
        with the_end("output"):
            return super().write(data)


if sys.stdout is None:
    sys.exit(1)
if not (os.name == "nt" and sys.stdout.isatty()):  # a Windows console keeps its own streams
    out = io.BufferedWriter(Stream(sys.stdout.fileno(), "w", closefd=False))
    sys.stdout = io.TextIOWrapper(out, sys.stdout.encoding, sys.stdout.errors, "\n", sys.stdout.line_buffering)
    sys.stdin = sys.stdin and io.TextIOWrapper(io.BufferedReader(Stream(0, closefd=False)), newline="\n")
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
