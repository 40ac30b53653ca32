"""Does a program keep the constraints of its style? The style check, for students and courses.

    python -m shared_tests.grade --style-check STYLE PATH                  the constraints, kept or broken
    python -m shared_tests.grade --style-check STYLE PATH --json FILE      ... and Gradescope's results.json
    python -m shared_tests.grade --cmd "..." --style-check STYLE PATH      behaviour and style in one run
    python -m shared_tests.stylecheck STYLE PATH [--json FILE] [--max-findings N]
    python -m shared_tests.stylecheck --facts PATH                         what the model sees (for rule writers)

STYLE is a style of this repository (`go_forth`, an alias `forth`, or its chapter, `2`); PATH is a file or a folder
of Python, Java or JavaScript. Each of the chapter's constraints (the rules of `stylecheck/rules/`) is printed with
✓ or ✗, and under every ✗ each finding, with the file, line and column it is about and why (`--max-findings N`
prints at most N a constraint; the JSON has them all). A comment `style: bend CONSTRAINT — why` (in the
language's comment syntax) on the line of a finding or the line above declares a bend: the finding is listed
apart, as "bent, declared", and decides nothing. The exit code is 0 when no constraint of the chapter is broken
without a declared bend, 1 when one is (or a file cannot be read), 2 on bad use or when no constraint of the
chapter can be checked in the program's language. This repository's own rules for
the style (house rules: Minesweeper-only, or our stricter reading) are shown apart and decide nothing. A
constraint that has no meaning in the program's language says so ("not checked in Java: ...").
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from shared_tests.harness.targets import STYLES
from shared_tests.stylecheck import rules
from shared_tests.stylecheck.load import CannotLoad, load
from shared_tests.stylecheck.model import Program
from shared_tests.stylecheck.rules import Constraint, Finding
from styles import catalogue

STYLE_POINTS = 10.0  # the style's share of a Gradescope grade, split between the chapter's constraints
LANGUAGE_NAMES = {"python": "Python", "java": "Java", "javascript": "JavaScript"}
BEND = re.compile(
    r"(?:#|//|/\*|^\s*\*)\s*style:\s*bend\s+(?P<name>[\w.-]+)\s*(?:[—–:]+|-+)?\s*(?P<why>.*?)\s*(?:\*/\s*)?$"
)


# ---------------------------------------------------------------------------------------------- what a check finds
@dataclass
class Bend:
    """A comment that declares a bend: `style: bend CONSTRAINT — why`."""

    file: str
    line: int
    constraint: str
    why: str


@dataclass
class Outcome:
    """One constraint, checked on one program."""

    rule: Constraint
    status: str = (
        "kept"  # "kept", "broken", "bent" (every finding declared, or a bend our README declares), "not checked"
    )
    findings: list[Finding] = field(default_factory=list)  # the breaks no bend declares
    bent: list[tuple[Finding, Bend]] = field(default_factory=list)  # the breaks a comment declares
    note: str = ""

    @property
    def house(self) -> bool:
        return self.rule.house

    @property
    def name(self) -> str:
        return self.rule.name

    @property
    def constraint(self) -> str:
        return self.rule.wording

    @property
    def counted(self) -> bool:
        """Whether it counts for the chapter (decides the exit code, shares the points)."""
        return not self.house and self.status != "not checked"


@dataclass
class Report:
    """A program's style check: every constraint of the chapter, kept, broken, bent or not checked."""

    style: catalogue.Style
    path: Path
    program: Program
    outcomes: list[Outcome]
    stray_bends: list[Bend] = field(default_factory=list)  # bends that name no constraint of the chapter

    @property
    def chapter(self) -> list[Outcome]:
        return [o for o in self.outcomes if not o.house]

    @property
    def broken(self) -> list[Outcome]:
        return [o for o in self.chapter if o.status == "broken"]

    @property
    def decided(self) -> bool:
        """Whether the check judged the program: at least one of the chapter's constraints was checked."""
        return any(o.status != "not checked" for o in self.chapter)

    @property
    def exit_code(self) -> int:
        if self.broken or self.program.unreadable:
            return 1
        return 0 if self.decided else 2

    @property
    def language(self) -> str:
        return LANGUAGE_NAMES.get(self.program.language, self.program.language)

    def place(self, file: str, line: int = 0, col: int = 0) -> str:
        """`PATH/file.py:12:5` for a place in the program (the path as the user gave it)."""
        base = self.path.parent if self.path.is_file() else self.path
        spot = "".join(f":{x}" for x in (line, col) if x)
        return (base / file).as_posix() + spot if file else self.path.as_posix()

    def text(self, max_findings: int | None = None) -> str:
        style = self.style
        lines = [
            f"Style check of {self.path.as_posix()} ({self.language}): chapter {style.chapter}, {style.name}"
            f" ({', '.join(style.aka)})",
            "",
        ]
        if self.program.unreadable:
            lines.append("  These files cannot be read, so no rule sees them:")
            for name, why in self.program.unreadable.items():
                line = re.match(rf"{re.escape(name)}:(\d+) (.*)", why)
                where = self.place(name, int(line[1])) if line else self.place(name)
                lines.append(f"      {where}  {line[2] if line else why}")
            lines.append("")
        lines.append("The chapter's constraints:")
        for outcome in self.chapter:
            lines += self.outcome_lines(outcome, max_findings)
        house = [o for o in self.outcomes if o.house]
        if house:
            lines += ["", "This repository's own rules for the style (house rules: they do not decide the result):"]
            for outcome in house:
                lines += self.outcome_lines(outcome, max_findings)
        bent = [(o, finding, bend) for o in self.outcomes for finding, bend in o.bent]
        if bent:
            lines += ["", "Bent, declared (a comment says why; these do not decide the result):"]
            for outcome, finding, bend in bent:
                lines.append(
                    f"  ~ {outcome.name}: {self.place(finding.file, finding.line, finding.col)}  {finding.message}"
                )
                lines.append(f"      declared at {self.place(bend.file, bend.line)}: {bend.why}")
        if self.stray_bends:
            lines += ["", "Bend comments that name no constraint of this chapter (names: " + self.names() + "):"]
            for bend in self.stray_bends:
                lines.append(f"  ? {self.place(bend.file, bend.line)}  style: bend {bend.constraint}")
        lines += ["", self.verdict()]
        return "\n".join(lines) + "\n"

    def names(self) -> str:
        return ", ".join(o.name for o in self.outcomes)

    def verdict(self) -> str:
        checked = [o for o in self.chapter if o.status != "not checked"]
        if self.broken:
            verb = "is" if len(self.broken) == 1 else "are"
            return f"{len(self.broken)} of the chapter's {len(checked)} constraints checked {verb} broken."
        if self.program.unreadable:
            return "Some files cannot be read: fix them and check again."
        if not self.decided:
            return (
                f"None of the chapter's {len(self.chapter)} constraints could be checked in {self.language}: "
                "the style check decides nothing."
            )
        bent = sum(o.status == "bent" for o in self.chapter)
        declared = f" ({bent} bent, declared)" if bent else ""
        return f"Every one of the chapter's {len(checked)} constraints checked is kept{declared}."

    def outcome_lines(self, outcome: Outcome, max_findings: int | None = None) -> list[str]:
        lines = [f"  {MARKS[outcome.status]} {outcome.constraint}"]
        shown = outcome.findings if max_findings is None else outcome.findings[: max(max_findings, 0)]
        for finding in shown:
            lines.append(f"      {self.place(finding.file, finding.line, finding.col)}  {finding.message}")
        if len(shown) < len(outcome.findings):
            lines.append(
                f"      ... and {len(outcome.findings) - len(shown)} more (--max-findings {max_findings}: "
                "the JSON lists them all)"
            )
        if outcome.status == "not checked":
            lines.append(f"      {outcome.note}.")
        elif outcome.note:
            lines.append(f"      {outcome.note}.")
        elif outcome.bent and not outcome.findings:
            lines.append(f"      bent, declared: {len(outcome.bent)} finding(s), listed below.")
        return lines

    def to_json(self) -> dict:
        """Everything the check found, for a machine: never shortened."""
        return {
            "style": self.style.name,
            "chapter": self.style.chapter,
            "path": self.path.as_posix(),
            "language": self.program.language,
            "exit_code": self.exit_code,
            "unreadable": dict(self.program.unreadable),
            "constraints": [outcome_json(self, o) for o in self.outcomes],
            "stray_bends": [bend.__dict__ for bend in self.stray_bends],
        }


