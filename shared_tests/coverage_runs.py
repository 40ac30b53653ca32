"""The small runs of concerns.toml under coverage.py, for one style, forked from one process.

    python -m shared_tests.coverage_runs SPEC.json > RESULTS.json

`shared_tests/concerns.py` starts this module once per style (through the process layer, with a deadline) and
hands it, in a JSON file, the style's module and folder and its runs: each run's files, arguments, input and the exit
code it must end with. For each run this process forks a child that goes into a fresh folder holding the run's
files, takes the run's input from a file as standard input, sets `sys.argv`, starts coverage.py (measuring only
the style's own folder) and runs `styles.NAME` as `python -m` would, as __main__. It
ends as a Python program ends: the exit code of `sys.exit`, or 1 after the exception hook for an exception it
did not catch; other threads are joined before coverage saves what it measured. The parent waits for each child
with a deadline (past it the child's process group is killed) and answers, as JSON on standard output, per run:
its exit code, the files it left, the last line of its standard error, the lines it ran, or why it failed.

Forking saves each run an interpreter start and coverage.py's import, three quarters of a run's cost: a style's
runs take about a second instead of four. What a child shares with the others is only what this module imported
before forking (the standard library's json, runpy, tempfile and coverage.py itself): no module of the style is
imported here, so each child imports and runs the style from the start, as a real run does. POSIX only (fork).
"""

from __future__ import annotations

import base64
import json
import os
import runpy
import signal
import sys
import tempfile
import threading
import time

import coverage

POLL = 0.005  # seconds between two looks at a running child


def child(module: str, folder: str, run: dict, where: str) -> None:
    """In the forked child: become the run, and never return."""
    code = 1
    try:
        os.setpgid(0, 0)  # a group of its own, so that a deadline kills whatever it started too
        os.chdir(where)
        for fd, name, flags in ((0, "stdin", os.O_RDONLY), (1, "stdout", os.O_WRONLY), (2, "stderr", os.O_WRONLY)):
            opened = os.open(os.path.join(run["scratch"], name), flags | (os.O_CREAT if fd else 0), 0o600)
            os.dup2(opened, fd)
            os.close(opened)
        sys.argv = [module, *run["args"]]
        measure = coverage.Coverage(
            data_file=os.path.join(run["scratch"], "data"),
            include=[os.path.join(folder, "*")],
            config_file=False,
        )
        measure.start()
        try:
            runpy.run_module(module, run_name="__main__", alter_sys=True)
            code = 0
        except SystemExit as end:
            code = end.code if isinstance(end.code, int) else (0 if end.code is None else 1)
            if end.code is not None and not isinstance(end.code, int):
                print(end.code, file=sys.stderr)
        except BaseException:  # as the interpreter does: the exception hook, then exit code 1
            sys.excepthook(*sys.exc_info())
            code = 1
        for thread in threading.enumerate():  # the interpreter waits for non-daemon threads before it ends
            if thread is not threading.current_thread() and not thread.daemon:
                thread.join()
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (OSError, ValueError, AttributeError):
                pass
        measure.stop()
        measure.save()
    except BaseException as problem:  # noqa: BLE001  the child must reach os._exit whatever happens
        try:
            os.write(2, f"coverage_runs: {problem!r}\n".encode())
        except OSError:
            pass
    os._exit(code & 0xFF if code >= 0 else 1)


def one(module: str, folder: str, run: dict, deadline: float) -> dict:
    """Fork a child for one run, wait for it with a deadline, and say what it did."""
    with tempfile.TemporaryDirectory(prefix="minesweeper-coverage-") as scratch:
        where = os.path.join(scratch, "run")
        os.mkdir(where)
        for name, content in run["files"]:
            if content is None:
                os.mkdir(os.path.join(where, name))
            elif isinstance(content, dict):
                os.symlink(content["link"], os.path.join(where, name))
            else:
                with open(os.path.join(where, name), "wb") as file:
                    file.write(base64.b64decode(content))
        before = set(os.listdir(where))
        with open(os.path.join(scratch, "stdin"), "wb") as file:
            file.write(base64.b64decode(run["stdin"]))
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:
            child(module, folder, {**run, "scratch": scratch}, where)
        until, status = time.monotonic() + deadline, None
        while status is None:
            done, raw = os.waitpid(pid, os.WNOHANG)
            if done:
                status = raw
            elif time.monotonic() > until:
                for target in (-pid, pid):
                    try:
                        os.kill(target, signal.SIGKILL)
                    except OSError:
                        pass
                os.waitpid(pid, 0)
                return {"problem": f"no answer within {deadline:g} s"}
            else:
                time.sleep(POLL)
        with open(os.path.join(scratch, "stderr"), "rb") as file:
            errors = file.read().decode("utf-8", "replace").strip().splitlines()
        answer = {
            "exit": os.waitstatus_to_exitcode(status),
            "leftovers": sorted(set(os.listdir(where)) - before),
            "stderr": errors[-1][:200] if errors else "",
        }
        data_file = os.path.join(scratch, "data")
        if not os.path.exists(data_file):
            return {**answer, "problem": "coverage.py saved no data"}
        data = coverage.CoverageData(basename=data_file)
        data.read()
        lines = {}
        for measured in data.measured_files():
            path = os.path.realpath(measured)
            if path.startswith(folder + os.sep):
                lines[os.path.relpath(path, folder)] = sorted(data.lines(measured) or ())
        return {**answer, "lines": lines}


def main() -> int:
    with open(sys.argv[1], "rb") as file:  # not standard input: the children inherit sys.stdin untouched
        spec = json.load(file)
    folder = os.path.realpath(spec["folder"])
    answers = {run["key"]: one(spec["module"], folder, run, spec["deadline"]) for run in spec["runs"]}
    sys.stdout.write(json.dumps(answers))
    return 0


if __name__ == "__main__":
    sys.exit(main())
