"""Style conformance: each style keeps the constraints of its chapter that a program can check.

The rules live in `shared_tests/tests/conformance/`: the ones every style keeps in its `__init__.py`, each
chapter's own in the module of its part of the book. Every rule rejects a negative sample, a small program that
breaks it, so that no rule can pass vacuously, and accepts a positive sample, a small program of the chapter
for another problem than Minesweeper, so that no rule is about our program's names. The chapter's rules also
reject programs in the spirit of the neighbouring chapters. A rule that a style cannot meet is listed in
`conformance.EXEMPTIONS`, with the reason, and nowhere else.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from shared_tests.harness.targets import STYLES, discover_styles
from shared_tests.stylecheck import rules as stylecheck_rules
from shared_tests.tests import conformance
from shared_tests.tests.conformance import EXEMPTIONS, Rule, Style, every_style_rules, rule_name
from styles import catalogue

STYLE_RULES: dict[str, list[Rule]] = conformance.chapter_rules()
HOUSE_RULES = conformance.house_rules()
NEGATIVE_SAMPLES = conformance.negative_samples()
POSITIVE_SAMPLES = conformance.positive_samples()
NEIGHBOUR_SAMPLES = conformance.neighbour_samples()
NEW_FORMAT = [part for part in conformance.parts() if hasattr(part, "POSITIVE_SAMPLES")]


def extras(style: str) -> list[str]:
    return list(catalogue.get(style).extras)


def rules_for(style: str) -> list[Rule]:
    return [*every_style_rules(extras(style)), *STYLE_RULES.get(style, [])]


CASES = [(style, rule) for style in discover_styles() for rule in rules_for(style)]


@pytest.mark.style
@pytest.mark.parametrize("style, rule", CASES, ids=[f"{s}:{rule_name(r)}" for s, r in CASES])
def test_style_keeps_its_constraints(style: str, rule: Rule) -> None:
    if (style, rule_name(rule)) in EXEMPTIONS:
        pytest.skip(EXEMPTIONS[(style, rule_name(rule))])
    problems = rule(Style.load(STYLES / style))
    assert problems == [], "\n".join([f"{style} breaks {rule_name(rule)}:", *problems])


def test_every_style_has_a_rule_of_its_own() -> None:
    """Here or, once its chapter's rules moved, in shared_tests/stylecheck/rules."""
    moved = stylecheck_rules.all_constraints()
    assert [style for style in discover_styles() if not STYLE_RULES.get(style) and not moved.get(style)] == []


def test_every_style_has_a_rule_of_its_chapter() -> None:
    """A style's rules are not all house rules: at least one states its chapter."""
    only_ours = [s for s, rules in STYLE_RULES.items() if all(rule_name(r) in HOUSE_RULES for r in rules)]
    assert only_ours == []


ALL_RULES = {rule_name(r): r for rules in STYLE_RULES.values() for r in rules} | {
    rule_name(r): r for r in every_style_rules([])
}
NEW_RULES = {rule_name(r) for part in NEW_FORMAT for rules in part.RULES.values() for r in rules}


@pytest.mark.parametrize("name", sorted(ALL_RULES))
def test_rule_rejects_its_negative_sample(name: str, tmp_path: Path) -> None:
    sample = Style.sample(NEGATIVE_SAMPLES[name], tmp_path / "sample")
    assert ALL_RULES[name](sample) != []


def test_every_rule_has_a_negative_sample() -> None:
    assert set(NEGATIVE_SAMPLES) == set(ALL_RULES)


@pytest.mark.parametrize("name", sorted(NEW_RULES | conformance.EVERY_STYLE_HOUSE_RULES))
def test_rule_accepts_its_positive_sample(name: str, tmp_path: Path) -> None:
    sample = Style.sample(POSITIVE_SAMPLES[name], tmp_path / "sample")
    assert ALL_RULES[name](sample) == []


def test_every_rule_has_a_positive_sample() -> None:
    assert NEW_RULES | conformance.EVERY_STYLE_HOUSE_RULES <= set(POSITIVE_SAMPLES)


def test_every_part_has_positive_samples() -> None:
    """Every part of the book is in the format with positive samples and house rules (part 10 is on its way)."""
    late = [part.__name__.rsplit(".", 1)[-1] for part in conformance.parts() if part not in NEW_FORMAT]
    if late:
        pytest.skip(f"not yet with positive samples: {', '.join(late)}")


