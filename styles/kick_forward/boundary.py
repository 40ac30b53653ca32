"""The process boundary: what ties the program to its process, kept apart so that the style reads alone.

__main__.py imports it first; read it last. It is plumbing, not a continuation: standard streams closed from
the start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full disk, one opened the
wrong way) and Ctrl-C at the prompt (R10.3) end the game here, so that no continuation mentions them.
"""

import io
import os
import signal
import sys


def quietly(error):
    os._exit(1)


def loudly(error):
    try:
        os.write(2, f"kick_forward: cannot use a standard stream: {error.strerror}\n".encode())
    except OSError:
        pass
    os._exit(74)


class Kicked(io.FileIO):
    def readinto(self, buffer):
        return self.then(super().readinto, buffer, loudly)

    def write(self, data):
        return self.then(super().write, data, loudly)

    def then(self, step, data, fail):
        try:
            return step(data)
        except OSError as error:
            (quietly if isinstance(error, BrokenPipeError) else fail)(error)


if sys.stdout is None:
    sys.exit(1)
if not (os.name == "nt" and sys.stdout.isatty()):  # a Windows console keeps its own streams
    streams = [(sys.stdout, io.BufferedWriter), *([(sys.stdin, io.BufferedReader)] if sys.stdin else [])]
    for old, kind in streams:
        new = io.TextIOWrapper(kind(Kicked(old.fileno(), old.mode, closefd=False)), old.encoding, old.errors, "\n")
        setattr(sys, "stdout" if kind is io.BufferedWriter else "stdin", new)
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
if signal.getsignal(signal.SIGINT) is signal.default_int_handler:  # Ctrl-C (R10.3), unless it was ignored
    signal.signal(signal.SIGINT, lambda number, frame: os._exit(130))
