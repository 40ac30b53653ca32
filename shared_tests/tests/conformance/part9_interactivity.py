"""Part IX, interactivity: trinity (33), restful (34)."""

from __future__ import annotations

RULES: dict = {}
NEGATIVE_SAMPLES: dict = {}
