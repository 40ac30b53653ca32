"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

Every style has this module, and __main__.py imports it with its other imports; read it last. It is plumbing:
streams closed from the start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full
disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3) end the game here, so that the game's own code
never mentions them; the in-memory database goes with the process. Nothing here is POSIX-only.
"""

import io
import os
import sys

# failure -> (exit code, a line for standard error or None), looked up in this order
OUTCOMES = [(BrokenPipeError, 1, None), (OSError, 74, "persistent_tables: a standard stream failed: {}")]


class Stream(io.FileIO):
    def readinto(self, buffer):
        return self.query(super().readinto, buffer)

    def write(self, data):
        return self.query(super().write, data)

    def query(self, method, data):
        try:
            return method(data)
        except OSError as error:
            code, line = next((code, line) for kind, code, line in OUTCOMES if isinstance(error, kind))
            try:
                if line:
                    print(line.format(error.strerror), file=sys.stderr, flush=True)
            finally:
                os._exit(code)


def stored(old, kind):
    if os.name == "nt" and old.isatty():  # a Windows console keeps its own stream
        return old
    return io.TextIOWrapper(kind(Stream(old.fileno(), old.mode, closefd=False)), old.encoding, old.errors, "\n")


if sys.stdout is None:
    sys.exit(1)
sys.stdout = stored(sys.stdout, io.BufferedWriter)
sys.stdin = stored(sys.stdin, io.BufferedReader) if sys.stdin else open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
