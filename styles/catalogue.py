"""The catalogue of styles: each style's ``style.toml``, read here and nowhere else.

A tool for people and for the test suite, not a helper of the styles: no style imports it. ``python -m
styles`` prints it; docs/catalogue.md's table, tox.ini, the comparison report, the grader and the play front end
take the styles' chapters, names and constraints from it.
"""

from __future__ import annotations

import functools
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
KEYS = {"chapter", "name", "aka", "constraints", "extras"}
DIALECTS = "dialects"  # other games a style carries besides its lesson (plugins: SPEC.md D1-D3), counted apart
PARTS = (  # the parts of the book (2nd edition): (first chapter, title, the word a teacher types for it)
    (1, "Historical", "historical"),
    (4, "Basic styles", "basic"),
    (8, "Function composition", "composition"),
    (11, "Objects and object interaction", "objects"),
    (17, "Reflection and metaprogramming", "reflection"),
    (21, "Adversity", "adversity"),
    (26, "Data-centric", "data"),
    (29, "Concurrency", "concurrency"),
    (33, "Interactivity", "interactivity"),
    (35, "Neural networks", "neural"),
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
        return [title for first, title, _ in PARTS if first <= self.chapter][-1]

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


# ---- Names a teacher types.


class NoSuchStyle(ValueError):
    """A word that names no style; its message is one line for a person."""


RANGE = re.compile(r"(\d+)\s*(?:-|–|\.\.)\s*(\d+)")


def _plain(word: str) -> str:
    """A name or alias as compared: lower case, hyphens, underscores and runs of spaces alike."""
    return re.sub(r"[\s_-]+", " ", word.strip().lower())


def part_words() -> dict[str, tuple[int, int]]:
    """The word for each part of the book (and its title, hyphenated) -> its first and last chapter."""
    last = max(style.chapter for style in catalogue())
    out = {}
    for number, (first, title, word) in enumerate(PARTS):
        end = PARTS[number + 1][0] - 1 if number + 1 < len(PARTS) else last
        out[word] = out[_plain(title)] = (first, end)
    return out


def _named(word: str) -> list[Style] | None:
    """The styles one word names, in chapter order; None when it names none. In this order: `all`, a style's name
    (`go_forth`, `go-forth`), a chapter (`11`), a range of chapters (`11-16`), a part of the book (`objects`:
    chapters 11-16), an alias from a style.toml (`forth`, `pub/sub`). A part comes before an alias: `objects`
    is the part, `things` or `11` the style whose alias it also is."""
    styles = catalogue()
    plain = _plain(word)
    if plain == "all":
        return list(styles)
    for style in styles:
        if plain == _plain(style.name):
            return [style]
    if plain.isdigit():
        found = [style for style in styles if style.chapter == int(plain)]
        return found or None
    span = RANGE.fullmatch(plain) or RANGE.fullmatch(word.strip())
    if span:
        first, last = int(span[1]), int(span[2])
        inside = 1 <= first <= last <= max(style.chapter for style in styles)
        return [style for style in styles if first <= style.chapter <= last] if inside else None
    parts = part_words()
    if plain in parts:
        first, last = parts[plain]
        return [style for style in styles if first <= style.chapter <= last]
    found = [style for style in styles if plain in {_plain(alias) for alias in style.aka}]
    return found or None


def resolve(words: list[str] | tuple[str, ...]) -> list[Style]:
    """The styles that the words a person typed name, each once, in the order the words give them (a range or
    a part in chapter order). Raises NoSuchStyle, with one line naming every word that names nothing (and the
    names it is close to), when one does."""
    out: list[Style] = []
    bad = []
    for word in words:
        found = _named(word)
        if found is None:
            bad.append(word)
        out += [style for style in found or () if style not in out]
    if bad:
        raise NoSuchStyle(unknown_message(bad))
    return out


def resolve_one(word: str) -> Style:
    """The one style a word names; NoSuchStyle when it names none, or several (a part, a range)."""
    found = resolve([word])
    if len(found) != 1:
        names = ", ".join(style.name for style in found)
        raise NoSuchStyle(f"{word!r} names {len(found)} styles ({names}); name one of them")
    return found[0]


def unknown_message(words: list[str]) -> str:
    """One line for words that name no style: each with the names it is close to, then what a word may be."""
    import difflib

    known = [style.name for style in catalogue()]
    said = []
    for word in words:
        close = difflib.get_close_matches(_plain(word).replace(" ", "_"), known, n=2, cutoff=0.7)
        close = close or difflib.get_close_matches(_plain(word), list(part_words()), n=1, cutoff=0.7)
        said.append(f"{word!r}" + (f" (did you mean {' or '.join(close)}?)" if close else ""))
    last = max(style.chapter for style in catalogue())
    parts = ", ".join(word for _, _, word in PARTS)
    return (
        f"unknown style{'s' if len(words) > 1 else ''} {', '.join(said)}: a style is named by its name or alias "
        f"(`python -m styles` lists them), its chapter (1-{last}), a range (11-16) or a part ({parts})"
    )
