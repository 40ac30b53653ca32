"""The exercises of EXERCISES.md: their transcripts, their solutions, and how much each solution changed.

    python -m styles compare --exercise chording        per style: lines added and removed, files touched
    python -m styles compare --exercise all             every exercise, a column each
    python -m shared_tests.exercises refresh [--copies DIR]   bring every patch onto the styles as they are
    python -m shared_tests.exercises regenerate DIR     rewrite the patches from full copies DIR/NAME/STYLE/
    python -m shared_tests.exercises apply NAME STYLE DIR   a copy of styles/STYLE with NAME's solution: DIR/STYLE

An exercise is a folder fixtures/exercises/NAME/ of transcripts that cite the rules of one section of
EXERCISES.md (E1, E2 ...); its solutions, a patch per style that solves it, are the teachers' and live apart, in
teachers/solutions/NAME/, so that what students are handed (fixtures/) holds none. The transcript named after the
exercise (chording/chording.transcript) shows its main rule: no unchanged style may pass it.

A solution is kept as a patch against the unchanged style, so that the styles stay what a student starts
from, and so that its size is the measure of the exercise in that style. `patched_copy` applies one to a copy
of its style exactly (`git apply`, or `patch` without fuzz where git is missing): a patch that does not fit the
style as it is fails, rather than land a hunk in the wrong place. Each patch records, as git's `index` lines
do, the blob of every file it was written against; when a style has changed since (comment lines added, say),
`refresh` brings the patch onto it by a three-way merge of each file (`git merge-file`: base = that blob from
the repository, ours = the style now, theirs = the solved file) and leaves any conflict to be resolved by hand
in the copies it writes. `command` runs a copy as `python -m styles.STYLE` runs the original.
"""

from __future__ import annotations

import argparse
import difflib
import functools
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from shared_tests.harness import spec
from shared_tests.harness.transcript import EXERCISES, FIXTURES, Transcript, discover

ROOT = FIXTURES.parent
STYLES = ROOT / "styles"
SOLUTIONS = ROOT / "teachers" / "solutions"  # NAME/STYLE.patch: outside fixtures/, which students get
POINTS = 50.0  # the grader: an exercise's section beside the core's 100 points, unless --points says otherwise
TOOL_DEADLINE = 60.0  # seconds git apply or patch may take on one small patch
STRIP = 3  # a patch names a/styles/STYLE/FILE: applied inside the style's folder, three components go


# ---------------------------------------------------------------------------------------------- exercises
def names() -> list[str]:
    """Every exercise, by folder name, in the order of EXERCISES.md (E1, E2 ...)."""
    if not EXERCISES.is_dir():
        return []
    found = [p.name for p in EXERCISES.iterdir() if p.is_dir() and any(p.glob("*.transcript"))]
    return sorted(found, key=lambda name: (int(section(name)[1:] or 0) if section(name) else 999, name))


@functools.cache
def transcripts(name: str) -> tuple[Transcript, ...]:
    return tuple(discover(EXERCISES / name))


def chosen(exercises: list[str]) -> list[Transcript]:
    """The transcripts of the exercises named (for --exercise)."""
    return [t for name in exercises for t in transcripts(name)]


def unknown(exercises: list[str]) -> str | None:
    """A usage message for names that are no exercise, else None."""
    wrong = [name for name in exercises if name not in names()]
    return f"unknown exercise(s) {', '.join(wrong)}; known: {', '.join(names())}" if wrong else None


def section(name: str) -> str:
    """The section of EXERCISES.md the exercise's transcripts cite (E2), or "" when they cite none."""
    found = sorted({spec.section(rule) for t in transcripts(name) for rule in t.rules if rule.startswith("E")})
    return found[0] if found else ""


def title(name: str) -> str:
    return spec.sections().get(section(name), name)


def signature(name: str) -> Transcript | None:
    """The transcript named after the exercise: its main rule, which no unchanged style passes."""
    return next((t for t in transcripts(name) if t.path is not None and t.path.stem == name), None)


def is_exercise(case: object) -> bool:
    return isinstance(case, Transcript) and case.path is not None and EXERCISES in case.path.parents


def points(exercises: list[str], base: dict[str, float]) -> dict[str, float]:
    """The grader's points with the sections of these exercises added (POINTS each, unless `base` names them)."""
    return base | {section(name): base.get(section(name), POINTS) for name in exercises}


