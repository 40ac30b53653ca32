"""What a grade says: the text report, Gradescope's results.json, the Markdown summary, the progress bar and
the exit code."""

from __future__ import annotations

import sys
import textwrap
import time
from collections.abc import Callable

from shared_tests.grading.cases import LEVELS, describe, level_of
from shared_tests.grading.rubric import section_key
from shared_tests.grading.scoring import Grade
from shared_tests.grading.words import _plural, _points, _short
from shared_tests.harness import spec
from shared_tests.harness.causes import TITLES, Cause, diff_lines, excerpt

MAX_CAUSES_SHOWN = 3
VISIBILITIES = ("hidden", "after_due_date", "after_published", "visible")  # Gradescope's


# ---------------------------------------------------------------------------------------------- reports
def text_report(grade: Grade, level: bool = False) -> str:
    """The report: behaviour (a line per section, the causes), then, when the submission names its style, the
    style check's constraints and the grade of both."""
    text = behaviour_report(grade, level)
    if not grade.graded_style():
        if grade.style is not None and not grade.problem:
            text += "\n" + grade.style.report + "Style is not in this grade.\n"
        return text
    (got, possible), (done, most) = grade.total(), grade.behaviour()
    return (
        text
        + "\n"
        + grade.style.report
        + f"\ngrade: {got:.1f} / {possible:g}   (behaviour {done:.1f} / {most:g}, style "
        + f"{grade.style.score:.1f} / {grade.style.max_score:g})\n"
    )


def behaviour_report(grade: Grade, level: bool = False) -> str:
    got, possible = grade.score()
    lines = [f"Grading: {grade.command}", *(f"note: {note}" for note in grade.notes)]
    if grade.problem:
        lines += ["", "The program could not be graded:", *("  " + line for line in grade.problem.splitlines())]
        lines += ["", f"score: 0 / {possible:g}"]
        return "\n".join(lines) + "\n"
    titles = spec.sections()
    checks = grade.checks
    passing = sum(checks.values())
    whole = sum(grade.case_passes(case.name) for case, _ in grade.verdicts)
    lines.append(
        f"{_plural(len(grade.verdicts), 'case')} (transcripts and probes), {_plural(len(checks), 'check')} "
        f"of a rule each, in {grade.seconds:.1f} s"
    )
    lines.append("")
    tallies = grade.tallies()
    for name, (scored, most) in grade.section_points().items():
        failing = [
            f"{key.split()[0] if len(key.split()) == 1 else key} {p}/{t}"
            for key, (p, t) in tallies.items()
            if section_key(key) == name and p < t
        ]
        mark = "ok" if not failing else ", ".join(failing[:3]) + (" …" if len(failing) > 3 else "")
        lines.append(f"  {name:<4} {_short(titles.get(name, ''), 30):<30} {scored:>5.1f} / {most:<4g} {mark}".rstrip())
    lines.append(
        f"  score: {got:.1f} / {possible:g}   ({passing:,} of {len(checks):,} checks pass; "
        f"{whole} of {len(grade.verdicts)} cases pass every check)"
    )
    if grade.gate_failures():
        lines += ["", *textwrap.wrap(gate_lines(grade), 116, initial_indent="  ", subsequent_indent="  ")]
    if level:
        lines += ["", *level_lines(grade)]
    causes = grade.causes
    if not causes:
        lines += ["", "Every check passes."]
        return "\n".join(lines) + "\n"
    lines += ["", f"{_plural(len(causes), 'cause')} of failure, the one that fails most checks first:"]
    for number, cause in enumerate(causes[:MAX_CAUSES_SHOWN], 1):
        lines += ["", *cause_lines(grade, number, cause)]
    rest = causes[MAX_CAUSES_SHOWN:]
    if rest:
        lines += [
            "",
            f"and {len(rest)} more: "
            + "; ".join(f"{c.words} ({c.rule}, {_plural(len(c.cases), 'case')})" for c in rest[:6])
            + (" …" if len(rest) > 6 else ""),
        ]
        lines.append("(fix the first ones and grade again; --case NAME shows any case in full)")
    return "\n".join(lines) + "\n"


def cause_lines(grade: Grade, number: int, cause: Cause, others: int = 3) -> list[str]:
    """One cause: its words and rule, how many cases and points, the rule's text, one example in full."""
    count = len(cause.cases)
    rules = cause.rules
    also = f" (also {', '.join(rules[1:3])})" if len(rules) > 1 else ""
    tail = f" — {_plural(count, 'case')}{also}, {_points(cause.cost)} points"
    head = f"[{number}] {rules[0]} {_short(cause.words, 116 - len(tail) - len(rules[0]) - len(str(number)))}{tail}"
    example = cause.parts[0]
    lines = [_short(head, 118), f"    {rules[0]}: {excerpt(rules[0], 106, example.what)}"]
    case = grade.case(example.case)
    where = example.where or example.what
    lines.append(f"    e.g. {_short(describe(case) if case else example.case, 108)}")
    lines.append(f"      {_short(where + ': ' + example.words if example.words else where, 110)}")
    if example.expected or example.actual:
        lines += [f"      {line}" for line in diff_lines(example)]
    shown = cause.cases[1 : 1 + others]
    if shown:
        more = count - 1 - len(shown)
        lines.append(f"    also {', '.join(shown)}" + (f" and {more} more" if more else ""))
    return lines