MARKS = {"kept": "✓", "broken": "✗", "not checked": "–", "bent": "~"}


def outcome_json(report: Report, outcome: Outcome) -> dict:
    return {
        "name": outcome.name,
        "constraint": outcome.constraint,
        "house": outcome.house,
        "status": outcome.status,
        "note": outcome.note,
        "findings": [finding_json(report, f) for f in outcome.findings],
        "bent": [
            finding_json(report, f) | {"why": b.why, "declared_at": report.place(b.file, b.line)}
            for f, b in outcome.bent
        ],
    }


def finding_json(report: Report, finding: Finding) -> dict:
    return {
        "file": finding.file,
        "line": finding.line,
        "col": finding.col,
        "where": report.place(finding.file, finding.line, finding.col),
        "message": finding.message,
    }


# ---------------------------------------------------------------------------------------------- checking
def find_style(wanted: str) -> catalogue.Style | None:
    """The style a student names: its name (`go_forth`, `go-forth`), an alias (`forth`) or its chapter (`2`)."""
    try:
        return catalogue.resolve_one(wanted)
    except catalogue.NoSuchStyle:
        return None


def bends(program: Program) -> list[Bend]:
    """Every `style: bend CONSTRAINT — why` comment of the program."""
    found = []
    for file, text in program.texts.items():
        for number, line in enumerate(text.splitlines(), 1):
            if "bend" not in line:
                continue
            match = BEND.search(line)
            if match:
                name = match["name"].lower().replace("-", "_").rstrip(".")
                found.append(Bend(file, number, name, match["why"].strip()))
    return found


