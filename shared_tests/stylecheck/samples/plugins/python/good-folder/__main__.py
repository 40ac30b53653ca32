"""Loads every filter found in filters/ by its file path, in the order of the names, and applies each."""
import importlib.util
import os
import sys
from pathlib import Path

folder = Path(os.environ.get("FILTERS", Path(__file__).with_name("filters")))
filters = []
for path in sorted(folder.glob("*.py")):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    filters.append(module.apply)

for line in sys.stdin:
    for apply in filters:
        line = apply(line)
    print(line, end="")
