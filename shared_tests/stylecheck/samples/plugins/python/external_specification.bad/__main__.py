"""Loads its counter dynamically, but the name is written in the program: nothing outside chooses it."""
import importlib
import sys

CHOICE = "simple"
counter = importlib.import_module(f"{__package__}.counters.{CHOICE}")
print(counter.count(sys.stdin.read().split()))
