"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

Every style has this module, and __main__.py imports it with its other imports; read it last. It is plumbing:
streams closed from the start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full
disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3) end the game here, so that neither the client
nor the server ever mentions them. Nothing here is POSIX-only.
"""

import io
import os
import sys

STATUS = {"gone": 1, "failed": 74, "interrupted": 130}  # the process's exit codes, like a response's status


class Connection(io.FileIO):
    def readinto(self, buffer):
        return self.request(super().readinto, buffer, "GET standard input")

    def write(self, data):
        return self.request(super().write, data, "PUT standard output")

    def request(self, method, data, line):
        try:
            return method(data)
        except BrokenPipeError:
            os._exit(STATUS["gone"])
        except OSError as error:
            try:
                print(f"restful: {line}: {error.strerror}", file=sys.stderr, flush=True)
            finally:
                os._exit(STATUS["failed"])


if sys.stdout is None:
    sys.exit(1)
if not (os.name == "nt" and sys.stdout.isatty()):  # a Windows console keeps its own streams
    out = io.BufferedWriter(Connection(1, "w", closefd=False))
    sys.stdout = io.TextIOWrapper(out, sys.stdout.encoding, sys.stdout.errors, "\n", sys.stdout.line_buffering)
    sys.stdin = sys.stdin and io.TextIOWrapper(io.BufferedReader(Connection(0, closefd=False)), newline="\n")
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: (
    os._exit(STATUS["interrupted"]) if kind is KeyboardInterrupt else log(kind, *etc)
)
