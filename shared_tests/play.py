"""Play in a terminal: ``python -m styles play`` drives any style, or any program, as a black box.

    python -m styles play monolith                        a fresh random beginner board (9 x 9, 10 mines)
    python -m styles play arrays fixtures/boards/simple.cfg
    python -m styles play things --random expert          20 x 20 with 80 mines (see shared_tests/boards.py)
    python -m styles play --cmd "java -cp out Minesweeper" board.cfg    your own program
    python -m styles play --race monolith arrays pipeline     the same moves to 2 to 4 programs at once

The front end starts the program through the suite's process layer (`python -m styles.NAME BOARD` in a fresh
temporary folder, every wait with a deadline), sends each move as the spec's input line (`ROW COLUMN R` or
`ROW COLUMN F`, R7) and reads the program's answer up to its prompt. What it draws is only what it parsed from
that answer with the suite's own frame parser (`frames.read_frames`): row and column numbers around the squares,
a cursor, the program's banner as the status line. A program that crashes, prints something that is not a frame
or does not answer within the deadline is shown as such: what went wrong, its exit code and the last lines of
its standard error (in a panel of its own, in full). Without a board, the game is on a random board written into
that temporary folder, so its mines are in no file the player has open; as in classic Minesweeper, the board is
chosen at the first reveal, with that square and its neighbours free of mines (the status line says so until then).

Keys: the arrows (or h j k l) move the cursor; space, Enter or r reveals; f flags; n starts a new game; q leaves.
A left click reveals the square under the mouse and a right click flags it, where the terminal reports the mouse
(--no-mouse leaves the mouse to the terminal, for selecting text). Ctrl-C leaves too, killing the programs.
"""

from __future__ import annotations

import argparse
import contextlib
import curses
import locale
import os
import re
import shlex
import signal
import sys
import textwrap
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from shared_tests import boards
from shared_tests.harness.frames import ENDINGS, Frame, Malformed, read_frames
from shared_tests.harness.process import CannotStart, NoAnswer, Program, Session, fresh_folder
from shared_tests.harness.targets import base_environment, style_command
from styles import catalogue

PROMPT_END = "╝\n>".encode()  # a frame of a game that goes on ends with its banner and the prompt (R6.1, R6.5)
BANNER_END = "╝\n".encode()  # the final frame has no prompt (R9.1)
FRAME_LINES = "┌├│└╔║╚>"  # how every line of a frame starts (R6.2, R6.4; a prompt precedes the next frame)
MAX_LINE = 4096  # characters: no line of a frame is longer
DEADLINE = 10.0  # seconds the program may take to answer one move (or to start), by default
STDERR_LINES = 200  # lines of a failed program's standard error kept (the panel shows the last that fit)
RACE = (2, 4)  # how many programs a race holds
GAP = 3  # columns between two boards of a race
BOARD_NAME = "board.cfg"  # the random board's name in the temporary folder
NEW, QUIT = "new", "quit"


# ------------------------------------------------------------------------------------------ the programs
def frame_complete(output: bytes) -> bool:
    """Whether `output` ends with a whole frame: one with the prompt, or a final one (its banner says the game
    ended). The final frame is also complete when the program ends its output, which `read_until` sees."""
    if output.endswith(PROMPT_END):
        return True
    lines = output.decode("utf-8", "replace").split("\n")
    if any(line[:1] not in FRAME_LINES for line in lines[:-1]) or len(lines[-1]) > MAX_LINE:
        return True  # this cannot become a frame: stop waiting, and the frame parser says what is wrong
    if not output.endswith(BANNER_END):
        return False
    return len(lines) >= 3 and lines[-3].startswith("║") and lines[-3].strip("║").rstrip(" ") in ENDINGS


def board_size(output: bytes) -> tuple[int, int]:
    """(rows, columns) of the board that the program's first frame draws, read from its borders; the frame
    parser then checks every line. Raises Malformed when the output does not start with a board."""
    lines = output.decode("utf-8", "replace").split("\n")
    top = lines[0]
    if not (top.startswith("┌") and top.endswith("┐")):
        raise Malformed(f"its output does not start with a board's top border: {top[:40]!r}")
    rows = 0
    for line in lines[1:]:
        if line.startswith("│"):
            rows += 1
        elif not line.startswith("├"):
            break
    if not rows:
        raise Malformed("its first frame has no row of squares")
    return rows, top.count("┬") + 1


def exit_words(code: int | None) -> str:
    if code is None:
        return "did not end: stopped"
    if code < 0:
        with contextlib.suppress(ValueError):
            return f"killed by {signal.Signals(-code).name}"
        return f"killed by signal {-code}"
    return f"exit code {code}"


