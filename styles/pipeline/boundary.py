"""The process boundary: what ties the program to its process, kept apart so that the style reads alone.

__main__.py imports it first; read it last. It is plumbing, not a stage of the pipe: standard streams closed
from the start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full disk, a stream
opened the wrong way) and Ctrl-C at the prompt (R10.3) end the game here, so that no function mentions them.
"""

import io
import os
import sys


def last_words(error):
    """The exit code for a failed read or write, and the line to say about it (none for a reader gone)."""
    if isinstance(error, BrokenPipeError):
        return 1, ""
    return 74, f"pipeline: a standard stream failed: {error.strerror}\n"


def ending(stage):  # a raw stream's stage that ends the program when it fails
    def guarded(raw, data):
        try:
            return stage(raw, data)
        except OSError as error:
            code, words = last_words(error)
            try:
                sys.stderr.write(words)
                sys.stderr.flush()
            finally:
                os._exit(code)

    return guarded


Pipe = type("Pipe", (io.FileIO,), {name: ending(getattr(io.FileIO, name)) for name in ("readinto", "write")})


def through(stream, buffered):
    if os.name == "nt" and stream.isatty():  # a Windows console keeps its own stream
        return stream
    pipe = buffered(Pipe(stream.fileno(), stream.mode, closefd=False))
    return io.TextIOWrapper(pipe, stream.encoding, stream.errors, "\n", stream.line_buffering)


if sys.stdout is None:
    sys.exit(1)
sys.stdout = through(sys.stdout, io.BufferedWriter)
sys.stdin = through(sys.stdin, io.BufferedReader) if sys.stdin else open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
