"""How often the style check is right, measured on programs we did not write and on one-change variants of ours.

    python -m shared_tests.stylecheck.measure --clones DIR [--language L] [--verbose] [--json FILE]

Two sources, per language (python, java, javascript):

* Public programs by other authors (the book's own, readers' ports): `corpus/public-LANG.toml` names each one by
  repository, commit and path (a file or a folder), the chapter it was written for, and our judgement against the
  chapter's README (faithful or not, and why). Their code never enters this repository: it is read at run time from
  a clone in DIR/OWNER+NAME (`git show COMMIT:PATH`, so any commit of the clone can be measured).
* Variants: `corpus/variants/LANG/STYLE.toml` describe one-change variants of a base program we own (a good
  sample of the rules, which work on our styles does not rewrite; a style of this repository may be a base too):
  each replaces a piece of the base's text (it must occur exactly once) and is labelled `break` (it breaks the
  named constraint) or `faithful` (it keeps the chapter, written in an unusual way).

Reported per language and chapter:
  own        faithful public programs of the chapter that its rules accept;
  neighbours faithful public programs of the chapter's neighbours (NEIGHBOURS, else the chapters just before and
             after) that the chapter's rules reject;
  breaks     break variants the check rejects (and, in --verbose, whether the named constraint is among the broken);
  faithful   faithful variants it accepts.
Programs judged not faithful are listed apart ("rejected" is then right). A chapter's house rules never decide,
and a bend the style's README declares does not count against a variant of our own style.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from shared_tests.stylecheck import check, rules
from shared_tests.stylecheck.load import LANGUAGES, CannotLoad
from styles import catalogue

HERE = Path(__file__).resolve().parent
CORPUS = HERE / "corpus"
ROOT = HERE.parents[1]  # the repository: variants' bases are named relative to it
EXTENSIONS = {ext for exts in LANGUAGES.values() for ext in exts}
GIT_DEADLINE = 60


@dataclass
class Public:
    """A public program and our judgement of it."""

    repo: str
    commit: str
    path: str
    style: str
    faithful: bool
    why: str = ""

    @property
    def label(self) -> str:
        return f"{self.repo}:{self.path}"


@dataclass
class Variant:
    """A one-change variant of a base program we own."""

    style: str
    name: str
    base: str
    label: str  # "break" or "faithful"
    constraint: str
    why: str
    changes: list[dict]


@dataclass
class Verdict:
    accepted: bool
    broken: list[str] = field(default_factory=list)  # the chapter's constraints found broken (undeclared)
    note: str = ""  # why it could not be checked, when it could not


@dataclass
class Row:
    """One chapter's counts in one language: [right, total] for each measure."""

    own: list[int] = field(default_factory=lambda: [0, 0])
    neighbours: list[int] = field(default_factory=lambda: [0, 0])
    breaks: list[int] = field(default_factory=lambda: [0, 0])
    faithful: list[int] = field(default_factory=lambda: [0, 0])
    unfaithful: list[int] = field(default_factory=lambda: [0, 0])  # public programs judged not faithful: rejected


# ---------------------------------------------------------------------------------------------- reading the corpus
def style_name(word: str) -> str:
    return catalogue.resolve_one(str(word)).name


def publics(language: str) -> list[Public]:
    path = CORPUS / f"public-{language}.toml"
    if not path.is_file():
        return []
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return [
        Public(p["repo"], p["commit"], p["path"], style_name(p["style"]), bool(p["faithful"]), p.get("why", ""))
        for p in data.get("program", [])
    ]


