"""Minesweeper in the bulletin-board style: entities talk only through one event bus.

Every entity knows the bus and nothing else: in its constructor it subscribes its own handlers to the event
types it cares about, and it publishes events for whoever may care; none holds a reference to another, and
none calls another. An event is a tuple whose first element is its type: ("move", "reveal", 2, 3).
Run: python -m styles.bulletin_board BOARD.cfg
"""

import os
import stat
import sys
from collections import Counter, deque

from styles import process

process.guard()


class EventBus:
    """Delivers every published event to the handlers subscribed to its type, in order of publication: events
    wait in a queue, so a handler that publishes never nests inside another one."""

    def __init__(self):
        self._subscriptions = {}
        self._queue = deque()

    def subscribe(self, event_type, handler):
        self._subscriptions.setdefault(event_type, []).append(handler)

    def publish(self, event):
        self._queue.append(event)

    def run(self):
        """Deliver events until none is left."""
        while self._queue:
            event = self._queue.popleft()
            for handler in self._subscriptions.get(event[0], []):
                handler(event)


class Board:
    """("board_ready", rows) and ("move", action, row, column) → ("changed" | "won" | "lost", picture) (R5, R8);
    a reveal floods through ("open", square) events that the board publishes to itself, through the bus.
    A picture is the board as rows of symbols, one per square (R6.3); squares are (row, column) from (1, 1)."""

    def __init__(self, bus):
        self._bus = bus
        bus.subscribe("board_ready", self._setup)
        bus.subscribe("move", self._play)
        bus.subscribe("open", self._open)

    def _setup(self, event):
        rows = event[1]
        self._rows, self._columns = len(rows), len(rows[0])
        self._mines = {(r, c) for r, line in enumerate(rows, 1) for c, byte in enumerate(line, 1) if byte == ord("*")}
        self._numbers = Counter(near for mine in self._mines for near in self._neighbours(mine))  # 0 if absent
        self._opened, self._flagged, self._lost = set(), set(), False
        self._bus.publish(("changed", self._picture()))

    def _play(self, event):
        _, action, row, column = event
        square = (row, column)
        if square in self._opened:
            self._bus.publish(("changed", self._picture()))  # nothing changes (R8.5)
        elif action == "flag":
            self._flagged ^= {square}
            self._bus.publish(("changed", self._picture()))
        elif square in self._mines:  # flagged or not (R8.1)
            self._lost = True
            self._bus.publish(("lost", self._picture()))
        else:
            self._waves = 1  # the flood is a wave of ("open", square) events on the bus (R8.2, R8.3)
            self._bus.publish(("open", square))

    def _open(self, event):
        """One square of a flood opens, its flag goes, and a 0 sends an ("open", square) event for each covered
        neighbour; when the last event of the wave has come, the board tells what the reveal did."""
        square = event[1]
        self._waves -= 1
        if square not in self._opened:
            self._opened.add(square)
            self._flagged.discard(square)
            for near in self._neighbours(square) if self._numbers[square] == 0 else ():
                if near not in self._opened:
                    self._waves += 1
                    self._bus.publish(("open", near))
        if self._waves == 0:
            won = len(self._opened) + len(self._mines) == self._rows * self._columns
            self._bus.publish(("won" if won else "changed", self._picture()))

    def _picture(self):
        """The board as rows of symbols (R6.3): * for every mine once lost, the number of an open square (▓ for 0),
        ¶ for a flag, a space for a covered square."""
        shown = {square: str(self._numbers[square] or "▓") for square in self._opened}
        shown |= dict.fromkeys(self._flagged, "¶")
        shown |= dict.fromkeys(self._mines if self._lost else (), "*")
        return [[shown.get((r, c), " ") for c in range(1, self._columns + 1)] for r in range(1, self._rows + 1)]

    def _neighbours(self, square):
        """The up to eight squares around `square` (R5.2)."""
        row, column = square
        around = ((row + down, column + right) for down in (-1, 0, 1) for right in (-1, 0, 1) if down or right)
        return [(r, c) for r, c in around if 1 <= r <= self._rows and 1 <= c <= self._columns]


class MoveParser:
    """("board_ready", rows) teaches it the size; ("input_line", line) → ("move", action, row, column) or
    ("invalid",) (R7)."""

    ACTIONS = {b"R": "reveal", b"F": "flag"}

    def __init__(self, bus):
        self._bus = bus
        self._limits = (0, 0)
        bus.subscribe("board_ready", self._learn_size)
        bus.subscribe("input_line", self._parse)

    def _learn_size(self, event):
        self._limits = (len(event[1]), len(event[1][0]))

    def _parse(self, event):
        fields = [field for field in event[1].split(b" ") if field]  # ASCII spaces only
        numbers = [self._number(field, limit) for field, limit in zip(fields[:2], self._limits, strict=False)]
        if len(fields) != 3 or fields[2] not in self.ACTIONS or None in numbers:
            return self._bus.publish(("invalid",))
        self._bus.publish(("move", self.ACTIONS[fields[2]], *numbers))

    @staticmethod
    def _number(field, limit):
        """The field's value when it is ASCII digits (bytes.isdigit knows only 0-9) naming 1..limit, else None.
        int() never sees more than two digits: thousands of leading zeros still spell 1."""
        digits = field.lstrip(b"0")
        value = int(digits) if field.isdigit() and 0 < len(digits) <= 2 else 0
        return value if 0 < value <= limit else None


