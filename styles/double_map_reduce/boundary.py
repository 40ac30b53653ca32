"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

Every style has this module, and __main__.py imports it with its other imports; read it last. It is plumbing:
streams closed from the start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full
disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3) end the game here, so that no map, no shuffle
and no reduce ever mentions them. Nothing here is POSIX-only.
"""

import io
import os
import sys


class Stream(io.FileIO):
    def readinto(self, buffer):
        return self.either(super().readinto, buffer)

    def write(self, data):
        return self.either(super().write, data)

    def either(self, method, data):
        try:
            return method(data)
        except OSError as error:
            pipe = isinstance(error, BrokenPipeError)
            if not pipe:
                try:
                    sys.stderr.write(f"double_map_reduce: a standard stream failed: {error.strerror}\n")
                    sys.stderr.flush()
                except OSError:
                    pass
            os._exit(1 if pipe else 74)


if sys.stdout is None:
    sys.exit(1)
shells = {"stdout": io.BufferedWriter, "stdin": io.BufferedReader}
for name, old in {name: getattr(sys, name) for name in shells}.items():
    if old and not (os.name == "nt" and old.isatty()):  # a Windows console keeps its own stream
        raw = shells[name](Stream(old.fileno(), old.mode, closefd=False))
        setattr(sys, name, io.TextIOWrapper(raw, old.encoding, old.errors, "\n", old.line_buffering))
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
