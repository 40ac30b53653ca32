"""Does a program keep the constraints of its style? The style check, for students and courses.

    python -m shared_tests.grade --style-check STYLE PATH                  the constraints, kept or broken
    python -m shared_tests.grade --style-check STYLE PATH --json FILE      ... and Gradescope's results.json
    python -m shared_tests.grade --cmd "..." --style-check STYLE PATH      behaviour and style in one run

STYLE is a style of this repository (`go_forth`, or its chapter, `2`); PATH is a Python file or a folder.
Each of the chapter's constraints (the rules of `shared_tests/tests/conformance/`) is printed with ✓ or ✗,
and every ✗ with the file and line it is about and why. The exit code is 0 when every constraint of the
chapter is kept, 1 when one is broken, 2 on bad use. This repository's own rules for the style (house rules:
Minesweeper-only, or our stricter reading) are shown apart and decide nothing. A rule that must run the
program as Minesweeper is not checked when PATH is not a Minesweeper program.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from shared_tests.harness.frames import covered, draw
from shared_tests.harness.process import run_in_folder
from shared_tests.harness.targets import STYLES, base_environment
from shared_tests.tests import conformance
from shared_tests.tests.conformance import Rule, Style, rule_name
from styles import catalogue

STYLE_POINTS = 10.0  # the style's share of a Gradescope grade, split between the chapter's constraints
SHOWN_PER_RULE = 3  # problems printed for each broken constraint; the rest are counted
DEADLINE = 10.0  # seconds for the run that tells a Minesweeper program from another
LOCATION = re.compile(r"^(?P<file>[^\s:]+):(?P<line>\d+):? (?P<why>.*)$")
BOARD = b"..*\n...\n...\n"


@dataclass
class Finding:
    """One constraint, checked on one program."""

    rule: Rule
    house: bool
    status: str  # "kept", "broken", "not checked" or "bent" (a bend the style's README declares)
    problems: list[str] = field(default_factory=list)
    note: str = ""

    @property
    def name(self) -> str:
        return rule_name(self.rule)

    @property
    def constraint(self) -> str:
        return conformance.constraint(self.rule)


# ---------------------------------------------------------------------------------------------- checking
def find_style(wanted: str) -> catalogue.Style | None:
    """The style a student names: its name (`go_forth`, `go-forth`), an alias (`forth`) or its chapter (`2`)."""
    try:
        return catalogue.resolve_one(wanted)
    except catalogue.NoSuchStyle:
        return None


def is_minesweeper(program: Style) -> tuple[bool, str]:
    """Whether the program plays Minesweeper: run on a 3x3 board with no input, it draws the board's first frame
    (R6). Returns the answer and, when it is no, what the program did instead."""
    board = draw(covered(3, 3), "", True).split("╔".encode())[0]
    env = base_environment({"PYTHONIOENCODING": "utf-8"})
    own = Path(program.target).parent if program.target.endswith(".py") else program.folder.parent
    env["PYTHONPATH"] = os.pathsep.join([str(own), env["PYTHONPATH"]])
    result = run_in_folder([*program.command(), "board.cfg"], b"", env, DEADLINE, lambda f: _board(f))
    if board in result.stdout:
        return True, ""
    if result.exit is None:
        return False, f"on a 3x3 board, {result.problem}"
    return False, "on a 3x3 board with no input, it draws no board (R6)"


def _board(folder: Path) -> None:
    (folder / "board.cfg").write_bytes(BOARD)


def check(style: catalogue.Style, program: Style) -> list[Finding]:
    """Every rule of the style's chapter (its house rules too), checked on the program."""
    house = conformance.house_rules()
    ours = program.folder.resolve() == (STYLES / style.name).resolve() and program.file is None
    minesweeper: tuple[bool, str] | None = None
    findings = []
    for rule in conformance.chapter_rules().get(style.name, []):
        finding = Finding(rule, rule_name(rule) in house, "kept")
        if ours and (style.name, rule_name(rule)) in conformance.EXEMPTIONS:
            finding.status, finding.note = "bent", conformance.EXEMPTIONS[(style.name, rule_name(rule))]
            findings.append(finding)
            continue
        if getattr(rule, "runs_program", False):
            minesweeper = minesweeper or is_minesweeper(program)
            if not minesweeper[0]:
                finding.status = "not checked"
                finding.note = f"this rule plays the program as Minesweeper, which this is not: {minesweeper[1]}"
                findings.append(finding)
                continue
        try:
            finding.problems = rule(program)
        except Exception as error:  # noqa: BLE001  a program the rule cannot read is not the student's fault
            finding.status, finding.note = "not checked", f"the rule could not read this program ({error!r})"
            findings.append(finding)
            continue
        finding.status = "broken" if finding.problems else "kept"
        findings.append(finding)
    return findings


