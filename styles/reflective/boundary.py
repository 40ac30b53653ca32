"""The process boundary: what ties the game to its process, kept apart so that the style reads alone.

__main__.py imports it with its other imports; read it last. It is plumbing: standard streams closed from the
start (R10.4), a reader gone away (R10.2), a stream open but failing (R10.5: a full disk, one opened the wrong
way) and Ctrl-C at the prompt (R10.3) end the game here, so that neither the game's functions nor the code it
writes at run time mention them. Nothing here is POSIX-only.
"""

import contextlib
import io
import os
import sys


class Stream(io.FileIO):
    pass


def guard(name):
    plain = getattr(io.FileIO, name)

    def guarded(self, data):
        try:
            return plain(self, data)
        except BrokenPipeError:
            os._exit(1)
        except OSError as error:
            with contextlib.suppress(OSError):
                print(f"reflective: {name} failed: {error.strerror}", file=sys.stderr, flush=True)
            os._exit(74)

    setattr(Stream, name, guarded)  # the class gets its guarded methods at run time


for method in ("readinto", "write"):
    guard(method)
if sys.stdout is None:
    sys.exit(1)
for name, kind in (("stdin", "BufferedReader"), ("stdout", "BufferedWriter")):
    old = getattr(sys, name)
    if old and not (os.name == "nt" and old.isatty()):  # a Windows console keeps its own stream
        raw = getattr(io, kind)(Stream(old.fileno(), old.mode, closefd=False))
        setattr(sys, name, io.TextIOWrapper(raw, old.encoding, old.errors, "\n", old.line_buffering))
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError
sys.excepthook = lambda kind, *etc, log=sys.excepthook: os._exit(130) if kind is KeyboardInterrupt else log(kind, *etc)
