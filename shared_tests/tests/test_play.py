"""The play front end (shared_tests/play.py): the game engine on real programs, and the curses screen driven
through the keys and the mouse in a terminal (tmux) — a win, a loss, a failing `--cmd`, a race, a terminal too
small, Ctrl-C, and no terminal at all."""

from __future__ import annotations

import itertools
import os
import re
import shlex
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from shared_tests import boards
from shared_tests.harness.frames import Malformed, draw
from shared_tests.harness.targets import ROOT
from shared_tests.play import Game, board_size, command_contender, command_line, frame_complete, style_contender

WAIT = 60.0  # seconds any wait on the screen or a program may take (only a failing test waits them out)
# ..*..   A wall of two mines: the first reveal opens the left side, a second the right side, and (3, 3)
# ..*..   is left for a third reveal that wins.
# .....
WALL = "..*..\n..*..\n.....\n"
# The screen's rows after the win below: an open 0 looks empty, a covered square is a tile (■).
WON = [" 1     2  ¶  2", " 2     2  ■  2", " 3     1  1  1"]
# A program that draws the spec's frames for any board but never opens a square: the front end must show what it
# prints, and a race must mark it as different.
LAZY = """
import sys
sys.path.insert(0, {root!r})
from shared_tests.harness.frames import covered, draw
rows = open(sys.argv[1]).read().split()
grid = covered(len(rows), len(rows[0]))
sys.stdout.buffer.write(draw(grid)); sys.stdout.flush()
for line in sys.stdin:
    sys.stdout.buffer.write(draw(grid)); sys.stdout.flush()
sys.stdout.buffer.write(draw(grid, "Not enough inputs!", prompt=False))
"""


@pytest.fixture
def wall(tmp_path: Path) -> Path:
    path = tmp_path / "wall.cfg"
    path.write_text(WALL, encoding="utf-8")
    return path


# ---------------------------------------------------------------------------------------------- the engine
def test_a_frame_is_complete_at_its_prompt_or_at_a_final_banner() -> None:
    frame = draw(["  ", "  "])
    assert frame_complete(frame)
    assert not frame_complete(frame[:-1])  # the prompt has not come yet
    assert frame_complete(draw(["▓1", " 1"], "You Won!", prompt=False))
    assert not frame_complete(draw(["  ", "  "], "", prompt=False))  # a prompt may still follow
    assert frame_complete(b"Traceback (most recent call last):\n")  # no frame starts so: stop waiting
    assert board_size(frame) == (2, 2)
    with pytest.raises(Malformed):
        board_size(b"hello\n")


def test_a_game_shows_only_what_the_program_printed(wall: Path) -> None:
    with Game([style_contender("monolith")], wall, boards.PRESETS["beginner"], None, WAIT) as game:
        game.start()
        player = game.contenders[0]
        assert (player.rows, player.columns) == (3, 5)
        assert player.frame.grid == ["     "] * 3 and player.frame.prompt
        game.move(1, 1, "R")
        assert player.frame.grid == ["▓2   ", "▓2   ", "▓1   "]
        game.move(2, 3, "R")
        assert player.frame.message == "You Lost!" and player.frame.grid[:2] == ["▓2*  ", "▓2*  "]
        assert game.over and player.failure is None and player.session is None  # it ended with exit code 0


def test_a_race_of_two_styles_shows_identical_boards_after_each_move() -> None:
    size = boards.PRESETS["beginner"]
    with Game([style_contender("monolith"), style_contender("pipeline")], None, size, 17, WAIT) as game:
        game.start()
        for row, column in itertools.product((1, 5, 9), (1, 5, 9)):
            if game.over:
                break
            game.move(row, column, "F" if row == column == 5 else "R")
            first, second = game.contenders
            assert first.answered and second.answered, (first.failure, second.failure)
            assert second.frame == first.frame and not game.differs(second)
        assert len(first.answer_seconds) == game.moves == len(second.answer_seconds)


def test_a_race_marks_a_program_whose_board_differs(tmp_path: Path, wall: Path) -> None:
    lazy = tmp_path / "lazy.py"
    lazy.write_text(LAZY.format(root=str(ROOT)), encoding="utf-8")
    contenders = [style_contender("monolith"), command_contender(shlex.join([sys.executable, str(lazy)]))]
    with Game(contenders, wall, boards.PRESETS["beginner"], None, WAIT) as game:
        game.start()
        assert not game.differs(contenders[1])  # both print a covered board first
        game.move(1, 1, "R")
        assert game.differs(contenders[1]) and contenders[1].answered