def declared(finding: Finding, outcome_name: str, declared_bends: list[Bend]) -> Bend | None:
    """The bend that declares this finding: a comment naming its constraint, with a reason, on the finding's line or
    the line above (anywhere in its file for a finding about the whole file)."""
    for bend in declared_bends:
        if bend.constraint != outcome_name or not bend.why or bend.file != finding.file:
            continue
        if not finding.line or bend.line in (finding.line, finding.line - 1):
            return bend
    return None


def check(style: catalogue.Style, path: Path | str, program: Program | None = None) -> Report:
    """Every constraint of the style's chapter (its house rules too), checked on the program at `path`.
    Raises CannotLoad when `path` is not a program the check can read."""
    path = Path(path)
    program = program if program is not None else load(path)
    ours = path.resolve() == (STYLES / style.name).resolve()
    exemptions = rules.exemptions()
    comments = bends(program)
    outcomes = []
    for rule in rules.constraints(style.name):
        outcome = Outcome(rule)
        outcomes.append(outcome)
        if ours and (style.name, rule.name) in exemptions:
            outcome.status, outcome.note = "bent", f"a bend its README declares: {exemptions[(style.name, rule.name)]}"
            continue
        why_not = rule.applies_to(program.language)
        if why_not:
            outcome.status = "not checked"
            outcome.note = f"not checked in {LANGUAGE_NAMES.get(program.language, program.language)}: {why_not}"
            continue
        if rule.runs_program and not ours:  # another's program runs only in the grader's sandbox, for behaviour
            outcome.status = "not checked"
            outcome.note = "not checked: this rule runs the program, which the style check does for our styles only"
            continue
        try:
            found = rule(program)
        except Exception as error:  # noqa: BLE001  a program the rule cannot read is not the student's fault
            outcome.status, outcome.note = (
                "not checked",
                f"not checked: the rule could not read this program ({error!r})",
            )
            continue
        for finding in found:
            bend = declared(finding, rule.name, comments)
            if bend is not None:
                outcome.bent.append((finding, bend))
            else:
                outcome.findings.append(finding)
        outcome.status = "broken" if outcome.findings else "bent" if outcome.bent else "kept"
    names = {o.name for o in outcomes}
    stray = [b for b in comments if b.constraint not in names]
    return Report(style, path, program, outcomes, stray)


