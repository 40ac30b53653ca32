"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

__main__.py imports it with its other imports; read it last. It is plumbing: streams closed from the start
(R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full disk, one opened the wrong way)
and Ctrl-C at the prompt (R10.3) end the game here. It cuts across the game like an aspect but is not woven:
neither the core nor the aspects mention it. Nothing here is POSIX-only.
"""

import io
import os
import sys


def around(method, stream):
    """Advice around a raw stream's method: a failure ends the program (without a word for a reader gone)."""

    def advised(raw, data):
        try:
            return method(raw, data)
        except BrokenPipeError:
            os._exit(1)
        except OSError as error:
            try:
                sys.stderr.write(f"aspects: standard {stream} failed: {error.strerror}\n")
                sys.stderr.flush()
            finally:
                os._exit(74)

    return advised


class Stream(io.FileIO):
    readinto = around(io.FileIO.readinto, "input")
    write = around(io.FileIO.write, "output")


def unless_interrupted(kind, error, trace, report=sys.excepthook):
    if issubclass(kind, KeyboardInterrupt):  # R10.3
        os._exit(130)
    report(kind, error, trace)


sys.excepthook = unless_interrupted
if sys.stdout is None:
    sys.exit(1)
if not (os.name == "nt" and sys.stdout.isatty()):  # a Windows console keeps its own streams
    sys.stdout = io.TextIOWrapper(io.BufferedWriter(Stream(1, "w", closefd=False)), sys.stdout.encoding, newline="\n")
    sys.stdin = sys.stdin and io.TextIOWrapper(io.BufferedReader(Stream(0, closefd=False)), newline="\n")
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
