"""The measurement of the style check (shared_tests/stylecheck/measure.py) and the corpus it reads: public programs
named by repository, commit and path, and one-change variants of programs we own."""

from __future__ import annotations

import re
import subprocess
from collections import Counter
from pathlib import Path

import pytest

from shared_tests.stylecheck import measure
from styles import catalogue

LANGUAGES = ("python", "java", "javascript")
STYLES = set(catalogue.names())


@pytest.mark.parametrize("language", LANGUAGES)
def test_public_programs_are_named_not_copied(language):
    programs = measure.publics(language)
    assert programs, f"corpus/public-{language}.toml names no program"
    for program in programs:
        assert re.fullmatch(r"[\w.-]+/[\w.-]+", program.repo), program.label
        assert re.fullmatch(r"[0-9a-f]{40}", program.commit), program.label
        assert program.style in STYLES and program.path and program.why, program.label
    text = (measure.CORPUS / f"public-{language}.toml").read_text(encoding="utf-8")
    assert not re.search(r"^\s*(def |class |function |public class )", text, re.MULTILINE), "code in the corpus"


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_language_has_ten_chapters_of_variants(language):
    """The issue's floor: per language, at least 10 chapters with at least 6 breaks and 4 faithful variants."""
    counts: dict[str, Counter] = {}
    for variant in measure.variants(language):
        assert variant.label in ("break", "faithful"), variant.name
        assert variant.changes and variant.why and variant.constraint, variant.name
        counts.setdefault(variant.style, Counter())[variant.label] += 1
    full = [style for style, c in counts.items() if c["break"] >= 6 and c["faithful"] >= 4]
    assert len(full) >= 10, counts


@pytest.mark.parametrize("language", LANGUAGES)
def test_variants_apply_to_their_bases(language, tmp_path):
    """Each change's old text occurs exactly once in the base (when the base is in this checkout)."""
    problems, applied = [], 0
    for index, variant in enumerate(measure.variants(language)):
        if not (measure.ROOT / variant.base).exists():
            continue
        place = tmp_path / str(index)
        place.mkdir()
        made = measure.apply(variant, place)
        if isinstance(made, str):
            problems.append(f"{variant.style}/{variant.name}: {made}")
        applied += 1
    assert not problems, problems
    if not applied:
        pytest.skip(f"no {language} base in this checkout")


def _git(*args, cwd):
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True)


def test_measure_counts_own_neighbours_breaks_and_faithful(tmp_path, monkeypatch):
    """A clone with one public program, and one break and one faithful variant of a base: the table counts them."""
    clone = tmp_path / "clones" / "someone+ports"
    clone.mkdir(parents=True)
    (clone / "mirror.py").write_text(
        "def count(words):\n    return 0 if not words else 1 + count(words[1:])\n\nprint(count(['a', 'b']))\n"
    )
    _git("init", "-q", cwd=clone)
    _git("-c", "user.email=t@t", "-c", "user.name=t", "commit", "-q", "--allow-empty", "-m", "x", cwd=clone)
    _git("add", ".", cwd=clone)
    _git("-c", "user.email=t@t", "-c", "user.name=t", "commit", "-q", "-m", "mirror", cwd=clone)
    commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=clone, capture_output=True, text=True).stdout.strip()
    corpus = tmp_path / "corpus"
    (corpus / "variants" / "python").mkdir(parents=True)
    (corpus / "public-python.toml").write_text(
        f'[[program]]\nrepo = "someone/ports"\ncommit = "{commit}"\npath = "mirror.py"\nstyle = "infinite_mirror"\n'
        'faithful = true\nwhy = "counts by induction"\n'
    )
    base = tmp_path / "base.py"
    base.write_text("def total(ns):\n    return 0 if not ns else ns[0] + total(ns[1:])\n\nprint(total([1, 2]))\n")
    (corpus / "variants" / "python" / "infinite_mirror.toml").write_text(
        f'style = "infinite_mirror"\nbase = "{base.name}"\n'
        '[[variant]]\nname = "loop"\nlabel = "break"\nconstraint = "modelled_by_induction"\nwhy = "a loop"\n'
        "change = [{old = '''    return 0 if not ns else ns[0] + total(ns[1:])''', "
        "new = '''    s = 0\n    for n in ns:\n        s += n\n    return s'''}]\n"
        '[[variant]]\nname = "index"\nlabel = "faithful"\nconstraint = "modelled_by_induction"\nwhy = "an index"\n'
        "change = [{old = '''def total(ns):\n    return 0 if not ns else ns[0] + total(ns[1:])''', "
        "new = '''def total(ns, i=0):\n    return 0 if i == len(ns) else ns[i] + total(ns, i + 1)'''}]\n"
    )
    monkeypatch.setattr(measure, "CORPUS", corpus)
    monkeypatch.setattr(measure, "ROOT", tmp_path)
    monkeypatch.setattr(measure, "neighbours", lambda style: ["infinite_mirror"] if style == "kick_forward" else [])
    calls = []

    def judge(style, path, own_base=""):
        text = "".join(p.read_text() for p in ([path] if path.is_file() else path.rglob("*.py")))
        calls.append((style, path.name))
        recursive = "total(ns" in text.split("return", 1)[-1] or "count(words[1:])" in text
        accepted = recursive if style == "infinite_mirror" else False
        return measure.Verdict(accepted, [] if accepted else ["some_rule"])

    monkeypatch.setattr(measure, "judge", judge)
    monkeypatch.setattr(measure, "variants", _with(measure.variants, "kick_forward"))
    table = measure.measure(tmp_path / "clones", "python", verbose=False, out=_Sink())
    row = table["infinite_mirror"]
    assert row.own == [1, 1] and row.breaks == [1, 1] and row.faithful == [1, 1]
    assert table["kick_forward"].neighbours == [1, 1]  # the mirror program is rejected by its neighbour's rules
    assert ("infinite_mirror", "mirror.py") in calls
    rendered = measure.render("python", table)
    assert "infinite_mirror" in rendered and "1/1" in rendered


