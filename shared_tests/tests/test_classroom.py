"""Class mode (shared_tests/classroom.py) and its sandbox (harness/sandbox.py), tried as a teacher uses them.

A class of submissions in a folder, each with a `run` file: every one gets a report and a row of grades.csv
(numbers a spreadsheet reads as numbers, UTF-8 with a byte-order mark), the ones that cannot be graded say
why on one line and make the exit code 1; a class run stopped by SIGTERM leaves no process behind and
`--resume` grades only what is left. Every program runs in the sandbox where bubblewrap can make one (CI
installs it); elsewhere class mode refuses in one line, and these tests grade with --no-sandbox.
"""

from __future__ import annotations

import csv
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from shared_tests.harness import process, sandbox
from shared_tests.harness.probes import PROBES
from shared_tests.harness.runs import Job
from shared_tests.harness.targets import ROOT, Target, base_environment
from shared_tests.tests.submissions import student_monolith

SAMPLES = Path(__file__).resolve().parent / "submissions"
ISOLATED = sandbox.unavailable() is None
WITHOUT = [] if ISOLATED else ["--no-sandbox"]
DEADLINE = "10"  # generous: a verdict must not depend on how busy the machine is


def grade(*args: str, timeout: float = 600) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "shared_tests.grade", *args],
        cwd=ROOT, capture_output=True, text=True, timeout=timeout,
    )  # fmt: skip


def monolith(folder: Path, secret: str = "", banner_too_wide: bool = False) -> Path:
    """An honest Python submission: the monolith as `game/`, run by its `run` file."""
    main = student_monolith(folder, "game")
    source = main.read_text(encoding="utf-8")
    if banner_too_wide:
        source = source.replace("width = max(4 * columns - 1, len(message))", "width = max(4 * columns, len(message))")
    main.write_text(source + (f"# {secret}\n" if secret else ""), encoding="utf-8")
    (folder / "run").write_text(f"# a package\nrun: PYTHONPATH=. {sys.executable} -m game\n", encoding="utf-8")
    return folder


def rows_of(path: Path) -> dict[str, dict[str, str]]:
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf"), "grades.csv starts with a UTF-8 byte-order mark"
    with path.open(newline="", encoding="utf-8-sig") as handle:
        return {row["submission"]: row for row in csv.DictReader(handle)}


def numbers(row: dict[str, str]) -> None:
    """Every score and section cell is a plain number (a spreadsheet would read `9/9` as a date)."""
    for name, value in row.items():
        if name in ("score", "out of") or name[:1] == "R":
            float(value)
            assert "/" not in value


