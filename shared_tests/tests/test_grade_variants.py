"""The grader is fair to the bug: one-bug variants of a correct program (tests/variants/catalogue.py), each named
by its rule first and losing no more than that rule's points plus MARGIN.

Every variant is graded here on the few cases that show its bug and the common ones (catalogue.COMMON), all in one
pool of workers; `python -m shared_tests.tests.variants` grades every variant on every case and prints the table.
The correct program itself (reference.py) must lose nothing.
"""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest

from shared_tests.grade import POINTS, Grade, Scheduler, load_points, points_of, text_report
from shared_tests.tests.variants.__main__ import MARGIN
from shared_tests.tests.variants.catalogue import COMMON, REFERENCE, VARIANTS, Variant

DEADLINE = 10.0  # the suite's: only the variants that never print a prompt wait it out, once each
# A misreading that plays another game (squares counted from 0, the neighbours without the diagonals, a flood
# through numbers) costs, besides its own rule, the rules of the game that the cases it breaks test: the numbers,
# revealing, the flood fill, winning, losing (one cause, one cost is per rule, and these are the rules it fails).
BREAKS_THE_GAME = {"zero_based", "swapped_coordinates", "wrap_around", "no_diagonals", "flood_through_numbers"}
GAME = ("R5.1", "R5.2", "R5.3", "R8.1", "R8.2", "R8.3", "R8.4", "R8.5", "R8.6", "R8.7")
JOBS = 12  # threads: a few of them wait out a deadline (no prompt, a FIFO) while the others run


@pytest.fixture(scope="module")
def grades(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Grade]:
    folder = tmp_path_factory.mktemp("variants")
    points = load_points(POINTS)
    scheduler = Scheduler(JOBS, DEADLINE)
    waiting = {}
    programs = [("reference", REFERENCE, ())] + [(v.name, v.write(folder), v.cases) for v in VARIANTS]
    for name, path, own in programs:
        argv = [sys.executable, "-S", str(path)]
        chosen = {*COMMON, *own}
        waiting[name] = scheduler.grade(
            shlex.join(argv), argv, frozenset(), points, only=lambda c, s=chosen: c.name in s
        )
    try:
        return {name: wait() for name, wait in waiting.items()}
    finally:
        scheduler.close()


@pytest.mark.heavy
def test_the_correct_program_loses_nothing(grades: dict[str, Grade]) -> None:
    grade = grades["reference"]
    got, possible = grade.score()
    assert got == possible and not grade.causes, text_report(grade)


@pytest.mark.heavy
@pytest.mark.parametrize("variant", VARIANTS, ids=[variant.name for variant in VARIANTS])
def test_a_one_bug_variant_is_named_by_its_rule_and_costs_its_points(
    variant: Variant, grades: dict[str, Grade]
) -> None:
    grade = grades[variant.name]
    report = text_report(grade)
    got, possible = grade.score()
    assert grade.causes, f"{variant.what}: no failure found\n{report}"
    assert grade.causes[0].rule in variant.rules, f"{variant.what}: named {grade.causes[0].rule}\n{report}"
    rules = (*variant.rules, *GAME) if variant.name in BREAKS_THE_GAME else variant.rules
    allowed = points_of(load_points(POINTS), rules) + MARGIN
    assert possible - got <= allowed, f"{variant.what}: lost {possible - got:.1f} > {allowed:g}\n{report}"


def test_every_variant_changes_the_program_and_names_a_rule() -> None:
    reference = REFERENCE.read_text(encoding="utf-8")
    rules = set(load_points(POINTS)) | {rule for key in load_points(POINTS) for rule in key.split()}
    for variant in VARIANTS:
        assert variant.source() != reference and variant.rules and variant.cases, variant.name
        assert all(rule in rules for rule in variant.rules), variant.name
    assert len(VARIANTS) >= 40 and len({variant.name for variant in VARIANTS}) == len(VARIANTS)
    assert Path(REFERENCE).is_file()