@dataclass
class Contender:
    """One program in the game: how to start it, the last frame it printed, and what went wrong, if anything.

    `frame` only ever holds a frame parsed from this program's own output. `failure` says, in a line, why the
    program is out of the game (it crashed, printed something that is not a frame, did not answer in time, or
    ended its game with an exit code other than 0); `stderr` then holds the last lines of its standard error."""

    name: str  # the style's name, or "your program"
    heading: str  # "monolith · ch. 4 · Basic styles"
    about: str  # the style's constraints, or the command line
    argv: tuple[str, ...]  # without the board
    session: Session | None = None
    rows: int = 0
    columns: int = 0
    frame: Frame | None = None
    failure: str | None = None
    stderr: list[str] = field(default_factory=list)
    start_seconds: float | None = None
    answer_seconds: list[float] = field(default_factory=list)
    env: dict[str, str] = field(default_factory=dict)  # set by its command line (NAME=VALUE words)

    @property
    def playing(self) -> bool:
        return self.failure is None and self.frame is not None and self.frame.prompt and self.session is not None

    @property
    def answered(self) -> bool:
        """It printed at least one frame and did nothing wrong."""
        return self.failure is None and self.frame is not None

    def start(self, folder: Path, board: str, env: dict[str, str], deadline: float) -> None:
        started = time.monotonic()
        try:
            self.session = Session(Program((*self.argv, board), folder, env), deadline)
        except CannotStart as error:
            self.failure = str(error)
            return
        if self._read(deadline):
            self.start_seconds = time.monotonic() - started

    def move(self, line: bytes, deadline: float) -> None:
        """Send one input line and read the frame that answers it."""
        started = time.monotonic()
        try:
            self.session.send(line, within=deadline)
        except NoAnswer as error:
            self._fail(str(error))
            return
        if self._read(deadline):
            self.answer_seconds.append(time.monotonic() - started)

    def _read(self, deadline: float) -> bool:
        """Read one frame; False (with `failure` set) when the program did not answer with exactly one."""
        try:
            output = self.session.read_until(frame_complete, within=deadline)
        except NoAnswer as error:
            self._fail(str(error))
            return False
        try:
            if not output:
                raise Malformed("it printed nothing")
            if not self.rows:
                self.rows, self.columns = board_size(output)
            frames = read_frames(output, self.rows, self.columns)
            if len(frames) != 1:
                raise Malformed(f"it printed {len(frames)} frames where one was due")
        except Malformed as error:
            self._fail(f"not a frame of SPEC.md R6: {error}", output=bool(output))
            return False
        self.frame = frames[0]
        if not self.frame.prompt:  # the game ended (R9.1): the program ends with exit code 0
            self._finish(deadline)
        return True

    def _finish(self, deadline: float) -> None:
        try:
            code = self.session.wait(within=deadline)
        except NoAnswer:
            code = None
        if code != 0:
            self.failure = f"the game ended, then the program gave {exit_words(code)}"
        self._close()

    def _fail(self, problem: str, output: bool = False) -> None:
        """Out of the game: say why, with the exit code when the program ended by itself."""
        code = None
        if self.session is not None and not problem.startswith("no answer"):
            with contextlib.suppress(NoAnswer):
                code = self.session.wait(within=0.5)
        if code is not None and code != 0:
            problem = f"it ended with {exit_words(code)}" + (f"; {problem}" if output else "")
        elif code == 0 and not output:
            problem = "it ended with exit code 0 before printing a frame"
        self.failure = problem
        self._close()

    def _close(self) -> None:
        if self.session is not None:
            self.session.close()
            text = self.session.stderr.decode("utf-8", "replace").rstrip("\n")
            self.stderr = text.split("\n")[-STDERR_LINES:] if text else []
            self.session = None

    def close(self) -> None:
        if self.session is not None:
            self.session.close()
            self.session = None

    def reset(self) -> None:
        """Back to before the start, for a start on another board."""
        self.close()
        self.rows = self.columns = 0
        self.frame, self.failure, self.stderr = None, None, []
        self.start_seconds, self.answer_seconds = None, []

    @property
    def label(self) -> str:
        """What a race says of a program that is out of the game: a word, not a comparison."""
        failure = self.failure or ""
        if failure.startswith("no answer"):
            return "no answer"
        if failure.startswith("not a frame"):
            return "not a frame"
        return "crashed"


def style_contender(name: str) -> Contender:
    style = catalogue.get(name)
    return Contender(name, f"{name} · ch. {style.chapter} · {style.part}", style.constraints, style_command(name))


SHELL_OPERATORS = {"&&", "||", ";", "|", "&", ">", ">>", "<", "2>", "2>&1"}
CLASS_PATH = {"-cp", "-classpath", "--class-path"}
ASSIGNMENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=")


