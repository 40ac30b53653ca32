"""Reads which counter to use from the configuration, then picks among the ones it imported itself."""
import configparser
import sys

from .counters import distinct, simple

config = configparser.ConfigParser()
config.read("plugins.ini")
counter = {"simple": simple, "distinct": distinct}[config.get("plugins", "counter", fallback="simple")]
print(counter.count(sys.stdin.read().split()))