# ---------------------------------------------------------------------------------------------- solutions
@dataclass(frozen=True)
class Stats:
    added: int
    removed: int
    files: int
    moved: int = 0  # of the added lines, how many only moved or changed their indentation within their hunk


@dataclass(frozen=True)
class Solution:
    exercise: str
    style: str

    @property
    def name(self) -> str:
        return f"{self.style}+{self.exercise}"

    @property
    def path(self) -> Path:
        return SOLUTIONS / self.exercise / f"{self.style}.patch"

    def stats(self) -> Stats:
        return patch_stats(self.path.read_text(encoding="utf-8"))


def solutions(exercise: str | None = None) -> list[Solution]:
    """Every solution (of one exercise), in exercise order, then in the book's chapter order."""
    from styles import catalogue

    order = {name: number for number, name in enumerate(catalogue.names())}
    found = []
    for name in [exercise] if exercise else names():
        folder = SOLUTIONS / name
        styles = [p.stem for p in folder.glob("*.patch")] if folder.is_dir() else []
        found += [Solution(name, style) for style in sorted(styles, key=lambda s: (order.get(s, 99), s))]
    return found


def patch_stats(text: str) -> Stats:
    """Non-blank lines added and removed, and files touched, counted hunk by hunk (so that a removed SQL comment,
    which reads `--- ...` in a patch, is not taken for a file header); and how many of the added lines are a
    removed line of the same hunk again, only moved or indented anew (an `if` put around old code)."""
    added = removed = moved = 0
    files: set[str] = set()
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if line.startswith("+++ "):
            files.add(line[4:])
        elif line.startswith("@@ "):
            old, new = (_count(part) for part in line.split(" ")[1:3])
            gone, came = Counter(), Counter()
            while (old > 0 or new > 0) and i < len(lines):
                kind, content = lines[i][:1], lines[i][1:].strip()
                (gone if kind == "-" else came if kind == "+" else Counter())[content] += bool(content)
                old -= kind in ("-", " ", "")
                new -= kind in ("+", " ", "")
                i += 1
            added, removed = added + came.total(), removed + gone.total()
            moved += (gone & came).total()
    return Stats(added, removed, len(files), moved)


def _count(part: str) -> int:
    """The line count of a hunk range (`-12,5` -> 5, `+3` -> 1)."""
    return int(part.split(",")[1]) if "," in part else 1


class PatchError(Exception):
    """A patch that does not apply; its message says why, in the tool's own words."""


class NoPatchTool(PatchError):
    """Neither git nor patch is installed."""


def _named(path: Path) -> str:
    """A path as a message names it: from the repository's top when it is inside."""
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def _tools(patch: Path) -> list[tuple[str, list[str], list[str] | None]]:
    """(how, command, dry run first) for the way to apply a patch exactly: git, else patch without fuzz."""
    git, tool = shutil.which("git"), shutil.which("patch")
    if git:
        return [("git apply", [git, "apply", f"-p{STRIP}", "--whitespace=nowarn", str(patch)], None)]
    if tool:
        command = [tool, f"-p{STRIP}", "--forward", "--fuzz=0", "--batch", "--no-backup-if-mismatch", "-i", str(patch)]
        return [("patch", [*command, "--reject-file=-"], [*command, "--dry-run"])]
    return []


def _run_tool(patch: Path, folder: Path) -> tuple[str | None, str]:
    """Apply the patch in `folder` exactly: (how, "") or (None, why not, in the tool's words)."""
    env = dict(os.environ, GIT_CEILING_DIRECTORIES=str(folder.parent), LC_ALL="C")  # no repository around it
    for how, command, dry_run in _tools(patch):
        for step in filter(None, [dry_run, command]):
            try:
                done = subprocess.run(step, cwd=folder, env=env, capture_output=True, timeout=TOOL_DEADLINE)
            except subprocess.TimeoutExpired:
                return None, f"{how}: no answer within {TOOL_DEADLINE:g} s"
            if done.returncode != 0:
                lines = (done.stderr or done.stdout).decode("utf-8", "replace").strip().splitlines() or ["failed"]
                return None, f"{how}: {next((x for x in lines if 'FAIL' in x or 'error' in x), lines[0])}"
        return how, ""
    return None, "no tool"


