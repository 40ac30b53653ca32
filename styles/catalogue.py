"""The catalogue of styles: each style's ``style.toml``, read here and nowhere else.

A tool for people and for the test suite, not a helper of the styles: no style imports it. ``python -m
styles`` prints it; the README's table, tox.ini, the comparison report, the grader and the play front end
take the styles' chapters, names and constraints from it.
"""

from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
KEYS = {"chapter", "name", "aka", "constraints", "extras"}
DIALECTS = "dialects"  # other games a style carries besides its lesson (plugins: SPEC.md D1-D3), counted apart
PARTS = (  # the parts of the book (2nd edition): (first chapter, title)
    (1, "Historical"),
    (4, "Basic styles"),
    (8, "Function composition"),
    (11, "Objects and object interaction"),
    (17, "Reflection and metaprogramming"),
    (21, "Adversity"),
    (26, "Data-centric"),
    (29, "Concurrency"),
    (33, "Interactivity"),
    (35, "Neural networks"),
)


@dataclass(frozen=True)
class Style:
    chapter: int
    name: str
    aka: tuple[str, ...]
    constraints: str
    extras: tuple[str, ...]

    @property
    def folder(self) -> Path:
        return HERE / self.name

    @property
    def module(self) -> str:
        return f"styles.{self.name}"

    @property
    def part(self) -> str:
        return [title for first, title in PARTS if first <= self.chapter][-1]

    def sources(self, dialects: bool = True) -> dict[str, str]:
        """File name (relative to the style's folder) -> Python source; the dialects (`dialects/`) unless asked
        not to."""
        return {
            str(path.relative_to(self.folder)): path.read_text(encoding="utf-8")
            for path in sorted(self.folder.rglob("*.py"))
            if dialects or path.relative_to(self.folder).parts[0] != DIALECTS
        }

    @property
    def lines(self) -> int:
        """Non-blank lines of the style's lesson: its own Python source, the dialects not counted."""
        return _non_blank(self.sources(dialects=False))

    @property
    def dialect_lines(self) -> int:
        """Non-blank lines of the dialects the style carries besides its lesson (0 for most styles)."""
        return _non_blank(self.sources()) - self.lines


def _non_blank(sources: dict[str, str]) -> int:
    """Lines that are not blank."""
    return sum(1 for text in sources.values() for line in text.splitlines() if line.strip())


def load(folder: Path) -> Style:
    data = tomllib.loads((folder / "style.toml").read_text(encoding="utf-8"))
    if set(data) != KEYS or data["name"] != folder.name:
        raise ValueError(f"{folder / 'style.toml'}: needs exactly the keys {sorted(KEYS)} and name = {folder.name!r}")
    return Style(data["chapter"], data["name"], tuple(data["aka"]), data["constraints"], tuple(data["extras"]))


@functools.cache
def catalogue() -> tuple[Style, ...]:
    """Every style, in the book's chapter order."""
    styles = [load(path.parent) for path in HERE.glob("*/style.toml")]
    return tuple(sorted(styles, key=lambda style: (style.chapter, style.name)))


def names() -> list[str]:
    return [style.name for style in catalogue()]


def get(name: str) -> Style:
    for style in catalogue():
        if style.name == name:
            return style
    raise KeyError(name)
