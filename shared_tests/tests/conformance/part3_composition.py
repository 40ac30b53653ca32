"""Part III, function composition: infinite_mirror (8), kick_forward (9), the_one (10).

Moved: the chapters' constraints are written against the model in shared_tests/stylecheck/rules/part3_composition.py,
their
samples kept in shared_tests/stylecheck/samples/STYLE/LANG/.
"""

RULES: dict = {}
HOUSE_RULES: set = set()
POSITIVE_SAMPLES: dict = {}
NEGATIVE_SAMPLES: dict = {}
NEIGHBOUR_SAMPLES: dict = {}
