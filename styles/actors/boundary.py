"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

Every style has this module, and __main__.py imports it with its other imports; read it last. It is plumbing:
streams closed from the start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full
disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3). Whichever actor's thread reads or writes when
a stream fails, the whole process ends there and then; Ctrl-C reaches the main thread only.
"""

import io
import os
import sys


def end_quietly(kind, error, trace, report=sys.excepthook):
    if issubclass(kind, KeyboardInterrupt):  # R10.3: the main thread, the only one Ctrl-C reaches
        os._exit(130)
    report(kind, error, trace)


class Mailbox(io.FileIO):
    def readinto(self, buffer):
        return self.deliver(super().readinto, buffer)

    def write(self, data):
        return self.deliver(super().write, data)

    def deliver(self, method, data):
        try:
            return method(data)
        except BrokenPipeError:  # in any thread: os._exit ends every one of them
            os._exit(1)
        except OSError as error:
            try:
                os.write(2, f"actors: standard stream {self.fileno()} failed: {error.strerror}\n".encode())
            finally:
                os._exit(74)


sys.excepthook = end_quietly
if sys.stdout is None:
    sys.exit(1)
for fd, name in () if os.name == "nt" and sys.stdout.isatty() else ((1, "stdout"), (0, "stdin")):
    if old := getattr(sys, name):  # (a Windows console keeps its own streams)
        box = (io.BufferedWriter if fd else io.BufferedReader)(Mailbox(fd, old.mode, closefd=False))
        setattr(sys, name, io.TextIOWrapper(box, old.encoding, old.errors, "\n", old.line_buffering))
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
