"""Counts words with a counter named in plugins.ini: the main program knows no implementation."""
import configparser
import importlib
import sys
from pathlib import Path

config = configparser.ConfigParser()
config.read(Path(__file__).with_name("plugins.ini"))
name = config.get("plugins", "counter", fallback="simple")
counter = importlib.import_module(f"{__package__}.counters.{name}")
print(counter.count(sys.stdin.read().split()))