# ---------------------------------------------------------------------------------------------- a class
@pytest.mark.heavy
def test_a_class_gives_a_report_and_a_row_each_and_says_what_could_not_be_graded(tmp_path: Path) -> None:
    course = tmp_path / "class"
    bob = monolith(course / "bob", banner_too_wide=True)
    (bob / "run").write_text((bob / "run").read_text(encoding="utf-8") + "style: 2\n", encoding="utf-8")  # not Forth
    (course / "carol").mkdir()  # no run file
    (course / "dave").mkdir()
    (course / "dave" / "run").write_text('run: node "minesweeper.js\n')  # an unclosed quote
    eve = monolith(course / "élodie")  # a name with an accent; and a build line that runs through sh -c
    (eve / "src").mkdir()
    (eve / "run").write_text(
        "build: mkdir -p out && cp -r game src/*.txt out/ && cd out && test -f notes.txt\n"
        f"run: PYTHONPATH=out {sys.executable} -m game\nstyle: monolith\n",
        encoding="utf-8",
    )
    (eve / "src" / "notes.txt").write_text("built\n")
    frank = monolith(course / "frank")
    (frank / "run").write_text(f"build: {sys.executable} -c 'import sys; sys.exit(\"no compiler here\")'\nrun: true\n")
    (course / "gina").mkdir()
    os.mkfifo(course / "gina" / "run")  # reading it would wait for a writer forever
    (course / "hugo").symlink_to(course / "bob")  # a folder that is a link is not followed
    stale = course / "reports"  # reports of an earlier grading, while --reports now points elsewhere
    stale.mkdir()
    (stale / "bob.txt").write_text("an old report\n")
    done = grade("--class", str(course), "--reports", str(tmp_path / "out"), "--jobs", "2", "--deadline", DEADLINE,
                 *WITHOUT)  # fmt: skip
    assert done.returncode == 1, done.stdout + done.stderr  # some could not be graded
    rows = rows_of(course / "grades.csv")
    assert set(rows) == {"bob", "carol", "dave", "élodie", "frank", "gina", "hugo"}
    for row in rows.values():
        numbers(row)
        assert "\n" not in row["not graded because"]
    assert rows["élodie"]["score"] == "100" and rows["élodie"]["R10"] == "5" and rows["élodie"]["graded"] == "yes"
    assert rows["élodie"]["behaviour"] == "70" and rows["élodie"]["style"] == "30"  # behaviour and style: 70 and 30
    assert rows["bob"]["R6"] == "7" and rows["bob"]["behaviour"] == "68.6"  # the banner's 2 points of R6's 9, no more
    assert rows["bob"]["style"] == "0" and rows["bob"]["score"] == "68.6"  # chapter 2's constraints: all broken
    assert "all-important data stack" in rows["bob"]["first broken constraint"]
    assert rows["frank"]["style"] == "" and rows["frank"]["first broken constraint"] == ""  # it names no style
    assert rows["bob"]["first cause"] == "R6.4 the banner is one `═` too wide"
    assert rows["carol"]["graded"] == "no" and rows["carol"]["not graded because"].startswith("no file `run`")
    assert rows["dave"]["not graded because"] == "its `run` file: cannot read the run command: No closing quotation"
    assert rows["frank"]["not graded because"].startswith("the build failed (exit code 1) | no compiler here")
    assert rows["gina"]["not graded because"].startswith("no file `run`")
    assert rows["hugo"]["not graded because"].startswith("its folder is a symbolic link")
    reports = tmp_path / "out"
    assert "Every check passes." in (reports / "élodie.txt").read_text(encoding="utf-8")
    assert "R6.4" in (reports / "bob.txt").read_text(encoding="utf-8")
    assert "The chapter's constraints:\n  ✗ Existence of an all-important" in (reports / "bob.txt").read_text(
        encoding="utf-8"
    )
    styled = json.loads((reports / "bob.json").read_text(encoding="utf-8"))["tests"]
    assert [test["tags"][0] for test in styled].count("style") >= 2 and styled[-1]["number"].startswith("S.")
    assert round(sum(test["max_score"] for test in styled), 2) == 100  # behaviour 70 and style 30
    assert json.loads((reports / "carol.json").read_text(encoding="utf-8"))["score"] == 0
    assert not (course / "élodie" / "out").exists(), "the build wrote into its own copy, not the class folder"
    progress = [line for line in done.stderr.splitlines() if line.startswith("[")]
    assert len(progress) == 7 and progress[0].startswith("[1/7] bob: 68.6 / 100 in "), done.stderr  # no terminal


def test_without_isolation_class_mode_says_so_in_one_line(tmp_path: Path) -> None:
    if ISOLATED:
        pytest.skip("bubblewrap makes sandboxes here: the refusal is for machines where it cannot")
    monolith(tmp_path / "class" / "alice")
    done = grade("--class", str(tmp_path / "class"))
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1 and "--no-sandbox" in done.stderr


@pytest.mark.heavy
def test_one_submission_is_graded_from_its_folder(tmp_path: Path) -> None:
    folder = monolith(tmp_path / "ana", banner_too_wide=True)
    summary = tmp_path / "summary.md"
    done = grade("--submission", str(folder), "--markdown", str(summary), "--fail-under", "95", "--deadline",
                 DEADLINE, *WITHOUT)  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr  # 98 of 100 points: above the threshold
    assert "R6.4" in done.stdout and done.stdout.startswith("Grading: ana: ")
    assert summary.read_text(encoding="utf-8").startswith("### Minesweeper: 98.0 / 100")
    below = grade("--submission", str(tmp_path / "nowhere-else"), *WITHOUT)
    assert below.returncode == 2 and "no such folder" in below.stderr


# ---------------------------------------------------------------------------------------------- interrupted
HANGS = "import sys, time\nprint('waiting', flush=True)\ntime.sleep(600)  # {token}\n"


