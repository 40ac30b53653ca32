"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

Every style has this module, and __main__.py imports it with its other imports; read it last. It is plumbing:
streams closed from the start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full
disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3). The game recovers from every error it meets,
but these are not the game's: with no way to show or read a frame there is nothing sensible to carry on with,
so they end it here, at the read or write that failed, before any handler of the game can see them.
"""

import io
import os
import sys


def stop(error):
    """The one way out when a standard stream fails: quietly for a reader gone away, else with one line."""
    if isinstance(error, BrokenPipeError):
        os._exit(1)
    try:
        print(f"constructivist: a standard stream cannot be used: {error.strerror}", file=sys.stderr, flush=True)
    except (OSError, ValueError):
        pass
    os._exit(74)


class Sturdy(io.FileIO):
    def readinto(self, buffer):
        try:
            return super().readinto(buffer)
        except OSError as error:
            stop(error)

    def write(self, data):
        try:
            return super().write(data)
        except OSError as error:
            stop(error)


def sturdy(stream, buffered):
    if stream is None or (os.name == "nt" and stream.isatty()):  # closed, or a Windows console of its own
        return stream
    raw = buffered(Sturdy(stream.fileno(), stream.mode, closefd=False))
    return io.TextIOWrapper(raw, stream.encoding, stream.errors, "\n", stream.line_buffering)


sys.stdout = sturdy(sys.stdout, io.BufferedWriter) or sys.exit(1)
sys.stdin = sturdy(sys.stdin, io.BufferedReader) or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