# ---------------------------------------------------------------------------------------------- the screen
needs_tmux = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed (apt-get install tmux)")
_names = itertools.count()
SIZE = ("LINES", "COLUMNS")


class Terminal:
    """A command running in a tmux window of its own (a private tmux server): keys in, the screen as text out."""

    def __init__(self, argv: list[str], width: int = 100, height: int = 30) -> None:
        self.name = f"play-test-{os.getpid()}-{next(_names)}"
        # Not LINES and COLUMNS either (pytest-xdist's workers set them): curses believes them over the terminal.
        env = {key: value for key, value in os.environ.items() if not key.startswith("TMUX") and key not in SIZE}
        env.update(LC_ALL="C.UTF-8", LANG="C.UTF-8")
        command = f"{shlex.join(argv)}; echo EXIT=$?; sleep 60"
        self.tmux("new-session", "-d", "-x", str(width), "-y", str(height), command, env=env)

    def tmux(self, *args: str, env: dict[str, str] | None = None) -> str:
        done = subprocess.run(
            ["tmux", "-u", "-f", "/dev/null", "-L", self.name, *args],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=WAIT, check=True,
        )  # fmt: skip
        return done.stdout

    def keys(self, *keys: str) -> None:
        self.tmux("send-keys", *keys)

    def screen(self) -> str:
        return self.tmux("capture-pane", "-p")

    def wait_for(self, holds: str | Callable[[str], bool], within: float = WAIT) -> str:
        """The screen once `holds` (text on it, or a test of it) is true; fails with the screen after `within`."""
        test = (lambda screen: holds in screen) if isinstance(holds, str) else holds
        until = time.monotonic() + within
        while True:
            screen = self.screen()
            if test(screen):
                return screen
            if time.monotonic() > until:
                pytest.fail(f"not on the screen within {within:g} s: {holds!r}\n{screen}")
            time.sleep(0.05)

    def close(self) -> None:
        subprocess.run(["tmux", "-L", self.name, "kill-server"], capture_output=True, timeout=WAIT)


@pytest.fixture
def terminal():
    started: list[Terminal] = []

    def start(*args: str, width: int = 100, height: int = 30) -> Terminal:
        started.append(Terminal([sys.executable, "-m", "styles", "play", *args], width, height))
        return started[-1]

    yield start
    for each in started:
        each.close()


def rows_on(screen: str) -> list[str]:
    """The lines of the screen that show a row of squares (not the column numbers), without trailing spaces."""
    lines = [line.rstrip() for line in screen.splitlines()]
    return [line for line in lines if re.fullmatch(r" +\d+ [■¶*1-8 ]+", line) and not counts_up(line.split())]


def counts_up(words: list[str]) -> bool:
    return words == [str(number) for number in range(1, len(words) + 1)]


@needs_tmux
def test_playing_to_a_win_with_the_keys_shows_the_numbers_and_the_banner(terminal, wall: Path) -> None:
    screen = terminal("monolith", str(wall))
    screen.wait_for("moves 0")
    assert "monolith · ch. 4" in screen.screen() and "No abstractions of our own" in screen.screen()
    screen.keys("Space")  # (1, 1)
    screen.wait_for("moves 1")
    screen.keys("Right", "Right", "f")  # flag (1, 3)
    screen.wait_for("moves 2")
    screen.keys("Right", "Right", "Space", "Down", "Down", "Left", "Left", "Space")  # (1, 5), then (3, 3)
    shown = screen.wait_for("You Won!")
    assert rows_on(shown) == WON
    assert "moves 4" in shown and shown.count("game over") == 1
    screen.keys("q")
    screen.wait_for("EXIT=0")


@needs_tmux
def test_playing_to_a_loss_shows_the_mines_and_the_banner(terminal, wall: Path) -> None:
    screen = terminal("pipeline", str(wall))
    screen.wait_for("moves 0")
    screen.keys("Space", "Down", "Right", "Right", "Space")  # (1, 1), then the mine at (2, 3)
    shown = screen.wait_for("You Lost!")
    assert rows_on(shown) == [" 1     2  *  ■  ■", " 2     2  *  ■  ■", " 3     1  ■  ■  ■"]
    assert shown.count("game over") == 1
    screen.keys("q")
    screen.wait_for("EXIT=0")


