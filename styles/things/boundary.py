"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

Every style has this module, and __main__.py imports it with its other imports; read it last. It is plumbing,
not the style: standard streams closed from the start (R10.4), a reader that goes away (R10.2), a stream open
but failing (R10.5: a full disk, a stream opened the wrong way) and Ctrl-C at the prompt (R10.3) end the game
here, so that no thing ever mentions them. Nothing here is POSIX-only.
"""

import contextlib
import io
import os
import sys


class Stream(io.FileIO):  # a standard stream as a thing: it reads or writes, or it ends the game
    @classmethod
    def around(cls, stream):
        if os.name == "nt" and stream.isatty():  # a Windows console keeps its own stream
            return stream
        kind = io.BufferedReader if stream.readable() else io.BufferedWriter
        raw = kind(cls(stream.fileno(), stream.mode, closefd=False))
        return io.TextIOWrapper(raw, stream.encoding, stream.errors, "\n", stream.line_buffering)

    def readinto(self, buffer):
        return self.guarded(super().readinto, buffer)

    def write(self, data):
        return self.guarded(super().write, data)

    def guarded(self, method, data):
        try:
            return method(data)
        except BrokenPipeError:  # R10.2: nobody is reading any more
            os._exit(1)
        except OSError as error:  # R10.5
            with contextlib.suppress(OSError):
                sys.stderr.write(f"things: a standard stream failed: {error.strerror}\n")
                sys.stderr.flush()
            os._exit(74)


if sys.stdout is None:
    sys.exit(1)
sys.stdout, sys.stdin = Stream.around(sys.stdout), Stream.around(sys.stdin) if sys.stdin else open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
