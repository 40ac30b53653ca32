"""Print, at import time and before anything else, the state this process started in, as one JSON object.

Run as `python -m shared_tests.tests.probe ARGS` by test_fast_mode.py, in both modes: a fast run must start
in the same state as a real one (environment, working folder, arguments, standard streams, signals, process
group), with fresh random seeds, and with a hash seed of its own server.
"""

import json
import os
import random
import signal
import sys


def stream(handle):
    if handle is None:
        return None
    return {
        "type": type(handle).__name__,
        "fileno": handle.fileno(),
        "encoding": handle.encoding,
        "errors": handle.errors,
        "line_buffering": handle.line_buffering,
        "write_through": handle.write_through,
        "isatty": handle.isatty(),
        "name": handle.name,
        "mode": handle.mode,
        "buffer": type(handle.buffer).__name__,
        "raw": type(getattr(handle.buffer, "raw", handle.buffer)).__name__,
        "newlines": handle.newlines,
        "closed": handle.closed,
    }


umask = os.umask(0o22)
os.umask(umask)
state = {
    "argv": sys.argv,
    "orig_argv": sys.orig_argv,
    "cwd": os.getcwd(),
    "path0": sys.path[0],
    "environ": dict(os.environ),
    "executable": sys.executable,
    "flags": repr(sys.flags),
    "stdin": stream(sys.stdin),
    "stdout": stream(sys.stdout),
    "stderr": stream(sys.stderr),
    "same_streams": [sys.stdin is sys.__stdin__, sys.stdout is sys.__stdout__, sys.stderr is sys.__stderr__],
    "name": __name__,
    "package": __package__,
    "spec": __spec__.name,
    "file": __file__,
    "sigint": str(signal.getsignal(signal.SIGINT)),
    "sigpipe": str(signal.getsignal(signal.SIGPIPE)),
    "own_process_group": os.getpgrp() == os.getpid(),
    "umask": umask,
    "files": sorted(os.listdir(".")),
    "stdin_data": sys.stdin.read(),
    "random": random.random(),
    "hash": hash("probe"),
}
sys.stdout.write(json.dumps(state))
