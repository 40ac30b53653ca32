"""Part I, historical styles: good_old_times (1), go_forth (2), arrays (3).

Moved: the chapters' constraints are written against the model in shared_tests/stylecheck/rules/part1_historical.py,
their samples kept in shared_tests/stylecheck/samples/STYLE/LANG/. `uses_numpy` stays here for the rules of part X
that still read a `Style`.
"""

from __future__ import annotations

from shared_tests.tests.conformance import Style, imported_roots


def uses_numpy(style: Style) -> list[str]:
    """The arithmetic is numpy's: arrays and the operations over them."""
    roots = {m.split(".")[0] for _, _, m in imported_roots(style.sources)}
    return [] if "numpy" in roots else ["numpy is never imported."]


RULES: dict = {}
HOUSE_RULES: set = set()
POSITIVE_SAMPLES: dict = {"uses_numpy": "import numpy as np\n\nprint(np.arange(3).sum())\n"}
NEGATIVE_SAMPLES: dict = {"uses_numpy": "import math\n"}
NEIGHBOUR_SAMPLES: dict = {}