# ---------------------------------------------------------------------------------------------- grading
def gradescope_tests(report: Report, points: float) -> list[dict]:
    """Gradescope tests: one per constraint, every finding in its output; the chapter's constraints share `points`,
    the house rules and the constraints not checked count nothing."""
    counted = [o for o in report.outcomes if o.counted]
    share = points / len(counted) if counted else 0.0
    tests = []
    for number, outcome in enumerate(report.outcomes, 1):
        worth = share if outcome.counted else 0.0
        output = "\n".join(line.strip() for line in report.outcome_lines(outcome)[1:])
        bent = [f"bent, declared: {report.place(f.file, f.line, f.col)} {f.message} ({b.why})" for f, b in outcome.bent]
        output = "\n".join(part for part in (output, *bent) if part)
        label = "house rule" if outcome.house else f"chapter {report.style.chapter}"
        tests.append({
            "name": f"Style {report.style.name} ({label}): {outcome.constraint}",
            "number": f"S.{number}",  # after the grader's tests (numbered by rule) when both are in one file
            "score": round(worth if outcome.status != "broken" else 0.0, 4),
            "max_score": round(worth, 4),
            "status": "failed" if outcome.status == "broken" else "passed",
            "output": output,
            "output_format": "text",
            "tags": ["style", report.style.name],
            "visibility": "visible",
            "extra_data": outcome_json(report, outcome),
        })  # fmt: skip
    return tests


@dataclass
class StyleGrade:
    """The style part of a grade: the points earned of `max_score`, the first broken constraint of the chapter
    ("" when none), Gradescope's tests, the text report, and whether the check decided (False when it could not
    read the program, does not know the style, or could check none of the chapter's constraints in the program's
    language: then the report says why and the score is 0). A program with a file that does not parse scores 0
    too: no rule saw that file."""

    score: float
    max_score: float
    first_broken: str
    tests: list[dict]
    report: str
    decided: bool


def grade_style(style_name: str, path: Path | str, points: float) -> StyleGrade:
    """The style check as a grade: what a grader (class mode, a submission, Gradescope) adds to behaviour."""
    style = find_style(style_name)
    if style is None:
        return StyleGrade(0.0, points, "", [], f"style check: {unknown_style(style_name)}\n", False)
    try:
        report = check(style, path)
    except CannotLoad as error:
        return StyleGrade(0.0, points, "", [], f"style check: {error}\n", False)
    tests = gradescope_tests(report, points)
    decided_and_read = report.decided and not report.program.unreadable  # a file no rule could see: no points
    score = round(sum(test["score"] for test in tests), 2) if decided_and_read else 0.0
    first = report.broken[0].constraint if report.broken else ""
    return StyleGrade(score, points, first, tests, report.text(), report.decided)


def unknown_style(name: str) -> str:
    return f"no style {name!r}: name one of `python -m styles` (a name, an alias or a chapter number)"


