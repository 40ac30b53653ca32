"""The chapters' constraints (shared_tests/stylecheck/rules/), on our styles and on the samples kept for them.

* every style of this repository keeps its chapter's constraints (or a bend its README declares: EXEMPTIONS);
* per constraint and per language (python, java, javascript), from `stylecheck/samples/STYLE/LANG/`:
  its negative sample `CONSTRAINT.bad.EXT` is rejected by that very constraint; the style's good samples
  `good-*.EXT` are accepted by every constraint of the chapter; an unusual faithful sample
  `CONSTRAINT.good-*.EXT` is accepted by its constraint; and there are at least two positive samples;
* every chapter rejects its neighbours' good samples (rules.NEIGHBOURS): at least one of its constraints does.

A missing sample is a failing case that names it ("no negative sample in java for X"), so that nothing passes
for want of a sample. A constraint that has no meaning in a language (`not_in`) is skipped there, with its reason;
Java and JavaScript need the `stylecheck` extra (tree-sitter). A house rule's own samples are tested where it has
them (its .bad rejected, its .good-* accepted), but good samples of the chapter need not keep it; rules that run
the program as Minesweeper are left out of the sample cases (samples are small programs about other problems).
"""

from __future__ import annotations

import importlib.util

import pytest

from shared_tests.harness.targets import STYLES, discover_styles
from shared_tests.stylecheck import rules
from shared_tests.stylecheck.load import CannotLoad, load
from shared_tests.stylecheck.rules import Constraint, Sample

rules.parts()
REGISTERED: dict[str, list[Constraint]] = {style: list(found) for style, found in rules.REGISTRY.items()}
EXEMPTIONS = rules.exemptions()
EXTENSIONS = {"python": "py", "java": "java", "javascript": "js"}


def chapter(style: str) -> list[Constraint]:
    """The constraints of a style's chapter that samples can be held to: not house rules, not rules that play."""
    return [c for c in REGISTERED.get(style, []) if not c.house and not c.runs_program]


def readable(language: str) -> str | None:
    """Why programs in `language` cannot be read here, or None."""
    if language == "python":
        return None
    if importlib.util.find_spec("tree_sitter") is None:
        return "needs the stylecheck extra (tree-sitter)"
    if importlib.util.find_spec(f"shared_tests.stylecheck.{language}") is None:
        return f"the {language} front end is not there yet"
    return None


def findings(constraint: Constraint, sample: Sample) -> list:
    try:
        program = load(sample.path, sample.language)
    except CannotLoad as error:
        pytest.fail(f"{sample.label}: {error}")
    assert not program.unreadable, f"{sample.label} does not parse: {program.unreadable}"
    return constraint(program)


# ---------------------------------------------------------------------------------------------- our styles
OURS = [(style, c) for style in discover_styles() for c in REGISTERED.get(style, [])]


@pytest.mark.style
@pytest.mark.parametrize("style, constraint", OURS, ids=[f"{s}:{c.name}" for s, c in OURS])
def test_style_keeps_its_chapter(style: str, constraint: Constraint) -> None:
    if (style, constraint.name) in EXEMPTIONS:
        pytest.skip(EXEMPTIONS[(style, constraint.name)])
    found = constraint(load(STYLES / style))
    assert found == [], "\n".join(f"{f.where()} {f.message}" for f in found)


def test_every_constraint_states_itself() -> None:
    """Each rule's docstring opens with the constraint in one sentence: the style check prints it."""
    assert [c.name for found in REGISTERED.values() for c in found if not (c.check.__doc__ or "").strip()] == []


def test_exemptions_and_neighbours_name_real_styles() -> None:
    styles = set(discover_styles())
    assert {s for s, _ in EXEMPTIONS} - styles == set()
    assert (set(rules.NEIGHBOURS) | {n for found in rules.NEIGHBOURS.values() for n in found}) - styles == set()


def test_samples_are_of_known_styles_and_constraints() -> None:
    """A sample's folder names a style, and a constraint sample names a constraint of that style (once the style's
    rules are here)."""
    styles = set(discover_styles())
    wrong = [
        s.label
        for s in rules.samples()
        if s.style not in styles
        or (s.constraint and REGISTERED.get(s.style) and s.constraint not in {c.name for c in REGISTERED[s.style]})
    ]
    assert wrong == []


# ---------------------------------------------------------------------------------------------- samples
def _cases() -> list:
    """(style, constraint, language) for the chapter's constraints of every style."""
    cases = []
    for style in sorted(REGISTERED):
        for constraint in chapter(style):
            for language in EXTENSIONS:
                cases.append(pytest.param(style, constraint, language, id=f"{style}:{constraint.name}:{language}"))
    return cases


CASES = _cases()


def _skip_unless_checked(constraint: Constraint, language: str) -> None:
    why_not = constraint.applies_to(language) or readable(language)
    if why_not:
        pytest.skip(f"not checked in {language}: {why_not}")


