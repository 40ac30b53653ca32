"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

Every style has this module, and __main__.py imports it with its other imports; read it last. It is plumbing:
streams closed from the start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full
disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3) end the game here, by handlers registered for
them, so that no entity and no handler of the game ever mentions them. Nothing here is POSIX-only.
"""

import io
import os
import signal
import sys


def reader_gone(error):
    os._exit(1)


def stream_failed(error):
    try:
        sys.stderr.write(f"hollywood: a standard stream failed: {error.strerror}\n")
        sys.stderr.flush()
    finally:
        os._exit(74)


HANDLERS = [(BrokenPipeError, reader_gone), (OSError, stream_failed)]  # the first that matches is called


class Stage(io.FileIO):
    def readinto(self, buffer):
        return self.call_back(super().readinto, buffer)

    def write(self, data):
        return self.call_back(super().write, data)

    def call_back(self, act, data):
        try:
            return act(data)
        except OSError as error:
            next(handler for kind, handler in HANDLERS if isinstance(error, kind))(error)


if sys.stdout is None:
    sys.exit(1)
for name, kind in (("stdout", io.BufferedWriter), ("stdin", io.BufferedReader)):
    old = getattr(sys, name)
    if old and not (os.name == "nt" and old.isatty()):  # a Windows console keeps its own stream
        stage = kind(Stage(old.fileno(), old.mode, closefd=False))
        setattr(sys, name, io.TextIOWrapper(stage, old.encoding, old.errors, "\n", old.line_buffering))
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
if signal.getsignal(signal.SIGINT) is signal.default_int_handler:  # Ctrl-C (R10.3), unless it was ignored
    signal.signal(signal.SIGINT, lambda number, frame: os._exit(130))
