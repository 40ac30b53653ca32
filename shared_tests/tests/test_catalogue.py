"""The catalogue (styles/*/style.toml) is the one source of truth for docs/catalogue.md's table, tox.ini and the
GitHub workflow, and the one resolver of the names a person types for styles."""

from __future__ import annotations

import pytest

from shared_tests.harness.targets import ROOT, STYLES, discover_styles
from styles import catalogue
from styles.__main__ import markdown_table, tox_ini

ALLOWED_EXTRAS = {"numpy"}


def test_every_style_has_its_files() -> None:
    for name in sorted(path.parent.name for path in STYLES.glob("*/__main__.py")):
        for part in ("__init__.py", "README.md", "style.toml"):
            assert (STYLES / name / part).is_file(), f"styles/{name}/{part} is missing"


def test_catalogue_lists_every_style_once() -> None:
    styles = catalogue.catalogue()
    assert sorted(s.name for s in styles) == sorted(path.parent.name for path in STYLES.glob("*/__main__.py"))
    assert [s.name for s in styles] == discover_styles()
    assert all(set(s.extras) <= ALLOWED_EXTRAS for s in styles)


def test_the_catalogues_table_matches_the_styles() -> None:
    page = (ROOT / "docs" / "catalogue.md").read_text(encoding="utf-8")
    table = markdown_table(catalogue.catalogue())
    assert table in page, "regenerate docs/catalogue.md's table with `python -m styles --markdown`"


def test_tox_environments_match_the_catalogue() -> None:
    tox = (ROOT / "tox.ini").read_text(encoding="utf-8")
    assert tox == tox_ini(catalogue.catalogue()), "regenerate with `python -m styles --tox > tox.ini`"


def test_the_catalogue_fits_its_lines_to_the_terminal(monkeypatch, capsys) -> None:
    from styles.__main__ import main

    monkeypatch.setenv("COLUMNS", "72")
    assert main([]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) > 2 * len(catalogue.catalogue()) and max(map(len, lines)) <= 72


# ---- Names a teacher types: one resolver (catalogue.resolve) behind show, compare, play, --style, --style-check.


def named(*words: str) -> list[str]:
    return [style.name for style in catalogue.resolve(list(words))]


def test_a_style_is_named_by_its_name_alias_chapter_range_or_part() -> None:
    assert named("go_forth") == named("go-forth") == named("Go-Forth") == named("forth") == named("2") == ["go_forth"]
    assert named("pub/sub") == named("event bus") == ["bulletin_board"]
    objects = ["things", "letterbox", "closed_maps", "abstract_things", "hollywood", "bulletin_board"]
    assert named("11-16") == named("11–16") == named("objects") == objects  # the part wins over things' alias
    assert named("data-centric") == named("data") == ["persistent_tables", "spreadsheet", "lazy_rivers"]
    assert named("neural") == [style.name for style in catalogue.catalogue() if style.chapter >= 35]
    assert named("29", "4", "things", "11") == ["actors", "monolith", "things"]  # the words' order, each once
    assert named() == [] and named("all") == named("1-41") == catalogue.names()


@pytest.mark.parametrize(
    ("words", "says"),
    [
        (["monolit"], "unknown style 'monolit' (did you mean monolith?)"),
        (["99"], "its chapter (1-41)"),
        (["16-11"], "unknown style '16-11'"),
        (["0-3"], "unknown style '0-3'"),
        (["things", "objetcs", "xyzzy"], "unknown styles 'objetcs' (did you mean objects?), 'xyzzy'"),
    ],
)
def test_a_word_that_names_nothing_gets_one_line_saying_what_a_word_may_be(words, says) -> None:
    with pytest.raises(catalogue.NoSuchStyle) as error:
        catalogue.resolve(words)
    assert says in str(error.value) and "\n" not in str(error.value)
    assert "a range (11-16) or a part (historical, basic" in str(error.value)


def test_one_style_where_one_is_wanted() -> None:
    assert catalogue.resolve_one("13").name == "closed_maps"
    with pytest.raises(catalogue.NoSuchStyle, match="'objects' names 6 styles"):
        catalogue.resolve_one("objects")


def test_every_tool_takes_the_same_words(capsys) -> None:
    """show and compare (their parsers, nothing run), the style check, play's command line and pytest's --style."""
    from shared_tests import concerns, play, report, stylecheck

    assert stylecheck.find_style("5").name == "cookbook" and stylecheck.find_style("nonesuch") is None
    choice = play.choose(["--race", "11-14"])
    assert [make().name for make in choice.contenders] == ["things", "letterbox", "closed_maps", "abstract_things"]
    assert [make().name for make in play.choose(["forth"]).contenders] == ["go_forth"]
    assert "name one of them" in play.choose(["objects"])
    for main in (concerns.main, report.main):
        with pytest.raises(SystemExit) as exit:
            main(["flood-fill", "11", "nowhere"] if main is concerns.main else ["11", "nowhere", "--static"])
        said = capsys.readouterr().err
        assert exit.value.code == 2 and "unknown style 'nowhere'" in said and len(said.splitlines()) == 1


def test_pytest_style_takes_a_part_of_the_book() -> None:
    import subprocess
    import sys

    argv = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--co", "-q", "-m", "style"]
    done = subprocess.run(
        [*argv, "--style", "objects", "shared_tests/tests/test_style_rules.py"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    ran = {line.split("[")[1].split(":")[0] for line in done.stdout.splitlines() if "::" in line}
    assert done.returncode == 0 and ran == set(named("11-16")), done.stdout[-500:]
    done = subprocess.run([*argv, "--style", "1-99"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 4 and "unknown style '1-99'" in done.stderr


# ---- CI on GitHub's runners: .github/workflows/ci.yml, generated from the catalogue as tox.ini is.


def test_the_workflow_runs_the_readmes_test_command_and_every_tox_environment_as_a_job() -> None:
    import configparser
    import re

    from styles.__main__ import README_TEST, workflow

    text = (ROOT / ".github" / "workflows" / "ci.yml").read_text(encoding="utf-8")
    assert text == workflow(catalogue.catalogue()), (
        "regenerate with `python -m styles --workflow > .github/workflows/ci.yml`"
    )
    tox = configparser.ConfigParser(interpolation=None)
    tox.read(ROOT / "tox.ini", encoding="utf-8")
    environments = tox["tox"]["env_list"].split()
    matrix = text.split("        env:\n", 1)[1].split("\n    env:", 1)[0]
    assert re.findall(r"^          - (\S+)$", matrix, re.MULTILINE) == environments and len(environments) == 43
    assert f"        run: {README_TEST}\n" in text and "run: tox run -e ${{ matrix.env }}" in text
    assert f"\n{README_TEST}\n" in (ROOT / "README.md").read_text(encoding="utf-8")  # the README's own line
