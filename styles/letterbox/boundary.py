"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

Every style has this module, and __main__.py imports it with its other imports; read it last. It is plumbing:
streams closed from the start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full
disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3) end the game here, so that no thing and no
message ever mentions them. Nothing here is POSIX-only.
"""

import io
import os
import sys


class Slot(io.FileIO):
    """A standard stream that takes two messages, "read" and "write", and ends the game when it fails."""

    def dispatch(self, message, data):
        method = {"read": super().readinto, "write": super().write}[message]
        try:
            return method(data)
        except BrokenPipeError:
            os._exit(1)
        except OSError as error:
            try:
                print(f"letterbox: cannot {message} a standard stream: {error.strerror}", file=sys.stderr, flush=True)
            except OSError:
                pass
            os._exit(74)

    def readinto(self, buffer):
        return self.dispatch("read", buffer)

    def write(self, data):
        return self.dispatch("write", data)


if sys.stdout is None:
    sys.exit(1)
console = os.name == "nt" and sys.stdout.isatty()  # a Windows console keeps its own streams
for name, buffered in (("stdout", io.BufferedWriter), ("stdin", io.BufferedReader)):
    if getattr(sys, name) and not console:
        old = getattr(sys, name)
        box = buffered(Slot(old.fileno(), old.mode, closefd=False))
        setattr(sys, name, io.TextIOWrapper(box, old.encoding, old.errors, "\n", old.line_buffering))
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
