"""A grade: a program's verdicts on every case, judged by rule (the checks), scored with a rubric, and its
causes of failure."""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass, field
from functools import cached_property

from shared_tests.grading.cases import FIRST_FRAME
from shared_tests.grading.rubric import CORE, _order, group_of, section_key
from shared_tests.harness.causes import Cause, find_causes
from shared_tests.harness.parts import Observation, apply_candidates, observe
from shared_tests.harness.probes import Probe
from shared_tests.harness.transcript import Transcript
from shared_tests.harness.verdict import Verdict


# ---------------------------------------------------------------------------------------------- a grade
@dataclass
class Grade:
    command: str
    verdicts: list[tuple[Transcript | Probe, Verdict]]
    points: dict[str, float]
    seconds: float = 0.0
    problem: str | None = None  # the preflight's message: nothing else was run
    notes: list[str] = field(default_factory=list)  # what the preflight changed in the command
    hidden: str | None = None  # --hidden-cases: the cases whose checks Gradescope shows only later
    hidden_visibility: str = "after_published"

    @cached_property
    def observations(self) -> list[Observation]:
        parts = apply_candidates([part for case, verdict in self.verdicts for part in observe(case, verdict)])
        first = next((part for part in parts if part.case == FIRST_FRAME.name and not part.ok), None)
        if first is not None and "printed nothing" in first.words:  # it reads all of its input before it prints
            probes = {case.name for case, _ in self.verdicts if isinstance(case, Probe)}
            for part in parts:  # a probe's first frame missing for that reason (R10.5's `0> /dev/null`): one cause
                if part.case in probes and not part.ok and part.words.startswith("nothing printed for the first"):
                    part.follows(first)
        return parts

    @cached_property
    def checks(self) -> dict[tuple[str, str], bool]:
        """(case, rule) -> whether every part of that case charged to that rule passes."""
        checks: dict[tuple[str, str], bool] = {}
        for part in self.observations:
            if not part.ok:
                checks[(part.case, part.rule)] = False
            if part.ok or part.explained:
                for rule in part.homes:
                    if part.ok or rule != part.rule:
                        checks.setdefault((part.case, rule), True)
        return checks

    def tallies(self, only=None) -> dict[str, tuple[int, int]]:
        """Group -> (checks passed, checks), in SPEC order; `only(case)` chooses the cases."""
        counts: dict[str, list[int]] = {}
        for (case, rule), ok in self.checks.items():
            key = group_of(self.points, rule)
            if key is not None and (only is None or only(case)):
                entry = counts.setdefault(key, [0, 0])
                entry[0] += ok
                entry[1] += 1
        return {key: (counts[key][0], counts[key][1]) for key in sorted(counts, key=_order)}

    def group_scores(self) -> dict[str, tuple[float, float]]:
        """Group -> (points scored, points possible)."""
        if self.problem:
            return {key: (0.0, value) for key, value in self.points.items() if section_key(key) in CORE}
        return {
            key: (self.points[key] * passed / total, self.points[key])
            for key, (passed, total) in self.tallies().items()
        }

    def score(self) -> tuple[float, float]:
        """(points scored, points possible)."""
        scores = self.group_scores().values()
        return sum(got for got, _ in scores), sum(possible for _, possible in scores)

    def sections(self) -> dict[str, tuple[int, int]]:
        """Section -> (checks passed, checks)."""
        counts: dict[str, list[int]] = {}
        for key, (passed, total) in self.tallies().items():
            entry = counts.setdefault(section_key(key), [0, 0])
            entry[0] += passed
            entry[1] += total
        return {name: (entry[0], entry[1]) for name, entry in counts.items()}

    def section_points(self) -> dict[str, tuple[float, float]]:
        """Section -> (points scored, points possible)."""
        found: dict[str, list[float]] = {}
        for key, (got, possible) in self.group_scores().items():
            entry = found.setdefault(section_key(key), [0.0, 0.0])
            entry[0] += got
            entry[1] += possible
        return {name: (entry[0], entry[1]) for name, entry in found.items()}

    def check_values(self) -> dict[tuple[str, str], float]:
        """(case, rule) -> the points that check is worth."""
        totals = {key: total for key, (_, total) in self.tallies().items()}
        values = {}
        for case, rule in self.checks:
            key = group_of(self.points, rule)
            if key in totals:
                values[(case, rule)] = self.points[key] / totals[key]
        return values

    @cached_property
    def causes(self) -> list[Cause]:
        return find_causes(self.observations, self.check_values())

    def case_passes(self, name: str) -> bool:
        return all(ok for (case, _), ok in self.checks.items() if case == name)

    def case(self, name: str) -> Transcript | Probe | None:
        return next((case for case, _ in self.verdicts if case.name == name), None)

    def is_hidden(self, name: str) -> bool:
        return matches(name, self.hidden) if self.hidden else False


def matches(name: str, pattern: str) -> bool:
    """A case name and a --hidden-cases pattern: a glob (`core/input-*`), or a part of the name."""
    return fnmatch.fnmatchcase(name, pattern if any(c in pattern for c in "*?[") else f"*{pattern}*")
