"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

Every style has this module, and __main__.py imports it with its other imports; read it last. It is plumbing:
streams closed from the start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full
disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3) end the game here, so that no entity and no
event ever mentions them. Nothing here is POSIX-only.
"""

import contextlib
import io
import os
import sys

SUBSCRIBERS = {
    "reader_gone": [lambda error: os._exit(1)],
    "stream_failed": [
        lambda error: print(f"bulletin_board: a standard stream failed: {error.strerror}", file=sys.stderr, flush=True),
        lambda error: os._exit(74),
    ],
}


def publish(event, error):
    for subscriber in SUBSCRIBERS[event]:
        with contextlib.suppress(OSError):
            subscriber(error)


class Wire(io.FileIO):
    def readinto(self, buffer):
        return self.posting(super().readinto, buffer)

    def write(self, data):
        return self.posting(super().write, data)

    def posting(self, act, data):
        try:
            return act(data)
        except OSError as error:
            publish("reader_gone" if isinstance(error, BrokenPipeError) else "stream_failed", error)


if sys.stdout is None:
    sys.exit(1)
if not (os.name == "nt" and sys.stdout.isatty()):  # a Windows console keeps its own streams
    sys.stdout = io.TextIOWrapper(io.BufferedWriter(Wire(1, "w", closefd=False)), sys.stdout.encoding, newline="\n")
    sys.stdin = sys.stdin and io.TextIOWrapper(io.BufferedReader(Wire(0, closefd=False)), sys.stdin.encoding)
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
