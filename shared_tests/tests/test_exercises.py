"""The exercises (EXERCISES.md, shared_tests/exercises.py): they ask for something new, and their solutions work.

* Every unchanged style fails every exercise: it runs the transcript named after the exercise, which shows the
  exercise's main rule, and must not pass it.
* Every solution patch applies to a fresh copy of its style; the patched copy passes its exercise's
  transcripts and still keeps its chapter's constraints (shared_tests/stylecheck/rules) and the house rules. In a
  run of the whole suite it passes a sample of the core transcripts too, the two that cite most rules of each
  section of SPEC.md (an extension must not break the game; a student's check, `pytest --style S --exercise
  NAME`, runs every core transcript); `--style S` runs S's solutions without them, which is what keeps
  `pytest --style S` quick.
* With --exercise (a student's style changed to solve one), none of this runs: the styles are no longer the
  unchanged base the patches and the first check are about; nor with --cmd, which tests another program.
"""

from __future__ import annotations

import atexit
import functools
import io
import shutil
import tempfile
from contextlib import redirect_stdout
from dataclasses import dataclass
from pathlib import Path

import pytest

from shared_tests import exercises
from shared_tests.harness.runs import Job
from shared_tests.harness.targets import Target, discover_styles, style_target
from shared_tests.harness.transcript import discover
from shared_tests.harness.verdict import Verdict
from shared_tests.plugin import report
from shared_tests.stylecheck import rules
from shared_tests.stylecheck.load import load
from shared_tests.tests.repository_rules import Style, every_style_rules, rule_name
from styles import catalogue

CORE = [t for t in discover() if not t.styles]
PER_SECTION = 2  # core transcripts per section of SPEC.md that every solution also passes in a whole-suite run


def _core_sample() -> list:
    """For each section R1..R10 of SPEC.md, the PER_SECTION core transcripts that cite most of its rules: a solution
    that broke the game somewhere would fail one of them, at an eighth of the runs of the whole core."""
    sections = sorted({rule.split(".")[0] for t in CORE for rule in t.rules if rule.startswith("R")})
    chosen: dict[str, object] = {}
    for section in sections:
        citing = [t for t in CORE if any(rule.split(".")[0] == section for rule in t.rules)]
        for t in sorted(citing, key=lambda t: (-len(t.rules), t.name))[:PER_SECTION]:
            chosen[t.name] = t
    return sorted(chosen.values(), key=lambda t: t.name)


CORE_SAMPLE = _core_sample()
MINIMUM_SOLUTIONS = 4  # per exercise, each in a style of another part of the book
PART_OF = {style: catalogue.get(style).part for style in discover_styles()}


@dataclass
class Prepared:
    """A solution's patched copy, or why there is none."""

    solution: exercises.Solution
    folder: Path | None = None
    how: str = ""
    problem: str = ""
    tool_missing: bool = False

    @property
    def target(self) -> Target:
        return Target(self.solution.name, exercises.command(self.folder))