@needs_tmux
def test_the_mouse_reveals_with_a_left_click_and_flags_with_a_right_click(terminal, wall: Path) -> None:
    screen = terminal("monolith", str(wall))
    shown = screen.wait_for("moves 0")
    y = next(number for number, line in enumerate(shown.splitlines()) if line.startswith(" 1 ")) + 1  # 1-based

    def click(button: int, row: int, column: int) -> None:  # an xterm mouse report: press, then release
        x = 1 + 2 + 3 * (column - 1) + 1 + 1
        press = [0x1B, 0x5B, 0x4D, 32 + button, 32 + x, 32 + y + row - 1]
        screen.keys("-H", *(f"{byte:x}" for byte in press + press[:3] + [32 + 3] + press[4:]))

    click(0, 1, 5)
    screen.wait_for("moves 1")
    click(2, 1, 3)
    shown = screen.wait_for("moves 2")
    assert rows_on(shown)[0] == " 1  ■  ■  ¶  2"


@needs_tmux
def test_a_program_that_exits_with_an_error_shows_its_message_and_exit_code(terminal) -> None:
    crash = "import sys; sys.stderr.write('cannot read the board: ' + sys.argv[1] + chr(10)); sys.exit(3)"
    screen = terminal("--cmd", shlex.join([sys.executable, "-c", crash]))
    shown = screen.wait_for("exit code 3")
    assert "cannot read the board: board.cfg" in shown and "standard error" in shown
    screen.keys("q")
    screen.wait_for("EXIT=0")


@needs_tmux
def test_a_program_that_does_not_answer_is_reported_at_the_deadline(terminal) -> None:
    screen = terminal("--cmd", shlex.join([sys.executable, "-c", "import time; time.sleep(60)"]), "--deadline", "1")
    screen.wait_for("no answer within 1 s")
    screen.keys("q")
    screen.wait_for("EXIT=0")


STARTED = re.compile(r"(?<![\d.])\d+ ms(?!/)")  # "started in 567 ms", or "1540 ms" where the longer text does not fit


def both_started(screen: str) -> bool:
    """Both programs of a race show their start-up time (on a busy machine a long one is shown short)."""
    return any(len(STARTED.findall(line)) == 2 for line in screen.splitlines())


@needs_tmux
def test_a_race_shows_identical_boards_after_each_move(terminal) -> None:
    screen = terminal("--race", "monolith", "pipeline", "--seed", "5")
    screen.wait_for(both_started)
    for number, keys in enumerate([("Space",), ("Down", "Down", "Right", "f"), ("Right", "Right", "Space")], 1):
        screen.keys(*keys)
        shown = screen.wait_for(f"moves {number}")
        shown = screen.wait_for(lambda text: text.count("ms/move") == 2 or "You " in text)
        boards_shown = [re.findall(r"(\d+) ((?: [■ ¶*1-8] ){8} [■ ¶*1-8])", line) for line in shown.splitlines()]
        pairs = [found for found in boards_shown if found]
        assert len(pairs) == 9 and all(len(pair) == 2 and pair[0] == pair[1] for pair in pairs), shown
        assert "≠" not in shown


@needs_tmux
def test_a_race_marks_the_program_whose_board_differs(terminal, tmp_path: Path, wall: Path) -> None:
    lazy = tmp_path / "lazy.py"
    lazy.write_text(LAZY.format(root=str(ROOT)), encoding="utf-8")
    screen = terminal("--race", "monolith", "--cmd", shlex.join([sys.executable, str(lazy)]), str(wall))
    screen.wait_for(both_started)
    screen.keys("Space")
    assert "your program ≠ first" in screen.wait_for("≠")


@needs_tmux
def test_a_terminal_too_small_says_so_until_it_is_resized(terminal) -> None:
    screen = terminal("monolith", "--random", "expert", width=40, height=12)
    screen.wait_for("too small")
    screen.tmux("resize-window", "-x", "80", "-y", "24")
    shown = screen.wait_for("moves 0")
    assert len(rows_on(shown)) == 20 and " 20  ■" in shown


@needs_tmux
def test_ctrl_c_restores_the_terminal_and_kills_the_program(terminal, tmp_path: Path) -> None:
    pid = tmp_path / "pid"
    program = f"import os, time; open({str(pid)!r}, 'w').write(str(os.getpid())); time.sleep(60)"
    screen = terminal("--cmd", shlex.join([sys.executable, "-c", program]), "--deadline", "30")
    until = time.monotonic() + WAIT
    while not (pid.exists() and pid.read_text()):
        assert time.monotonic() < until, screen.screen()
        time.sleep(0.05)
    screen.keys("C-c")
    screen.wait_for("EXIT=130")
    with pytest.raises(ProcessLookupError):
        os.kill(int(pid.read_text()), 0)


