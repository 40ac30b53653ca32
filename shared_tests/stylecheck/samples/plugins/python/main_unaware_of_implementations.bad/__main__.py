"""Loads the configured counter by name, but also imports an implementation itself."""
import configparser
import importlib
import sys

from .counters import simple

config = configparser.ConfigParser()
config.read("plugins.ini")
name = config.get("plugins", "counter", fallback="distinct")
counter = importlib.import_module(f"{__package__}.counters.{name}")
print(counter.count(sys.stdin.read().split()), simple.count(["a"]))
