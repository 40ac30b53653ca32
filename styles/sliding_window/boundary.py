"""The process boundary: what ties the program to its process, kept apart so that the style reads alone.

__main__.py imports it first; read it last. Standard streams closed from the start (R10.4): no output is a
quiet failure, no input an input that ends at once, no error stream a void. A reader that goes away (R10.2)
and Ctrl-C at the prompt (R10.3) end the game quietly wherever they happen. And numpy: its BLAS library starts
worker threads as it loads, and a Ctrl-C that the system hands to one of them never interrupts the main
thread's read. A 20x20 board needs no BLAS threads, so none are started (it also halves numpy's start-up CPU);
environment variables work the same on every system.
"""

import os
import sys

for threads in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[threads] = "1"  # read by numpy's BLAS when game.py imports it

if sys.stdout is None:
    sys.exit(1)
sys.stdin = sys.stdin or open(os.devnull)
sys.stderr = sys.stderr or open(os.devnull, "w")


def end_quietly(kind, error, trace, report=sys.excepthook):
    """What Python does with an exception nobody caught, except for the two that end a game quietly."""
    if issubclass(kind, BrokenPipeError):  # R10.2: keep the final flush quiet too; the exit code stays 1
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    elif issubclass(kind, KeyboardInterrupt):  # R10.3
        os._exit(130)
    else:
        report(kind, error, trace)


sys.excepthook = end_quietly
