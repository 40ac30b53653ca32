"""The catalogue (styles/*/style.toml) is the one source of truth for the README table and tox.ini."""

from __future__ import annotations

import runpy

from shared_tests.runner import ROOT, STYLES, discover_styles

CATALOGUE = runpy.run_path(str(STYLES / "__main__.py"), run_name="catalogue")
ALLOWED_EXTRAS = {"numpy"}


def test_every_style_has_its_files() -> None:
    for name in discover_styles():
        for part in ("__init__.py", "README.md", "style.toml"):
            assert (STYLES / name / part).is_file(), f"styles/{name}/{part} is missing"


def test_catalogue_lists_every_style_once() -> None:
    styles = CATALOGUE["catalogue"]()
    assert sorted(s.name for s in styles) == discover_styles()
    assert all(set(s.extras) <= ALLOWED_EXTRAS for s in styles)


def test_readme_table_matches_the_catalogue() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    table = CATALOGUE["markdown_table"](CATALOGUE["catalogue"]())
    assert table in readme, "regenerate the README table with `python -m styles --markdown`"


def test_tox_environments_match_the_catalogue() -> None:
    tox = (ROOT / "tox.ini").read_text(encoding="utf-8")
    assert tox == CATALOGUE["tox_ini"](CATALOGUE["catalogue"]()), "regenerate with `python -m styles --tox > tox.ini`"
