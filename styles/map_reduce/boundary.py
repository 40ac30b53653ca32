"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

Every style has this module, and __main__.py imports it with its other imports; read it last. It is plumbing:
streams closed from the start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full
disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3) end the game here, so that no mapper and no
reducer ever mentions them. Nothing here is POSIX-only.
"""

import contextlib
import io
import os
import sys


def guarded(name):
    method = getattr(io.FileIO, name)

    def call(raw, data):
        try:
            return method(raw, data)
        except BrokenPipeError:
            os._exit(1)
        except OSError as error:
            with contextlib.suppress(OSError):
                print(f"map_reduce: {name} on a standard stream: {error.strerror}", file=sys.stderr, flush=True)
            os._exit(74)

    return name, call


Stream = type("Stream", (io.FileIO,), dict(map(guarded, ("readinto", "write"))))
if sys.stdout is None:
    sys.exit(1)
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
if not (os.name == "nt" and sys.stdout.isatty()):  # a Windows console keeps its own streams
    sys.stdout = io.TextIOWrapper(io.BufferedWriter(Stream(1, "w", closefd=False)), sys.stdout.encoding, newline="\n")
    sys.stdin = sys.stdin and io.TextIOWrapper(io.BufferedReader(Stream(0, closefd=False)), newline="\n")
sys.stdin = sys.stdin or open(os.devnull)
