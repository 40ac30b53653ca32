"""Do the chapter rules state the chapters? Run them on the book's own programs.

    git clone https://github.com/crista/exercises-in-programming-style book
    python -m shared_tests.bookcheck book

For each chapter, the book's term-frequency program (`NN-*/tf-NN.py`, with the files in its sub-folders, such
as the plugins of chapter 20) is read with the chapter's own rules, the house rules left out: a rule that
rejects the book's program for its chapter is a rule about our code, not about the chapter. Then each chapter's
rules read the programs of the chapters next to it (N-1 and N+1), which they should reject: rules that
accept a neighbour's program do not tell the two chapters apart. Rules that must run the program as
Minesweeper are not run (the book's programs count words). A program written for Python 2 (a `print`
statement, `<>`) is read with those two spellings made Python 3's; nothing else is changed.

This is a measurement, not a test: it needs a clone of the book's repository, which the test suite does not have.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from shared_tests.tests.conformance import Style, chapter_rules, house_rules, rule_name
from styles import catalogue

PROGRAM = re.compile(r"(\d\d)-[\w-]+")


def python3(text: str) -> str:
    """The two Python 2 spellings the book's older programs use, in Python 3: print statements and `<>`."""
    lines = []
    for line in text.splitlines():
        line = line.replace("<>", "!=")
        line = re.sub(r"^(\s*)print\s+(?![(=])(.+)$", r"\1print(\2)", line)
        line = re.sub(r";\s*print\s+(?![(=])(.+)$", r"; print(\1)", line)
        lines.append(line)
    return "\n".join(lines) + "\n"


def book_programs(clone: Path) -> dict[int, Style]:
    """Chapter -> the book's program for it: tf-NN.py and the Python files in the chapter's sub-folders."""
    programs = {}
    for folder in sorted(p for p in clone.iterdir() if p.is_dir() and PROGRAM.fullmatch(p.name)):
        chapter = int(folder.name[:2])
        main = folder / f"tf-{folder.name[:2]}.py"
        if not main.is_file():
            continue
        files = [main, *(p for p in sorted(folder.rglob("*.py")) if p.parent != folder)]
        texts = {str(p.relative_to(folder)): python3(p.read_text(encoding="utf-8", errors="replace")) for p in files}
        programs[chapter] = Style._parsed(folder.name, folder, texts)
    return programs


def chapter_problems(style_name: str, program: Style) -> dict[str, list[str]]:
    """Rule name -> the problems the chapter's own rules (not the house rules, not those that run) find."""
    house = house_rules()
    found = {}
    for rule in chapter_rules().get(style_name, []):
        if rule_name(rule) in house or getattr(rule, "runs_program", False):
            continue
        try:
            found[rule_name(rule)] = rule(program)
        except Exception as error:  # noqa: BLE001  a rule that crashes on a program is a finding too
            found[rule_name(rule)] = [f"the rule crashed: {type(error).__name__}: {error}"]
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m shared_tests.bookcheck", description=__doc__.split("\n\n")[0])
    parser.add_argument("clone", type=Path, help="a clone of crista/exercises-in-programming-style")
    parser.add_argument("--chapters", default="1-41", help="which chapters, e.g. 1-34 (default 1-41)")
    options = parser.parse_args(argv)
    if not options.clone.is_dir():
        parser.error(f"{options.clone}: no such folder")
    first, _, last = options.chapters.partition("-")
    wanted = range(int(first), int(last or first) + 1)
    styles = {style.chapter: style.name for style in catalogue.catalogue()}
    programs = {n: p for n, p in book_programs(options.clone).items() if n in wanted and n in styles}
    accepted, neighbours_rejected, neighbours_tried = 0, 0, 0
    for chapter, program in programs.items():
        problems = chapter_problems(styles[chapter], program)
        broken = {name: found for name, found in problems.items() if found}
        accepted += not broken and not program.unreadable
        verdict = "accepted" if not broken and not program.unreadable else "REJECTED"
        print(f"{chapter:2} {styles[chapter]:20} {verdict}")
        for why in program.unreadable.values():
            print(f"     {why}")
        for name, found in broken.items():
            print(f"     {name}: {found[0]}" + (f" (and {len(found) - 1} more)" if len(found) > 1 else ""))
        for other in (chapter - 1, chapter + 1):
            if other in programs:
                neighbours_tried += 1
                rejected = any(chapter_problems(styles[chapter], programs[other]).values())
                neighbours_rejected += rejected
                if not rejected:
                    print(f"     accepts the program of chapter {other} ({styles[other]}), a neighbour")
    print(f"\n{accepted} of {len(programs)} of the book's programs keep their chapter's rules.")
    print(f"{neighbours_rejected} of {neighbours_tried} neighbouring programs are rejected by a chapter's rules.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
