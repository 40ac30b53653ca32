"""The process boundary: what ties the program to its process, kept apart so that the style reads alone.

__main__.py imports it before any word is defined; read it last. It is plumbing, not the style: standard
streams closed from the start (R10.4) - no output is a quiet failure, no input an input that ends at once, no
error stream a void - and a reader that goes away (R10.2) or Ctrl-C at the prompt (R10.3), which end the
program quietly wherever they happen, so that no word of the vocabulary mentions them.
"""

import os
import sys

if sys.stdout is None:
    sys.exit(1)
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w", errors="backslashreplace")  # as a real stderr: never a UnicodeError


def end_quietly(kind, error, trace, report=sys.excepthook):
    """What Python does with an exception nobody caught, except for the two that end a game quietly."""
    if issubclass(kind, BrokenPipeError):  # R10.2: keep the final flush quiet too; the exit code stays 1
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    elif issubclass(kind, KeyboardInterrupt):  # R10.3
        os._exit(130)
    else:
        report(kind, error, trace)


sys.excepthook = end_quietly
