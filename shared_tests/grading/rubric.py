"""The rubric: a points file (grading.toml) read and checked, and the group of rules that holds a rule.

A points file has `[points]`, the points of each rule or group of rules, and optionally `[grade]`: `behaviour`
and `style`, the weights of the two parts of a grade when a submission names its style (70 and 30 unless it
says), and `gate`: "public" for a program that fails any public case to score 0, style included (the course's
scheme, grading-course.toml), "none" otherwise."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

from shared_tests.harness import spec

HERE = Path(__file__).resolve().parents[1]
POINTS = HERE / "grading.toml"
COURSE = HERE / "grading-course.toml"  # the course's scheme: every public case must pass
GATES = ("none", "public")
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


@dataclass(frozen=True)
class Settings:
    """The `[grade]` table of a points file: the weights of behaviour and style, and the gate."""

    behaviour: float = 70.0
    style: float = 30.0
    gate: str = "none"


def load_settings(path: Path) -> Settings:
    """The `[grade]` table of a points file (defaults where it says nothing); ValueError says what is wrong."""
    try:
        table = tomllib.loads(path.read_text(encoding="utf-8")).get("grade", {})
        settings = Settings(
            float(table.get("behaviour", Settings.behaviour)),
            float(table.get("style", Settings.style)),
            str(table.get("gate", Settings.gate)),
        )
    except (OSError, AttributeError, TypeError, ValueError, tomllib.TOMLDecodeError) as error:
        raise ValueError(f"cannot read [grade] in {path}: {getattr(error, 'strerror', None) or error}") from None
    unknown = set(table) - {"behaviour", "style", "gate"}
    if unknown:
        raise ValueError(f"{path}: [grade] has no setting {sorted(unknown)[0]!r} (behaviour, style, gate)")
    if settings.gate not in GATES:
        raise ValueError(f"{path}: gate {settings.gate!r}: one of {', '.join(GATES)}")
    if settings.behaviour < 0 or settings.style < 0 or settings.behaviour + settings.style <= 0:
        raise ValueError(f"{path}: the weights of behaviour and style must be positive")
    return settings
