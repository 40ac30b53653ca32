"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

Every style has this module, and __main__.py imports it with its other imports; read it last. It is plumbing:
streams closed from the start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full
disk, one opened the wrong way) and Ctrl-C at the prompt (R10.3) end the game here. They surface from inside
`run`, while it performs an action; the pure core never meets them. Nothing here is POSIX-only.
"""

import contextlib
import io
import os
import sys


def effect(action, stream):
    """A raw stream's action (read or write) whose failure is the program's last effect."""

    def performed(raw, data):
        try:
            return action(raw, data)
        except BrokenPipeError:
            os._exit(1)
        except OSError as error:
            with contextlib.suppress(OSError):
                print(f"quarantine: standard {stream} failed: {error.strerror}", file=sys.stderr, flush=True)
            os._exit(74)

    return performed


Stream = type("Stream", (io.FileIO,), {"readinto": effect(io.FileIO.readinto, "input")})
Stream.write = effect(io.FileIO.write, "output")
if sys.stdout is None:
    sys.exit(1)
console = os.name == "nt" and sys.stdout.isatty()  # a Windows console keeps its own streams
if not console:
    sys.stdout = io.TextIOWrapper(io.BufferedWriter(Stream(1, "w", closefd=False)), sys.stdout.encoding, newline="\n")
if sys.stdin and not console:
    sys.stdin = io.TextIOWrapper(io.BufferedReader(Stream(0, closefd=False)), sys.stdin.encoding, newline="\n")
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