def test_without_a_terminal_it_says_so_and_exits_with_1() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "styles", "play", "monolith"],
        cwd=ROOT, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=WAIT,
    )  # fmt: skip
    assert done.returncode == 1 and done.stdout == ""
    assert "needs a terminal" in done.stderr and "python -m styles.NAME BOARD.cfg" in done.stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["no_such_style"], "unknown style 'no_such_style'"),
        (["monolith", "missing.cfg"], "missing.cfg: no such board file"),
        (["--race", "monolith"], "a race holds 2 to 4 programs, not 1"),
        (["--race", "monolith", "arrays", "pipeline", "things", "actors"], "not 5"),
        (["monolith", "--random", "1x1", "--mines", "0"], "at least 2 squares"),
        (["--cmd", "'unclosed"], "No closing quotation"),
        ([], "which style?"),
    ],
)
def test_a_bad_command_line_gets_one_clear_line_and_exit_code_2(args: list[str], message: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "styles", "play", *args],
        cwd=ROOT, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=WAIT,
    )  # fmt: skip
    assert done.returncode == 2 and message in done.stderr and "Traceback" not in done.stderr


def test_a_commands_files_here_are_made_absolute_since_it_runs_in_a_temporary_folder(
    tmp_path: Path, monkeypatch
) -> None:
    (tmp_path / "mine.py").write_text("", encoding="utf-8")
    (tmp_path / "out").mkdir()
    monkeypatch.chdir(tmp_path)
    contender = command_contender("python3 mine.py -cp out Minesweeper --cfg out")
    assert contender.argv == ("python3", str(tmp_path / "mine.py"), "-cp", str(tmp_path / "out"), "Minesweeper",
                              "--cfg", str(tmp_path / "out"))  # fmt: skip
    assert contender.about == "python3 mine.py -cp out Minesweeper --cfg out"  # shown as given


@pytest.mark.parametrize(
    ("command", "env", "argv"),
    [
        ("python3 -m game", {"PYTHONPATH": "{here}:{repo}"}, ("python3", "-m", "game")),  # found here, as Python does
        ("PYTHONPATH=. python3 -m game", {"PYTHONPATH": "{here}:{here}"}, ("python3", "-m", "game")),
        ("env DEBUG=1 PYTHONPATH=.:lib python3 mine.py", {"DEBUG": "1", "PYTHONPATH": "{here}:lib"},
         ("python3", "{here}/mine.py")),
        ("run: java -cp out:gone.jar Minesweeper", {}, ("java", "-cp", "{here}/out:gone.jar", "Minesweeper")),
        ("./mine.py 'two words'", {}, ("{here}/mine.py", "two words")),
    ],
)  # fmt: skip
def test_a_command_is_split_as_a_shell_would_with_its_variables(tmp_path: Path, command, env, argv) -> None:
    """What a run file's line says (NAME=VALUE words first, `env`, quotes) is what --cmd takes, pasted as it is."""
    for name in ("mine.py", "game/__main__.py", "out/Minesweeper.class"):
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_text("", encoding="utf-8")
    fill = lambda text: text.format(here=tmp_path, repo=ROOT)  # noqa: E731
    assert command_line(command, tmp_path) == ({k: fill(v) for k, v in env.items()}, tuple(map(fill, argv)))


@pytest.mark.parametrize(("command", "says"), [("node a.js && echo", "without '&&'"), ("A=1", "no program to run")])
def test_a_command_that_is_not_one_program_is_refused(command: str, says: str) -> None:
    with pytest.raises(ValueError, match=says):
        command_line(command)


def test_a_python_package_here_plays_with_python3_dash_m(tmp_path: Path, monkeypatch, wall: Path) -> None:
    """`play --cmd 'python3 -m minesweeper'` from the folder that holds the package (here, a package that runs the
    monolith): the module is looked up here, never turned into a path."""
    (tmp_path / "minesweeper").mkdir()
    (tmp_path / "minesweeper" / "__main__.py").write_text(
        'import runpy\nrunpy.run_module("styles.monolith", run_name="__main__")\n', encoding="utf-8"
    )
    monkeypatch.chdir(tmp_path)
    with Game([command_contender("python3 -m minesweeper")], wall, boards.PRESETS["beginner"], None, WAIT) as game:
        game.start()
        player = game.contenders[0]
        assert player.failure is None and (player.rows, player.columns) == (3, 5), player.stderr
        game.move(1, 1, "R")
        assert player.frame.grid == ["▓2   ", "▓2   ", "▓1   "]