def level_lines(grade: Grade) -> list[str]:
    """Where the program stands, step by step: the checks of each step's cases that pass, and the next thing to
    fix (the first failing check of the first step that is not done)."""
    level = {case.name: level_of(case) for case, _ in grade.verdicts}
    counts: dict[int, list[int]] = {}
    for (name, _), ok in grade.checks.items():
        entry = counts.setdefault(level[name], [0, 0])
        entry[0] += ok
        entry[1] += 1
    lines, next_step = ["Step by step (checks that pass):"], None
    for number, title in enumerate(LEVELS):
        if number not in counts:
            continue
        passed, total = counts[number]
        mark = "done" if passed == total else ("<- next" if next_step is None else "")
        if passed < total and next_step is None:
            next_step = number
        lines.append(f"  {number + 1}. {title:<24} {passed:>5}/{total:<5} {mark}".rstrip())
    if next_step is not None:
        part = next(part for part in grade.observations if level[part.case] == next_step and not part.ok)
        lines.append(f"  next: {part.case}, {part.where or part.what}: {part.words or part.what} ({part.rule})")
    return lines


def gradescope(grade: Grade) -> dict:
    """Gradescope's results.json: a test per group of rules (R6.4 the banner: 4 points), numbered and tagged by
    section so that sections stay together; with --hidden-cases, the checks of those cases are a test of their own
    per group, shown only later; when the submission names its style, a test per constraint of its chapter (and
    the behaviour's tests scaled to behaviour's weight). The maxima sum to the total."""
    got, possible = grade.total()
    base = {
        "output_format": "text",
        "test_output_format": "text",
        "test_name_format": "text",
        "execution_time": round(grade.seconds),
        "stdout_visibility": "hidden",
    }
    if grade.problem:
        tests = [
            {
                "name": "The program starts and answers",
                "number": "0",
                "score": 0,
                "max_score": possible,
                "status": "failed",
                "output": grade.problem,
                "output_format": "text",
                "tags": ["preflight"],
                "visibility": "visible",
            }
        ]
        return {"score": 0, "output": text_report(grade), **base, "tests": tests, "extra_data": {"causes": []}}
    titles = spec.sections()
    tests = []
    closed = bool(grade.gate_failures())
    if closed:
        tests.append(
            {
                "name": "Every public case passes",
                "number": "0",
                "score": 0,
                "max_score": 0,
                "status": "failed",
                "output": gate_lines(grade),
                "output_format": "text",
                "tags": ["gate"],
                "visibility": "visible",
            }
        )
    scale = grade.behaviour()[1] / grade.score()[1] if grade.graded_style() and grade.score()[1] else 1.0
    for key, share in grade.shares().items():
        section = section_key(key)
        for hidden, most, kept in share:
            visibility = grade.hidden_visibility if hidden else "visible"
            tests.append(
                {
                    "name": f"{key} {group_title(key)}" + (" (hidden cases)" if hidden else ""),
                    "number": number_of(key) + (".h" if hidden else ""),
                    "score": 0 if closed else round(most * kept * scale, 2),
                    "max_score": round(most * scale, 2),
                    "status": "passed" if kept == 1 else "failed",
                    "output": group_output(grade, key, hidden=hidden),
                    "output_format": "text",
                    "tags": [section, titles.get(section, "")],
                    "visibility": visibility,
                }
            )
    causes = [
        {
            "rule": c.rule,
            "rules": c.rules,
            "words": c.words,
            "checks": len(c.checks),
            "cases": len(c.cases),
            "cost": round(c.cost, 2),
        }
        for c in grade.causes
    ]
    if grade.graded_style():
        tests += [{**test, "score": 0} if closed else test for test in grade.style.tests]
    return {
        "score": round(got, 2),
        "output": text_report(grade),
        **base,
        "tests": tests,
        "extra_data": {"causes": causes},
    }


def gate_lines(grade: Grade, shown: int = 8) -> str:
    """Why the gate is closed: the public cases that fail, a few by name."""
    failing = grade.gate_failures()
    names = ", ".join(failing[:shown]) + (f" and {len(failing) - shown} more" if len(failing) > shown else "")
    return (
        f"The gate is closed: {_plural(len(failing), 'public case')} fail{'s' if len(failing) == 1 else ''}, and "
        f"this course's rubric gives no points until every public case passes: {names}."
    )


