"""A grade: a program's verdicts on every case, judged by rule (the checks), scored with a rubric, and its
causes of failure."""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass, field
from functools import cached_property

from shared_tests import exercises
from shared_tests.grading.cases import FIRST_FRAME
from shared_tests.grading.rubric import CORE, Settings, _order, group_of, section_key
from shared_tests.harness.causes import Cause, find_causes
from shared_tests.harness.causes import _size as example_size
from shared_tests.harness.parts import Observation, apply_candidates, observe
from shared_tests.harness.probes import Probe
from shared_tests.harness.transcript import Transcript
from shared_tests.harness.verdict import Verdict
from shared_tests.stylecheck import StyleGrade


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
    gate: bool = False  # the course's gate: any public case failing scores 0
    style: StyleGrade | None = None  # the style check's part, when the submission names its style
    weights: Settings = field(default_factory=Settings)  # behaviour and style, when both are graded

    def graded_style(self) -> bool:
        return self.style is not None and self.style.decided and not self.problem

    def behaviour(self) -> tuple[float, float]:
        """(points, out of): the behaviour score, scaled to its weight when style is graded too."""
        got, possible = self.score()
        if not self.graded_style():
            return got, possible
        return (got / possible * self.weights.behaviour if possible else 0.0), self.weights.behaviour

    def total(self) -> tuple[float, float]:
        """(points, out of) of the whole grade: behaviour and, when the submission names its style, style, by
        the points file's weights (70 and 30); else behaviour alone. With the gate closed, nothing."""
        got, possible = self.behaviour()
        if not self.graded_style():
            return got, possible
        if self.gate_failures():  # the course's scheme: a program that fails a public case earns nothing
            return 0.0, possible + self.style.max_score
        return got + self.style.score, possible + self.style.max_score

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

    @cached_property
    def failures(self) -> dict[str, list[Observation]]:
        """Rule -> the failing parts that make it fail. One cause, one cost: a rule fails when a part charged to it
        fails,
        or when a case that tests it (its `rules`) fails a part that tests it first (`homes[0]`: the squares of a flood
        case, the numbers of a counting case) and the part's failure is not charged to another rule the case tests (a
        flood missing in a case about winning costs the flood fill, not winning); a case that fails a rule of its own
        charges nothing else (what else it shows follows from that failure: a banner wrong after a closed input), and a
        consequence of another failure charges nothing, nor does a probe's part of a cause named by another rule (exit
        code 2 for a missing file, seen again by R10.4's probe with a closed standard error). When a misreading explains
        a part (model.HYPOTHESES: the neighbours without the diagonals), the line was read as it should be: the part
        fails the move's rules (R5, R8) of its case, not the reading of the line (R7) or the frame (R6)."""
        tested = {case.name: set(case.rules) for case, _ in self.verdicts}
        named = {cause.key: cause.rule for cause in find_causes(self.observations, {})}
        probes = {case.name for case, _ in self.verdicts if isinstance(case, Probe)}
        by_case: dict[str, list[Observation]] = {}
        for part in self.observations:
            if part.ok or part.consequence or (part.case in probes and named.get(part.key, part.rule) != part.rule):
                continue
            by_case.setdefault(part.case, []).append(part)
        failed: dict[str, list[Observation]] = {}
        for name, parts in by_case.items():
            own = tested.get(name, set())
            mine = [(part.rule if part.rule in own else _tested(part), part) for part in parts]
            mine = [(rule, part) for rule, part in mine if rule in own]
            for rule, part in mine or [(part.rule, part) for part in parts]:
                failed.setdefault(rule, []).append(part)
        return failed

    def failed_groups(self, only=None) -> dict[str, list[Observation]]:
        """Group -> the parts that make it fail (of the cases `only(case)` chooses)."""
        groups: dict[str, list[Observation]] = {}
        for rule, parts in self.failures.items():
            key = group_of(self.points, rule)
            chosen = [part for part in parts if only is None or only(part.case)]
            if key is not None and chosen:
                groups.setdefault(key, []).extend(chosen)
        return groups

    def gate_failures(self) -> list[str]:
        """With the gate (`gate = "public"`): the public cases that fail, any one of which scores 0."""
        if not self.gate:
            return []
        return [
            case.name for case, _ in self.verdicts if not self.is_hidden(case.name) and not self.case_passes(case.name)
        ]

    def group_scores(self) -> dict[str, tuple[float, float]]:
        """Group -> (points scored, points possible): a group's points, or none when one of its rules fails (with
        --hidden-cases, its points are shared between the public and the hidden cases by their checks, and each
        share is lost where the rule fails); nothing at all when the gate is closed."""
        if self.problem:
            return {key: (0.0, value) for key, value in self.points.items() if section_key(key) in CORE}
        closed = bool(self.gate_failures())
        scores = {}
        for key, share in self.shares().items():
            got = sum(most * kept for _, most, kept in share)
            scores[key] = (0.0 if closed else got, self.points[key])
        return scores

    def shares(self) -> dict[str, list[tuple[bool, float, float]]]:
        """Group -> [(hidden, points, kept)]: one share for the public cases and, with --hidden-cases, one for the
        hidden ones (the group's points shared by their checks); `kept` is 0 where one of the share's rules fails,
        else 1. An exercise's section is scored on what only an implementation passes: nothing unless its
        signature case passes (the transcript named after it, which no unchanged program passes), then the share of
        its cases that pass."""
        tallies, exercise = self.tallies(), self.exercise_scores()
        for key in self.failed_groups():  # a rule charged where its own checks passed or had none (a crash)
            tallies.setdefault(key, (0, 0))
        tallies = {key: tallies[key] for key in sorted(tallies, key=_order)}
        if not self.hidden:
            failed = self.failed_groups()
            return {key: [(False, self.points[key], exercise.get(key, float(key not in failed)))] for key in tallies}
        hidden = self.tallies(self.is_hidden)
        public_failed = self.failed_groups(lambda name: not self.is_hidden(name))
        hidden_failed = self.failed_groups(self.is_hidden)
        out = {}
        for key, (_, total) in tallies.items():
            count = hidden.get(key, (0, 0))[1]
            secret = round(self.points[key] * count / total, 2) if total else 0.0
            total = total or 1
            out[key] = [
                *(
                    [(False, self.points[key] - secret, exercise.get(key, float(key not in public_failed)))]
                    if count < total
                    else []
                ),
                *([(True, secret, exercise.get(key, float(key not in hidden_failed)))] if count else []),
            ]
        return out

    def exercise_scores(self) -> dict[str, float]:
        """An exercise's section key -> the share of its points it earns (see shares)."""
        found: dict[str, list[str]] = {}
        for case, _ in self.verdicts:
            if exercises.is_exercise(case):
                found.setdefault(case.path.parent.name, []).append(case.name)
        scores = {}
        for name, names in found.items():
            key, signature = exercises.section(name), exercises.signature(name)
            if key not in self.points:
                continue
            done = signature is not None and self.case_passes(signature.name)
            scores[key] = sum(map(self.case_passes, names)) / len(names) if done else 0.0
        return scores

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

    @cached_property
    def causes(self) -> list[Cause]:
        """The causes of failure, each with the points it costs: a failed group's points go to the first cause
        (in rank) that holds a part making it fail. A cause's example is a case that tests its rule, when one
        shows it (the neighbours' misreading shown in a counting case, not in one about the output's encoding)."""
        found = find_causes(self.observations, {})
        tested = {case.name: case.rules for case, _ in self.verdicts}
        rank = {}
        for cause in found:
            cause.cost = 0.0
            fitting = [part for part in cause.parts[:40] if cause.rule in tested.get(part.case, ())]
            if fitting and cause.rule not in tested.get(cause.parts[0].case, ()):  # an example that tests the rule
                best = min(fitting, key=lambda part: (part.consequence, example_size(part)))
                cause.parts.remove(best)
                cause.parts.insert(0, best)
            for part in cause.members:
                rank.setdefault(id(part), cause)
        scores = self.group_scores()
        for key, parts in self.failed_groups().items():
            owners = [rank[id(part)] for part in parts if id(part) in rank]
            if owners:
                owner = min(owners, key=found.index)
                owner.cost += scores[key][1] - scores[key][0] if key in scores and not self.gate_failures() else 0.0
        return found

    def case_passes(self, name: str) -> bool:
        return all(ok for (case, _), ok in self.checks.items() if case == name)

    def case(self, name: str) -> Transcript | Probe | None:
        return next((case for case, _ in self.verdicts if case.name == name), None)

    def is_hidden(self, name: str) -> bool:
        return matches(name, self.hidden) if self.hidden else False


def matches(name: str, pattern: str) -> bool:
    """A case name and a --hidden-cases pattern: a glob (`core/input-*`), or a part of the name; several of them
    separated by commas."""
    return any(
        fnmatch.fnmatchcase(name, one if any(c in one for c in "*?[") else f"*{one}*")
        for one in (part.strip() for part in pattern.split(","))
        if one
    )


def _tested(part: Observation) -> str:
    """The rule a failing part tests first, as a case that tests that rule is charged for it (see failures)."""
    first, game = part.homes[0], ("R5", "R8")
    if first.split(".")[0] in ("R6", "R7") and part.rule.split(".")[0] in game:
        return part.rule  # the line was read as it should be (R7): the move went wrong
    return first if not part.explained or first.split(".")[0] in game else part.rule


def configure(grade: Grade, options) -> Grade:
    """The front ends' options a grade is judged by: --hidden-cases and their visibility, the gate."""
    grade.hidden = getattr(options, "hidden_cases", None)
    grade.hidden_visibility = getattr(options, "hidden_visibility", "after_published")
    grade.gate = getattr(options, "gate", "none") == "public"
    grade.weights = getattr(options, "settings", None) or Settings()
    return grade