def command_line(command: str, here: Path | None = None) -> tuple[dict[str, str], tuple[str, ...]]:
    """A --cmd as a shell would run it from the folder `here` (the current one): split by shlex, its leading
    NAME=VALUE words (or `env NAME=VALUE ...`) an environment of its own, as in a run file's `PYTHONPATH=.
    python3 -m game` (a `run:` in front is allowed, for a line pasted from a run file). The program runs in a
    temporary folder, so the words that name a file or folder here (`minesweeper.py`, `out`, the `.` of
    `PYTHONPATH=.`) are made absolute, never the module after `-m`, and `python3 -m pkg` finds `pkg` here, as
    Python does, by this folder at the head of PYTHONPATH. Raises ValueError for a line that is not one program."""
    here = here or Path.cwd()
    words = shlex.split(command.strip().removeprefix("run:"))
    if words[:1] == ["env"]:
        words = words[1:]
    env: dict[str, str] = {}
    while words and ASSIGNMENT.match(words[0]):
        name, _, value = words.pop(0).partition("=")
        env[name] = os.pathsep.join(_anchored(piece, here) for piece in value.split(os.pathsep))
    if not words:
        raise ValueError("no program to run")
    operators = [word for word in words if word in SHELL_OPERATORS]
    if operators:
        raise ValueError(f"runs one program, without {operators[0]!r}; for a shell line: --cmd \"sh -c '...'\"")
    argv = [words[0] if "/" not in words[0] else _anchored(words[0], here)]
    for previous, word in zip(words, words[1:], strict=False):
        if previous in CLASS_PATH:  # java -cp out:lib/x.jar
            argv.append(os.pathsep.join(_anchored(piece, here) for piece in word.split(os.pathsep)))
        else:
            argv.append(word if previous == "-m" or word.startswith("-") else _anchored(word, here))
    if "-m" in words[1:]:
        env["PYTHONPATH"] = os.pathsep.join(
            [str(here), *filter(None, [env.get("PYTHONPATH", base_environment().get("PYTHONPATH", ""))])]
        )
    return env, tuple(argv)


def _anchored(word: str, here: Path) -> str:
    return str(here / word) if word and not os.path.isabs(word) and (here / word).exists() else word


def command_contender(command: str) -> Contender:
    """A program given with --cmd (see command_line: split as a shell would, run in a temporary folder)."""
    env, argv = command_line(command)
    return Contender("your program", "your program", command, argv, env=env)


class Game:
    """One game: every contender in a temporary folder of its own that holds the board (a random one unless a
    board file was given), the moves sent so far and the clock. A context manager: leaving it kills whatever
    still runs and removes the folders."""

    def __init__(
        self,
        contenders: list[Contender],
        board: Path | None,
        size: boards.Size,
        seed: int | None,
        deadline: float,
    ):
        self.contenders, self.deadline = contenders, deadline
        self.size, self.seed = size, seed
        self.board_text = None if board is not None else boards.random_board(size, seed)
        self.board_arg = str(board) if board is not None else BOARD_NAME
        self.placed = board is not None  # a random board's mines are placed at the first reveal
        self.history: list[bytes] = []  # the lines sent so far
        self.moves = 0
        self.started = self.ended = None
        self._stack = contextlib.ExitStack()

    def __enter__(self) -> Game:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def close(self) -> None:
        for contender in self.contenders:
            contender.close()
        self._stack.close()

    def _setup(self, folder: Path) -> None:
        if self.board_text is not None:
            (folder / BOARD_NAME).write_text(self.board_text, encoding="utf-8", newline="\n")

    def start(self, progress: Callable[[str], None] = lambda _: None) -> None:
        self._start_all(progress)
        self.started = time.monotonic()
        if self.over:
            self.ended = self.started

    def _start_all(self, progress: Callable[[str], None]) -> None:
        env = base_environment()
        for contender in self.contenders:
            progress(f"starting {contender.name} …")
            folder, _ = self._stack.enter_context(fresh_folder(self._setup))
            contender.start(folder, self.board_arg, {**env, **contender.env}, self.deadline)

    def place(self, row: int, column: int, progress: Callable[[str], None]) -> None:
        """Choose the random board now that the first square to reveal is known: one where that square (and, where
        the mines leave room, its neighbours) holds no mine, as classic Minesweeper does. The programs start again
        on it and get the moves made so far (flags); their first frames are the same for any board of this size,
        so the player sees nothing of it but a first reveal that is never a mine."""
        self.placed = True
        board = boards.random_board(self.size, self.seed, safe=(row - 1, column - 1))
        if board == self.board_text:
            return
        self.board_text = board
        for contender in self.contenders:
            contender.reset()
        self._start_all(progress)
        for line in self.history:
            for contender in self.contenders:
                if contender.playing:
                    contender.move(line, self.deadline)

    def move(self, row: int, column: int, action: str, progress: Callable[[str], None] = lambda _: None) -> None:
        """Send `ROW COLUMN ACTION` (R7) to every program still playing, one after the other (so that the time
        each takes is its own), and read their answers."""
        line = f"{row} {column} {action}\n".encode()
        if not self.placed and action == "R":
            self.place(row, column, progress)
        self.history.append(line)
        for contender in self.contenders:
            if contender.playing:
                progress(f"waiting for {contender.name} …")
                contender.move(line, self.deadline)
        self.moves += 1  # counted once every program has answered it
        if self.over and self.ended is None:
            self.ended = time.monotonic()

    @property
    def over(self) -> bool:
        return not any(contender.playing for contender in self.contenders)

    @property
    def reference(self) -> Contender | None:
        """The first contender with a frame: its board gives the size, and a race compares the others to it."""
        return next((c for c in self.contenders if c.frame is not None and c.rows), None)

    def differs(self, contender: Contender) -> bool:
        """Whether this contender's answer differs from the first contender's (a race marks it)."""
        first = self.contenders[0]
        if contender is first:
            return False
        if (contender.failure is None) != (first.failure is None):
            return True
        if contender.frame is None or first.frame is None:
            return False
        return (contender.frame.grid, contender.frame.message, contender.frame.prompt) != (
            first.frame.grid,
            first.frame.message,
            first.frame.prompt,
        )

    def clock(self) -> float:
        if self.started is None:
            return 0.0
        return (self.ended or time.monotonic()) - self.started