def exit_code(program: Style, findings: list[Finding]) -> int:
    broken = [f for f in findings if not f.house and f.status == "broken"]
    return 1 if broken or program.unreadable else 0


# ---------------------------------------------------------------------------------------------- reporting
def located(program: Style, path: Path, problem: str) -> tuple[str, str]:
    """(where, why) of a problem: `PATH/file.py:12` and its sentence; a problem of the whole program (something
    it lacks) is about its main file."""
    found = LOCATION.match(problem)
    base = path.parent if program.file is not None else path
    if found and found["file"] in program.texts:
        return f"{(base / found['file']).as_posix()}:{found['line']}", found["why"]
    return (base / program.main).as_posix() if program.main else path.as_posix(), problem


MARKS = {"kept": "✓", "broken": "✗", "not checked": "–", "bent": "~"}


def finding_lines(program: Style, path: Path, finding: Finding) -> list[str]:
    lines = [f"  {MARKS[finding.status]} {finding.constraint}"]
    if finding.status == "broken":
        for problem in finding.problems[:SHOWN_PER_RULE]:
            where, why = located(program, path, problem)
            lines.append(f"      {where}  {why}")
        if len(finding.problems) > SHOWN_PER_RULE:
            lines.append(f"      ... and {len(finding.problems) - SHOWN_PER_RULE} more like it")
    elif finding.status == "not checked":
        lines.append(f"      not checked: {finding.note}.")
    elif finding.status == "bent":
        lines.append(f"      a bend its README declares: {finding.note}.")
    return lines


def text_report(style: catalogue.Style, path: Path, program: Style, findings: list[Finding]) -> str:
    lines = [f"Style check of {path.as_posix()}: chapter {style.chapter}, {style.name} ({', '.join(style.aka)})", ""]
    if program.unreadable:
        lines += ["  These files cannot be read, so no rule sees them:"]
        lines += [
            f"      {located(program, path, why)[0]}  {located(program, path, why)[1]}"
            for why in program.unreadable.values()
        ]
        lines.append("")
    chapter = [f for f in findings if not f.house]
    lines.append("The chapter's constraints:")
    for finding in chapter:
        lines += finding_lines(program, path, finding)
    house = [f for f in findings if f.house]
    if house:
        lines += ["", "This repository's own rules for the style (house rules: they do not decide the result):"]
        for finding in house:
            lines += finding_lines(program, path, finding)
    broken = [f for f in chapter if f.status == "broken"]
    checked = [f for f in chapter if f.status in ("kept", "broken", "bent")]
    lines.append("")
    if broken:
        verb = "is" if len(broken) == 1 else "are"
        lines.append(f"{len(broken)} of the chapter's {len(checked)} constraints checked {verb} broken.")
    elif program.unreadable:
        lines.append("Some files cannot be read: fix them and check again.")
    else:
        bent = sum(f.status == "bent" for f in chapter)
        declared = f" ({bent} bent, as the README declares)" if bent else ""
        lines.append(f"Every one of the chapter's {len(checked)} constraints checked is kept{declared}.")
    return "\n".join(lines) + "\n"


def gradescope_tests(style: catalogue.Style, path: Path, program: Style, findings: list[Finding], points: float):
    """Gradescope tests: one per constraint; the chapter's share `points`, the house rules and the rules not
    checked count nothing."""
    counted = [f for f in findings if not f.house and f.status != "not checked"]
    share = points / len(counted) if counted else 0.0
    tests = []
    for number, finding in enumerate(findings, 1):
        worth = share if finding in counted else 0.0
        output = "\n".join(line.strip() for line in finding_lines(program, path, finding)[1:])
        label = "house rule" if finding.house else f"chapter {style.chapter}"
        kept = finding.status in ("kept", "bent")
        tests.append({
            "name": f"Style {style.name} ({label}): {finding.constraint}",
            "number": f"S.{number}",  # after the grader's tests (numbered by rule) when both are in one file
            "score": round(worth if kept else 0.0, 4),
            "max_score": round(worth, 4),
            "status": "failed" if finding.status == "broken" else "passed",
            "output": output,
            "output_format": "text",
            "tags": ["style", style.name],
            "visibility": "visible",
        })  # fmt: skip
    return tests


