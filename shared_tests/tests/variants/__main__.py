"""Grade every one-bug variant of reference.py on every case and say, for each, whether the grader names its rule
first and takes no more than that rule's points (plus MARGIN).

    python -m shared_tests.tests.variants [--grader-root DIR] [--only NAME ...] [--jobs N]

The variants are graded as one class (`grade --class`), by the grader of this repository or of another checkout
(--grader-root, e.g. an export of main: `git archive main | tar -x -C /tmp/main`), so that the numbers before and
after a change of the grader come from the same variants. The points of a rule are always this repository's
(shared_tests/grading.toml).
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from shared_tests.grade import POINTS, load_points, points_of
from shared_tests.tests.variants.catalogue import VARIANTS, Variant

ROOT = Path(__file__).resolve().parents[3]
MARGIN = 1.0  # points a variant may lose beyond its rule's


def make_class(folder: Path, variants: list[Variant]) -> None:
    for one in variants:
        submission = folder / one.name
        submission.mkdir(parents=True)
        one.write(submission)
        (submission / "run").write_text(f"run: {sys.executable} -S {one.name}.py\n", encoding="utf-8")


def first_rule(report: dict, text: str) -> str:
    """The rule the report names first: from the grader's extra data, or the old text ("points at R6.4, …")."""
    causes = report.get("extra_data", {}).get("causes")
    if causes is not None:
        return causes[0]["rule"] if causes else ""
    found = re.search(r"^\[1\] .*\n\s+points at (R[\d.]+)", text, re.MULTILINE)
    return found[1] if found else ""


def measure(root: Path, variants: list[Variant], jobs: int) -> list[dict]:
    points = load_points(POINTS)
    with tempfile.TemporaryDirectory(prefix="variants-") as temporary:
        folder = Path(temporary) / "class"
        make_class(folder, variants)
        subprocess.run([sys.executable, "-m", "shared_tests.grade", "--class", str(folder), "--jobs", str(jobs)],
                       cwd=root, check=True, stdout=subprocess.DEVNULL, timeout=3600)  # fmt: skip
        rows = []
        for one in variants:
            report = json.loads((folder / "reports" / f"{one.name}.json").read_text(encoding="utf-8"))
            text = (folder / "reports" / f"{one.name}.txt").read_text(encoding="utf-8")
            possible = sum(test.get("max_score", 0) for test in report.get("tests", [])) or 100.0
            lost = possible - report["score"]
            allowed = points_of(points, one.rules) + MARGIN
            named = first_rule(report, text)
            rows.append({"variant": one.name, "rules": one.rules, "named": named, "lost": lost, "allowed": allowed,
                         "named_ok": named in one.rules, "lost_ok": lost <= allowed + 1e-9})  # fmt: skip
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m shared_tests.tests.variants", description=__doc__.split("\n\n")[0])
    parser.add_argument("--grader-root", default=str(ROOT), help="the checkout whose grader grades (default: this one)")
    parser.add_argument("--only", nargs="*", default=[], help="these variants only")
    parser.add_argument("--jobs", type=int, default=2)
    options = parser.parse_args(argv)
    chosen = [v for v in VARIANTS if not options.only or v.name in options.only]
    root = Path(options.grader_root).resolve()
    if not (root / "shared_tests" / "grade.py").is_file() or not shutil.which(sys.executable):
        parser.error(f"{root} holds no shared_tests/grade.py")
    rows = measure(root, chosen, options.jobs)
    print(f"{'variant':<30} {'its rules':<16} {'named':<7} {'lost':>6} {'allowed':>8}")
    for row in rows:
        marks = ("" if row["named_ok"] else " <- named wrong") + ("" if row["lost_ok"] else " <- lost too much")
        print(f"{row['variant']:<30} {' '.join(row['rules']):<16} {row['named']:<7} {row['lost']:>6.1f} "
              f"{row['allowed']:>8.1f}{marks}")  # fmt: skip
    named = sum(row["named_ok"] for row in rows)
    within = sum(row["lost_ok"] for row in rows)
    both = sum(row["named_ok"] and row["lost_ok"] for row in rows)
    count = len(rows)
    share = lambda number: f"{number} ({100 * number / count:.0f} %)"  # noqa: E731
    print(f"\n{count} variants: {share(named)} named by their rule first, {share(within)} within their rule's points "
          f"+ {MARGIN:g}, {share(both)} both")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
