"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

Every style has this module, and __main__.py imports it with its other imports; read it last. It is plumbing:
streams closed from the start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full
disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3). No level of the game can answer these, so,
true to the style, none sees them: they end the program here, at the failing read or write.
"""

import io
import os
import sys

FAREWELL = {BrokenPipeError: (1, None), OSError: (74, "passive_aggressive: a standard stream failed: {}\n")}


class Stream(io.FileIO):
    def readinto(self, buffer):
        try:
            return super().readinto(buffer)
        except OSError as error:
            self.leave(error)

    def write(self, data):
        try:
            return super().write(data)
        except OSError as error:
            self.leave(error)

    @staticmethod
    def leave(error):
        code, words = FAREWELL[BrokenPipeError if isinstance(error, BrokenPipeError) else OSError]
        if words:
            try:
                os.write(2, words.format(error.strerror).encode())
            except OSError:
                pass
        os._exit(code)


if sys.stdout is None:
    sys.exit(1)
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
for name in () if os.name == "nt" and sys.stdout.isatty() else ("stdout", "stdin"):  # a Windows console: its own
    if old := getattr(sys, name):
        raw = Stream(old.fileno(), old.mode, closefd=False)
        buffered = io.BufferedWriter(raw) if name == "stdout" else io.BufferedReader(raw)
        setattr(sys, name, io.TextIOWrapper(buffered, old.encoding, old.errors, "\n", old.line_buffering))
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
