"""Minesweeper, plugins style: a complete game whose parts are loaded by name from a specification.

The host owns the game: the command line, the loop that reads moves and prints frames, the frames
themselves and the end of the game. Where a board comes from, what a move does and what a square
looks like are parts, loaded at run time from `parts/<kind>/<name>.py`. Which parts? The configuration
(A2.1) names a plugin, and the plugin's file `installed/<plugin-name>.ini` names one part of each kind.
The host never imports a part itself and does not know which one it runs.

The same host also loads the dialects, other games kept apart in `dialects/` (a reader of the lesson can
skip them): a plugin found in `dialects/installed/` takes its parts from `dialects/parts/` (or from the
lesson's), and one for a game that shares nothing with this one (alpha, hyperskill) names a single part of
the kind `program`: a whole program, which the host runs in place of its own game.
"""

import importlib
import importlib.util
import os
import re
import stat
import sys

from styles import process

process.guard()

HERE = os.path.dirname(__file__)
PLUGINS = (  # where a plugin's file may be, and the packages its parts are taken from, in order
    (os.path.join(HERE, "installed"), (f"{__package__}.parts",)),
    (os.path.join(HERE, "dialects", "installed"), (f"{__package__}.dialects.parts", f"{__package__}.parts")),
)
GAME = {"board": ("read_board", "BoardError"), "rules": ("MOVES",), "symbols": ("symbols",)}
PROGRAM = {"program": ("run",)}  # kind -> what the host asks of a part of that kind (see parts/__init__.py)
NAME = re.compile(r"[a-z][a-z0-9_]*")  # plugin and part names: never a path, never another module
CONFIG_ERROR = 3  # A2.5
# concern: parsing-input, winning, losing, end-of-input
INVALID, WON, LOST, NO_INPUT = "The provided input is not valid!", "You Won!", "You Lost!", "Not enough inputs!"
# end


class ConfigError(Exception):
    """A configuration the host cannot act on; the message is one line for standard error."""


# ---- The specification: which plugin, and the parts it is made of


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
    """The parts of the plugin named by `plugin-name` (default: `default`): kind -> the loaded part."""
    name = config.get("plugin-name", "default")
    found = [(os.path.join(folder, f"{name}.ini"), roots) for folder, roots in PLUGINS if NAME.fullmatch(name)]
    found = [(plugin, roots) for plugin, roots in found if os.path.isfile(plugin)]
    if not found:
        raise ConfigError(f"error: {path}: unknown plugin {name!r}")
    plugin, roots = found[0]
    names = read_config(plugin, True)
    kinds = PROGRAM if "program" in names else GAME
    return {kind: load_part(plugin, roots, kind, names.get(kind, ""), wanted) for kind, wanted in kinds.items()}


def load_part(plugin, roots, kind, name, wanted):
    """Import <root>.<kind>.<name> by its name, from the first root that has it, and check that it offers what
    the host asks of it."""
    for root in roots:
        module = f"{root}.{kind}.{name}"
        if NAME.fullmatch(name) and importlib.util.find_spec(f"{root}.{kind}") and importlib.util.find_spec(module):
            part = importlib.import_module(module)
            if all(hasattr(part, attribute) for attribute in wanted):
                return part
    raise ConfigError(f"error: {plugin}: no {kind} part {name!r} with {', '.join(wanted)}")


# ---- The host's own game: everything but the parts


# concern: parsing-input
def parse_move(line, board, moves):
    """Return (square, move) for a valid line of bytes (R7) whose letter the rules know, else None."""
    fields = [field for field in line.split(b" ") if field]
    if len(fields) != 3 or fields[2] not in moves:
        return None
    if not (fields[0].isdigit() and fields[1].isdigit()):
        return None
    row, col = (field.lstrip(b"0") or b"0" for field in fields[:2])
    if len(row) > 2 or len(col) > 2:  # never int() an unbounded number
        return None
    if not (1 <= int(row) <= board.height and 1 <= int(col) <= board.width):
        return None
    return (int(row), int(col)), moves[fields[2]]
    # end


# concern: drawing-a-frame
def frame(board, message, look):
    """The board in box-drawing characters and the message banner under it (R6.2, R6.4)."""

    def rule(left, middle, right):
        return left + middle.join(["───"] * board.width) + right + "\n"

    rows = [
        "│ " + " │ ".join([look[board.shows((r, c))] for c in range(1, board.width + 1)]) + " │\n"
        for r in range(1, board.height + 1)
    ]
    width = max(4 * board.width - 1, len(message))
    return (
        rule("┌", "┬", "┐")
        + rule("├", "┼", "┤").join(rows)
        + rule("└", "┴", "┘")
        + f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n"
    )


def show(text):
    """Write UTF-8 text to standard output and flush it before any read (R6.7)."""
    sys.stdout.buffer.write(text.encode())
    sys.stdout.buffer.flush()
    # end


# concern: parsing-input
def read_line():
    """The next input line without its line end (R7.1), or None at the end of input."""
    line = sys.stdin.buffer.readline()
    if line.endswith(b"\n"):
        return line[:-1].removesuffix(b"\r")
    # end
    # concern: end-of-input
    return line or None
    # end


def play(argv, config, parts):
    """The game (R1-R10), played with a board part, a rules part and a symbols part; return the exit code."""
    # concern: file-errors
    if len(argv) < 2:
        print(f"usage: python -m {__package__} BOARD", file=sys.stderr)
        return 1
    try:
        # concern: reading-the-board, file-errors
        board = parts["board"].read_board(argv[1])
        # end
    except parts["board"].BoardError as error:
        print(error, file=sys.stderr)
        return error.code
    # end
    # concern: drawing-a-frame, parsing-input
    moves, look = parts["rules"].MOVES, parts["symbols"].symbols(config)
    # end
    # concern: drawing-a-frame
    message = ""
    while message not in (WON, LOST, NO_INPUT):
        show(frame(board, message, look) + ">")
        # end
        # concern: parsing-input
        line = read_line()
        # end
        # concern: end-of-input
        if line is None:
            message = NO_INPUT
        # end
        # concern: parsing-input
        elif (move := parse_move(line, board, moves)) is None:
            message = INVALID
        # end
        else:
            # concern: flagging, flood-fill
            square, move = move
            move(board, square)
            # end
            # concern: losing, winning
            message = LOST if board.lost else WON if board.won() else ""
            # end
    # concern: drawing-a-frame
    show(frame(board, message, look))
    return 0
    # end


def host():
    """Read the specification, load the plugin's parts, and run the game they make; return the exit code."""
    path, required = config_path()
    try:
        config = read_config(path, required)
        parts = load_plugin(path, config)
    except ConfigError as error:
        print(error, file=sys.stderr)
        return CONFIG_ERROR
    if "program" in parts:  # a game that shares nothing with the host's: the part is the whole program
        return parts["program"].run(sys.argv, config, sys.stdin.buffer, sys.stdout.buffer, sys.stderr)
    return play(sys.argv, config, parts)


sys.exit(host())
