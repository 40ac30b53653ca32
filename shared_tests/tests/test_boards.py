"""Random boards (shared_tests/boards.py, `python -m styles board`): every board it writes is valid by SPEC.md R4
and plays in a style, the presets fit 20 x 20, a seed gives the same board, and bad arguments get one clear line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared_tests.boards import PRESETS, Size, parse_size, random_board
from shared_tests.harness.frames import covered, draw
from shared_tests.harness.process import run_in_folder
from shared_tests.harness.targets import ROOT, base_environment, style_command

WAIT = 120.0  # a bound so that nothing waits forever, not a verdict on speed: generous on a busy machine


def board(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "styles", "board", *args],
        cwd=cwd, env=base_environment(), capture_output=True, text=True, timeout=WAIT,
    )  # fmt: skip


def check_r4(text: str, size: Size) -> None:
    """The board is valid by R4 and has the size and mines asked for."""
    assert set(text) <= set(".*\n") and text.endswith("\n")
    rows = text.split("\n")[:-1]
    assert len(rows) == size.rows and all(len(row) == size.columns for row in rows)
    assert text.count("*") == size.mines and text.count(".") >= 1


@given(st.integers(1, 20), st.integers(1, 20), st.data())
def test_a_random_board_is_valid_and_holds_the_mines_asked_for(rows: int, columns: int, data) -> None:
    if rows * columns < 2:
        assert Size(rows, columns, 0).check() is not None
        return
    mines = data.draw(st.integers(0, rows * columns - 1))
    size = Size(rows, columns, mines)
    check_r4(random_board(size, data.draw(st.integers(0, 10**6) | st.none())), size)


def test_the_presets_are_classic_where_they_fit_and_expert_fills_20x20() -> None:
    assert PRESETS["beginner"] == Size(9, 9, 10)
    assert PRESETS["intermediate"] == Size(16, 16, 40)
    assert PRESETS["expert"] == Size(20, 20, 80)  # classic expert, 16 x 30, is wider than R4.4 allows
    for size in PRESETS.values():
        assert size.check() is None


def test_a_seed_gives_the_same_board_and_no_seed_a_fresh_one() -> None:
    size = PRESETS["expert"]
    assert random_board(size, 7) == random_board(size, 7) != random_board(size, 8)
    assert len({random_board(size) for _ in range(5)}) == 5


@pytest.mark.parametrize("preset", PRESETS)
def test_the_command_writes_a_board_that_a_style_plays(preset: str, tmp_path: Path) -> None:
    done = board(preset, "--seed", "3", "--output", "game.cfg", cwd=tmp_path)
    assert done.returncode == 0 and done.stdout == ""
    text = (tmp_path / "game.cfg").read_text(encoding="utf-8")
    check_r4(text, PRESETS[preset])
    size = PRESETS[preset]

    def setup(folder: Path) -> None:
        (folder / "game.cfg").write_text(text, encoding="utf-8")

    result = run_in_folder([*style_command("monolith"), "game.cfg"], b"", base_environment(), WAIT, setup)
    assert result.exit == 0 and result.stderr == b""
    assert result.stdout.startswith(draw(covered(size.rows, size.columns)))


def test_the_command_prints_a_board_of_any_size_on_standard_output() -> None:
    done = board("3x4", "--mines", "11", "--seed", "1")
    assert done.returncode == 0
    check_r4(done.stdout, Size(3, 4, 11))
    assert board("3x4", "--mines", "11", "--seed", "1").stdout == done.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["1x1", "--mines", "0"], "at least 2 squares (R4.5)"),
        (["21x3", "--mines", "1"], "1 to 20 rows and 1 to 20 columns (R4.4)"),
        (["3x0", "--mines", "0"], "(R4.4)"),
        (["2x2", "--mines", "4"], "at least one square must be without a mine (R4.6)"),
        (["9x9", "--mines", "-1"], "cannot be negative"),
        (["9x9"], "give --mines N"),
        (["huge"], "neither a preset"),
        (["beginner", "--output", "board.txt"], "ends in .cfg (R3)"),
        (["beginner", "--output", "no/such/folder/b.cfg"], "No such file or directory"),
    ],
)
def test_bad_arguments_get_one_clear_line_and_exit_code_2(args: list[str], message: str, tmp_path: Path) -> None:
    done = board(*args, cwd=tmp_path)
    assert done.returncode == 2 and done.stdout == ""
    assert message in done.stderr and len(done.stderr.splitlines()) == 1
    assert list(tmp_path.iterdir()) == []


def test_an_existing_file_is_never_overwritten(tmp_path: Path) -> None:
    (tmp_path / "mine.cfg").write_text("..\n", encoding="utf-8")
    done = board("beginner", "-o", "mine.cfg", cwd=tmp_path)
    assert done.returncode == 2 and "already exists" in done.stderr
    assert (tmp_path / "mine.cfg").read_text(encoding="utf-8") == "..\n"


def test_a_preset_takes_other_mines_and_sizes_read_in_any_case() -> None:
    assert parse_size("Expert", 100) == Size(20, 20, 100)
    assert parse_size("12X15", 30) == Size(12, 15, 30)
    with pytest.raises(ValueError, match="R4.6"):
        parse_size("beginner", 81)
