"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

Every style has this module, and __main__.py imports it with its other imports; read it last. It is plumbing:
streams closed from the start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full
disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3) end the game here, so that no map and no slot
ever mentions them. Nothing here is POSIX-only.
"""

import contextlib
import io
import os
import sys


def slot(method, stream):
    def guarded(raw, data):
        try:
            return method(raw, data)
        except BrokenPipeError:
            os._exit(1)
        except OSError as error:
            with contextlib.suppress(OSError):
                print(f"closed_maps: standard {stream}: {error.strerror}", file=sys.stderr, flush=True)
            os._exit(74)

    return guarded


slots = {"readinto": slot(io.FileIO.readinto, "input"), "write": slot(io.FileIO.write, "output")}
Stream = type("Stream", (io.FileIO,), slots)  # the standard library wants a class; the slots are a map
wrap = {
    "stdout": lambda old: io.BufferedWriter(Stream(old.fileno(), "w", closefd=False)),
    "stdin": lambda old: io.BufferedReader(Stream(old.fileno(), "r", closefd=False)),
}
if sys.stdout is None:
    sys.exit(1)
for name, buffered in wrap.items():
    old = getattr(sys, name)
    if old and not (os.name == "nt" and old.isatty()):  # a Windows console keeps its own stream
        setattr(sys, name, io.TextIOWrapper(buffered(old), old.encoding, old.errors, "\n", old.line_buffering))
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
