"""Frame-by-frame comparison of a run's output with a transcript, and readable diffs of one frame."""

from __future__ import annotations

import difflib
from dataclasses import dataclass


@dataclass
class FrameCheck:
    label: str  # e.g. "frame 3, after «1 1 R»"
    expected: bytes
    actual: bytes

    @property
    def ok(self) -> bool:
        return self.expected == self.actual


def cut_like(expected: bytes, output: bytes) -> bytes:
    """The part of `output` that plays the role of `expected`: as many lines, then the same partial tail."""
    lines = output.splitlines(keepends=True)
    count = expected.count(b"\n")
    chunk = b"".join(lines[:count])
    tail = len(expected) - (expected.rfind(b"\n") + 1)
    rest = output[len(chunk) :]
    return chunk + rest[:tail] if tail else chunk


def check_frames(frames: list[tuple[str, bytes]], output: bytes) -> list[FrameCheck]:
    """Compare frame by frame; stop at the first frame that differs (later ones would only echo it)."""
    checks, position = [], 0
    for number, (before, expected) in enumerate(frames):
        label = "the first frame" if number == 0 else f"frame {number}, after {before}"
        if position + len(expected) <= len(output) and output[position : position + len(expected)] == expected:
            checks.append(FrameCheck(label, expected, expected))
            position += len(expected)
            continue
        checks.append(FrameCheck(label, expected, cut_like(expected, output[position:])))
        return checks
    if position < len(output):
        checks.append(FrameCheck("output after the last frame", b"", output[position:]))
    return checks


def visible(data: bytes) -> list[str]:
    """Lines of output with the invisible made visible: line ends, carriage returns, escapes, bad bytes."""
    text = data.decode("utf-8", "backslashreplace")
    text = text.replace("\r", "␍").replace("\x1b", "␛").replace("\t", "␉")
    return [line.replace("\n", "⏎") for line in text.splitlines(keepends=True)] or ["(nothing)"]


def frame_diff(check: FrameCheck) -> str:
    expected, actual = visible(check.expected), visible(check.actual)
    diff = difflib.unified_diff(expected, actual, "expected", "actual", lineterm="", n=max(len(expected), len(actual)))
    return f"{check.label} differs (⏎ marks a line end):\n" + "\n".join(diff)
