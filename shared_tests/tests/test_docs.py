"""The README and the guides: every command in them runs as written, and every link leads somewhere.

A command is a line of a ```sh block, or a `$ ` line of a ```console block (an example with its output); a
```text block is a screen or a file, not a command. The commands of a page run in order, in a copy of the
repository (so that what they write lands there), with this environment's Python first on PATH, as a reader
runs them with the README's virtual environment active; each must end with exit code 0 (or the one EXIT says).
A command of the full-screen front end (`play`) runs in a terminal (tmux) until its first screen, then `q`.
Three kinds are not run as written, each named below with the reason: the install and the whole suite (CI's
test job runs them, word for word), commands that measure or grade at length (run with what makes them cheap,
or left to the test that does the same), and the ones that take more than a few seconds run in a test marked
heavy.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from shared_tests.harness.targets import ROOT
from styles.__main__ import README_TEST

PAGES = ["README.md", "docs/teachers.md", "docs/students.md", "docs/catalogue.md", "shared_tests/README.md"]
DEADLINE = 120.0  # seconds one command may take (only a broken one waits it out)
NOT_RUN = {  # command -> why no test runs it here as written
    README_TEST: "the install and the whole suite: CI's test job runs this line word for word (test_catalogue)",
    'python3 -m venv .venv && .venv/bin/pip install -q -e ".[test,numpy]" --config-settings editable_mode=compat': (
        "the install: CI's test job runs it, as the first half of README_TEST"
    ),
    ".venv/bin/python -m pytest -n 2": "the whole suite, from inside the suite: CI's test job runs it",
    "python3 -m shared_tests.grade --class class": (
        "grades twelve programs and builds four with javac: test_classroom grades the same sample class"
    ),
}
CHEAPER = {  # command -> (what is added to it here, why)
    "python -m styles compare --html report.html --pick monolith things persistent_tables actors": (
        "--static",
        "measuring four styles takes a minute; test_report measures, and renders the page in a browser",
    ),
    "python -m styles compare monolith pipeline things actors convolutions": (
        "--static",
        "measuring five styles takes a minute; test_report checks the example's columns and metrics",
    ),
}
EXIT = {  # the commands that show an error, or a program that fails
    "python -m styles show flood objetcs": 2,
    'python3 -m shared_tests.grade --cmd "node $PWD/class/fay/minesweeper.js"': 1,  # the banner one `═` too wide
    # a copy of the monolith, unchanged: no undo yet
    'python3 -m shared_tests.grade --exercise undo --case undo --cmd "env PYTHONPATH=$PWD/my-undo:$PWD python3 -m monolith"': 1,  # noqa: E501
}
HEAVY = ("pytest ", 'python3 -m shared_tests.grade --cmd "node ')  # more than a few seconds each


@dataclass(frozen=True)
class Command:
    page: str
    line: int
    text: str

    @property
    def heavy(self) -> bool:
        return self.text.startswith(HEAVY)

    @property
    def plays(self) -> bool:
        return re.match(r"python3? -m styles play\b", self.text) is not None


def commands(page: str) -> list[Command]:
    """The commands of a page, in order: each line of a ```sh block (a line ending in a backslash goes on), and
    each `$ ` line of a ```console block."""
    out: list[Command] = []
    fence = None
    pending, start = "", 0
    for number, line in enumerate((ROOT / page).read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("```"):
            fence = None if fence is not None else line[3:].strip()
            continue
        text = line[2:] if fence == "console" and line.startswith("$ ") else line if fence == "sh" else None
        if pending:
            text, start = pending + " " + line.strip(), start
        elif text is None or not text.strip() or text.lstrip().startswith("#"):
            continue
        else:
            start = number
        if text.endswith("\\"):
            pending = text[:-1].rstrip()
            continue
        pending = ""
        out.append(Command(page, start, text.strip()))
    return out


EVERY = [command for page in PAGES for command in commands(page)]


def test_the_pages_have_commands_and_every_exception_is_still_in_one() -> None:
    assert {command.page for command in EVERY} == set(PAGES)
    texts = {command.text for command in EVERY}
    for table in (NOT_RUN, CHEAPER, EXIT, NEEDS, *NEEDS.values()):
        assert set(table) <= texts, f"not in any page any more: {sorted(set(table) - texts)}"


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    """The repository's files, without the caches, virtual environments and git: a page's commands run there."""
    folder = tmp_path / "repo"
    shutil.copytree(
        ROOT, folder, symlinks=True,
        ignore=shutil.ignore_patterns(".git", ".venv", ".tox", "*.egg-info", "__pycache__", ".*cache", ".hypothesis"),
    )  # fmt: skip
    return folder


def environment(folder: Path) -> dict[str, str]:
    """Ours, with this Python's folder first on PATH (python, python3, pytest), as in an activated environment,
    and the copy first on PYTHONPATH, as the editable install puts a reader's clone, without what the suite's
    own pytest run sets for itself."""
    env = {
        k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "TMUX")) and k not in ("LINES", "COLUMNS")
    }
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(folder), env.get("PYTHONPATH", "")]))
    env.update(LC_ALL="C.UTF-8", LANG="C.UTF-8")
    return env


def run(command: Command, folder: Path) -> None:
    if command.text in NOT_RUN:
        return
    text = command.text + (" " + CHEAPER[command.text][0] if command.text in CHEAPER else "")
    where = f"{command.page}:{command.line}: {command.text}"
    if command.plays:
        return play(text, folder, where)
    try:
        done = subprocess.run(
            ["/bin/sh", "-c", text], cwd=folder, env=environment(folder), stdin=subprocess.DEVNULL,
            capture_output=True, text=True, timeout=DEADLINE,
        )  # fmt: skip
    except subprocess.TimeoutExpired:
        pytest.fail(f"{where}\n  did not end within {DEADLINE:g} s")
    wanted = EXIT.get(command.text, 0)
    said = (done.stdout + done.stderr)[-3000:]
    assert done.returncode == wanted, f"{where}\n  exit code {done.returncode}, not {wanted}\n{said}"
    assert "Traceback" not in done.stderr, f"{where}\n{done.stderr[-2000:]}"


def play(text: str, folder: Path, where: str) -> None:
    """A command of the full-screen front end: in a terminal, up to its first screen, then q; without tmux, its
    command line alone (it is checked before the terminal is: exit code 1 says the line was good)."""
    if shutil.which("tmux") is None:
        done = subprocess.run(
            ["/bin/sh", "-c", text], cwd=folder, env=environment(folder), stdin=subprocess.DEVNULL,
            capture_output=True, text=True, timeout=DEADLINE,
        )  # fmt: skip
        assert done.returncode == 1 and "needs a terminal" in done.stderr, f"{where}\n{done.stderr[-2000:]}"
        return
    from shared_tests.tests.test_play import Terminal

    env = environment(folder)
    setup = " && ".join(f"export {name}={shlex.quote(env[name])}" for name in ("PATH", "PYTHONPATH"))
    screen = Terminal(["/bin/sh", "-c", f"cd {shlex.quote(str(folder))} && {setup} && {text}"], 100, 30)
    try:
        shown = screen.wait_for(lambda text: "moves 0" in text or "EXIT=" in text, within=DEADLINE)
        assert "moves 0" in shown, f"{where}\n{shown.rstrip()}"  # its first screen, or why it ended
        screen.keys("q")
        screen.wait_for("EXIT=0", within=DEADLINE)
    finally:
        screen.close()


@pytest.mark.parametrize("page", PAGES)
def test_every_command_of_the_page_runs_as_written(page: str, copy: Path) -> None:
    for command in commands(page):
        if not command.heavy:
            run(command, copy)


NEEDS = {  # a slow command -> the commands before it on its page that write what it reads
    'python3 -m shared_tests.grade --cmd "node $PWD/class/fay/minesweeper.js"': [
        "python3 -m shared_tests.tests.submissions class"
    ],
}


@pytest.mark.heavy
@pytest.mark.parametrize("command", [c for c in EVERY if c.heavy], ids=lambda c: f"{c.page}:{c.line}")
def test_the_commands_that_take_longer_run_as_written(command: Command, copy: Path) -> None:
    for before in NEEDS.get(command.text, []):
        run(next(c for c in commands(command.page) if c.text == before), copy)
    run(command, copy)


# ---- Links.


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens."""
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(path: Path) -> set[str]:
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.DOTALL)
    return {slug(line.lstrip("#")) for line in text.splitlines() if re.match(r"#{1,6} ", line)}


@pytest.mark.parametrize("page", [*PAGES, "EXERCISES.md", "fixtures/README.md"])
def test_every_link_of_the_page_leads_to_a_file_and_a_heading_there(page: str) -> None:
    path = ROOT / page
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.DOTALL)
    broken = []
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"[a-z]+:", target):
            continue
        file, _, anchor = target.partition("#")
        goal = (path.parent / file).resolve() if file else path
        if not goal.exists():
            broken.append(f"{target}: no such file")
        elif anchor and goal.suffix == ".md" and anchor not in anchors(goal):
            broken.append(f"{target}: no such heading")
    assert not broken, f"{page}: " + "; ".join(broken)
