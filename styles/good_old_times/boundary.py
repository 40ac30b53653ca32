"""The process boundary: what ties the program to its process, kept apart so that the style reads alone.

__main__.py imports it before anything else runs; read it last. Closed from the start (R10.4): no printer is a
quiet failure, no card reader an input that ends at once, no console log the null device. A reader gone away
(R10.2) halts the run quietly, a jammed device (R10.5: a full disk, a stream opened the wrong way) with one
line and code 74, Ctrl-C (R10.3) with 130. The temporary file goes with the process.
"""

import contextlib
import io
import os
import sys


def halt(device, error):
    """Stop the machine: a reader gone says nothing, a jammed device one line on the console log."""
    if isinstance(error, BrokenPipeError):
        os._exit(1)
    with contextlib.suppress(OSError):
        print(f"good_old_times: the {device} jammed: {error.strerror}", file=sys.stderr, flush=True)
    os._exit(74)


class Device(io.FileIO):  # the card reader (fd 0) or the printer (fd 1)
    def readinto(self, cards):
        try:
            return super().readinto(cards)
        except OSError as error:
            halt("card reader", error)

    def write(self, line):
        try:
            return super().write(line)
        except OSError as error:
            halt("printer", error)


if sys.stdout is None:
    sys.exit(1)
for name, old in (("stdin", sys.stdin), ("stdout", sys.stdout)):
    if old and not (os.name == "nt" and old.isatty()):  # a Windows console keeps its own stream
        device = Device(old.fileno(), old.mode, closefd=False)
        wired = io.BufferedReader(device) if name == "stdin" else io.BufferedWriter(device)
        setattr(sys, name, io.TextIOWrapper(wired, old.encoding, old.errors, "\n", old.line_buffering))
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