# ---------------------------------------------------------------------------------------------- for a grade
@dataclass
class StyleGrade:
    """The style part of a grade: `score` of `max_score` points (shared by the chapter's constraints checked),
    the first broken constraint (or ""), Gradescope tests (one per constraint), the text report, and whether
    the check decided anything (False when it could not run: an unknown style, no Python file; then `report`
    says why and the grade leaves style out)."""

    score: float
    max_score: float
    first_broken: str
    tests: list[dict]
    report: str
    decided: bool


def grade_style(style_name: str, path: Path, points: float) -> StyleGrade:
    """The style check of the program at `path` as a part of a grade worth `points`: the one function the
    grader calls (class mode, --submission, the deployments)."""
    problem = problem_with(style_name, Path(path))
    if problem:
        return StyleGrade(0.0, points, "", [], f"The style check could not run: {problem}.\n", False)
    style = find_style(style_name)
    program = Style.load(Path(path))
    findings = check(style, program)
    report = text_report(style, Path(path), program, findings)
    tests = gradescope_tests(style, Path(path), program, findings, points)
    broken = [f for f in findings if not f.house and f.status == "broken"]
    score = 0.0 if program.unreadable else sum(test["score"] for test in tests)
    return StyleGrade(round(score, 2), points, broken[0].constraint if broken else "", tests, report, True)


# ---------------------------------------------------------------------------------------------- front end
def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The grader's options for the style check."""
    parser.add_argument(
        "--style-check", nargs=2, metavar=("STYLE", "PATH"),
        help="check that the Python program at PATH (a file or a folder) keeps the constraints of STYLE",
    )  # fmt: skip
    parser.add_argument(
        "--style-points", type=float, default=STYLE_POINTS,
        help=f"with --json: the points the style's constraints share (default {STYLE_POINTS:g})",
    )  # fmt: skip


def problem_with(style_name: str, path: Path) -> str | None:
    """Why the style check cannot run (bad use), or None."""
    if find_style(style_name) is None:
        return f"no style {style_name!r}: name one of `python -m styles`, or its chapter"
    if not path.exists():
        return f"{path}: no such file or folder"
    if path.is_file() and path.suffix != ".py":
        return f"{path}: not a Python file (.py)"
    if path.is_dir() and not any(path.rglob("*.py")):
        return f"{path}: no Python file in this folder"
    return None


def run(options) -> int:
    """The style check of `options.style_check`: print its report, and with --json write its tests (added to
    the grader's, when the grader ran too). Returns the exit code."""
    style_name, where = options.style_check
    path = Path(where)
    problem = problem_with(style_name, path)
    if problem:
        print(f"style check: {problem}", file=sys.stderr)
        return 2
    style = find_style(style_name)
    program = Style.load(path)
    findings = check(style, program)
    report = text_report(style, path, program, findings)
    if getattr(options, "cmd", None):
        sys.stdout.write("\n")
    sys.stdout.write(report)
    if getattr(options, "json", None):
        tests = gradescope_tests(style, path, program, findings, options.style_points)
        write_gradescope(Path(options.json), tests, report, merge=bool(getattr(options, "cmd", None)))
    return exit_code(program, findings)


def write_gradescope(target: Path, tests: list[dict], report: str, merge: bool) -> None:
    """Write the style's tests to results.json, or add them to the grader's results when it wrote them."""
    results = {"score": 0.0, "output": "", "tests": []}
    if merge and target.is_file():
        results = json.loads(target.read_text(encoding="utf-8"))
    results["tests"] = [*results.get("tests", []), *tests]
    results["score"] = round(results.get("score", 0.0) + sum(test["score"] for test in tests), 2)
    results["output"] = (results.get("output", "") + "\n" + report).lstrip("\n")
    target.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    """`python -m shared_tests.stylecheck STYLE PATH [--json FILE]`, the same check as the grader's option."""
    parser = argparse.ArgumentParser(prog="python -m shared_tests.stylecheck", description=__doc__.split("\n\n")[0])
    parser.add_argument("style", metavar="STYLE")
    parser.add_argument("path", metavar="PATH")
    parser.add_argument("--json", metavar="FILE", help="write Gradescope's results.json to FILE")
    parser.add_argument("--style-points", type=float, default=STYLE_POINTS, help="the points the style shares")
    options = parser.parse_args(argv)
    options.style_check = (options.style, options.path)
    return run(options)


if __name__ == "__main__":
    sys.exit(main())