def variants(language: str) -> list[Variant]:
    found = []
    for path in sorted((CORPUS / "variants" / language).glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        style = style_name(data.get("style", path.stem))
        for v in data.get("variant", []):
            changes = v.get("change", [])
            changes = [changes] if isinstance(changes, dict) else changes
            found.append(
                Variant(style, v["name"], v.get("base", data.get("base", "")), v["label"], v.get("constraint", ""),
                        v.get("why", ""), changes)
            )  # fmt: skip
    return found


# ---------------------------------------------------------------------------------------------- materialising
def git(clone: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(["git", "-C", str(clone), *args], capture_output=True, timeout=GIT_DEADLINE, check=False)


def materialise(clones: Path, program: Public, into: Path) -> Path | str:
    """The public program as files under `into` (its path's last part kept); or why it cannot be."""
    clone = clones / program.repo.replace("/", "+")
    if not clone.is_dir():
        return f"no clone at {clone} (git clone https://github.com/{program.repo} {clone})"
    kind = git(clone, "cat-file", "-t", f"{program.commit}:{program.path}")
    if kind.returncode != 0:
        return f"{program.commit[:10]}:{program.path} is not in the clone (git -C {clone} fetch)"
    target = into / Path(program.path).name
    if kind.stdout.strip() == b"blob":
        shown = git(clone, "show", f"{program.commit}:{program.path}")
        target.write_bytes(shown.stdout)
        return target
    listing = git(clone, "ls-tree", "-r", "--name-only", program.commit, "--", program.path.rstrip("/") + "/")
    for name in listing.stdout.decode("utf-8", "replace").splitlines():
        if Path(name).suffix not in EXTENSIONS or "node_modules" in Path(name).parts:
            continue
        shown = git(clone, "show", f"{program.commit}:{name}")
        if shown.returncode == 0:
            destination = target / Path(name).relative_to(program.path.rstrip("/"))
            destination.parent.mkdir(parents=True, exist_ok=True)
            destination.write_bytes(shown.stdout)
    return target


def apply(variant: Variant, into: Path) -> Path | str:
    """The variant's program under `into`: a copy of its base with each change made; or why it cannot be."""
    base = ROOT / variant.base
    if not base.exists():
        return f"its base {variant.base} is not there"
    target = into / base.name
    if base.is_dir():
        for source in base.rglob("*"):
            if source.is_file() and "__pycache__" not in source.parts:
                destination = target / source.relative_to(base)
                destination.parent.mkdir(parents=True, exist_ok=True)
                destination.write_bytes(source.read_bytes())
    else:
        target.write_bytes(base.read_bytes())
    for change in variant.changes:
        file = target / change["file"] if base.is_dir() and change.get("file") else target
        if base.is_dir() and not change.get("file"):
            holders = [p for p in target.rglob("*") if p.is_file() and change["old"] in _text(p)]
            if len(holders) != 1:
                return f"{change['old'][:40]!r} is in {len(holders)} files of the base, not one (name its file)"
            file = holders[0]
        text = _text(file)
        if text.count(change["old"]) != 1:
            return f"{change['old'][:40]!r} occurs {text.count(change['old'])} times in {file.name}, not once"
        file.write_text(text.replace(change["old"], change["new"]), encoding="utf-8")
    return target


def _text(path: Path) -> str:
    return path.read_bytes().decode("utf-8", "replace")


# ---------------------------------------------------------------------------------------------- judging
def judge(style: str, path: Path, own_base: str = "") -> Verdict:
    """The chapter's verdict on a program: accepted when no constraint of the chapter is broken (undeclared).
    A variant of one of our styles (`own_base`) keeps the bends its README declares."""
    try:
        report = check(catalogue.get(style), path)
    except CannotLoad as error:
        return Verdict(False, [], f"cannot load: {error}")
    if report.program.unreadable:
        return Verdict(False, [], "unreadable: " + "; ".join(report.program.unreadable.values()))
    waived = rules.exemptions() if own_base.startswith("styles/") else {}
    broken = [o.name for o in report.broken if (style, o.name) not in waived]
    return Verdict(not broken, broken)


def neighbours(style: str) -> list[str]:
    """The chapters whose faithful programs this chapter's rules must reject."""
    named = rules.NEIGHBOURS.get(style)
    if named:
        return list(named)
    chapters = {s.chapter: s.name for s in catalogue.catalogue()}
    chapter = catalogue.get(style).chapter
    return [chapters[c] for c in (chapter - 1, chapter + 1) if c in chapters]


def measure(clones: Path, language: str, verbose: bool, out=sys.stdout) -> dict[str, Row]:
    table: dict[str, Row] = {}
    lines: list[str] = []
    with tempfile.TemporaryDirectory(prefix="measure-") as scratch:
        scratch_path = Path(scratch)
        programs: list[tuple[Public, Path]] = []
        for index, program in enumerate(publics(language)):
            place = scratch_path / f"p{index}"
            place.mkdir()
            made = materialise(clones, program, place)
            if isinstance(made, str):
                lines.append(f"  skipped {program.label}: {made}")
                continue
            programs.append((program, made))
            verdict = judge(program.style, made)
            row = table.setdefault(program.style, Row())
            if verdict.note:
                lines.append(f"  ? {program.style:26} {program.label}: {verdict.note}")
            if program.faithful:
                row.own[1] += 1
                row.own[0] += verdict.accepted
                mark = "ok  " if verdict.accepted else "MISS"
            else:
                row.unfaithful[1] += 1
                row.unfaithful[0] += not verdict.accepted
                mark = "ok  " if not verdict.accepted else "MISS"
            lines.append(
                f"  {mark} own {program.style:22} {'faithful' if program.faithful else 'not faithful'}"
                f" {program.label}{'  broken: ' + ', '.join(verdict.broken) if verdict.broken else ''}"
            )
        measured = {p.style for p, _ in programs} | {v.style for v in variants(language)}
        for style in sorted(measured | {s.name for s in catalogue.catalogue()}):  # a chapter with no program of
            # its own still has neighbours to reject
            for program, made in programs:
                if not program.faithful or program.style not in neighbours(style):
                    continue
                verdict = judge(style, made)
                row = table.setdefault(style, Row())
                row.neighbours[1] += 1
                row.neighbours[0] += not verdict.accepted
                if verbose:
                    mark = "ok  " if not verdict.accepted else "miss"  # lower case: listed with --verbose only
                    lines.append(f"  {mark} neighbour {style:16} accepts {program.style}? {program.label}")
        for index, variant in enumerate(variants(language)):
            place = scratch_path / f"v{index}"
            place.mkdir()
            made = apply(variant, place)
            if isinstance(made, str):
                lines.append(f"  skipped variant {variant.style}/{variant.name}: {made}")
                continue
            verdict = judge(variant.style, made, variant.base)
            row = table.setdefault(variant.style, Row())
            if variant.label == "break":
                row.breaks[1] += 1
                row.breaks[0] += not verdict.accepted
                right = not verdict.accepted
                named = "" if variant.constraint in verdict.broken or right is False else " (not by the named rule)"
            else:
                row.faithful[1] += 1
                row.faithful[0] += verdict.accepted
                right = verdict.accepted
                named = ""
            mark = "ok  " if right else "MISS"
            lines.append(
                f"  {mark} {variant.label:8} {variant.style}/{variant.name} [{variant.constraint}]{named}"
                f"{'  broken: ' + ', '.join(verdict.broken) if verdict.broken else ''}"
                f"{'  ' + verdict.note if verdict.note else ''}"
            )
    if verbose:
        print(f"{language}:", file=out)
        print("\n".join(lines), file=out)
    else:
        for line in lines:
            if "MISS" in line or "skipped" in line or line.lstrip().startswith("?"):
                print(line, file=out)
    return table


def cell(pair: list[int]) -> str:
    return f"{pair[0]}/{pair[1]}" if pair[1] else "-"


def percent(pair: list[int]) -> str:
    return f"{100 * pair[0] / pair[1]:.0f} %" if pair[1] else "-"


def render(language: str, table: dict[str, Row]) -> str:
    order = {s.name: s.chapter for s in catalogue.catalogue()}
    head = f"{'chapter':32} {'own':>7} {'neighb.':>8} {'breaks':>7} {'faithful':>9} {'not-faithful rej.':>18}"
    lines = [f"{language}", head, "-" * len(head)]
    total = Row()
    for style in sorted(table, key=lambda s: order.get(s, 99)):
        row = table[style]
        for name in ("own", "neighbours", "breaks", "faithful", "unfaithful"):
            mine, theirs = getattr(row, name), getattr(total, name)
            theirs[0] += mine[0]
            theirs[1] += mine[1]
        lines.append(
            f"{order.get(style, 0):>2} {style:29} {cell(row.own):>7} {cell(row.neighbours):>8} {cell(row.breaks):>7}"
            f" {cell(row.faithful):>9} {cell(row.unfaithful):>18}"
        )
    lines.append("-" * len(head))
    lines.append(
        f"{'all':32} {percent(total.own):>7} {percent(total.neighbours):>8} {percent(total.breaks):>7}"
        f" {percent(total.faithful):>9} {percent(total.unfaithful):>18}"
    )
    lines.append(
        f"{'':32} {cell(total.own):>7} {cell(total.neighbours):>8} {cell(total.breaks):>7}"
        f" {cell(total.faithful):>9} {cell(total.unfaithful):>18}"
    )
    full = [s for s, r in table.items() if r.breaks[1] >= 6 and r.faithful[1] >= 4]
    lines.append(f"chapters with >= 6 breaks and >= 4 faithful variants: {len(full)}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m shared_tests.stylecheck.measure", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--clones", type=Path, required=True, help="folder of clones, one per repository: OWNER+NAME")
    parser.add_argument("--language", choices=sorted(LANGUAGES), action="append", help="only this language")
    parser.add_argument("--verbose", action="store_true", help="every program and variant with its verdict")
    parser.add_argument("--json", type=Path, help="write the tables as JSON to this file")
    options = parser.parse_args(argv)
    if not options.clones.is_dir():
        print(f"--clones {options.clones}: no such folder", file=sys.stderr)
        return 2
    results = {}
    for language in options.language or ["python", "java", "javascript"]:
        table = measure(options.clones, language, options.verbose)
        print(render(language, table))
        print()
        results[language] = {style: row.__dict__ for style, row in table.items()}
    if options.json:
        options.json.write_text(json.dumps(results, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
