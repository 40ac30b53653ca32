"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

Every style has this module, and __main__.py imports it with its other imports; read it last. It is plumbing:
streams closed from the start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full
disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3) end the game here, so that neither the model,
the view nor the controller ever mentions them. Nothing here is POSIX-only.
"""

import contextlib
import io
import os
import sys


@contextlib.contextmanager
def watched(what):
    try:
        yield
    except BrokenPipeError:
        os._exit(1)
    except OSError as error:
        with contextlib.suppress(OSError):
            sys.stderr.write(f"trinity: the {what} failed: {error.strerror}\n")
            sys.stderr.flush()
        os._exit(74)


class Terminal(io.FileIO):
    def readinto(self, buffer):
        with watched("controller's input"):
            return super().readinto(buffer)

    def write(self, data):
        with watched("view's output"):
            return super().write(data)


def attached(old, buffered):
    if os.name == "nt" and old.isatty():  # a Windows console keeps its own stream
        return old
    return io.TextIOWrapper(buffered(Terminal(old.fileno(), old.mode, closefd=False)), old.encoding, old.errors, "\n")


if sys.stdout is None:
    sys.exit(1)
sys.stdout = attached(sys.stdout, io.BufferedWriter)
sys.stdin = attached(sys.stdin, io.BufferedReader) if sys.stdin else open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
