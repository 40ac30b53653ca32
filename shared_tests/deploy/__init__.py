"""Deploying the grader on the engines courses use: Gradescope's autograder zip, GitHub Classroom's workflow.

    python -m shared_tests.grade --gradescope-bundle autograder.zip [--points P] [--deadline S] [--with STYLE]
        [--hidden-cases PATTERN]

The zip holds what Gradescope's documented layout asks for at its root, `setup.sh` (run once, as root, when
Gradescope builds the image) and `run_autograder` (run for every submission: it grades
/autograder/submission by its `run` file and writes /autograder/results/results.json), and, in `grader/`,
the files of this repository the grader reads: SPEC.md, EXERCISES.md, the transcripts, shared_tests/ (without its
own tests, nor the style check's samples and measured corpus: its rules are in shared_tests/stylecheck/rules/) and
the styles' catalogue. The templates are in gradescope/; the GitHub Classroom workflow is github-classroom.yml
(copied by hand into an assignment's template repository).
"""

from __future__ import annotations

import shlex
import sys
import zipfile
from pathlib import Path

from shared_tests.harness.targets import ROOT

HERE = Path(__file__).resolve().parent
WORKFLOW = HERE / "github-classroom.yml"
LEFT_OUT = {  # folders of shared_tests/ the grader does not read
    ("shared_tests", "tests"),
    ("shared_tests", "stylecheck", "samples"),
    ("shared_tests", "stylecheck", "corpus"),
}


def grader_files() -> list[Path]:
    """The repository's files the grader needs, relative to its root."""
    wanted = [Path(name) for name in ("SPEC.md", "EXERCISES.md", "styles/__init__.py", "styles/catalogue.py")]
    wanted += sorted(path.relative_to(ROOT) for path in (ROOT / "styles").glob("*/style.toml"))
    wanted += sorted(path.relative_to(ROOT) for path in (ROOT / "fixtures").rglob("*") if path.is_file())
    for path in sorted((ROOT / "shared_tests").rglob("*")):
        relative = path.relative_to(ROOT)
        left_out = any(relative.parts[: len(folder)] == folder for folder in LEFT_OUT)
        if path.is_file() and not left_out and "__pycache__" not in relative.parts:
            wanted.append(relative)  # the suite's own tests stay out, and the style check's samples and corpus
    return wanted


def options_of(options) -> list[str]:
    """The grading options given with --gradescope-bundle, for run_autograder."""
    chosen = [f"--with={style}" for style in options.carries]
    if options.deadline != 5.0:
        chosen.append(f"--deadline={options.deadline:g}")
    if options.memory:
        chosen.append(f"--memory={options.memory}")
    if getattr(options, "gate", None) == "public":  # the course's scheme: every public case must pass
        chosen.append("--gate=public")
    if getattr(options, "hidden_cases", None):  # the cases whose checks the students see only later
        chosen += [f"--hidden-cases={options.hidden_cases}", f"--hidden-visibility={options.hidden_visibility}"]
    return chosen


def gradescope_bundle(target: Path, options) -> int:
    points = Path(options.points).read_bytes()
    run = (HERE / "gradescope" / "run_autograder").read_text(encoding="utf-8")
    run = run.replace("@OPTIONS@", " ".join(shlex.quote(word) for word in options_of(options)))
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as bundle:
        for name, text in (("setup.sh", (HERE / "gradescope" / "setup.sh").read_bytes()), ("run_autograder", run)):
            info = zipfile.ZipInfo(name)
            info.external_attr = 0o100755 << 16  # executable: Gradescope runs both as they are
            info.compress_type = zipfile.ZIP_DEFLATED
            bundle.writestr(info, text)
        for relative in grader_files():
            if relative == Path("shared_tests/grading.toml"):
                bundle.writestr("grader/shared_tests/grading.toml", points)
            else:
                bundle.write(ROOT / relative, f"grader/{relative.as_posix()}")
    print(f"{target}: Gradescope's autograder (setup.sh, run_autograder, grader/); upload it as the assignment's "
          "autograder", file=sys.stderr)  # fmt: skip
    return 0
