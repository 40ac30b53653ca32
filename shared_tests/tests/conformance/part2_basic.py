"""Part II, basic styles: monolith (4), cookbook (5), pipeline (6), code_golf (7).

Moved: the chapters' constraints are written against the model in shared_tests/stylecheck/rules/part2_basic.py, their
samples kept in shared_tests/stylecheck/samples/STYLE/LANG/.
"""

RULES: dict = {}
HOUSE_RULES: set = set()
POSITIVE_SAMPLES: dict = {}
NEGATIVE_SAMPLES: dict = {}
NEIGHBOUR_SAMPLES: dict = {}