def number_of(key: str) -> str:
    """A group's test number on Gradescope, which orders the tests by it: `6.4` for R6.4, `3.1` for "R3.1 R3.2";
    an extension's or exercise's section keeps its letter (`E2`, `A1`), after the core."""
    first = key.split()[0]
    return first[1:] if first.startswith("R") else first


def group_title(key: str) -> str:
    """A group's title: its rules' few words (causes.TITLES), or its section's title."""
    rules = key.split()
    if len(rules) == 1 and "." not in key:
        return spec.sections().get(key, "")
    return ", ".join(TITLES.get(rule, rule) for rule in rules)


def group_output(grade: Grade, key: str, hidden: bool = False) -> str:
    """What failed in one group: each cause's rule text and an example, with its case, board and input."""
    rules = set(key.split())
    section = key if "." not in key else None
    keep = lambda rule: rule in rules or spec.section(rule) == section  # noqa: E731
    lines = []
    for cause in grade.causes:
        parts = [part for part in cause.parts if keep(part.rule) and grade.is_hidden(part.case) == hidden]
        if not parts:
            continue
        rule = next(rule for rule in cause.rules if keep(rule))
        lines += [f"{cause.words} ({rule}), in {_plural(len(parts), 'case')}", f"  {rule}: {excerpt(rule, 110)}"]
        case = grade.case(parts[0].case)
        lines.append(f"  e.g. {describe(case) if case else parts[0].case}")
        lines.append(f"    {parts[0].where + ': ' if parts[0].where else ''}{parts[0].words}")
        lines += [f"    {line}" for line in diff_lines(parts[0])]
        if len(parts) > 1:
            lines.append(f"  also {', '.join(part.case for part in parts[1:6])}" + (" …" if len(parts) > 6 else ""))
        lines.append("")
    return "\n".join(lines).rstrip() or "Every check passes."


def markdown(grade: Grade) -> str:
    got, possible = grade.total()
    lines = [f"### Minesweeper: {got:.1f} / {possible:g}", "", f"`{grade.command}`", ""]
    if grade.problem:
        return "\n".join([*lines, "```", grade.problem, "```", ""])
    if grade.gate_failures():
        lines += [gate_lines(grade), ""]
    lines += ["| section | | points | checks |", "|---|---|---:|---:|"]
    titles, counts = spec.sections(), grade.sections()
    for name, (scored, most) in grade.section_points().items():
        passed, total = counts.get(name, (0, 0))
        lines.append(f"| {name} | {titles.get(name, '')} | {scored:.1f} / {most:g} | {passed}/{total} |")
    for number, cause in enumerate(grade.causes[:MAX_CAUSES_SHOWN], 1):
        example = cause.parts[0]
        case = grade.case(example.case)
        lines += [
            "",
            f"**{number}. {cause.words}** ({cause.rule}, {_plural(len(cause.cases), 'case')}, "
            f"{_points(cause.cost)} points)",
            "",
            f"{cause.rule}: {excerpt(cause.rule, what=example.what)}",
            "",
            f"e.g. `{describe(case) if case else example.case}`, {example.where or example.what}: {example.words}",
        ]
        if example.expected or example.actual:
            lines += ["", "```diff", *diff_lines(example), "```"]
        others = cause.cases[1:4]
        if others:
            more = len(cause.cases) - 1 - len(others)
            lines.append("also " + ", ".join(f"`{name}`" for name in others) + (f" and {more} more" if more else ""))
    if grade.graded_style():
        style, (done, most) = grade.style, grade.behaviour()
        lines += ["", f"**Style**: {style.score:.1f} / {style.max_score:g} (behaviour {done:.1f} / {most:g})"]
        if style.first_broken:
            lines += ["", f"first broken constraint: {style.first_broken}"]
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------- progress
def progress_bar(stream=sys.stderr) -> Callable[[int, int], None] | None:
    if not stream.isatty():
        return None
    started = time.monotonic()

    def show(done: int, total: int) -> None:
        spent = time.monotonic() - started
        left = spent / done * (total - done) if done else 0
        width = 30
        filled = width * done // max(total, 1)
        stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}  about {left:.0f} s left ")
        if done == total:
            stream.write("\n")
        stream.flush()

    return show


def passed(grade: Grade, options) -> int:
    """The exit code of a graded program: 0 at full marks, or at --fail-under PERCENT and above; else 1."""
    got, possible = grade.total()
    if getattr(options, "fail_under", None) is None:
        return 0 if got == possible and not grade.problem else 1
    return 0 if possible and 100 * got / possible >= options.fail_under else 1
