"""This repository's own rules for its styles (repository_rules.py), on every style and on their samples.

Whatever its chapter, every style imports only the standard library (and its extras), no other style and no
shared helper but the process boundary; uses POSIX-only names behind a guard; and hands its process to
styles/process.py. Each rule rejects its negative sample and accepts its positive one, so that none passes
vacuously. The chapters' own constraints are the style check's: test_style_constraints.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from shared_tests.harness.targets import STYLES, discover_styles
from shared_tests.tests import repository_rules
from shared_tests.tests.repository_rules import (
    NEGATIVE_SAMPLES,
    POSITIVE_SAMPLES,
    Rule,
    Style,
    every_style_rules,
    rule_name,
)
from styles import catalogue


def rules_for(style: str) -> list[Rule]:
    return every_style_rules(list(catalogue.get(style).extras))


CASES = [(style, rule) for style in discover_styles() for rule in rules_for(style)]
RULES = {rule_name(rule): rule for rule in every_style_rules([])}


@pytest.mark.style
@pytest.mark.parametrize("style, rule", CASES, ids=[f"{s}:{rule_name(r)}" for s, r in CASES])
def test_style_keeps_the_house_rules(style: str, rule: Rule) -> None:
    problems = rule(Style.load(STYLES / style))
    assert problems == [], "\n".join([f"{style} breaks {rule_name(rule)}:", *problems])


@pytest.mark.parametrize("name", sorted(RULES))
def test_rule_rejects_its_negative_sample(name: str, tmp_path: Path) -> None:
    assert RULES[name](Style.sample(NEGATIVE_SAMPLES[name], tmp_path / "sample")) != []


@pytest.mark.parametrize("name", sorted(RULES))
def test_rule_accepts_its_positive_sample(name: str, tmp_path: Path) -> None:
    assert RULES[name](Style.sample(POSITIVE_SAMPLES[name], tmp_path / "sample")) == []


def test_every_rule_has_its_samples_and_states_itself() -> None:
    assert set(RULES) == set(NEGATIVE_SAMPLES) == set(POSITIVE_SAMPLES) == repository_rules.EVERY_STYLE_HOUSE_RULES
    assert [name for name, rule in RULES.items() if not repository_rules.constraint(rule)] == []


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
    problems = repository_rules.imports_allowed(set())(sample)
    assert [problem.split()[2].rstrip(":") for problem in problems] == imported
