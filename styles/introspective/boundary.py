"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

__main__.py imports it with its other imports; read it last. It is plumbing: standard streams closed from the
start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full disk, one opened the wrong
way) and Ctrl-C at the prompt (R10.3) end the game here, so that the game's own code never mentions them.
Nothing here is POSIX-only.
"""

import contextlib
import io
import os
import sys


class Looked(io.FileIO):  # a standard stream whose failure ends the game; the line names what failed
    def readinto(self, buffer):
        return self.look(super().readinto, buffer)

    def write(self, data):
        return self.look(super().write, data)

    def look(self, method, data):
        try:
            return method(data)
        except OSError as error:
            if type(error).__name__ == "BrokenPipeError":
                os._exit(1)
            with contextlib.suppress(OSError):
                print(f"introspective: {method.__name__} on fd {self.fileno()}: {error.strerror}", file=sys.stderr)
                sys.stderr.flush()
            os._exit(74)


def interrupted(kind, error, trace, report=sys.excepthook):
    if kind.__name__ == "KeyboardInterrupt":  # R10.3
        os._exit(130)
    report(kind, error, trace)


if sys.stdout is None:
    sys.exit(1)
for name in ("stdin", "stdout"):
    old = vars(sys)[name]
    if old is not None and not (os.name == "nt" and old.isatty()):  # a Windows console keeps its own stream
        buffered = io.BufferedReader if name == "stdin" else io.BufferedWriter
        looked = buffered(Looked(old.fileno(), old.mode, closefd=False))
        setattr(sys, name, io.TextIOWrapper(looked, old.encoding, old.errors, "\n", old.line_buffering))
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = interrupted