# ---------------------------------------------------------------------------------------------- classroom fixes
# A program that draws one covered board, then crashes with a traceback at the first move.
CRASHER = """
import sys
sys.path.insert(0, {root!r})
from shared_tests.harness.frames import covered, draw
rows = open(sys.argv[1]).read().split()
sys.stdout.buffer.write(draw(covered(len(rows), len(rows[0])))); sys.stdout.flush()
sys.stdin.readline()
def deep(n):
    return deep(n - 1) if n else {{}}["the key that was never there"]
deep(3)
"""


@pytest.mark.parametrize("seed", range(12))
def test_the_first_reveal_of_a_random_board_is_never_a_mine(seed: int) -> None:
    """A 9x9 board with 72 mines leaves just the first square and its eight neighbours free: the board is chosen
    at the first reveal, and the reveal opens a 0 (and its neighbours) wherever it is."""
    size = boards.Size(9, 9, 72)
    with Game([style_contender("monolith")], None, size, seed, WAIT) as game:
        game.start()
        row, column = 1 + seed % 9, 1 + (seed * 5) % 9
        game.move(row, column, "F")  # a flag first: it is replayed on the chosen board
        game.move(row, column, "F")
        game.move(row, column, "R")
        player = game.contenders[0]
        assert player.answered and player.frame.message != "You Lost!", player.frame
        assert player.frame.grid[row - 1][column - 1] == "▓" and game.placed and game.moves == 3


def test_a_safe_random_board_is_the_same_for_the_same_seed_and_square() -> None:
    size = boards.PRESETS["expert"]
    board = boards.random_board(size, 3, safe=(4, 4))
    assert board == boards.random_board(size, 3, safe=(4, 4)) != boards.random_board(size, 3, safe=(4, 5))
    rows = board.split()
    assert all(rows[r][c] == "." for r in range(3, 6) for c in range(3, 6)) and board.count("*") == 80


@needs_tmux
def test_a_crash_after_a_frame_shows_the_whole_traceback_in_a_panel_of_its_own(terminal, tmp_path: Path) -> None:
    crasher = tmp_path / "crasher.py"
    crasher.write_text(CRASHER.format(root=str(ROOT)), encoding="utf-8")
    screen = terminal("--cmd", shlex.join([sys.executable, str(crasher)]), width=100, height=30)
    screen.wait_for("moves 0")
    screen.keys("Space")
    shown = screen.wait_for("KeyError")
    lines = shown.rstrip("\n").splitlines()
    assert "exit code 1" in shown and "Traceback (most recent call last):" in shown
    assert any(line.strip() == "KeyError: 'the key that was never there'" for line in lines)  # whole, not squeezed
    assert lines[-1].strip().startswith("q quit")  # the footer stays the last line


@needs_tmux
def test_a_race_labels_a_crashed_program_crashed(terminal, tmp_path: Path, wall: Path) -> None:
    crasher = tmp_path / "crasher.py"
    crasher.write_text(CRASHER.format(root=str(ROOT)), encoding="utf-8")
    screen = terminal("--race", "monolith", "--cmd", shlex.join([sys.executable, str(crasher)]), str(wall))
    screen.wait_for(both_started)
    screen.keys("Space")
    shown = screen.wait_for("crashed")
    assert "your program crashed" in shown and "≠ first" not in shown


@needs_tmux
@pytest.mark.parametrize(("width", "fits"), [(11, False), (12, True)])
def test_the_terminal_is_too_small_exactly_when_a_column_would_be_cut(terminal, width: int, fits: bool) -> None:
    """A 9x9 board needs 2 columns of row numbers, 9 squares of 1 column and the margin: 12 columns."""
    screen = terminal("monolith", "--random", "beginner", width=width, height=16)
    said = lambda text: " ".join(text.split())  # noqa: E731  the warning is wrapped to the narrow screen
    shown = screen.wait_for(lambda text: "too small" in said(text) or re.search(r"^ 9 ■+", text, re.MULTILINE))
    if fits:
        assert "too small" not in said(shown) and re.search(r"^ 9 ■{9}\s*$", shown, re.MULTILINE), shown
    else:
        assert "it needs at least 12x" in said(shown)
