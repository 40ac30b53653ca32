"""The process boundary: what ties the program to its process, kept apart so that the style reads alone.

__main__.py imports it before any word is defined; read it last. It is plumbing, not the style: standard
streams closed from the start (R10.4), a reader that goes away (R10.2), a stream open but failing (R10.5: a
full disk, a stream opened the wrong way) and Ctrl-C at the prompt (R10.3) end the program here, so that no
word of the vocabulary mentions them.
"""

import contextlib
import io
import os
import sys


def guarded(word, stream):
    """A word of a raw stream that ends the program when it fails (without a word for a reader gone away)."""

    def checked(raw, data):
        try:
            return word(raw, data)
        except BrokenPipeError:
            os._exit(1)
        except OSError as error:
            with contextlib.suppress(OSError):
                print(f"go_forth: standard {stream}: {error.strerror}", file=sys.stderr, flush=True)
            os._exit(74)

    return checked


def interrupted(kind, error, trace, report=sys.excepthook):
    if kind is KeyboardInterrupt:  # R10.3
        os._exit(130)
    report(kind, error, trace)


Port = type("Port", (io.FileIO,), {"readinto": guarded(io.FileIO.readinto, "input"),
                                   "write": guarded(io.FileIO.write, "output")})  # fmt: skip
if sys.stdout is None:
    sys.exit(1)
if not (os.name == "nt" and sys.stdout.isatty()):  # a Windows console keeps its own stream
    sys.stdout = io.TextIOWrapper(io.BufferedWriter(Port(1, "w", closefd=False)), sys.stdout.encoding, newline="\n")
if sys.stdin and not (os.name == "nt" and sys.stdin.isatty()):
    sys.stdin = io.TextIOWrapper(io.BufferedReader(Port(0, "r", closefd=False)), sys.stdin.encoding, newline="\n")
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = interrupted
