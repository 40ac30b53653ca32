"""The handout: what students are given, written into a folder of its own.

    python -m shared_tests.grade --handout DIR [--points FILE] [--hidden-cases PATTERN] [--with-styles]

DIR gets SPEC.md, EXERCISES.md, the public transcripts and their boards (fixtures/, without the cases that
--hidden-cases names), a `run` file to fill in, the points file the course grades with, the students' guide
(docs/students.md) and styles/process.py (the process boundary a Python program may copy). Never the solution
patches (teachers/), nor this repository's styles unless --with-styles asks for them.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from shared_tests.grading.scoring import matches
from shared_tests.harness.targets import ROOT

RUN_TEMPLATE = """\
# How the grader runs your program: `python -m shared_tests.grade --submission FOLDER` (and the course's
# Gradescope or GitHub Classroom) reads this file. Paths are relative to this folder; each line runs in `sh -c`.
#
# build: javac -d out src/*.java        (optional: run once, before the games)
run: python3 minesweeper.py
# style: kick_forward                   (optional: the book's style you write in, by name or chapter: `style: 9`;
#                                         then the grade is behaviour and style)
"""
NEVER = ("teachers",)  # folders of this repository a handout never holds


def case_name(transcript: Path) -> str:
    """A transcript's case name, as the grader and --hidden-cases know it: `core/move-flood-regions`."""
    relative = transcript.relative_to(ROOT / "fixtures").with_suffix("")
    return relative.as_posix()


def write_handout(folder: Path, points: Path, hidden: str | None = None, with_styles: bool = False) -> list[Path]:
    """Write the handout into `folder` (new, or empty); returns the files written, relative to it."""
    written: list[Path] = []

    def put(source: Path, target: Path) -> None:
        (folder / target).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, folder / target)
        written.append(target)

    for name in ("SPEC.md", "EXERCISES.md"):
        put(ROOT / name, Path(name))
    for path in sorted((ROOT / "fixtures").rglob("*")):
        if not path.is_file() or "__pycache__" in path.parts or path.suffix == ".patch":
            continue
        if path.suffix == ".transcript" and hidden and matches(case_name(path), hidden):
            continue  # a private case: graded, never handed out
        put(path, path.relative_to(ROOT))
    put(ROOT / "docs" / "students.md", Path("docs/students.md"))
    put(ROOT / "styles" / "process.py", Path("styles/process.py"))
    put(points, Path("grading.toml"))
    (folder / "run").write_text(RUN_TEMPLATE, encoding="utf-8")
    written.append(Path("run"))
    if with_styles:
        for path in sorted((ROOT / "styles").rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                put(path, path.relative_to(ROOT))
    return written


def run(folder: Path, options) -> int:
    """`--handout DIR`: write it, say what it holds."""
    import sys

    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        print(f"grade: --handout {folder}: not an empty folder", file=sys.stderr)
        return 2
    written = write_handout(folder, Path(options.points), options.hidden_cases, options.with_styles)
    transcripts = sum(path.suffix == ".transcript" for path in written)
    styles = " and this repository's styles" if options.with_styles else ""
    print(f"{folder}: the handout, {len(written)} files: SPEC.md, EXERCISES.md, {transcripts} public transcripts "
          f"and their boards, a run file, the points file, docs/students.md{styles}; no solution")  # fmt: skip
    return 0
