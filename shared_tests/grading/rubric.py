"""The points: a rubric file (grading.toml) read and checked, and the group of rules that holds a rule."""

from __future__ import annotations

import tomllib
from pathlib import Path

from shared_tests.harness import spec

HERE = Path(__file__).resolve().parents[1]
POINTS = HERE / "grading.toml"
CORE = ("R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10")


def load_points(path: Path) -> dict[str, float]:
    """Group of rules -> points, from a file like grading.toml; ValueError says what is wrong with it."""
    try:
        points = tomllib.loads(path.read_text(encoding="utf-8"))["points"]
        points = {key: float(value) for key, value in points.items()}
    except (OSError, KeyError, TypeError, ValueError, tomllib.TOMLDecodeError) as error:
        raise ValueError(f"cannot read the points in {path}: {getattr(error, 'strerror', None) or error}") from None
    known, seen = set(spec.rules()), {}
    for key, value in points.items():
        rules = key.split()
        if value < 0:
            raise ValueError(f"{path}: {key!r} has negative points")
        for rule in rules:
            if rule not in known and rule not in spec.sections():
                raise ValueError(f"{path}: {rule!r} is neither a rule nor a section of SPEC.md")
            if len({spec.section(other) for other in rules}) > 1:
                raise ValueError(f"{path}: {key!r} mixes sections")
            if rule in seen:
                raise ValueError(f"{path}: {rule} is in {seen[rule]!r} and in {key!r}")
            seen[rule] = key
    return points


def group_of(points: dict[str, float], rule: str) -> str | None:
    """The key of `points` that holds `rule`: the rule itself, a group naming it, or its section."""
    for key in points:
        if rule in key.split():
            return key
    return spec.section(rule) if spec.section(rule) in points else None


def points_of(points: dict[str, float], rules) -> float:
    """The points of the groups that hold these rules (each group once)."""
    return sum(points[key] for key in {group_of(points, rule) for rule in rules} if key is not None)


def section_key(key: str) -> str:
    return spec.section(key.split()[0])


def _order(key: str) -> tuple:
    first = key.split()[0]
    letter, _, rest = first.partition(".")
    return (letter[0] != "R", int(letter[1:]), letter[0], int(rest or 0))
