"""The catalogue (styles/*/style.toml) is the one source of truth for the README table and tox.ini."""

from __future__ import annotations

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


def test_readme_table_matches_the_catalogue() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    table = markdown_table(catalogue.catalogue())
    assert table in readme, "regenerate the README table with `python -m styles --markdown`"


def test_tox_environments_match_the_catalogue() -> None:
    tox = (ROOT / "tox.ini").read_text(encoding="utf-8")
    assert tox == tox_ini(catalogue.catalogue()), "regenerate with `python -m styles --tox > tox.ini`"


def test_the_catalogue_fits_its_lines_to_the_terminal(monkeypatch, capsys) -> None:
    from styles.__main__ import main

    monkeypatch.setenv("COLUMNS", "72")
    assert main([]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) > 2 * len(catalogue.catalogue()) and max(map(len, lines)) <= 72