# ------------------------------------------------------------------------------------------ the screen
# The screen's look of the spec's symbols (R6.3): a covered square (a space in a frame) as a tile, an open square
# numbered 0 (`▓` in a frame) as nothing at all, as on any Minesweeper's board; numbers, flags and mines as printed.
LOOK = {" ": "■", "▓": " "}
GLYPHS_ASCII = {"■": "#", "¶": "F"}
NUMBER_COLOURS = {  # classic Minesweeper's colours, as near as eight terminal colours get
    "1": curses.COLOR_BLUE,
    "2": curses.COLOR_GREEN,
    "3": curses.COLOR_RED,
    "4": curses.COLOR_MAGENTA,
    "5": curses.COLOR_RED,
    "6": curses.COLOR_CYAN,
    "7": curses.COLOR_WHITE,
    "8": curses.COLOR_WHITE,
}
KEYS = "←↑→↓/hjkl move · space/r reveal · f flag · n new game · q quit"


@dataclass
class Plan:
    """How the screen is laid out for its size: the width of a square and the optional lines that fit."""

    square: int  # 3, 2 or 1 columns per square
    tens: bool  # a line of tens digits above the column numbers
    about: list[str]  # wrapped constraints (one game only)
    keys: bool
    blank: bool  # blank lines around the board
    left: int  # the first column of the first board


