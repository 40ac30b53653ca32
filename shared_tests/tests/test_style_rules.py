"""Style conformance: each style keeps the constraints of its chapter that a program can check.

The rules live in `shared_tests/tests/conformance/`: the ones every style keeps in its `__init__.py`, each
chapter's own in the module of its part of the book. Every rule rejects a negative sample, a small program
that breaks it, so that no rule can pass vacuously. A rule that a style cannot meet is listed in EXEMPTIONS,
with the reason, and nowhere else.
"""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

import pytest

from shared_tests.harness.targets import STYLES, discover_styles
from shared_tests.tests import conformance
from shared_tests.tests.conformance import Rule, Style, every_style_rules
from styles import catalogue

PARTS = [
    importlib.import_module(f"{conformance.__name__}.{module.name}")
    for module in pkgutil.iter_modules(conformance.__path__)
    if module.name.startswith("part")
]
STYLE_RULES: dict[str, list[Rule]] = {style: rules for part in PARTS for style, rules in part.RULES.items()}
NEGATIVE_SAMPLES = conformance.NEGATIVE_SAMPLES | {
    name: sample for part in PARTS for name, sample in part.NEGATIVE_SAMPLES.items()
}

# (style, rule name) -> why the style cannot keep it. The one place where a rule is waived.
EXEMPTIONS: dict[tuple[str, str], str] = {}


def extras(style: str) -> list[str]:
    return list(catalogue.get(style).extras)


def rule_name(rule: Rule) -> str:
    return getattr(rule, "__name__", "")


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
    assert [style for style in discover_styles() if not STYLE_RULES.get(style)] == []


ALL_RULES = {rule_name(r): r for rules in STYLE_RULES.values() for r in rules} | {
    rule_name(r): r for r in every_style_rules([])
}


@pytest.mark.parametrize("name", sorted(ALL_RULES))
def test_rule_rejects_its_negative_sample(name: str, tmp_path: Path) -> None:
    sample = Style.sample(NEGATIVE_SAMPLES[name], tmp_path / "sample")
    assert ALL_RULES[name](sample) != []


def test_every_rule_has_a_negative_sample() -> None:
    assert set(NEGATIVE_SAMPLES) == set(ALL_RULES)


def test_exemptions_name_real_rules() -> None:
    assert {(s, r) for s, r in EXEMPTIONS if s not in discover_styles() or r not in ALL_RULES} == set()
