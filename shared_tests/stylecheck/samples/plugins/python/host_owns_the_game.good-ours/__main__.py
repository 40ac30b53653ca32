import configparser
import importlib
import sys

config = configparser.ConfigParser()
config.read(sys.argv[1])
parts = {kind: importlib.import_module(f"{__package__}.parts.{kind}.{name}") for kind, name in config["parts"].items()}
while sys.stdin.readline():
    pass
