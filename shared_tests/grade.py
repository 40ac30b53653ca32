"""Grade a Minesweeper program in any language against SPEC.md: one student's program, or a whole class.

    python -m shared_tests.grade --cmd "node /home/student/minesweeper.js"          a report on one screen
    python -m shared_tests.grade --cmd "..." --level                                where you stand, step by step
    python -m shared_tests.grade --cmd "..." --case core/move-flood-regions          one case in full
    python -m shared_tests.grade --cmd "..." --exercise chording                    an exercise (EXERCISES.md) too
    python -m shared_tests.grade --class submissions/ --csv grades.csv              every submission folder
    python -m shared_tests.grade --submission submissions/ana                       one, by its `run` file
    python -m shared_tests.grade --gradescope-bundle autograder.zip                 Gradescope's autograder
    python -m shared_tests.grade --handout handout/                                 what students are given

Built on the suite's machinery (shared_tests/harness): the same transcripts, probes and verdicts as pytest, but
judged for a grade. Each case is split into checks, each tied to the SPEC rule it tests (harness/parts.py: the
board's squares after each move, the banner's box, its message, the prompt, the exit code...), and a rule that
fails in a case that tests it loses its points (grading.toml), once: one cause, one cost. The report gives a line per
section of SPEC.md, then the failures grouped by cause (harness/causes.py), each named by its rule, with the case,
its board, its input and the lines that differ. --json writes Gradescope's results.json; --markdown a summary.
Class mode and --submission run every program in a sandbox (shared_tests/harness/sandbox.py; --sandbox asks for
it with --cmd). This module is a thin front end over the grading core, shared_tests/grading/.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shlex
import signal
import sys
from pathlib import Path

from shared_tests import exercises, stylecheck
from shared_tests.grading.cases import FIRST_FRAME, cases, describe, level_of, preflight, section_of  # noqa: F401
from shared_tests.grading.isolation import sandboxed
from shared_tests.grading.reports import VISIBILITIES, gradescope, markdown, passed, progress_bar, text_report
from shared_tests.grading.rubric import CORE, GATES, POINTS, load_points, load_settings, points_of  # noqa: F401
from shared_tests.grading.scheduler import GRADING_DEADLINE, Scheduler
from shared_tests.grading.scoring import Grade, configure, matches
from shared_tests.harness import process
from shared_tests.harness.causes import fold
from shared_tests.harness.targets import discover_styles


# ---------------------------------------------------------------------------------------------- main
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m shared_tests.grade", description=__doc__.split("\n\n")[0],
        epilog=__doc__.split("\n\n", 1)[1], formatter_class=argparse.RawDescriptionHelpFormatter,
    )  # fmt: skip
    who = parser.add_mutually_exclusive_group()
    who.add_argument("--cmd", metavar="COMMAND", help="the program to grade, with absolute paths")
    who.add_argument("--class", dest="folder", metavar="FOLDER", help="a folder of submission folders, each with `run`")
    who.add_argument("--submission", metavar="FOLDER", help="one submission folder, graded by its `run` file")
    who.add_argument("--gradescope-bundle", metavar="ZIP", help="write Gradescope's autograder zip and stop")
    who.add_argument("--handout", metavar="DIR", help="write what students are given into DIR (no solutions) and stop")
    parser.add_argument("--with-styles", action="store_true", help="with --handout: this repository's styles too")
    parser.add_argument("--with", dest="carries", action="append", default=[], choices=discover_styles(),
                        metavar="STYLE", help="also grade the add-on or dialect transcripts of this style")  # fmt: skip
    parser.add_argument("--exercise", action="append", default=[], choices=exercises.names(), metavar="NAME",
                        help="also grade this exercise of EXERCISES.md (e.g. chording), for an extension")  # fmt: skip
    parser.add_argument("--level", action="store_true", help="show where the program stands, step by step")
    parser.add_argument("--case", metavar="NAME", help="run the cases whose name contains NAME, and show them in full")
    parser.add_argument("--json", metavar="FILE", help="write Gradescope's results.json to FILE")
    parser.add_argument(
        "--hidden-cases",
        metavar="PATTERN",
        help="the cases whose name matches PATTERN (a glob, or a part of the name; several, separated by commas) "
        "are private: with --json, tests of their own, shown later; with --gate public, they cost points by rule",
    )
    parser.add_argument(
        "--hidden-visibility",
        choices=VISIBILITIES[:3],
        default="after_published",
        help="with --hidden-cases: Gradescope's visibility of those tests (default after_published)",
    )
    parser.add_argument("--markdown", metavar="FILE", help="write a Markdown summary (e.g. $GITHUB_STEP_SUMMARY)")
    parser.add_argument("--points", metavar="FILE", default=str(POINTS), help="points per rule (grading.toml)")
    parser.add_argument(
        "--gate",
        choices=GATES,
        help="public: a program that fails any public case (any but --hidden-cases) scores 0 (style too), as "
        "the course's scheme does (shared_tests/grading-course.toml); default: the points file's `gate`, else none",
    )
    parser.add_argument("--deadline", type=float, default=GRADING_DEADLINE, help="seconds a run may take (default 5)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2, help="runs at the same time (default: cores)")
    parser.add_argument("--csv", metavar="FILE", help="with --class: the grades (default FOLDER/grades.csv)")
    parser.add_argument("--reports", metavar="FOLDER", help="with --class: where to write the reports")
    parser.add_argument("--resume", action="store_true", help="with --class: grade only what has no report yet")
    parser.add_argument("--sandbox", action="store_true", help="with --cmd: run the program in the sandbox")
    parser.add_argument("--no-sandbox", action="store_true", help="with --class, --submission: no sandbox, limits only")
    parser.add_argument("--memory", type=int, metavar="MIB", help="memory per process (default 512, or RAM/32 if more)")
    parser.add_argument("--fail-under", type=float, metavar="PERCENT", help="exit code 1 only below this share")
    stylecheck.add_arguments(parser)
    options = parser.parse_args(argv)
    if not (
        options.cmd or options.folder or options.submission or options.gradescope_bundle or options.handout
        or options.style_check
    ):  # fmt: skip
        parser.error("one of --cmd, --class, --submission, --gradescope-bundle, --handout or --style-check is required")
    if (options.folder or options.submission or options.gradescope_bundle) and options.style_check:
        parser.error("--style-check goes with --cmd, or alone")
    try:
        points = load_points(Path(options.points))
        options.settings = load_settings(Path(options.points))
    except ValueError as error:
        parser.error(str(error))
    options.gate = options.gate or options.settings.gate
    points = exercises.points(options.exercise, points)
    if options.folder and options.exercise:
        parser.error("--exercise grades one program: use it with --cmd")
    if options.folder and not Path(options.folder).is_dir():
        parser.error(f"--class {options.folder}: no such folder")
    if options.submission and not Path(options.submission).is_dir():
        parser.error(f"--submission {options.submission}: no such folder")
    if options.sandbox and options.no_sandbox:
        parser.error("--sandbox and --no-sandbox: choose one")
    for option in ("json", "markdown", "csv", "gradescope_bundle"):  # refuse now what could not be written later
        target = getattr(options, option)
        if target and not Path(target).resolve().parent.is_dir():
            parser.error(f"--{option.replace('_', '-')} {target}: no such folder to write it in")
    if options.reports and not Path(options.reports).resolve().parent.is_dir():
        parser.error(f"--reports {options.reports}: no such folder to make it in")
    known = cases(frozenset(options.carries), tuple(options.exercise))
    if options.hidden_cases and not any(matches(case.name, options.hidden_cases) for case in known):
        parser.error(f"--hidden-cases {options.hidden_cases}: no case's name matches it")
    if options.handout:
        from shared_tests import handout

        return handout.run(Path(options.handout), options)
    if options.gradescope_bundle:
        from shared_tests.deploy import gradescope_bundle

        return gradescope_bundle(Path(options.gradescope_bundle), options)
    process.allow_interrupts()
    with contextlib.suppress(ValueError):  # SIGTERM ends a grading as Ctrl-C does: no program is left running
        signal.signal(signal.SIGTERM, _terminated)
    try:
        if not options.cmd and not options.folder and not options.submission:
            return stylecheck.run(options)
        if options.style_check:  # behaviour and style in one run
            return max(grade_one(options, points), stylecheck.run(options))
        if options.folder or options.submission:
            from shared_tests import classroom

            if options.submission:
                return classroom.grade_submission(Path(options.submission), options, points)
            return classroom.grade_class(Path(options.folder), options, points)
        return grade_one(options, points)
    except KeyboardInterrupt as stop:
        process.stop_all()
        print(f"\ngrade: {'terminated' if isinstance(stop, Terminated) else 'interrupted'}", file=sys.stderr)
        return 143 if isinstance(stop, Terminated) else 130


class Terminated(KeyboardInterrupt):
    """SIGTERM, raised in the main thread."""


def _terminated(number, frame) -> None:
    raise Terminated()


def grade_one(options, points: dict[str, float]) -> int:
    try:
        argv = shlex.split(options.cmd)
    except ValueError as error:
        print(f"grade: cannot read the command: {error}", file=sys.stderr)
        return 2
    notes: list[str] = []
    if options.sandbox:
        argv = sandboxed(argv, options, notes)
        if isinstance(argv, str):
            print(f"grade: {argv}", file=sys.stderr)
            return 2
    problem = preflight(argv, options.deadline, notes)
    if problem:
        grade = Grade(options.cmd, [], points, 0.0, problem, notes)
    elif options.case:
        return show_cases(argv, options, points)
    else:
        scheduler = Scheduler(options.jobs, options.deadline, progress_bar())
        grade = scheduler.grade(options.cmd, argv, frozenset(options.carries), points, options.exercise)()
        grade.notes = notes
        scheduler.close()
    configure(grade, options)
    sys.stdout.write(text_report(grade, options.level))
    if options.json:
        Path(options.json).write_text(json.dumps(gradescope(grade), indent=2) + "\n", encoding="utf-8")
    if options.markdown:
        Path(options.markdown).write_text(markdown(grade), encoding="utf-8")
    return passed(grade, options)


def show_cases(argv: list[str], options, points: dict[str, float]) -> int:
    """The cases whose name contains NAME, each with every failing check: the whole frame as the transcript has
    it, then each rule's part."""
    chosen = [
        case
        for case in cases(frozenset(options.carries), tuple(options.exercise))
        if options.case in case.name and case is not FIRST_FRAME
    ]
    if not chosen:
        print(f"grade: no case's name contains {options.case!r}", file=sys.stderr)
        return 2
    scheduler = Scheduler(options.jobs, options.deadline)
    carries, tasks = frozenset(options.carries), options.exercise
    grade = scheduler.grade(options.cmd, argv, carries, points, tasks, only=lambda c: c in chosen)()
    scheduler.close()
    for case, verdict in grade.verdicts:
        if case is FIRST_FRAME:
            continue
        failing = [part for part in grade.observations if part.case == case.name and not part.ok]
        print(f"{'PASS' if not failing else 'FAIL'} {describe(case)}  ({', '.join(case.rules)})")
        for check in verdict.failures:
            print(f"  {check.name}:")
            print("\n".join("    " + line for line in fold(check.explanation.splitlines())))
        for part in failing:
            print(f"  {part.rule} {part.what}{', ' + part.where if part.where else ''}: {part.words}")
    return 0 if all(grade.case_passes(case.name) for case in chosen) else 1


if __name__ == "__main__":
    sys.exit(main())
