"""Random valid boards (SPEC.md R4): ``python -m styles board SIZE [--mines N] [--seed S] [--output FILE]``.

    python -m styles board beginner                   9 x 9 with 10 mines, on standard output
    python -m styles board 12x15 --mines 30 --seed 7  the same board every time for this seed
    python -m styles board expert -o expert.cfg       written to a file (never over an existing one)

The presets are classic Minesweeper's where they fit the spec's 20 x 20: beginner (9 x 9, 10 mines) and
intermediate (16 x 16, 40 mines). Classic expert is 16 x 30 with 99 mines, wider than R4.4 allows; our expert is
the largest board the spec allows, 20 x 20, with 80 mines: 20 % of its squares, as near as a round number gets
to classic expert's 20.6 %. ``play`` uses `random_board` for a game without a board file, and chooses the board
at the first reveal, with that square safe.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
from dataclasses import dataclass
from pathlib import Path

MAX_SIDE = 20  # R4.4


@dataclass(frozen=True)
class Size:
    """A board's shape and how many mines it holds; `check` says what is wrong with it (R4.4-R4.6)."""

    rows: int
    columns: int
    mines: int

    def check(self) -> str | None:
        """None for a board that R4 allows, else a sentence that says why not."""
        if not (1 <= self.rows <= MAX_SIDE and 1 <= self.columns <= MAX_SIDE):
            return f"a board has 1 to {MAX_SIDE} rows and 1 to {MAX_SIDE} columns (R4.4), not {self}"
        if self.rows * self.columns < 2:
            return "a board has at least 2 squares (R4.5): 1x1 is too small"
        if self.mines < 0:
            return f"the number of mines cannot be negative ({self.mines})"
        if self.mines > self.rows * self.columns - 1:
            return (
                f"at least one square must be without a mine (R4.6): a {self.rows}x{self.columns} board holds at "
                f"most {self.rows * self.columns - 1} mines, not {self.mines}"
            )
        return None

    def __str__(self) -> str:
        return f"{self.rows}x{self.columns}"


PRESETS = {
    "beginner": Size(9, 9, 10),
    "intermediate": Size(16, 16, 40),
    "expert": Size(20, 20, 80),  # classic expert (16 x 30, 99 mines) is wider than R4.4 allows
}


def random_board(size: Size, seed: int | None = None, safe: tuple[int, int] | None = None) -> str:
    """The text of a board file (R4) with `size.mines` mines on distinct squares chosen at random; the same
    seed (and `safe` square) gives the same board. `safe` (row, column, from 0): a square that holds no mine,
    nor do its neighbours where the other squares have room for every mine (classic Minesweeper's first click).
    Raises ValueError for a size that R4 does not allow."""
    problem = size.check()
    if problem:
        raise ValueError(problem)
    squares = range(size.rows * size.columns)
    if safe is not None:
        row, column = safe
        around = {
            r * size.columns + c
            for r in range(max(0, row - 1), min(size.rows, row + 2))
            for c in range(max(0, column - 1), min(size.columns, column + 2))
        }
        keep = around if len(squares) - len(around) >= size.mines else {row * size.columns + column}
        squares = [square for square in squares if square not in keep]
        seed = None if seed is None else f"{seed} {row} {column}"
    chooser = random.Random(seed) if seed is not None else random.SystemRandom()
    mines = set(chooser.sample(squares, size.mines))
    return "".join(
        "".join("*" if row * size.columns + column in mines else "." for column in range(size.columns)) + "\n"
        for row in range(size.rows)
    )


def parse_size(text: str, mines: int | None) -> Size:
    """A preset's name (its mines unless `mines` is given) or ROWSxCOLUMNS with `mines` (required). Raises
    ValueError with a message for a person."""
    name = text.strip().lower()
    if name in PRESETS:
        preset = PRESETS[name]
        size = preset if mines is None else Size(preset.rows, preset.columns, mines)
    else:
        match = re.fullmatch(r"(\d{1,4})\s*[x×*]\s*(\d{1,4})", name)
        if not match:
            raise ValueError(f"{text!r} is neither a preset ({', '.join(PRESETS)}) nor ROWSxCOLUMNS such as 9x9")
        if mines is None:
            raise ValueError(f"how many mines? give --mines N for a {match[1]}x{match[2]} board")
        size = Size(int(match[1]), int(match[2]), mines)
    problem = size.check()
    if problem:
        raise ValueError(problem)
    return size


def _parser() -> argparse.ArgumentParser:
    presets = ", ".join(f"{name} {size} with {size.mines} mines" for name, size in PRESETS.items())
    parser = argparse.ArgumentParser(
        prog="python -m styles board",
        description="Write a valid random board file (SPEC.md R4): '.' a square without a mine, '*' a mine.",
        epilog=f"presets: {presets} (classic expert, 16x30, is wider than the spec's 20 columns).",
    )
    parser.add_argument("size", metavar="SIZE", help="a preset (beginner, intermediate, expert) or ROWSxCOLUMNS")
    parser.add_argument("--mines", "-m", type=int, metavar="N", help="how many mines (a preset has its own)")
    parser.add_argument("--seed", "-s", type=int, metavar="S", help="the same seed gives the same board")
    parser.add_argument(
        "--output",
        "-o",
        metavar="FILE",
        help="write to this file (its name ends in .cfg, R3); default: standard output",
    )
    return parser


def main(argv: list[str]) -> int:
    """`python -m styles board`: 0 with the board written, 2 with one line on standard error for bad arguments
    or a file that cannot be written."""
    parser = _parser()
    options = parser.parse_args(argv)  # argparse exits with 2 and a usage line for unknown options
    try:
        size = parse_size(options.size, options.mines)
    except ValueError as error:
        print(f"python -m styles board: {error}", file=sys.stderr)
        return 2
    text = random_board(size, options.seed)
    if options.output is None:
        try:
            sys.stdout.write(text)
            sys.stdout.flush()
        except BrokenPipeError:
            return 1
        return 0
    path = Path(options.output)
    if not re.fullmatch(r".+\.cfg", path.name, re.IGNORECASE):
        print(f"python -m styles board: {options.output}: a board's file name ends in .cfg (R3)", file=sys.stderr)
        return 2
    try:
        with path.open("x", encoding="utf-8", newline="\n") as file:  # never over an existing file
            file.write(text)
    except FileExistsError:
        print(f"python -m styles board: {options.output}: already exists; choose another name", file=sys.stderr)
        return 2
    except OSError as error:
        print(f"python -m styles board: {options.output}: {error.strerror or error}", file=sys.stderr)
        return 2
    print(f"{options.output}: {size} with {size.mines} mines", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
