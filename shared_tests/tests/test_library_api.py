"""The library API (SPEC.md section L1): a REPL transcript run with doctest against each exporting style."""

from __future__ import annotations

import ast
import doctest
import importlib
import re

import pytest

from shared_tests.harness.targets import STYLES, discover_styles
from shared_tests.harness.transcript import FIXTURES

SESSION = FIXTURES / "library" / "minesweeper.doctest"


def exports_minesweeper(style: str) -> bool:
    """Whether the style's package lists Minesweeper in __all__ (read from source, without importing)."""
    tree = ast.parse((STYLES / style / "__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "__all__" for t in node.targets):
            return "Minesweeper" in ast.literal_eval(node.value)
    return False


def cited_rules() -> list[str]:
    """The rules the session cites on its `rules:` line (read by the spec-coverage meta-test)."""
    return re.search(r"^rules: (.+)$", SESSION.read_text(encoding="utf-8"), re.MULTILINE).group(1).split()


EXPORTERS = [style for style in discover_styles() if exports_minesweeper(style)]


def test_some_style_exports_the_class() -> None:
    assert "things" in EXPORTERS


@pytest.mark.parametrize("style", EXPORTERS)
def test_repl_session(style: str) -> None:
    cls = importlib.import_module(f"styles.{style}").Minesweeper
    result = doctest.testfile(str(SESSION), module_relative=False, globs={"Minesweeper": cls}, verbose=False)
    assert result.attempted > 30
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples failed (doctest output above)"
