"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

__main__.py imports it with its other imports; read it last. It is plumbing: streams closed from the start
(R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full disk, one opened the wrong way)
and Ctrl-C at the prompt (R10.3) end the game here, for the host's own game and for whole-program plugins
alike, so that neither the host nor any part mentions them. Nothing here is POSIX-only.
"""

import contextlib
import io
import os
import sys


class Socket(io.FileIO):
    """A standard stream that every part writes to or reads from, and that ends the game when it fails."""

    def readinto(self, buffer):
        return self.plugged(super().readinto, buffer)

    def write(self, data):
        return self.plugged(super().write, data)

    def plugged(self, method, data):
        try:
            return method(data)
        except BrokenPipeError:
            os._exit(1)
        except OSError as error:
            with contextlib.suppress(OSError):
                sys.stderr.write(f"plugins: standard stream {self.fileno()} failed: {error.strerror}\n")
                sys.stderr.flush()
            os._exit(74)


if sys.stdout is None:
    sys.exit(1)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
if not (os.name == "nt" and sys.stdout.isatty()):  # a Windows console keeps its own streams
    for fd, name, kind in ((0, "stdin", io.BufferedReader), (1, "stdout", io.BufferedWriter)):
        if old := getattr(sys, name):
            plug = kind(Socket(fd, old.mode, closefd=False))
            setattr(sys, name, io.TextIOWrapper(plug, old.encoding, old.errors, "\n", old.line_buffering))
sys.stdin = sys.stdin or open(os.devnull)