# ---------------------------------------------------------------------------------------------- front end
def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The grader's options for the style check."""
    parser.add_argument(
        "--style-check", nargs=2, metavar=("STYLE", "PATH"),
        help="check that the program at PATH (a file or a folder; Python, Java or JavaScript) keeps the "
        "constraints of STYLE (a name, an alias or a chapter number)",
    )  # fmt: skip
    parser.add_argument(
        "--style-points", type=float, default=STYLE_POINTS,
        help=f"with --json: the points the style's constraints share (default {STYLE_POINTS:g})",
    )  # fmt: skip
    parser.add_argument(
        "--max-findings", type=int, metavar="N",
        help="with --style-check: print at most N findings a constraint (the JSON always has them all)",
    )  # fmt: skip


def run(options) -> int:
    """The style check of `options.style_check`: print its report, and with --json write its tests (added to
    the grader's, when the grader ran too). Returns the exit code."""
    style_name, where = options.style_check
    style = find_style(style_name)
    if style is None:
        print(f"style check: {unknown_style(style_name)}", file=sys.stderr)
        return 2
    max_findings = getattr(options, "max_findings", None)
    if max_findings is not None and max_findings < 0:
        print("style check: --max-findings takes a number, 0 or more", file=sys.stderr)
        return 2
    try:
        report = check(style, Path(where))
    except CannotLoad as error:
        print(f"style check: {error}", file=sys.stderr)
        return 2
    if getattr(options, "cmd", None):
        sys.stdout.write("\n")
    sys.stdout.write(report.text(max_findings))
    if getattr(options, "json", None):
        tests = gradescope_tests(report, getattr(options, "style_points", STYLE_POINTS))
        write_gradescope(Path(options.json), tests, report, merge=bool(getattr(options, "cmd", None)))
    return report.exit_code


def write_gradescope(target: Path, tests: list[dict], report: Report | str, merge: bool) -> None:
    """Write the style's tests to results.json, or add them to the grader's results when it wrote them. The whole
    report, every finding, is under `extra_data.style_check`."""
    results: dict = {"score": 0.0, "output": "", "tests": []}
    if merge and target.is_file():
        results = json.loads(target.read_text(encoding="utf-8"))
    text = report if isinstance(report, str) else report.text()
    results["tests"] = [*results.get("tests", []), *tests]
    results["score"] = round(results.get("score", 0.0) + sum(test["score"] for test in tests), 2)
    results["output"] = (results.get("output", "") + "\n" + text).lstrip("\n")
    if not isinstance(report, str):
        results["extra_data"] = {**results.get("extra_data", {}), "style_check": report.to_json()}
    target.write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    """`python -m shared_tests.stylecheck STYLE PATH [--json FILE] [--max-findings N]`, the same check as the
    grader's option; `--facts PATH` prints what the model sees."""
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--facts"]:
        return facts(argv[1:])
    parser = argparse.ArgumentParser(prog="python -m shared_tests.stylecheck", description=__doc__.split("\n\n")[0])
    parser.add_argument("style", metavar="STYLE")
    parser.add_argument("path", metavar="PATH")
    parser.add_argument("--json", metavar="FILE", help="write Gradescope's results.json to FILE (every finding)")
    parser.add_argument("--style-points", type=float, default=STYLE_POINTS, help="the points the style shares")
    parser.add_argument("--max-findings", type=int, metavar="N", help="print at most N findings a constraint")
    options = parser.parse_args(argv)
    options.style_check = (options.style, options.path)
    return run(options)


def facts(argv: list[str]) -> int:
    """`--facts PATH`: what the model sees in a program (a debugging aid for rule writers)."""
    if len(argv) != 1:
        print("usage: python -m shared_tests.stylecheck --facts PATH", file=sys.stderr)
        return 2
    try:
        program = load(argv[0])
    except CannotLoad as error:
        print(f"style check: {error}", file=sys.stderr)
        return 2
    sys.stdout.write(program.facts())
    return 0