@functools.cache
def scratch() -> Path:
    folder = Path(tempfile.mkdtemp(prefix="minesweeper-solutions-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder


@functools.cache
def prepared(solution: exercises.Solution) -> Prepared:
    """The solution's style copied and patched, once per session (the jobs run from it)."""
    folder = scratch() / solution.exercise
    folder.mkdir(exist_ok=True)
    try:
        patched, how = exercises.patched_copy(solution, folder)
    except exercises.NoPatchTool as error:
        return Prepared(solution, problem=str(error), tool_missing=True)
    except exercises.PatchError as error:
        return Prepared(solution, problem=str(error))
    return Prepared(solution, patched, how)


def _skipped(names: str, reason: str) -> list:
    return [pytest.param(*[None] * len(names.split(",")), marks=pytest.mark.skip(reason=reason), id="skipped")]


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    config, test = metafunc.config, metafunc.function.__name__
    if test not in ("test_unchanged_style_fails_the_exercise", "test_solution_keeps_its_chapter", "test_solution"):
        return
    names = "style, job" if "job" in metafunc.fixturenames else "style, solution"
    if config.getoption("exercise") or config.getoption("cmd"):
        reason = "--exercise: the styles may hold a student's solution, so they are no unchanged base"
        reason = "--cmd: these tests are about the repository's styles" if config.getoption("cmd") else reason
        return metafunc.parametrize(names, _skipped(names, reason))
    chosen = config.getoption("style") or discover_styles()
    if test == "test_unchanged_style_fails_the_exercise":
        cases = [(style, Job(style_target(style), exercises.signature(name))) for style in chosen
                 for name in exercises.names()]  # fmt: skip
        return metafunc.parametrize(names, cases, ids=[job.name for _, job in cases])
    solutions = [s for s in exercises.solutions() if s.style in chosen]
    if test == "test_solution_keeps_its_chapter":
        return metafunc.parametrize(names, [(s.style, s) for s in solutions], ids=[s.name for s in solutions])
    core = [] if config.getoption("style") else CORE_SAMPLE  # the whole suite only: see the module's docstring
    cases = []
    for solution in solutions:
        copy = prepared(solution)
        if copy.folder is not None:
            cases += [(solution.style, Job(copy.target, t)) for t in [*exercises.transcripts(solution.exercise), *core]]
    metafunc.parametrize(names, cases or _skipped(names, "no solution could be patched"),
                         ids=[job.name for _, job in cases] or None)  # fmt: skip


@pytest.mark.style  # a check of one style (its solutions): its tox environment runs it
def test_unchanged_style_fails_the_exercise(style: str, verdict: Verdict) -> None:
    assert not verdict.ok, (
        f"the unchanged {style} passes {verdict.subject}: the exercise asks for nothing new "
        f"(or styles/{style} holds a solution)"
    )


@pytest.mark.style  # a check of one style (its solutions): its tox environment runs it
def test_solution_keeps_its_chapter(style: str, solution: exercises.Solution) -> None:
    """The patch applies, and the patched copy keeps every constraint of its chapter and the house rules (a solution
    keeps the style)."""
    copy = prepared(solution)
    if copy.tool_missing:
        pytest.skip(copy.problem)
    assert copy.folder is not None, copy.problem
    exemptions, program = rules.exemptions(), load(copy.folder)
    problems = [
        f"{constraint.name}: {finding.where()} {finding.message}"
        for constraint in rules.constraints(style)
        if (style, constraint.name) not in exemptions and not constraint.runs_program
        for finding in constraint(program)
    ]
    problems += [
        f"{rule_name(rule)}: {problem}"
        for rule in every_style_rules(list(catalogue.get(style).extras))
        for problem in rule(Style.load(copy.folder))
    ]
    assert problems == [], "\n".join([f"{solution.name} breaks its chapter's rules:", *problems])


@pytest.mark.style  # a check of one style (its solutions): its tox environment runs it
def test_solution(style: str, verdict: Verdict, subtests, request: pytest.FixtureRequest) -> None:
    """A patched copy against one of its exercise's transcripts, or a core one."""
    report(verdict, subtests, request.config)


# ---------------------------------------------------------------------------------------------- the exercises
def test_every_exercise_has_its_signature_transcript() -> None:
    assert [name for name in exercises.names() if exercises.signature(name) is None] == []


def test_enough_exercises_and_solutions() -> None:
    """At least eight exercises, each with solutions in at least four styles from four parts of the book."""
    assert len(exercises.names()) >= 8
    for name in exercises.names():
        styles = [s.style for s in exercises.solutions(name)]
        parts = {PART_OF.get(style) for style in styles}
        assert len(styles) >= MINIMUM_SOLUTIONS and len(parts) >= MINIMUM_SOLUTIONS, (name, styles)


def test_solutions_name_real_styles() -> None:
    assert [s.name for s in exercises.solutions() if s.style not in discover_styles()] == []


def test_every_chapter_points_at_its_exercises() -> None:
    """Every style's README ends with an "Exercises" section that names one of the repository's exercises."""
    wrong = []
    for style in discover_styles():
        last = (exercises.STYLES / style / "README.md").read_text(encoding="utf-8").rsplit("\n## ", 1)[-1]
        if not last.startswith("Exercises\n") or not any(f"`{name}`" in last for name in exercises.names()):
            wrong.append(style)
    assert wrong == []


# ---------------------------------------------------------------------------------------------- the tools
PATCH = """\
diff --git a/styles/x/game.py b/styles/x/game.py
--- a/styles/x/game.py
+++ b/styles/x/game.py
@@ -1,4 +1,5 @@
 SCHEMA = '''
--- the board file
+-- the board file, as loaded
+CREATE TABLE moves (n INTEGER);
 '''

@@ -9,2 +10,1 @@
-old = 1
-
+new = 2
"""


def test_patch_stats_count_lines_hunk_by_hunk() -> None:
    """A removed SQL comment reads `--- ...` in a patch: it is a line, not a header; blank lines do not count."""
    assert exercises.patch_stats(PATCH) == exercises.Stats(added=3, removed=2, files=1)


def test_patch_stats_count_lines_indented_anew_as_moved() -> None:
    """An `if` put around old code removes and adds its lines again: they count as moved."""
    patch = "+++ b/x.py\n@@ -1,2 +1,3 @@\n-a = 1\n-b = 2\n+if c:\n+    a = 1\n+    b = 3\n"
    assert exercises.patch_stats(patch) == exercises.Stats(added=3, removed=2, files=1, moved=1)


def test_diff_then_apply_is_the_change(tmp_path: Path) -> None:
    changed = exercises.copy_style("monolith", tmp_path / "changed")
    (changed / "__main__.py").write_text(
        (changed / "__main__.py").read_text(encoding="utf-8").replace("You Won!", "You won!"), encoding="utf-8"
    )
    (changed / "extra.py").write_text('"""A new module."""\n', encoding="utf-8")
    patch = tmp_path / "change.patch"
    patch.write_text(exercises.diff("monolith", changed), encoding="utf-8")
    assert exercises.patch_stats(patch.read_text(encoding="utf-8")) == exercises.Stats(2, 1, 2)
    fresh = exercises.copy_style("monolith", tmp_path / "fresh")
    try:
        exercises.apply_patch(patch, fresh)
    except exercises.NoPatchTool as error:
        pytest.skip(str(error))
    assert exercises.diff("monolith", changed, base=fresh) == ""


def _commented_copy(folder: Path, inside: bool) -> Path:
    """A copy of the monolith with comment lines added around section 6 (a place the chording patch changes):
    only moving the patch's context, or also `inside` the lines it changes."""
    base = exercises.copy_style("monolith", folder)
    lines = (base / "__main__.py").read_text(encoding="utf-8").splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if "# ---- 6. Apply the move" in line)
    if inside:
        lines[at + 2 : at + 2] = ["    # a revealed mine ends the game\n"]  # between two lines the patch changes
    lines[at - 2 : at - 2] = ["    # a flag toggles\n", "    # (R8.6)\n"]  # two lines above the first change
    (base / "__main__.py").write_text("".join(lines), encoding="utf-8")
    return base


def _apply_or_skip(patch: Path, folder: Path) -> str:
    try:
        return exercises.apply_patch(patch, folder)
    except exercises.NoPatchTool as error:
        pytest.skip(str(error))


def test_a_patch_that_no_longer_fits_its_style_fails_and_says_how_to_bring_it_on(tmp_path: Path) -> None:
    """A patch applies exactly or not at all: comment lines added since it was made stop it, with the way out."""
    base = _commented_copy(tmp_path, inside=False)
    before = (base / "__main__.py").read_text(encoding="utf-8")
    with pytest.raises(exercises.PatchError, match="refresh") as raised:
        _apply_or_skip(exercises.Solution("chording", "monolith").path, base)
    assert not isinstance(raised.value, exercises.NoPatchTool)
    assert (base / "__main__.py").read_text(encoding="utf-8") == before  # no hunk landed anywhere


def _merge_or_skip(patch: Path, target: Path) -> list[str]:
    original = (exercises.STYLES / "monolith" / "__main__.py").read_bytes()
    assert exercises.bases(patch)["__main__.py"] == exercises.blob(original)  # the patch names the file it fits
    try:
        return exercises.merge_onto(patch, {"__main__.py": original}, target)
    except exercises.NoPatchTool as error:
        pytest.skip(str(error))


def test_refresh_merges_a_patch_onto_a_style_whose_comments_moved(tmp_path: Path) -> None:
    """Comments outside the changed lines: the three-way merge keeps both, and the patch written again from the
    result applies exactly to the commented style."""
    marked = _commented_copy(tmp_path / "marked", inside=False)
    merged = exercises.copy_style("monolith", tmp_path / "merged")
    (merged / "__main__.py").write_bytes((marked / "__main__.py").read_bytes())
    patch = exercises.Solution("chording", "monolith").path
    assert _merge_or_skip(patch, merged) == []
    text = (merged / "__main__.py").read_text(encoding="utf-8")
    assert 'b"C"' in text and "# a flag toggles" in text
    again = tmp_path / "again.patch"
    again.write_text(exercises.diff("monolith", merged, base=marked), encoding="utf-8")
    assert exercises.apply_patch(again, marked) == "git apply"
    assert (marked / "__main__.py").read_text(encoding="utf-8") == text


def test_refresh_leaves_a_comment_among_the_changed_lines_to_a_person(tmp_path: Path) -> None:
    """A comment between two lines the patch changes is a conflict: named, and marked in the file, not guessed."""
    merged = _commented_copy(tmp_path, inside=True)
    conflicts = _merge_or_skip(exercises.Solution("chording", "monolith").path, merged)
    assert conflicts and conflicts[0].startswith("__main__.py (")
    assert "<<<<<<< " in (merged / "__main__.py").read_text(encoding="utf-8")


def test_regenerate_refuses_a_copy_older_than_its_style(tmp_path: Path) -> None:
    """A full copy made before its style changed elsewhere would undo that change: it is refused, not written."""
    copy = exercises.copy_style("monolith", tmp_path / "undo")
    _apply_or_skip(exercises.Solution("undo", "monolith").path, copy)
    (copy / "README.md").write_text("# monolith, as it was\n", encoding="utf-8")
    before = exercises.Solution("undo", "monolith").path.read_text(encoding="utf-8")
    written, refused = exercises.regenerate(tmp_path)
    assert written == [] and len(refused) == 1 and "run refresh --copies first" in refused[0]
    assert exercises.Solution("undo", "monolith").path.read_text(encoding="utf-8") == before


def test_a_patch_that_does_not_fit_says_so(tmp_path: Path) -> None:
    base = exercises.copy_style("monolith", tmp_path)
    (base / "__main__.py").write_text("print('a different program')\n", encoding="utf-8")
    try:
        exercises.apply_patch(exercises.Solution("chording", "monolith").path, base)
    except exercises.NoPatchTool as error:
        pytest.skip(str(error))
    except exercises.PatchError as error:
        assert "does not apply to styles/monolith" in str(error)
    else:
        pytest.fail("a patch applied to a file it does not fit")


def test_compare_prints_the_changeability_table() -> None:
    from styles.__main__ import main

    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["compare", "--exercise", "chording"]) == 0
    text = out.getvalue()
    assert text.startswith("E2 Chording (--exercise chording)")
    for solution in exercises.solutions("chording"):
        stats = solution.stats()
        row = next(line for line in text.splitlines() if f" {solution.style} " in line)
        assert row.split()[3:5] == [str(stats.added), str(stats.removed)], row
    out = io.StringIO()
    with redirect_stdout(out):
        assert exercises.compare(["--exercise", "all"]) == 0
    assert all(name in out.getvalue().splitlines()[0] for name in exercises.names())


def test_grading_points_add_the_exercise_section() -> None:
    assert exercises.points(["chording"], {"R2": 10.0}) == {"R2": 10.0, "E2": exercises.POINTS}
    assert exercises.points(["chording"], {"E2": 5.0}) == {"E2": 5.0}