def _owned(style: str) -> list[Rule]:
    """The chapter's own rules of a style, those that belong to no other chapter too."""
    others = {rule_name(r) for s, rules in STYLE_RULES.items() if s != style for r in rules}
    return [r for r in STYLE_RULES[style] if rule_name(r) not in HOUSE_RULES and rule_name(r) not in others]


OWNED = [(style, rule) for part in NEW_FORMAT for style in part.RULES for rule in _owned(style)]


@pytest.mark.parametrize("style, rule", OWNED, ids=[f"{s}:{rule_name(r)}" for s, r in OWNED])
def test_positive_samples_keep_the_whole_chapter(style: str, rule: Rule, tmp_path: Path) -> None:
    """A positive sample keeps its chapter, not only its own rule: the chapter's other rules accept it too."""
    for other in _owned(style):
        if getattr(other, "runs_program", False) or getattr(rule, "runs_program", False):
            continue
        sample = Style.sample(POSITIVE_SAMPLES[rule_name(rule)], tmp_path / rule_name(other))
        assert other(sample) == [], f"the positive sample of {rule_name(rule)} breaks {rule_name(other)}"


NEIGHBOURS = [(style, n) for style, samples in NEIGHBOUR_SAMPLES.items() for n in range(len(samples))]


@pytest.mark.parametrize("style, number", NEIGHBOURS, ids=[f"{s}-{n}" for s, n in NEIGHBOURS])
def test_chapter_rejects_its_neighbours(style: str, number: int, tmp_path: Path) -> None:
    """A program in the spirit of a neighbouring chapter breaks at least one of the chapter's own rules."""
    sample = Style.sample(NEIGHBOUR_SAMPLES[style][number], tmp_path / "sample")
    rules = [r for r in STYLE_RULES[style] if rule_name(r) not in HOUSE_RULES and not getattr(r, "runs_program", False)]
    assert any(rule(sample) for rule in rules), f"{style}'s rules accept a neighbour's program"


def test_house_rules_name_real_rules() -> None:
    assert HOUSE_RULES - set(ALL_RULES) == set()


def test_rules_state_their_constraint() -> None:
    """Each rule's docstring opens with the constraint in one line: the style check prints it."""
    assert [name for name, rule in ALL_RULES.items() if not (rule.__doc__ or "").strip()] == []


def test_exemptions_name_real_rules() -> None:
    assert {(s, r) for s, r in EXEMPTIONS if s not in discover_styles() or r not in ALL_RULES} == set()


def _neighbouring_styles() -> list[tuple[str, str]]:
    """(style, the style of a chapter next to it), for the styles of the parts in the new format."""
    chapters = {style.chapter: style.name for style in catalogue.catalogue()}
    ours = {style for part in NEW_FORMAT for style in part.RULES}
    return [
        (chapters[n], chapters[m])
        for n in sorted(chapters)
        for m in (n - 1, n + 1)
        if m in chapters and chapters[n] in ours and chapters[m] in ours
    ]


@pytest.mark.parametrize("style, neighbour", _neighbouring_styles(), ids=lambda name: name)
def test_chapter_rejects_our_neighbouring_style(style: str, neighbour: str) -> None:
    """Our style of the chapter next door breaks at least one of the chapter's own rules."""
    program = Style.load(STYLES / neighbour)
    rules = [r for r in STYLE_RULES[style] if rule_name(r) not in HOUSE_RULES and not getattr(r, "runs_program", False)]
    assert any(rule(program) for rule in rules), f"{style}'s rules accept {neighbour}"


@pytest.mark.parametrize(
    "source, imported",
    [("from styles import process\n", []), ("import styles.process as P\n", []),
     ("from styles.process import guard\n", []), ("from styles import process, things\n", ["styles.things"]),
     ("from .. import things\n", ["styles.things"]), ("from styles import catalogue\n", ["styles.catalogue"]),
     ("from . import board\nfrom .board import read\n", [])],
)  # fmt: skip
def test_a_style_imports_the_process_boundary_and_no_other_shared_module(
    source: str, imported: list[str], tmp_path: Path
) -> None:
    """`imports_allowed` lets a style import styles.process, the shared boundary, and nothing else of styles/."""
    folder = tmp_path / "styles" / "sample"
    sample = Style.sample({"__main__.py": source, "board.py": "def read():\n    pass\n"}, folder)
    problems = conformance.imports_allowed(set())(sample)
    assert [problem.split()[2].rstrip(":") for problem in problems] == imported