def apply_patch(patch: Path, folder: Path) -> str:
    """Apply `patch` exactly to the style folder `folder`; returns how. Raises PatchError when it does not fit
    (NoPatchTool when neither git nor patch is installed)."""
    if not _tools(patch):
        raise NoPatchTool("neither git nor patch is installed (apt-get install git)")
    how, problem = _run_tool(patch, folder)
    if how is None:
        raise PatchError(
            f"{_named(patch)} does not apply to styles/{folder.name} as it is now ({problem}); the style "
            "changed since the patch was written: `python -m shared_tests.exercises refresh --copies DIR` merges "
            "it onto the style"
        )
    return how


def blob(data: bytes) -> str:
    """The id git gives a file of these bytes (`git hash-object`): how a patch names the file it was made from."""
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


NO_BLOB = "0" * 40  # the other side of a file a patch adds or deletes
INDEX = re.compile(r"^diff --git a/(?P<path>\S+) .*\n(?:\S.* mode \d+\n)?index (?P<base>[0-9a-f]+)\.\.", re.M)


def bases(patch: Path) -> dict[str, str]:
    """File (relative to the style's folder) -> the blob id of the file the patch was written against, as its
    `index` lines record it (NO_BLOB for a file it adds). Raises PatchError for a patch without them."""
    text = patch.read_text(encoding="utf-8")
    found = {m["path"].split("/", 2)[2]: m["base"] for m in INDEX.finditer(text)}
    if not found or len(found) != text.count("diff --git "):
        raise PatchError(f"{_named(patch)} does not record the files it was written against: write it again")
    return found


def merged_copy(solution: Solution, folder: Path) -> tuple[Path, list[str]]:
    """The solution brought onto its style as it is now, in folder/STYLE, by `merge_onto`, with the files the
    patch was written against read from the repository. Returns (the copy, the files left with conflicts).
    Raises PatchError when one of them is not in the repository, NoPatchTool without git."""
    git = shutil.which("git")
    if git is None:
        raise NoPatchTool("git is not installed (apt-get install git)")
    found = {}
    for name, blob_id in bases(solution.path).items():
        if blob_id.strip("0"):
            done = subprocess.run([git, "cat-file", "blob", blob_id], cwd=ROOT, capture_output=True,
                                  timeout=TOOL_DEADLINE)  # fmt: skip
            if done.returncode != 0:
                raise PatchError(f"{solution.name}: {name} as the patch found it ({blob_id[:12]}) is not in the "
                                 "repository: write the patch again from a full copy (regenerate)")  # fmt: skip
            found[name] = done.stdout
    target = copy_style(solution.style, folder)
    return target, merge_onto(solution.path, found, target)


def merge_onto(patch: Path, originals: dict[str, bytes], target: Path) -> list[str]:
    """Bring the patch onto the style folder `target` as it is now: each file the patch changes becomes the
    three-way merge (`git merge-file`) of the file in `target` (ours) and the patched file (theirs) from the file
    the patch was written against (`originals`, by name; a file missing there is one the patch adds). Returns
    the files left with conflict markers, to be resolved by hand. Raises NoPatchTool without git."""
    git = shutil.which("git")
    if git is None:
        raise NoPatchTool("git is not installed (apt-get install git)")
    conflicts = []
    with tempfile.TemporaryDirectory(prefix="minesweeper-merge-") as scratch:
        base, theirs = Path(scratch) / "base", Path(scratch) / target.name
        theirs.mkdir(parents=True)
        for name, data in originals.items():
            for side in (base, theirs):
                (side / name).parent.mkdir(parents=True, exist_ok=True)
                (side / name).write_bytes(data)
        apply_patch(patch, theirs)
        for name in bases(patch):
            ours, solved = target / name, theirs / name
            if not solved.is_file():  # the solution deletes the file
                ours.unlink(missing_ok=True)
            elif name not in originals or not ours.is_file():  # a file the solution adds (or the style lost)
                ours.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(solved, ours)
            else:
                labels = ["-L", f"{target.name}/{name} now", "-L", "as the patch found it", "-L", "solved"]
                done = subprocess.run([git, "merge-file", *labels, str(ours), str(base / name), str(solved)],
                                      capture_output=True, timeout=TOOL_DEADLINE)  # fmt: skip
                if not 0 <= done.returncode <= 127:
                    raise PatchError(f"git merge-file could not merge {name}: {done.stderr.decode().strip()}")
                if done.returncode:
                    conflicts.append(f"{name} ({done.returncode} conflict{'s' * (done.returncode > 1)})")
    return conflicts


