"""The comparison report: metrics from `ast`, and an HTML page that really renders in a browser."""

from __future__ import annotations

import ast
import shutil
import struct
import subprocess
import zlib
from pathlib import Path

import pytest

from shared_tests import report

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
BAR = (0x4A, 0x7A, 0xB5)  # the fill colour of the charts' bars


def test_complexity_counts_decisions_per_function() -> None:
    tree = ast.parse("def f(x):\n    if x and x > 1:\n        return [y for y in x if y]\n    return 0\n")
    # 1 + if + `and` + the comprehension's for + its if
    assert report.complexity(tree.body[0]) == 5


def test_nesting_is_the_deepest_compound_statement() -> None:
    tree = ast.parse("for a in b:\n    if a:\n        while a:\n            pass\n")
    assert report.nesting(tree) == 3


def test_static_metrics_of_the_monolith() -> None:
    row = report.static_metrics("monolith")
    assert (row.functions, row.classes) == (0, 0)
    assert row.complexity_max > 30 and row.lines > 100


def read_png(path: Path) -> tuple[int, int, list[bytes]]:
    """Width, height and raw RGB(A) rows of an 8-bit, non-interlaced PNG (what Chromium writes)."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    position, idat = 8, b""
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position : position + 8])
        body = data[position + 8 : position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6)
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    raw, stride, rows, previous = zlib.decompress(idat), width * channels, [], bytearray(width * channels)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up, corner = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                best = min((abs(p - left), 0, left), (abs(p - up), 1, up), (abs(p - corner), 2, corner))[2]
                line[i] = (line[i] + best) & 0xFF
        rows.append(bytes(line))
        previous = line
    return width, channels, rows


@pytest.mark.skipif(CHROMIUM is None, reason="needs Chromium (apt-get install chromium)")
def test_html_report_renders_its_charts_in_chromium(tmp_path: Path) -> None:
    rows = report.measure(["monolith", "pipeline"], dynamic=False, jobs=1, progress=open("/dev/null", "w"))
    page = tmp_path / "report.html"
    page.write_text(report.html_page(rows, ("monolith", "pipeline")), encoding="utf-8")
    text = page.read_text(encoding="utf-8")
    assert text.count("<svg") == 6 and "http" not in text.replace('xmlns="http://www.w3.org/2000/svg"', "")
    assert "# ---- __main__.py" in text  # the side-by-side sources
    shot = tmp_path / "shot.png"
    subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         f"--user-data-dir={tmp_path / 'profile'}", "--window-size=1000,1400", f"--screenshot={shot}",
         page.as_uri()],
        capture_output=True, timeout=60, check=False,
    )
    assert shot.is_file(), "Chromium wrote no screenshot"
    width, channels, pixels = read_png(shot)
    bar_pixels = sum(
        1 for line in pixels for x in range(width)
        if tuple(line[x * channels : x * channels + 3]) == BAR
    )
    assert bar_pixels > 2000, f"only {bar_pixels} pixels of bar colour: the charts did not render"