@pytest.mark.parametrize("style, constraint, language", CASES)
def test_negative_sample_is_rejected_by_its_constraint(style: str, constraint: Constraint, language: str) -> None:
    _skip_unless_checked(constraint, language)
    bad = [s for s in rules.samples(style, language) if s.kind == "bad" and s.constraint == constraint.name]
    assert bad, (
        f"no negative sample in {language} for {constraint.name}: add "
        f"samples/{style}/{language}/{constraint.name}.bad.{EXTENSIONS[language]}"
    )
    for sample in bad:
        assert findings(constraint, sample), f"{constraint.name} accepts {sample.label}, which breaks it"


@pytest.mark.parametrize("style, constraint, language", CASES)
def test_positive_samples_are_accepted(style: str, constraint: Constraint, language: str) -> None:
    """The style's good samples and the constraint's own unusual ones keep it; at least two of them. (House rules
    are our reading for our Minesweepers: a good sample of the chapter need not keep them.)"""
    _skip_unless_checked(constraint, language)
    good = [
        s
        for s in rules.samples(style, language)
        if s.kind == "good" or (s.kind == "unusual" and s.constraint == constraint.name)
    ]
    assert len(good) >= 2, (
        f"{len(good)} positive sample(s) in {language} for {constraint.name}, two wanted: add "
        f"samples/{style}/{language}/good-NAME.{EXTENSIONS[language]} or {constraint.name}.good-NAME"
    )
    for sample in good:
        found = findings(constraint, sample)
        assert found == [], f"{constraint.name} rejects {sample.label}: " + "; ".join(
            f"{f.where()} {f.message}" for f in found
        )


HOUSE_SAMPLES = [
    pytest.param(s, c, id=s.label)
    for s in rules.samples()
    for c in REGISTERED.get(s.style, [])
    if c.house and s.constraint == c.name
]


@pytest.mark.parametrize("sample, constraint", HOUSE_SAMPLES)
def test_house_rule_samples(sample: Sample, constraint: Constraint) -> None:
    """A house rule's own samples, where it has them: its negative sample rejected, its unusual one accepted."""
    _skip_unless_checked(constraint, sample.language)
    found = findings(constraint, sample)
    assert bool(found) == (sample.kind == "bad"), f"{constraint.name} on {sample.label}: {found}"


def _neighbour_cases() -> list:
    cases = []
    for style, neighbours in sorted(rules.NEIGHBOURS.items()):
        for neighbour in neighbours:
            for language in EXTENSIONS:
                cases.append(pytest.param(style, neighbour, language, id=f"{style}<-{neighbour}:{language}"))
    return cases


@pytest.mark.parametrize("style, neighbour, language", _neighbour_cases())
def test_chapter_rejects_its_neighbours_samples(style: str, neighbour: str, language: str) -> None:
    if readable(language):
        pytest.skip(f"not checked in {language}: {readable(language)}")
    own = [c for c in chapter(style) if c.applies_to(language) is None]
    if not own:
        pytest.skip(f"no constraint of {style} is checked in {language}")
    theirs = [s for s in rules.samples(neighbour, language) if s.kind == "good"]
    assert theirs, f"no good sample in {language} for {neighbour}, the neighbour of {style}"
    accepted = [s.label for s in theirs if not any(findings(c, s) for c in own)]
    assert accepted == [], f"{style}'s constraints accept its neighbour's samples: {', '.join(accepted)}"


def test_every_style_with_constraints_has_neighbours() -> None:
    """A chapter's constraints are held against the chapters next to it: each style with rules has an entry."""
    missing = sorted(style for style in REGISTERED if chapter(style) and style not in rules.NEIGHBOURS)
    assert missing == [], f"no NEIGHBOURS entry for {', '.join(missing)}"


def test_every_style_has_a_constraint_of_its_chapter() -> None:
    """A style's constraints are not all house rules: at least one states its chapter."""
    assert [style for style in discover_styles() if not chapter(style)] == []


# Where our style of the chapter next door keeps this chapter's constraints too, and why: each case still runs
# (strict xfail), so that the day a rule tells them apart the entry must go.
OVERLAPS = {
    ("introspective", "plugins"): "plugins reads its configuration and modules by name and never changes itself",
    ("pipeline", "kick_forward"): "a chain of continuations is judged a pipeline of function applications",
    ("sliding_window", "convolutions"): "a convolution is a small network slid over every window of the input",
}
OUR_NEIGHBOURS = [
    pytest.param(style, n, id=f"{style}<-{n}", marks=[pytest.mark.xfail(reason=OVERLAPS[style, n], strict=True)])
    if (style, n) in OVERLAPS
    else pytest.param(style, n, id=f"{style}<-{n}")
    for style in sorted(REGISTERED)
    for n in rules.NEIGHBOURS.get(style, ())
    if n in REGISTERED
]


@pytest.mark.style
@pytest.mark.parametrize("style, neighbour", OUR_NEIGHBOURS)
def test_chapter_rejects_our_neighbouring_style(style: str, neighbour: str) -> None:
    """Our own style of a neighbouring chapter breaks at least one of the chapter's constraints."""
    program = load(STYLES / neighbour)
    assert any(c(program) for c in chapter(style)), f"{style}'s constraints accept our {neighbour}"