def copy_style(style: str, folder: Path) -> Path:
    """A copy of styles/STYLE as folder/STYLE, without compiled files."""
    target = folder / style
    shutil.copytree(STYLES / style, target, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    return target


def patched_copy(solution: Solution, folder: Path) -> tuple[Path, str]:
    """The solution's style, copied into `folder` and patched: (its folder, how the patch applied)."""
    target = copy_style(solution.style, folder)
    return target, apply_patch(solution.path, target)


LAUNCH = (
    "import os, runpy, sys; folder = sys.argv.pop(1); sys.path.insert(0, os.path.dirname(folder)); "
    "runpy.run_module(os.path.basename(folder), run_name='__main__', alter_sys=True)"
)


def command(style_folder: Path) -> tuple[str, ...]:
    """The command line that runs a style's folder anywhere, as `python -m` runs a package."""
    return (sys.executable, "-c", LAUNCH, str(style_folder))


# ---------------------------------------------------------------------------------------------- making patches
def _files(folder: Path) -> set[str]:
    if not folder.is_dir():
        return set()
    return {
        p.relative_to(folder).as_posix()
        for p in folder.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"
    }


def diff(style: str, changed: Path, base: Path | None = None) -> str:
    """The patch that turns styles/STYLE (or `base`) into `changed`, a full copy of it: paths and `index` lines
    (the blob of each file before and after) as git writes them, so that `git apply` applies it from the
    repository's top too, and `merged_copy` finds the file it was made from."""
    base = base or STYLES / style
    out = []
    for name in sorted(_files(base) | _files(changed)):
        old, new = base / name, changed / name
        before = old.read_text(encoding="utf-8").splitlines(keepends=True) if old.is_file() else []
        after = new.read_text(encoding="utf-8").splitlines(keepends=True) if new.is_file() else []
        if before == after:
            continue
        path = f"styles/{style}/{name}"
        out.append(f"diff --git a/{path} b/{path}\n")
        if not old.is_file():
            out.append("new file mode 100644\n")
        elif not new.is_file():
            out.append("deleted file mode 100644\n")
        ids = [blob(file.read_bytes()) if file.is_file() else NO_BLOB for file in (old, new)]
        out.append(f"index {ids[0]}..{ids[1]}" + (" 100644\n" if old.is_file() and new.is_file() else "\n"))
        source = f"a/{path}" if old.is_file() else "/dev/null"
        target = f"b/{path}" if new.is_file() else "/dev/null"
        out += unified_diff(before, after, source, target)
    return "".join(out)


def unified_diff(before: list[str], after: list[str], source: str, target: str, context: int = 3) -> list[str]:
    """difflib.unified_diff without difflib's junk heuristic, which in a file of 200 lines or more never matches a
    line that is frequent there (a blank line, `return`): a patch would remove and add again lines nobody
    changed, and the changeability tables would count them."""
    groups = list(difflib.SequenceMatcher(None, before, after, autojunk=False).get_grouped_opcodes(context))
    out = [f"--- {source}\n", f"+++ {target}\n"] if groups else []
    for group in groups:
        (_, first_old, _, first_new, _), (_, _, last_old, _, last_new) = group[0], group[-1]
        out.append(f"@@ -{_range(first_old, last_old)} +{_range(first_new, last_new)} @@\n")
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                out += [" " + line for line in before[i1:i2]]
            else:
                out += ["-" + line for line in before[i1:i2]] + ["+" + line for line in after[j1:j2]]
    return out


def _range(start: int, stop: int) -> str:
    """A hunk's range as unified diffs write it: `5` for one line, `5,3`, `4,0` for none after line 4."""
    length = stop - start
    return f"{start + 1}" if length == 1 else f"{start + (length > 0)},{length}"


def regenerate(copies: Path) -> tuple[list[Path], list[str]]:
    """Write every solution patch from the full copies copies/NAME/STYLE/: (the patches written, the copies
    refused). A copy is refused when it differs from the style in a file its patch so far does not touch: it was
    made from an older styles/STYLE, and a patch from it would undo what changed since (`refresh --copies`
    brings the copies up to date first)."""
    written, refused = [], []
    for name in names():
        for folder in sorted((copies / name).iterdir()) if (copies / name).is_dir() else []:
            if not (STYLES / folder.name).is_dir():
                continue
            patch = Solution(name, folder.name).path
            text = diff(folder.name, folder)
            if not text:
                continue
            if patch.is_file():
                before = _touched(patch.read_text(encoding="utf-8"))
                stale = sorted(_touched(text) - before)
                if stale:
                    refused.append(f"{name}/{folder.name}: {', '.join(stale)} differ(s) from the style and the patch "
                                   f"does not touch it: the copy is older than styles/{folder.name}; run refresh "
                                   "--copies first")  # fmt: skip
                    continue
            patch.parent.mkdir(parents=True, exist_ok=True)
            patch.write_text(text, encoding="utf-8")
            written.append(patch)
    return written, refused


def _touched(text: str) -> set[str]:
    return {line[6:] for line in text.splitlines() if line.startswith("+++ b/")}


def _solved_copy(solution: Solution, folder: Path) -> tuple[Path, str, list[str]]:
    """The solution's style patched exactly, or else merged onto the style: (the copy, how, the conflicts)."""
    try:
        return (*patched_copy(solution, folder), [])
    except PatchError as error:
        if isinstance(error, NoPatchTool):
            raise
        shutil.rmtree(folder / solution.style, ignore_errors=True)
        patched, conflicts = merged_copy(solution, folder)
        return patched, "a three-way merge onto the style as it is now", conflicts


def refresh(copies: Path | None = None) -> list[str]:
    """Write every patch again against its style as it is now: applied exactly, or else merged onto the style
    (`merged_copy`). With `copies`, each solved copy is written there too, as copies/NAME/STYLE/; a merge that
    leaves conflicts writes its copy there with the conflict markers in, and no patch: resolve them, then
    `regenerate` copies. Returns a line per solution."""
    report = []
    with tempfile.TemporaryDirectory(prefix="minesweeper-refresh-") as scratch:
        for solution in solutions():
            folder = Path(scratch) / solution.exercise
            folder.mkdir(exist_ok=True)
            try:
                patched, how, conflicts = _solved_copy(solution, folder)
            except PatchError as error:
                report.append(f"{solution.name}: {error}")
                continue
            if copies is not None:
                target = copies / solution.exercise / solution.style
                shutil.rmtree(target, ignore_errors=True)
                shutil.copytree(patched, target, ignore=shutil.ignore_patterns("__pycache__"))
            if conflicts:
                then = (f"resolve them in {copies / solution.exercise / solution.style}, then regenerate {copies}"
                        if copies is not None else "refresh --copies DIR writes the copy, with the conflicts marked, "
                        "to resolve them there, then regenerate DIR")  # fmt: skip
                report.append(f"{solution.name}: {how} left conflicts in {', '.join(conflicts)}: {then}")
                continue
            solution.path.write_text(diff(solution.style, patched), encoding="utf-8")
            report.append(f"{solution.name}: applied with {how}, written again")
    return report


# ---------------------------------------------------------------------------------------------- the tables
def table(name: str) -> str:
    """Per style: what its solution of the exercise added, removed and touched."""
    from styles import catalogue

    head = f"{section(name)} {title(name)} (--exercise {name}): each solution against the unchanged style"
    columns = f"{'lines':>5}  {'added':>5}  {'removed':>7}  {'moved':>5}  {'changed %':>9}  files"
    rows = [head, "", f" ch  {'style':<20} {columns}"]
    rows.append("-" * len(rows[-1]))
    for solution in solutions(name):
        style, stats = catalogue.get(solution.style), solution.stats()
        share = 100 * (stats.added + stats.removed) / max(style.lines, 1)
        rows.append(
            f"{style.chapter:>3}  {style.name:<20} {style.lines:>5}  {stats.added:>5}  {stats.removed:>7}  "
            f"{stats.moved:>5}  {share:>9.1f}  {stats.files:>5}"
        )
    rows.append(
        "lines: the style's non-blank lines; added, removed: non-blank lines changed; changed %: (added + removed)"
        " / lines;\nmoved: added lines that are removed ones again, only moved or indented anew; files: files touched"
    )
    return "\n".join(rows) + "\n"


def grid() -> tuple[list[str], list[str], dict[tuple[str, str], Stats]]:
    """(the exercises, the styles with a solution of one, in the catalogue's order, (exercise, style) -> Stats)."""
    from styles import catalogue

    found = {(s.exercise, s.style): s.stats() for s in solutions()}
    return names(), [s for s in catalogue.names() if any(style == s for _, style in found)], found


def matrix() -> str:
    """Every exercise against every style with a solution: +added/-removed lines (files touched)."""
    from styles import catalogue

    exercises, styles, found = grid()
    cells = {(name, style): _cell(found.get((name, style))) for name in exercises for style in styles}
    widths = [max(len(name), *(len(cells[name, style]) for style in styles)) + 2 for name in exercises]
    rows = [f" ch  {'style':<18}" + "".join(f"{name:>{w}}" for name, w in zip(exercises, widths, strict=True))]
    rows.append("-" * len(rows[0]))
    for style in styles:
        row = "".join(f"{cells[name, style]:>{w}}" for name, w in zip(exercises, widths, strict=True))
        rows.append(f"{catalogue.get(style).chapter:>3}  {style:<18}" + row)
    rows.append("cells: lines added/removed by the style's solution, (N) when it touches N files; blank: no solution")
    return "\n".join(rows) + "\n"


def _cell(stats: Stats | None) -> str:
    if stats is None:
        return ""
    return f"+{stats.added}/-{stats.removed}" + ("" if stats.files == 1 else f" ({stats.files})")


# ---------------------------------------------------------------------------------------------- main
def compare(argv: list[str]) -> int:
    """`python -m styles compare --exercise NAME` (the hook in styles/__main__.py calls this)."""
    parser = argparse.ArgumentParser(
        prog="python -m styles compare", description="What each style's solution of an exercise changed."
    )
    parser.add_argument("--exercise", required=True, choices=[*names(), "all"], metavar="NAME",
                        help=f"an exercise of EXERCISES.md ({', '.join(names())}), or all")  # fmt: skip
    options = parser.parse_args(argv)
    text = matrix() if options.exercise == "all" else table(options.exercise)
    try:
        sys.stdout.write(text)
    except BrokenPipeError:
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m shared_tests.exercises", description=__doc__.split("\n\n")[0],
        epilog=__doc__.split("\n\n", 1)[1], formatter_class=argparse.RawDescriptionHelpFormatter,
    )  # fmt: skip
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("list", help="the exercises, their sections, transcripts and solutions")
    show = commands.add_parser("compare", help="the changeability table of an exercise (or all)")
    show.add_argument("exercise", choices=[*names(), "all"])
    again = commands.add_parser("refresh", help="rewrite every patch against the styles as they are now")
    again.add_argument("--copies", metavar="DIR", help="also write the patched folders as DIR/NAME/STYLE/")
    make = commands.add_parser("regenerate", help="rewrite the patches from full copies DIR/NAME/STYLE/")
    make.add_argument("copies", metavar="DIR")
    apply = commands.add_parser("apply", help="write a patched copy of a style: DIR/STYLE")
    apply.add_argument("exercise", choices=names())
    apply.add_argument("style")
    apply.add_argument("folder", metavar="DIR")
    options = parser.parse_args(argv)
    if options.command == "list":
        for name in names():
            styles = ", ".join(s.style for s in solutions(name)) or "none"
            count = len(transcripts(name))
            print(f"{name:<16} {section(name):<4} {title(name)}: {count} transcripts; solutions: {styles}")
        return 0
    if options.command == "compare":
        return compare(["--exercise", options.exercise])
    if options.command == "refresh":
        copies = Path(options.copies) if options.copies else None
        print("\n".join(refresh(copies)))
        return 0
    if options.command == "regenerate":
        if not Path(options.copies).is_dir():
            parser.error(f"{options.copies}: no such folder")
        written, refused = regenerate(Path(options.copies))
        for patch in written:
            print(f"wrote {_named(patch)} ({patch_stats(patch.read_text(encoding='utf-8'))})")
        print("\n".join(f"refused {line}" for line in refused), file=sys.stderr)
        return 1 if refused else 0
    solution = Solution(options.exercise, options.style)
    if not solution.path.is_file():
        parser.error(f"{options.exercise} has no solution in {options.style}")
    folder = Path(options.folder)
    if (folder / options.style).exists():
        parser.error(f"{folder / options.style} exists already")
    folder.mkdir(parents=True, exist_ok=True)
    try:
        target, how = patched_copy(solution, folder)
    except PatchError as error:
        print(f"exercises: {error}", file=sys.stderr)
        return 1
    print(f"{target}: patched ({how}); play it with: cd {folder} && python3 -m {options.style} BOARD.cfg")
    return 0


if __name__ == "__main__":
    sys.exit(main())