class Screen:
    """The curses front end over a Game: draws the contenders' frames, reads keys and the mouse, moves."""

    def __init__(self, window, new_game: Callable[[], Game], mouse: bool):
        self.window, self.new_game = window, new_game
        self.utf8 = locale.nl_langinfo(locale.CODESET).lower().replace("-", "") == "utf8"  # the locale curses uses
        self.cursor = (1, 1)
        self.hits: list[tuple[int, int, int]] = []  # (top, left, square width) of each board drawn
        self.note = ""  # a short line for the player: "waiting for …"
        self._colours()
        with contextlib.suppress(curses.error):
            curses.curs_set(0)
        if mouse:
            with contextlib.suppress(curses.error):
                curses.mousemask(curses.BUTTON1_PRESSED | curses.BUTTON1_CLICKED | curses.BUTTON3_PRESSED
                                 | curses.BUTTON3_CLICKED)  # fmt: skip
                curses.mouseinterval(0)
        window.keypad(True)
        window.timeout(500)  # the clock ticks while the player thinks

    def _colours(self) -> None:
        self.colour: dict[str, int] = {}
        if not curses.has_colors():
            return
        with contextlib.suppress(curses.error):
            curses.start_color()
            curses.use_default_colors()
            for number, (key, colour) in enumerate(NUMBER_COLOURS.items(), start=1):
                curses.init_pair(number, colour, -1)
                self.colour[key] = curses.color_pair(number)
            curses.init_pair(9, curses.COLOR_RED, -1)
            curses.init_pair(10, curses.COLOR_GREEN, -1)
            curses.init_pair(11, curses.COLOR_YELLOW, -1)
            self.colour.update(bad=curses.color_pair(9), good=curses.color_pair(10), flag=curses.color_pair(11))

    # -- the game loop
    def run(self) -> int:
        while True:
            self.cursor = (1, 1)
            with self.new_game() as game:
                self.game = game
                game.start(self.progress)
                self.note = ""
                if self.loop(game) == QUIT:
                    return 0

    def progress(self, text: str) -> None:
        self.note = text
        self.draw()

    def loop(self, game: Game) -> str:
        while True:
            self.draw()
            key = self.window.getch()
            if key == -1:
                continue
            if key in (ord("q"), ord("Q")):
                return QUIT
            if key in (ord("n"), ord("N")):
                return NEW
            if key == curses.KEY_RESIZE:
                with contextlib.suppress(curses.error):
                    curses.update_lines_cols()
                self.window.clear()
                continue
            reference = game.reference
            if reference is None or game.over:
                continue
            rows, columns = reference.rows, reference.columns
            row, column = self.cursor
            moves = {
                curses.KEY_UP: (-1, 0), ord("k"): (-1, 0), curses.KEY_DOWN: (1, 0), ord("j"): (1, 0),
                curses.KEY_LEFT: (0, -1), ord("h"): (0, -1), curses.KEY_RIGHT: (0, 1), ord("l"): (0, 1),
            }  # fmt: skip
            if key in moves:
                self.cursor = (min(max(row + moves[key][0], 1), rows), min(max(column + moves[key][1], 1), columns))
            elif key in (ord(" "), ord("r"), ord("R"), 10, 13, curses.KEY_ENTER):
                self.act(game, "R")
            elif key in (ord("f"), ord("F")):
                self.act(game, "F")
            elif key == curses.KEY_MOUSE:
                self.click(game)

    def act(self, game: Game, action: str) -> None:
        game.move(*self.cursor, action, self.progress)
        self.note = ""

    def click(self, game: Game) -> None:
        try:
            _, x, y, _, buttons = curses.getmouse()
        except curses.error:
            return
        square = self.square_at(y, x)
        if square is None:
            return
        self.cursor = square
        if buttons & (curses.BUTTON1_PRESSED | curses.BUTTON1_CLICKED):
            self.act(game, "R")
        elif buttons & (curses.BUTTON3_PRESSED | curses.BUTTON3_CLICKED):
            self.act(game, "F")

    def square_at(self, y: int, x: int) -> tuple[int, int] | None:
        reference = self.game.reference
        for top, left, width in self.hits:
            row, column = y - top + 1, (x - left) // width + 1
            if reference and 1 <= row <= reference.rows and 1 <= column <= reference.columns and x >= left:
                return row, column
        return None

    # -- drawing
    def put(self, y: int, x: int, text: str, attr: int = 0) -> None:
        """Write text clipped to the screen; the glyphs of the spec become ASCII on a terminal without UTF-8."""
        height, width = self.window.getmaxyx()
        if not (0 <= y < height) or x >= width:
            return
        if not self.utf8:
            text = "".join(GLYPHS_ASCII.get(c, c if c.isascii() else "?") for c in text)
        with contextlib.suppress(curses.error):  # writing the bottom-right cell moves the cursor off the screen
            self.window.addstr(y, x, text[: max(0, width - x)], attr)

    def plan(self, height: int, width: int, rows: int, columns: int) -> Plan | None:
        """The largest layout that fits, or None when the terminal is too small for this board."""
        count = len(self.game.contenders)
        race = count > 1
        prefix = len(str(rows)) + 1
        about = self.about_text()
        for square in (3, 2, 1):
            board_width = prefix + columns * square
            total = count * board_width + (count - 1) * GAP
            if total + (0 if race else 1) > width:  # one game is drawn from column 1, a race centred from 0
                continue
            # title, column numbers, the rows, and the status line (a race: a name line and a banner per board)
            used = 1 + 1 + rows + 1 + (1 if race else 0)
            if used > height:
                return None
            spare = height - used
            tens = columns >= 10 and square < 3 and spare > 0
            spare -= tens
            keys = spare > 0
            spare -= keys
            blank = spare >= 2
            spare -= 2 * blank
            lines = (
                textwrap.wrap(about, max(20, width - 2), max_lines=3, placeholder=" …")
                if not race and spare > 0
                else []
            )
            return Plan(square, tens, lines[:spare], keys, blank, max(0, (width - total) // 2) if race else 1)
        return None

    def about_text(self) -> str:
        if len(self.game.contenders) > 1:
            return ""
        return self.game.contenders[0].about

    def draw(self) -> None:
        window = self.window
        window.erase()
        height, width = window.getmaxyx()
        game = self.game
        reference = game.reference
        self.hits = []
        race = len(game.contenders) > 1
        status = self.status_text()
        if race:
            title = "race · " + status
        else:
            title = game.contenders[0].heading
        if reference is None or (not race and game.contenders[0].failure is not None):
            # nothing to draw a board from, or one program that is out of the game: a panel of its own, as wide
            # as the screen, for what went wrong and its standard error in full
            self.put(0, 1, title if race else f"{title} · {game.contenders[0].about}", curses.A_BOLD)
            self.draw_failures(2, height, width)
            self.put(height - 1, 1, self.note or "q quit · n try again", curses.A_DIM)
            window.refresh()
            return
        plan = self.plan(height, width, reference.rows, reference.columns)
        if plan is None:
            self.draw_too_small(height, width, reference)
            window.refresh()
            return
        y = 0
        if not race and not plan.about:
            title += " · " + game.contenders[0].about  # clipped at the edge of the screen
        self.put(y, 1, title, curses.A_BOLD)
        y += 1
        for line in plan.about:
            self.put(y, 1, line, curses.A_DIM)
            y += 1
        y += plan.blank
        left = plan.left
        for contender in game.contenders:
            self.draw_contender(contender, y, left, plan, race)
            left += len(str(reference.rows)) + 1 + reference.columns * plan.square + GAP
        y += (2 if race else 0) + plan.tens + 1 + reference.rows + plan.blank
        if not race:
            contender = game.contenders[0]
            message = contender.frame.message if contender.answered else ""
            self.put(y, 1, message or "", self.message_attr(message))
            self.put(y, 1 + (len(message) + 3 if message else 0), status)
            y += 1
        if plan.keys:
            self.put(y, 1, self.note or (KEYS if not game.over else "n new game · q quit"), curses.A_DIM)
        window.refresh()

    def message_attr(self, message: str) -> int:
        if message == "You Won!":
            return curses.A_BOLD | self.colour.get("good", 0)
        if message in ENDINGS or message:
            return curses.A_BOLD | self.colour.get("bad", 0)
        return 0

    def status_text(self) -> str:
        game = self.game
        seconds = int(game.clock())
        parts = [f"moves {game.moves}", f"time {seconds // 60}:{seconds % 60:02d}"]
        reference = game.reference
        if reference is not None:
            parts.append(f"square {self.cursor[0]},{self.cursor[1]}")
        if len(game.contenders) == 1:
            contender = game.contenders[0]
            if contender.answer_seconds:
                parts.append(f"answer {contender.answer_seconds[-1] * 1000:.1f} ms")
            elif contender.start_seconds is not None:
                parts.append(f"start {contender.start_seconds * 1000:.0f} ms")
        if not game.placed:
            parts.append("mines placed at your first reveal")  # so it is never a mine (Game.place)
        if game.over and reference is not None:
            parts.append("game over")
        return " · ".join(parts)

    def draw_contender(self, contender: Contender, top: int, left: int, plan: Plan, race: bool) -> None:
        reference = self.game.reference
        rows, columns, square = reference.rows, reference.columns, plan.square
        width = len(str(rows)) + 1 + columns * square
        y = top
        if race:
            differs = self.game.differs(contender)
            self.put(y, left, contender.name[:width], curses.A_BOLD)
            if differs:
                word = contender.label if contender.failure is not None else "≠ first"
                self.put(y, left + min(len(contender.name), width - 1) + 1, word, curses.A_BOLD
                         | self.colour.get("bad", curses.A_REVERSE))  # fmt: skip
            y += 1
        if contender.failure is not None or contender.frame is None or contender.rows != rows:
            self.draw_failure(contender, y, left, max(width, 30) if not race else width)
            return
        prefix = len(str(rows)) + 1
        self.put(y, left + prefix, column_numbers(columns, square, plan.tens), curses.A_DIM)
        y += 1
        if plan.tens:
            self.put(y, left + prefix, column_numbers(columns, square, False), curses.A_DIM)
            y += 1
        self.hits.append((y, left + prefix, square))
        first = self.game.contenders[0]
        compare = race and contender is not first and first.answered and first.rows == rows
        for r, line in enumerate(contender.frame.grid, start=1):
            self.put(y, left, f"{r:>{prefix - 1}}", curses.A_DIM)
            for c, symbol in enumerate(line, start=1):
                attr = self.symbol_attr(symbol)
                if (r, c) == self.cursor:
                    attr |= curses.A_REVERSE
                if compare and first.frame.grid[r - 1][c - 1] != symbol:
                    attr |= curses.A_UNDERLINE | self.colour.get("bad", 0)
                glyph = LOOK.get(symbol, symbol)
                text = f" {glyph} " if square == 3 else (f" {glyph}" if square == 2 else glyph)
                self.put(y, left + prefix + (c - 1) * square, text, attr)
            y += 1
        if race:
            message = contender.frame.message
            self.put(y, left, message, self.message_attr(message))
            used = len(message) + 1 if message else 0
            self.put(y, left + used, self.timing(contender, width - used), curses.A_DIM)

    @staticmethod
    def timing(contender: Contender, room: int) -> str:
        """The program's time for its last answer and its mean, as fits in `room` characters."""
        if contender.answer_seconds:
            last = contender.answer_seconds[-1] * 1000
            mean = sum(contender.answer_seconds) / len(contender.answer_seconds) * 1000
            texts = (f"{last:.1f} ms/move, mean {mean:.1f}", f"{last:.1f} ms, mean {mean:.1f}", f"{last:.1f} ms")
        elif contender.start_seconds is not None:
            texts = (f"started in {contender.start_seconds * 1000:.0f} ms", f"{contender.start_seconds * 1000:.0f} ms")
        else:
            return ""
        return next((text for text in texts if len(text) <= room), "")

    def symbol_attr(self, symbol: str) -> int:
        if symbol in NUMBER_COLOURS:
            return curses.A_BOLD | self.colour.get(symbol, 0)
        if symbol == "¶":
            return curses.A_BOLD | self.colour.get("flag", 0)
        if symbol == "*":
            return curses.A_BOLD | self.colour.get("bad", 0)
        if symbol == " ":
            return curses.A_DIM
        return 0

    def failure_lines(self, contender: Contender, width: int) -> list[tuple[str, int]]:
        reference = self.game.reference
        if contender.failure is None and contender.frame is not None and reference is not None:
            size = f"{contender.rows}x{contender.columns}, the first program's {reference.rows}x{reference.columns}"
            return [(line, curses.A_BOLD) for line in textwrap.wrap(f"{contender.name}: its board is {size}", width)]
        if contender.failure is None:
            return [(f"{contender.name}: {self.note or 'no frame yet'}", curses.A_DIM)]
        bad = curses.A_BOLD | self.colour.get("bad", 0)
        lines = [(line, bad) for line in textwrap.wrap(f"{contender.name}: {contender.failure}", width) or [""]]
        if contender.stderr:
            lines.append(("standard error:", curses.A_DIM))
            for line in contender.stderr:  # a folded line goes on under its own indentation, two further in
                hang = "  " + " " * (len(line) - len(line.lstrip(" "))) + "  "
                lines += [(part, 0) for part in textwrap.wrap(line, width, initial_indent="  ", subsequent_indent=hang)]
        else:
            lines.append(("(nothing on standard error)", curses.A_DIM))
        return lines

    def draw_failure(self, contender: Contender, top: int, left: int, width: int) -> None:
        height, screen_width = self.window.getmaxyx()
        width = max(10, min(width, screen_width - left - 1))
        for offset, (line, attr) in enumerate(self.failure_lines(contender, width)):
            if top + offset >= height - 1:
                break
            self.put(top + offset, left, line, attr)

    def draw_failures(self, top: int, height: int, width: int) -> None:
        """Each program's failure and its standard error, wrapped to the screen's width (never to a board's); when
        it is longer than the screen, its first lines and the last ones that fit, the lines between left out."""
        lines: list[tuple[str, int]] = []
        for contender in self.game.contenders:
            lines += self.failure_lines(contender, max(20, width - 2)) + [("", 0)]
        room = height - 1 - top  # the last line is the footer
        if len(lines) > room > 4:
            hidden = len(lines) - room + 1
            lines = lines[:2] + [(f"… {hidden} lines not shown", curses.A_DIM)] + lines[2 + hidden :]
        for offset, (line, attr) in enumerate(lines[:room]):
            self.put(top + offset, 1, line, attr)

    def draw_too_small(self, height: int, width: int, reference: Contender) -> None:
        count = len(self.game.contenders)
        need_width = count * (len(str(reference.rows)) + 1 + reference.columns) + (count - 1) * GAP + (count == 1)
        need_height = reference.rows + 3 + (1 if count > 1 else 0)
        text = (
            f"The terminal is too small for this board: {width}x{height}, and it needs at least "
            f"{need_width}x{need_height} (columns x lines). Enlarge the window, or press q to leave."
        )
        for offset, line in enumerate(textwrap.wrap(text, max(10, width - 2))):
            self.put(offset, 1, line, curses.A_BOLD)


# ------------------------------------------------------------------------------------------ the command
def column_numbers(columns: int, square: int, tens: bool) -> str:
    """The column numbers above squares `square` characters wide, each number's last digit above the symbol.
    Where two digits do not fit a square, one line holds the units and the line above it (`tens`) the tens."""
    at = 0 if square == 1 else 1  # where the symbol sits in its square
    if square >= 3 or columns < 10:
        return "".join(f"{c:>{at + 1}}".ljust(square) for c in range(1, columns + 1))
    if tens:
        return "".join((" " * at + (str(c // 10) if c >= 10 else " ")).ljust(square) for c in range(1, columns + 1))
    return "".join((" " * at + str(c % 10)).ljust(square) for c in range(1, columns + 1))


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m styles play",
        description="Play a style, or any program, in a full-screen terminal front end that drives it as a black "
        "box: it sends the moves as the spec's input lines and draws only the frames the program prints.",
        epilog="Keys: arrows (or h j k l) move, space/Enter/r reveals, f flags, n new game, q quits; a left click "
        "reveals, a right click flags. Without a board the game is on a fresh random board. "
        "Without a terminal, play a style directly: python -m styles.NAME BOARD.cfg",
    )
    parser.add_argument(
        "style",
        nargs="?",
        metavar="STYLE",
        help="the style to play: its name, alias or chapter (python -m styles lists them)",
    )
    parser.add_argument("board", nargs="?", metavar="BOARD", help="a board file; default: a fresh random board")
    parser.add_argument("--cmd", metavar="COMMAND", help='play any program, e.g. --cmd "java -cp out Minesweeper"')
    parser.add_argument(
        "--race",
        nargs="+",
        metavar="STYLE",
        help="the same moves to 2 to 4 styles side by side (names, chapters, a range such as 11-14; a BOARD.cfg may "
        "follow)",
    )
    parser.add_argument(
        "--random",
        default="beginner",
        metavar="SIZE",
        help="the random board: beginner (default), intermediate, expert, or ROWSxCOLUMNS with --mines",
    )
    parser.add_argument("--mines", type=int, metavar="N", help="mines on the random board")
    parser.add_argument("--seed", type=int, metavar="S", help="the same seed gives the same random board")
    parser.add_argument(
        "--deadline", type=float, default=DEADLINE, metavar="SECONDS", help=f"for each answer (default {DEADLINE:g})"
    )
    parser.add_argument("--no-mouse", action="store_true", help="leave the mouse to the terminal")
    return parser


@dataclass
class Choice:
    """What the command line asks for, checked: the contenders to start and the board."""

    contenders: list[Callable[[], Contender]]
    board: Path | None
    size: boards.Size
    seed: int | None
    deadline: float
    command: str | None
    mouse: bool


def choose(argv: list[str]) -> Choice | str:
    """The checked command line, or a message for a person saying what is wrong with it."""
    options = _parser().parse_args(argv)
    names: list[str] = []
    board = options.board
    if options.race is not None:
        given = [*options.race, *(word for word in (options.style, options.board) if word)]
        names = [word for word in given if not looks_like_a_path(word)]
        paths = [word for word in given if looks_like_a_path(word)]
        if len(paths) > 1:
            return f"one board at a time, not {' and '.join(paths)}"
        board = paths[0] if paths else None
    elif options.style and options.cmd:
        if board or names_a_style(options.style):
            return "give a style or --cmd, not both (a race takes both: --race STYLE --cmd COMMAND)"
        board = options.style  # `play --cmd "..." BOARD`: the one positional argument is the board
    elif options.style:
        names = [options.style]
    elif not options.cmd:
        return "which style? python -m styles play STYLE [BOARD] (python -m styles lists the styles)"
    try:
        if options.race is None:
            names = [catalogue.resolve_one(name).name for name in names]
        else:
            names = [style.name for style in catalogue.resolve(names)]  # `--race 11-14`: four styles
    except catalogue.NoSuchStyle as problem:
        return str(problem)
    if options.race is not None and not RACE[0] <= len(names) + (options.cmd is not None) <= RACE[1]:
        return f"a race holds {RACE[0]} to {RACE[1]} programs, not {len(names) + (options.cmd is not None)}"
    command = None
    if options.cmd is not None:
        try:
            command_line(options.cmd)
        except ValueError as error:
            return f"--cmd {options.cmd!r}: {error}"
        command = options.cmd
    if not options.deadline > 0:
        return "--deadline must be more than 0 seconds"
    path = None
    if board is not None:
        if not os.path.lexists(board):
            return f"{board}: no such board file"
        path = Path(os.path.abspath(board))  # the program runs in a temporary folder
    try:
        size = boards.parse_size(options.random, options.mines)
    except ValueError as error:
        return f"--random: {error}"
    makers: list[Callable[[], Contender]] = [lambda name=name: style_contender(name) for name in names]
    if command is not None:
        makers.append(lambda: command_contender(command))
    return Choice(makers, path, size, options.seed, options.deadline, command, not options.no_mouse)


def names_a_style(word: str) -> bool:
    try:
        return bool(catalogue.resolve([word]))
    except catalogue.NoSuchStyle:
        return False


def looks_like_a_path(word: str) -> bool:
    """A style's name has neither a dot nor a slash; a board's path has one or the other."""
    return "." in word or "/" in word


def _leave(number: int, _frame: object) -> None:
    raise SystemExit(128 + number)


def main(argv: list[str]) -> int:
    """`python -m styles play`: 0 when the player leaves, 2 for a bad command line, 1 without a usable
    terminal, 130 after Ctrl-C. The programs started are always killed and their folders removed."""
    choice = choose(argv)
    if isinstance(choice, str):
        print(f"python -m styles play: {choice}", file=sys.stderr)
        return 2
    if not (sys.stdout.isatty() and sys.stdin.isatty()):
        print(
            "python -m styles play: needs a terminal (its standard input and output are not one). "
            "Without a terminal, play a style directly: python -m styles.NAME BOARD.cfg",
            file=sys.stderr,
        )
        return 1
    try:
        curses.setupterm(os.environ.get("TERM"), sys.stdout.fileno())
    except curses.error as error:
        print(f"python -m styles play: this terminal cannot be used ({error}); try TERM=xterm", file=sys.stderr)
        return 1

    def new_game() -> Game:
        return Game([make() for make in choice.contenders], choice.board, choice.size, choice.seed, choice.deadline)

    for number in (signal.SIGTERM, signal.SIGHUP):  # a closed SSH session or a kill: clean up as for Ctrl-C
        signal.signal(number, _leave)
    try:
        return curses.wrapper(lambda window: Screen(window, new_game, choice.mouse).run())
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
