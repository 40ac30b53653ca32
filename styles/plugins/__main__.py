"""Minesweeper, plugins style: a host that runs whatever plugin its configuration names.

This host knows no game. It reads the configuration (A2.1), loads the module
named by `plugin-name` from the `installed` package, and hands it the whole
program: the arguments, the configuration and the standard streams. The
plugin's return value is the exit code. New plugins are new files in
`installed/`; this file never changes for them.
"""
import importlib.util
import io
import os
import re
import stat
import sys

CONFIG_ERROR = 3  # A2.5


class ConfigError(Exception):
    """A configuration the host cannot act on; the message is one line for standard error."""


def config_path():
    """The configuration file to read and whether it must exist (A2.1)."""
    if "MINESWEEPER_CONFIG" in os.environ:
        return os.environ["MINESWEEPER_CONFIG"], True
    return "config.ini", False


def read_config(path, required):
    """Parse `key=value` lines; comments, blank lines and spaces around keys and values are ignored."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # stat first: a FIFO would block open()
            raise ConfigError(f"error: {path}: the configuration is not a regular file")
        with open(path, "rb") as file:
            text = file.read().decode("utf-8")
    except (FileNotFoundError, NotADirectoryError):
        if required:
            raise ConfigError(f"error: {path}: no such configuration file") from None
        return {}  # A2.2: no configuration at all
    except (OSError, ValueError):
        raise ConfigError(f"error: {path}: cannot read the configuration") from None
    config = {}
    for line in text.splitlines():
        line = line.strip()
        if line and line[0] not in "#;" and "=" in line:
            key, _, value = line.partition("=")
            config[key.strip()] = value.strip()
    return config


def load_plugin(path, config):
    """Import the module named by `plugin-name` (default: `default`) and return its entry point."""
    name = config.get("plugin-name", "default")
    module = f"{__package__}.installed.{name}"
    if re.fullmatch(r"[a-z][a-z0-9_]*", name) and importlib.util.find_spec(module):
        entry = getattr(importlib.import_module(module), "run", None)
        if callable(entry):
            return entry
    raise ConfigError(f"error: {path}: unknown plugin {name!r}")


def host():
    """Configure, load and run the plugin; return the process's exit code."""
    if sys.stdout is None:  # closed from the start (R10.4): nowhere to draw, so end quietly
        return 1
    # other streams closed from the start: an input that ends at once, error lines that go nowhere
    sys.stdin = sys.stdin or open(os.devnull)
    sys.stderr = sys.stderr or io.StringIO()
    path, required = config_path()
    try:
        config = read_config(path, required)
        plugin = load_plugin(path, config)
    except ConfigError as error:
        print(error, file=sys.stderr)
        return CONFIG_ERROR
    try:
        return plugin(sys.argv, config, sys.stdin.buffer, sys.stdout.buffer, sys.stderr)
    except BrokenPipeError:
        # the reader of our output went away: end quietly, Python's final flush included
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except KeyboardInterrupt:
        return 130


sys.exit(host())