def test_sigterm_stops_a_class_run_and_resume_grades_the_rest(tmp_path: Path) -> None:
    token = f"hangs-{os.getpid()}-{time.monotonic_ns()}"
    course = tmp_path / "class"
    (course / "a-first").mkdir(parents=True)  # crashes at once: not graded, but done
    (course / "a-first" / "run").write_text(f"run: {sys.executable} -c 'import sys; sys.exit(3)'\n")
    for name in ("b-hangs", "c-hangs"):
        (course / name).mkdir(parents=True)
        (course / name / "hang.py").write_text(HANGS.format(token=token))
        (course / name / "run").write_text(f"run: {sys.executable} hang.py {token}\n")
    command = [sys.executable, "-m", "shared_tests.grade", "--class", str(course), "--jobs", "2",
               "--deadline", "300", *WITHOUT]  # fmt: skip
    grader = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    sheet = course / "grades.csv"
    try:
        until = time.monotonic() + 300
        while not (sheet.exists() and "a-first" in sheet.read_text(encoding="utf-8-sig")):
            assert time.monotonic() < until and grader.poll() is None, "a-first is graded and written at once"
            time.sleep(0.2)
        time.sleep(1.0)  # b-hangs is in its preflight now, whose deadline is minutes away
        grader.send_signal(signal.SIGTERM)
        out, err = grader.communicate(timeout=60)
    finally:
        grader.kill()
    assert grader.returncode == 143, err
    assert "--resume grades the rest" in err and "Traceback" not in err, err
    assert set(rows_of(course / "grades.csv")) == {"a-first"}
    assert not running(token), "SIGTERM left a program running"
    resumed = grade("--class", str(course), "--resume", "--deadline", "2", "--jobs", "2", *WITHOUT)
    assert "1 graded before, 2 to grade" in resumed.stderr, resumed.stderr
    rows = rows_of(course / "grades.csv")
    assert set(rows) == {"a-first", "b-hangs", "c-hangs"} and "exit code 3" in rows["a-first"]["not graded because"]
    assert rows["b-hangs"]["graded"] == "no" and "no answer within 2 s" in rows["b-hangs"]["not graded because"]
    assert not running(token)


def running(token: str) -> list[str]:
    """The command lines of the processes that mention `token` (but ps itself)."""
    lines = subprocess.run(["ps", "-eo", "args"], capture_output=True, text=True).stdout.splitlines()
    return [line for line in lines if token in line and not line.startswith("ps ")]


# ---------------------------------------------------------------------------------------------- the sandbox
needs_isolation = pytest.mark.skipif(not ISOLATED, reason=f"no sandbox here: {sandbox.unavailable()}")


def test_a_limit_that_is_broken_is_one_finding() -> None:
    limits = sandbox.Limits(memory=512 * sandbox.MiB)
    cases = {
        b"Traceback (most recent call last):\n  ...\nMemoryError\n": "used more than 512 MiB of memory",
        b"FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n": "512 MiB of memory",
        b"BlockingIOError: [Errno 11] Resource temporarily unavailable\n": "started more than 128 processes",
        b"OSError: [Errno 27] File too large\n": "wrote a file of more than 64 MiB",
    }
    for stderr, finding in cases.items():
        said = limits.breach(1, b"", stderr)
        assert said and finding in said and said.endswith(sandbox.LIMIT) and "\n" not in said
    jvm = b"#\n# There is insufficient memory for the Java Runtime Environment to continue.\n"  # on stdout
    assert "of memory" in limits.breach(1, jvm, b"")
    assert limits.breach(128 + signal.SIGXCPU, b"", b"") == f"used more than 30 s of CPU time {sandbox.LIMIT}"
    assert limits.breach(0, b"", b"MemoryError") is None
    assert limits.breach(1, b"", b"error: a.cfg: no such file\n") is None
    assert sandbox.Limits().memory >= 512 * sandbox.MiB


def test_what_a_command_needs_is_its_installation_never_the_home_or_the_class() -> None:
    found = sandbox.needed([sys.executable, "sh", "PYTHONPATH=.", "-m", "game"])
    for prefix in {sys.prefix, sys.base_prefix}:  # a virtual environment, and the Python it was made from
        system = os.path.realpath(prefix).startswith(sandbox.SYSTEM)
        assert system or os.path.realpath(prefix) in {os.path.realpath(path) for path in found}, found
    assert os.path.realpath(os.path.expanduser("~")) not in found and "/" not in found
    around = os.path.dirname(sys.prefix)  # the folder that holds the virtual environment: as if a class were in it
    assert not [path for path in sandbox.needed([sys.executable], keep_out=[around]) if around.startswith(path)]


@needs_isolation
def test_every_probe_passes_in_the_sandbox(tmp_path: Path) -> None:
    """The sandbox changes nothing a probe checks: closed streams, Ctrl-C, a reader going away, 2 MB lines."""
    student_monolith(tmp_path, "game")
    tmp_path.chmod(0o755)  # as root, the program runs as a user of its own, who must be able to read it
    words = ["env", f"PYTHONPATH={tmp_path}", sys.executable, "-m", "game"]
    box = sandbox.Sandbox((str(tmp_path), *sandbox.needed(words)), sandbox.Limits())
    target = Target("sandboxed", box.command(words))
    failed = {}
    for probe in PROBES:
        verdict = Job(target, probe).run(20.0)
        if not verdict.ok:
            failed[probe.name] = verdict.first_failure.explanation
    assert not failed


