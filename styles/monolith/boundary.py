"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

Every style has this module, and its __main__.py imports it first; read it last. It is plumbing: standard
streams closed from the start (R10.4), a reader that goes away (R10.2), a stream that is open but fails, as on
a full disk (R10.5), and Ctrl-C at the prompt (R10.3) end the game here, so that its code never mentions them.
"""

import contextlib
import io
import os
import sys


class Stream(io.FileIO):
    """Standard input or output, which ends the game when it fails: quietly when the reader went away."""

    def readinto(self, buffer):
        return self.attempt(super().readinto, buffer)

    def write(self, data):
        return self.attempt(super().write, data)

    def attempt(self, call, data):
        try:
            return call(data)
        except BrokenPipeError:  # R10.2
            os._exit(1)
        except OSError as error:  # R10.5: one line, if standard error can take it
            with contextlib.suppress(OSError):
                print(f"monolith: standard {self.name} failed: {error.strerror}", file=sys.stderr, flush=True)
            os._exit(74)


def reopened(stream, buffered, name):
    if os.name == "nt" and stream.isatty():  # a Windows console keeps its own stream
        return stream
    raw = Stream(stream.fileno(), stream.mode, closefd=False)
    raw.name = name
    return io.TextIOWrapper(buffered(raw), stream.encoding, stream.errors, "\n", stream.line_buffering)


if sys.stdout is None:
    sys.exit(1)
sys.stdout = reopened(sys.stdout, io.BufferedWriter, "output")
sys.stdin = reopened(sys.stdin, io.BufferedReader, "input") if sys.stdin else open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *info, hook=sys.excepthook: (
    os._exit(130) if kind is KeyboardInterrupt else hook(kind, *info)
)
