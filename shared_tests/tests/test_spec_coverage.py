"""Meta-tests: the transcripts and SPEC.md agree, the exercises' transcripts and EXERCISES.md too, and the
fixtures are well-formed."""

from __future__ import annotations

from collections import Counter

from shared_tests import exercises
from shared_tests.harness.probes import PROBES
from shared_tests.harness.spec import EXERCISES, rules, section
from shared_tests.harness.targets import discover_styles
from shared_tests.harness.transcript import FIXTURES, discover
from shared_tests.tests import test_library_api

TRANSCRIPTS = discover()
EXERCISE_TRANSCRIPTS = exercises.chosen(exercises.names())
MINIMUM_CORE_TRANSCRIPTS = 120


def test_spec_numbers_its_rules_once() -> None:
    numbers = rules()
    assert len(numbers) > 40
    assert [n for n, k in Counter(numbers).items() if k > 1] == []


def test_every_cited_rule_exists() -> None:
    known = set(rules())
    unknown = {(t.name, rule) for t in TRANSCRIPTS for rule in t.rules if rule not in known}
    assert unknown == set()
    assert {rule for probe in PROBES for rule in probe.rules} | set(test_library_api.cited_rules()) <= known


def test_every_rule_is_cited() -> None:
    cited = {rule for t in TRANSCRIPTS for rule in t.rules}
    cited |= {rule for probe in PROBES for rule in probe.rules} | set(test_library_api.cited_rules())
    assert [rule for rule in rules() if rule not in cited] == []


def test_every_transcript_cites_a_rule() -> None:
    assert [t.name for t in TRANSCRIPTS if not t.rules] == []


def test_enough_core_transcripts() -> None:
    core = [t for t in TRANSCRIPTS if not t.styles]
    assert len(core) >= MINIMUM_CORE_TRANSCRIPTS


def test_add_on_transcripts_name_existing_styles() -> None:
    styles = set(discover_styles())
    assert {(t.name, s) for t in TRANSCRIPTS for s in t.styles if s not in styles} == set()


def test_transcripts_are_canonical() -> None:
    """Each file is exactly what the parser would write back: no stray layout, one way to write a case."""
    for transcript in TRANSCRIPTS + EXERCISE_TRANSCRIPTS:
        assert transcript.format() == transcript.path.read_text(encoding="utf-8"), transcript.name


def test_raw_files_exist() -> None:
    missing = [
        (t.name, item.source)
        for t in TRANSCRIPTS + EXERCISE_TRANSCRIPTS
        for item in t.setup
        if item.kind == "raw" and not (FIXTURES / item.source).is_file()
    ]
    assert missing == []


def test_titles_are_unique() -> None:
    titles = Counter(t.title for t in TRANSCRIPTS + EXERCISE_TRANSCRIPTS)
    assert [title for title, k in titles.items() if k > 1] == []


# ---- The exercises (EXERCISES.md): their rules are checked as SPEC.md's are.


def test_exercises_number_their_rules_once() -> None:
    numbers = rules(EXERCISES)
    assert len(numbers) >= 8 and all(number.startswith("E") for number in numbers)
    assert [n for n, k in Counter(numbers).items() if k > 1] == []
    assert set(numbers) & set(rules()) == set()


def test_every_cited_exercise_rule_exists() -> None:
    known = set(rules()) | set(rules(EXERCISES))
    assert {(t.name, rule) for t in EXERCISE_TRANSCRIPTS for rule in t.rules if rule not in known} == set()


def test_every_exercise_rule_is_cited() -> None:
    cited = {rule for t in EXERCISE_TRANSCRIPTS for rule in t.rules}
    assert [rule for rule in rules(EXERCISES) if rule not in cited] == []


def test_each_exercise_transcript_cites_its_own_section() -> None:
    """An exercise's transcript shows rules of its exercise (and of SPEC.md), never another exercise's; none runs
    only for some styles; and no core transcript cites an exercise."""
    wrong = [
        t.name
        for name in exercises.names()
        for t in exercises.transcripts(name)
        if {section(r) for r in t.rules if r.startswith("E")} != {exercises.section(name)} or t.styles
    ]
    assert wrong == []
    assert [t.name for t in TRANSCRIPTS if any(rule.startswith("E") for rule in t.rules)] == []