class Keyboard:
    """("prompted",) → ("input_line", bytes without the line end), or ("eof",) at the end of input (R7.1)."""

    def __init__(self, bus, stream):
        self._bus = bus
        self._stream = stream
        bus.subscribe("prompted", self._read_line)

    def _read_line(self, event):
        line = self._stream.readline()  # bytes: a lone b"\r" is not a line end
        if line == b"":
            return self._bus.publish(("eof",))
        self._bus.publish(("input_line", line[:-1].removesuffix(b"\r") if line.endswith(b"\n") else line))


class Renderer:
    """Draws frames as UTF-8 bytes (R6). ("changed", picture) and ("invalid",) → a frame, the prompt and
    ("prompted",); ("won" | "lost", picture) and ("eof",) → the last frame, without a prompt (R9)."""

    BANNERS = {
        "changed": "",
        "invalid": "The provided input is not valid!",
        "won": "You Won!",
        "lost": "You Lost!",
        "eof": "Not enough inputs!",
    }

    def __init__(self, bus, stream):
        self._bus = bus
        self._stream = stream
        self._picture = []  # the board as last drawn; "invalid" and "eof" leave it unchanged
        for going_on in ("changed", "invalid"):
            bus.subscribe(going_on, self._draw_and_prompt)
        for ending in ("won", "lost", "eof"):
            bus.subscribe(ending, self._draw_last)

    def _draw_and_prompt(self, event):
        self._draw(event, ">")
        self._bus.publish(("prompted",))  # only now may the next line be read

    def _draw_last(self, event):
        self._draw(event, "")

    def _draw(self, event, prompt):
        if len(event) > 1:
            self._picture = event[1]
        banner, segments = self.BANNERS[event[0]], ["───"] * len(self._picture[0])
        lines = ["┌" + "┬".join(segments) + "┐"]
        for symbols in self._picture:
            lines += ["│ " + " │ ".join(symbols) + " │", "├" + "┼".join(segments) + "┤"]
        lines[-1] = "└" + "┴".join(segments) + "┘"
        width = max(len(lines[0]) - 2, len(banner))
        lines += [f"╔{'═' * width}╗", f"║{banner.ljust(width)}║", f"╚{'═' * width}╝"]
        self._stream.write(("\n".join(lines) + "\n" + prompt).encode("utf-8"))
        self._stream.flush()  # the player must see the frame before typing the next move


class ErrorReport:
    """("failed", exit code, message) → one line on standard error, and the program ends with the code (R2.7)."""

    def __init__(self, bus, stream):
        self._stream = stream
        bus.subscribe("failed", self._report)

    def _report(self, event):
        _, code, message = event
        self._stream.write(os.fsencode(message + "\n"))  # fsencode: the path's bytes as given
        raise SystemExit(code)  # no board, no game: nothing else is worth delivering


class BoardFile:
    """("load", arguments) → ("board_ready", rows), or ("failed", exit code, message) (R1–R4)."""

    LIMIT = 420  # 20 rows of 20 squares and their newlines

    def __init__(self, bus):
        self._bus = bus
        bus.subscribe("load", self._load)

    def _load(self, event):
        arguments = event[1]
        if not arguments:
            return self._bus.publish(("failed", 1, "usage: python -m styles.bulletin_board BOARD.cfg"))
        code, problem, rows = self._read(arguments[0])
        if problem:
            return self._bus.publish(("failed", code, f"error: {arguments[0]}: {problem}"))
        self._bus.publish(("board_ready", rows))

    def _read(self, path):
        """(exit code, problem, None) for a file that is no board, in the order of R2.4, else (0, None, rows)."""
        if len(path.rsplit("/", 1)[-1]) <= 4 or path[-4:].lower() != ".cfg":
            return 2, "the file name must be <name>.cfg", None
        try:
            if not stat.S_ISREG(os.stat(path).st_mode):  # stat before open: opening a FIFO would block (R2.5)
                return 2, "not a regular file", None
            with open(path, "rb") as board_file:
                content = board_file.read(self.LIMIT + 1)  # one byte more than the largest valid board
        except (FileNotFoundError, NotADirectoryError):
            return 1, "no such file", None
        except OSError as problem:
            return 2, f"cannot read the file ({problem.strerror})", None
        problem = self._problem(content)
        return (2, f"invalid board: {problem}", None) if problem else (0, None, content[:-1].split(b"\n"))

    def _problem(self, content):
        """What is wrong with the board's content, the first thing in R4's list that is, or None for a board."""
        rows = content.split(b"\n")
        last = rows.pop()
        width = len(rows[0]) if rows else 0
        wrongs = (
            (len(content) > self.LIMIT, "the file is too large for a 20x20 board"),
            (content.strip(b".*\n") != b"", "the board may only hold '.', '*' and newlines"),
            (last != b"" or not rows, "the board must be rows that each end with a newline"),
            (width == 0 or any(len(row) != width for row in rows), "rows of one length, none empty"),
            (len(rows) > 20 or width > 20, "the board may have at most 20 rows and 20 columns"),
            (len(rows) * width < 2, "the board needs at least two squares"),
            (b"." not in content, "the board needs at least one square without a mine"),
        )
        return next((problem for wrong, problem in wrongs if wrong), None)


if __name__ == "__main__":
    bus = EventBus()
    BoardFile(bus)
    Board(bus)
    MoveParser(bus)
    Keyboard(bus, sys.stdin.buffer)
    Renderer(bus, sys.stdout.buffer)
    ErrorReport(bus, sys.stderr.buffer)
    bus.publish(("load", sys.argv[1:]))
    bus.run()  # until no event is left: the game is over
