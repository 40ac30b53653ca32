"""The process boundary: what ties the program to its process, kept apart so that the style reads alone.

__main__.py imports it first; read it last. It is plumbing, not part of the induction: streams closed from the
start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full disk, one opened the wrong
way) and Ctrl-C at the prompt (R10.3) end the game here, so that no recursion mentions them.
"""

import contextlib
import io
import os
import sys


def final(method):  # a raw stream's method whose failure is the last thing the program does
    def call(stream, data):
        try:
            return method(stream, data)
        except BrokenPipeError:  # the reader went away: nothing to say, nobody to say it to
            os._exit(1)
        except OSError as error:
            with contextlib.suppress(OSError):
                print(f"infinite_mirror: {stream.name}: {error.strerror}", file=sys.stderr, flush=True)
            os._exit(74)

    return call


class Mirror(io.FileIO):
    readinto = final(io.FileIO.readinto)
    write = final(io.FileIO.write)


def reflected(stream, buffered):
    if os.name == "nt" and stream.isatty():  # a Windows console keeps its own stream
        return stream
    mirror = Mirror(stream.fileno(), stream.mode, closefd=False)
    mirror.name = f"standard {'input' if buffered is io.BufferedReader else 'output'}"
    return io.TextIOWrapper(buffered(mirror), stream.encoding, stream.errors, "\n", stream.line_buffering)


if sys.stdout is None:
    sys.exit(1)
sys.stdin = reflected(sys.stdin, io.BufferedReader) if sys.stdin else open(os.devnull)
sys.stdout = reflected(sys.stdout, io.BufferedWriter)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
