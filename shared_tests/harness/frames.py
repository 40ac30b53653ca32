"""Frames as SPEC.md R6 draws them: build the expected bytes of one frame, and read a whole output back.

Used by the generated tests (test_hostile.py, test_differential.py) and the benchmark, which need frames for
boards that no transcript holds. Nothing here knows the rules of the game: only how a frame looks.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MESSAGES = ("", "The provided input is not valid!", "You Won!", "You Lost!", "Not enough inputs!")
ENDINGS = ("You Won!", "You Lost!", "Not enough inputs!")
SYMBOLS = " ¶▓*12345678"


def draw(grid: list[str], message: str = "", prompt: bool = True) -> bytes:
    """One frame (R6): `grid` holds one string of symbols per row (R6.3), then the banner, then the prompt."""
    columns = len(grid[0])
    lines = ["┌" + "┬".join(["───"] * columns) + "┐"]
    for number, row in enumerate(grid):
        if number:
            lines.append("├" + "┼".join(["───"] * columns) + "┤")
        lines.append("│" + "│".join(f" {symbol} " for symbol in row) + "│")
    lines.append("└" + "┴".join(["───"] * columns) + "┘")
    width = max(4 * columns - 1, len(message))
    lines += ["╔" + "═" * width + "╗", "║" + message.ljust(width) + "║", "╚" + "═" * width + "╝"]
    return ("\n".join(lines) + "\n" + (">" if prompt else "")).encode("utf-8")


def covered(rows: int, columns: int) -> list[str]:
    return [" " * columns] * rows


@dataclass
class Frame:
    grid: list[str]
    message: str
    prompt: bool


class Malformed(AssertionError):
    """Output that is not a sequence of well-formed frames."""


def read_frames(output: bytes, rows: int, columns: int) -> list[Frame]:
    """Cut `output` into frames for a board of this size, checking every line of every frame (R6.1-R6.5)."""
    try:
        text = output.decode("utf-8")
    except UnicodeDecodeError as error:
        raise Malformed(f"output is not UTF-8: {error}") from None
    top = "┌" + "┬".join(["───"] * columns) + "┐\n"
    middle = "├" + "┼".join(["───"] * columns) + "┤\n"
    bottom = "└" + "┴".join(["───"] * columns) + "┘\n"
    cells = re.compile("│" + "│".join([f" ([{re.escape(SYMBOLS)}]) "] * columns) + "│\n")
    frames, at = [], 0

    def expect(line: str, what: str) -> None:
        nonlocal at
        if not text.startswith(line, at):
            raise Malformed(f"frame {len(frames)}: expected {what} {line!r} at {text[at : at + len(line) + 20]!r}")
        at += len(line)

    while at < len(text):
        number = len(frames)
        expect(top, "the top border")
        grid = []
        for row in range(rows):
            if row:
                expect(middle, "a middle border")
            match = cells.match(text, at)
            if not match:
                raise Malformed(f"frame {number}: row {row + 1} malformed: {text[at : at + 4 * columns + 2]!r}")
            grid.append("".join(match.groups()))
            at = match.end()
        expect(bottom, "the bottom border")
        banner = re.compile(r"╔(═+)╗\n║([^\n]*)║\n╚(═+)╝\n").match(text, at)
        if not banner:
            raise Malformed(f"frame {number}: malformed banner {text[at : at + 3 * (4 * columns + 3)]!r}")
        width = len(banner[1])
        message = banner[2].rstrip(" ")
        if message not in MESSAGES:
            raise Malformed(f"frame {number}: unknown message {banner[2]!r}")
        if width != max(4 * columns - 1, len(message)) or len(banner[2]) != width or len(banner[3]) != width:
            raise Malformed(f"frame {number}: banner of width {width}/{len(banner[2])}/{len(banner[3])} (R6.4)")
        at = banner.end()
        prompt = text.startswith(">", at)
        at += prompt
        frames.append(Frame(grid, message, prompt))
    return frames