@needs_isolation
def test_a_sandboxed_program_sees_only_its_folder_and_writes_only_its_working_folder(tmp_path: Path) -> None:
    mine, sibling = tmp_path / "mine", tmp_path / "sibling"
    mine.mkdir()
    sibling.mkdir()
    tmp_path.chmod(0o755)
    (sibling / "secret.txt").write_text("the sibling's secret")
    probe = (
        "import os, socket, sys\n"
        f"print(os.path.exists({str(sibling)!r}), os.path.exists({str(mine)!r}), os.listdir(os.path.expanduser('~')))\n"
        f"for path in ({str(mine / 'x')!r}, '/tmp/x', os.path.expanduser('~/x'), 'here.txt'):\n"
        "    try:\n        open(path, 'w').write('x'); print('wrote', path)\n"
        "    except OSError as error:\n        print('refused', path, error.strerror)\n"
        "try:\n    socket.create_connection(('1.1.1.1', 53), timeout=2); print('online')\n"
        "except OSError:\n    print('offline')\n"
        "print(sorted(name for name in os.environ if name not in ('PWD', 'SHLVL', '_')))\n"
    )
    env = {**base_environment(), "SECRET_TOKEN": "x"}
    box = sandbox.Sandbox((str(mine), *sandbox.needed([sys.executable])), drop_env=sandbox.dropped_environment(env))
    result = process.run_in_folder(list(box.command([sys.executable, "-c", probe])), b"", env, 20.0)
    lines = result.stdout.decode().splitlines()
    assert result.exit == 0, result.stderr
    assert lines[0] == "False True []"
    assert lines[1].startswith("refused") and "Read-only" in lines[1]
    assert lines[2:5] == ["wrote /tmp/x", f"wrote {sandbox.HOME}/x", "wrote here.txt"]
    assert lines[5] == "offline" and "SECRET_TOKEN" not in lines[6] and "HOME" in lines[6]
    assert result.leftovers == ["here.txt"] and not (mine / "x").exists()


# ---------------------------------------------------------------------------------------------- other languages
@pytest.mark.heavy
@pytest.mark.skipif(not all(map(shutil.which, ("java", "javac", "node"))), reason="no JDK or Node.js here")
def test_java_and_javascript_run_in_the_sandbox_with_what_their_commands_need(tmp_path: Path) -> None:
    """The JDK and Node.js are found by what the commands start (`javac`, `java`, `node`), not by a list of this
    machine's folders; a build writes its classes into its private copy."""
    course = tmp_path / "class"
    shutil.copytree(SAMPLES / "java", course / "jo")
    done = grade("--class", str(course), "--jobs", "2", "--deadline", DEADLINE, *WITHOUT)
    rows = rows_of(course / "grades.csv")
    assert done.returncode == 0 and rows["jo"]["graded"] == "yes", done.stdout + done.stderr
    assert float(rows["jo"]["score"]) > 95, rows["jo"]  # all but what a JVM cannot do (R10.4, a closed stdin)
    node = f"node {SAMPLES / 'node' / 'minesweeper.js'}"
    alone = grade("--cmd", node, "--jobs", "2", "--deadline", DEADLINE, *(["--sandbox"] if ISOLATED else []))
    assert "closed-stdout-from-the-start" in alone.stdout, alone.stdout  # Node.js reopens a closed stdout
    # Node.js ends on Ctrl-C by the signal: exit code 130 to a shell, and so to the grader in every mode (R10.3)
    assert "score: 99.5 / 100" in alone.stdout and "R10.3" not in alone.stdout, alone.stdout


@pytest.mark.heavy
def test_the_public_gate_closes_on_style_too(tmp_path: Path) -> None:
    """--gate public: a submission that fails a public case earns nothing, its kept style included."""
    folder = monolith(tmp_path / "ana", banner_too_wide=True)
    (folder / "run").write_text((folder / "run").read_text(encoding="utf-8") + "style: monolith\n", encoding="utf-8")
    results = tmp_path / "results.json"
    done = grade("--submission", str(folder), "--gate", "public", "--json", str(results), "--deadline", DEADLINE,
                 *WITHOUT)  # fmt: skip
    scored = json.loads(results.read_text(encoding="utf-8"))
    assert scored["score"] == 0 and "grade: 0.0 / 100" in done.stdout, done.stdout
    assert "The gate is closed" in done.stdout and "Every one of the chapter's" in done.stdout
    opened = grade("--submission", str(folder), "--json", str(results), "--deadline", DEADLINE, *WITHOUT)
    assert "grade: 98.6 / 100   (behaviour 68.6 / 70, style 30.0 / 30)" in opened.stdout, opened.stdout