def test_a_missing_clone_is_skipped_with_the_command_to_make_it(tmp_path, monkeypatch):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "public-java.toml").write_text(
        '[[program]]\nrepo = "a/b"\ncommit = "' + "0" * 40 + '"\npath = "X.java"\nstyle = "things"\n'
        'faithful = true\nwhy = "w"\n'
    )
    monkeypatch.setattr(measure, "CORPUS", corpus)
    sink = _Sink()
    table = measure.measure(tmp_path, "java", verbose=False, out=sink)
    assert table == {}
    assert "no clone at" in sink.text and "git clone https://github.com/a/b" in sink.text


class _Sink:
    def __init__(self):
        self.text = ""

    def write(self, text):
        self.text += text


def _with(variants, style):
    """variants(), plus the neighbour chapter made to exist in the table (for the neighbours' column)."""

    def found(language):
        return variants(language) + [
            measure.Variant(style, "none", "missing-base", "faithful", "", "", [{"old": "x", "new": "y"}])
        ]

    return found


def test_apply_refuses_an_old_text_that_is_not_there_once(tmp_path, monkeypatch):
    base = tmp_path / "b.js"
    base.write_text("a();\na();\n")
    monkeypatch.setattr(measure, "ROOT", tmp_path)
    twice = measure.Variant("kick_forward", "v", "b.js", "break", "", "", [{"old": "a();", "new": "b();"}])
    out = tmp_path / "out"
    out.mkdir()
    assert "occurs 2 times" in measure.apply(twice, out)
    missing = measure.Variant("kick_forward", "v", "nope.js", "break", "", "", [])
    assert "is not there" in measure.apply(missing, tmp_path)


def test_the_command_line_needs_a_clones_folder(tmp_path, capsys):
    assert measure.main(["--clones", str(tmp_path / "none")]) == 2
    assert "no such folder" in capsys.readouterr().err


def test_clones_are_read_at_their_commit(tmp_path):
    """A public program is read as it was at its commit, whatever the clone's work tree holds now."""
    clone = tmp_path / "o+r"
    clone.mkdir()
    (clone / "p.py").write_text("old = 1\n")
    _git("init", "-q", cwd=clone)
    _git("add", ".", cwd=clone)
    _git("-c", "user.email=t@t", "-c", "user.name=t", "commit", "-q", "-m", "one", cwd=clone)
    commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=clone, capture_output=True, text=True).stdout.strip()
    (clone / "p.py").write_text("new = 2\n")
    out = tmp_path / "out"
    out.mkdir()
    made = measure.materialise(tmp_path, measure.Public("o/r", commit, "p.py", "monolith", True), out)
    assert isinstance(made, Path) and made.read_text() == "old = 1\n"
