"""Adds a function at run time from text, but never looks at itself."""
import sys

operator = sys.argv[1] if len(sys.argv) > 1 else "*"
exec("def combine(x, y):\n    return x " + operator + " y\n")
print(combine(6, 7))  # noqa: F821
