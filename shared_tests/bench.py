"""Benchmark every style: start-up time, per-move latency and peak memory, with ratios to the fastest style.

    python -m shared_tests.bench [--styles monolith,arrays] [--runs 15] [--output bench-results.json]

* start-up: the median wall time of --runs games that end at once (a 3x3 board, no input: the first frame,
  then `Not enough inputs!`), each a real `sys.executable -m styles.X` subprocess; also a bare
  `python -c pass` for reference;
* per move: a scripted game on a 20x20 board cut into six walled fields by rows and a column of mines:
  several hundred moves (flags put and taken on mines, invalid lines, reveals of open squares, and six
  large flood fills, the last one winning). Each move is timed from writing its line to having read the
  whole next frame (up to its prompt; the last frame up to the end of output). The game is played --games
  times (3): the median is the median of the games' medians, and the lowest and highest of those medians
  are its noise (two styles whose noise overlaps are not told apart); the 90th percentile is of every move;
* peak memory: the peak resident set size (VmHWM) of the process that played that game, read after every move.

The table goes to standard output; the numbers, with the machine and Python version, are saved as JSON to
--output (default: bench-results.json in the current folder) for the comparison report. Standard library
only; this is a command, not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from pathlib import Path

from shared_tests.harness.process import NoAnswer, Program, Session, fresh_folder, run
from shared_tests.harness.targets import base_environment, discover_styles, style_command
from styles import catalogue

SMALL = b"..*\n...\n...\n"
PROMPT_END = "╝\n>".encode()
DEADLINE = 30.0  # seconds for a start-up, and for each move of the latency game
WALL_ROWS, WALL_COLUMN = (7, 14), 10  # 1-based rows and column that are all mines
LATENCY_GAMES = 3  # games per style: the spread of their medians is the noise of the time per move


def big_board() -> bytes:
    rows = []
    for r in range(1, 21):
        rows.append("".join("*" if r in WALL_ROWS or c == WALL_COLUMN else "." for c in range(1, 21)))
    return ("\n".join(rows) + "\n").encode()


def script() -> list[bytes]:
    """The moves of the latency game: per field, flags on mines put and taken, invalid lines, one flood
    (the sixth one wins), and reveals of squares the flood opened."""
    mines = [(r, c) for r in range(1, 21) for c in range(1, 21) if r in WALL_ROWS or c == WALL_COLUMN]
    bands = [(1, 6), (8, 13), (15, 20)]
    fields = [(top, bottom, left, right) for top, bottom in bands for left, right in ((1, 9), (11, 20))]
    moves: list[bytes] = []
    for number, (top, bottom, left, right) in enumerate(fields):
        for k in range(60):
            r, c = mines[(number * 37 + k // 2 * 7) % len(mines)]
            moves.append(f"{r} {c} F\n".encode())  # twice each: put, then take
        moves += [b"0 0 R\n", b"1 1 r\n", b"  " + b"x" * 40 + b"\n"]
        middle = ((top + bottom) // 2, (left + right) // 2)
        moves.append(f"{middle[0]} {middle[1]} R\n".encode())
        if number < len(fields) - 1:
            moves += [f"{top + k % (bottom - top + 1)} {left + k} R\n".encode() for k in range(5)]
    return moves


def is_numpy_style(style: str) -> bool:
    return "numpy" in catalogue.get(style).extras


def start_up(style: str, runs: int, argv: tuple[str, ...] | None = None) -> tuple[list[float], bool]:
    """Seconds of `runs` games that end at once (the first frame, then Not enough inputs!), and whether the
    first of them did exactly that."""
    argv = argv or (*style_command(style), "small.cfg")
    with fresh_folder(lambda folder: (folder / "small.cfg").write_bytes(SMALL)) as (folder, _):
        program = Program(argv, folder, base_environment())
        first = run(program, b"", DEADLINE)
        ok = first.exit == 0 and b"Not enough inputs!" in first.stdout and not first.stderr
        return [run(program, b"", DEADLINE).seconds for _ in range(runs)], ok


def bare_start_up(runs: int) -> float:
    return statistics.median(start_up("", runs, (sys.executable, "-c", "pass"))[0])


def latency_game(style: str, moves: list[bytes]) -> dict:
    """Play the scripted game on real pipes; per-move seconds, peak memory (KiB) and whether it was won."""
    times, peak, won = [], 0, False
    with fresh_folder(lambda folder: (folder / "big.cfg").write_bytes(big_board())) as (folder, _):
        program = Program((*style_command(style), "big.cfg"), folder, base_environment())
        with Session(program, DEADLINE) as game:
            try:
                frame = game.read_until(PROMPT_END)
                peak = high_water_mark(game.child.pid)
                for number, move in enumerate(moves):
                    last = number == len(moves) - 1
                    started = time.perf_counter()
                    game.send(move)
                    frame = game.read_until(PROMPT_END)
                    times.append(time.perf_counter() - started)
                    peak = max(peak, high_water_mark(game.child.pid))
                    if not frame.endswith(PROMPT_END) and not last:
                        break
                result = game.finish()
                won = b"You Won!" in frame and len(times) == len(moves) and result.exit == 0
            except NoAnswer as error:
                print(f"  {style}: {error}", file=sys.stderr)
    return {"times": times, "peak_kib": peak, "won": won}


def high_water_mark(pid: int) -> int:
    """The process's peak resident set size in KiB (VmHWM), 0 once it is gone. Not getrusage's ru_maxrss,
    which Linux carries across exec, so that it would report the benchmark's own size for small programs."""
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--styles", default="", help="comma-separated styles (default: every style)")
    parser.add_argument("--runs", type=int, default=15, help="start-up runs per style (median)")
    parser.add_argument("--games", type=int, default=LATENCY_GAMES, help="latency games per style (median)")
    parser.add_argument("--output", default="bench-results.json", help="where to save the numbers (JSON)")
    options = parser.parse_args(argv)
    styles = [name for name in options.styles.split(",") if name] or discover_styles()
    unknown = sorted(set(styles) - set(discover_styles()))
    if unknown:
        parser.error(f"unknown style(s): {', '.join(unknown)}")
    moves = script()
    bare = bare_start_up(options.runs)
    print(f"bare `python -c pass`: {bare * 1000:.1f} ms; {len(moves)} moves per latency game", file=sys.stderr)
    rows = {}
    for style in styles:
        startups, startup_ok = start_up(style, options.runs)
        games = [latency_game(style, moves) for _ in range(max(1, options.games))]
        times = [seconds for game in games for seconds in game["times"]] or [float("nan")]
        medians = [statistics.median(game["times"]) * 1000 for game in games if game["times"]] or [float("nan")]
        rows[style] = {
            "numpy": is_numpy_style(style),
            "startup_ms": statistics.median(startups) * 1000,
            "startup_spread_ms": [min(startups) * 1000, max(startups) * 1000],
            "move_median_ms": statistics.median(medians),
            "move_median_spread_ms": [min(medians), max(medians)],
            "move_p90_ms": percentile(times, 0.9) * 1000,
            "moves": len(games[0]["times"]),
            "peak_mib": max(game["peak_kib"] for game in games) / 1024,
            "ok": startup_ok and all(game["won"] for game in games),
        }
        print(f"  {style}: done", file=sys.stderr)
    best = {
        key: min((row[key] for row in rows.values() if row["ok"]), default=float("nan"))
        for key in ("startup_ms", "move_median_ms", "peak_mib")
    }
    print_table(rows, best)
    report = {
        "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "machine": {
            "python": sys.version.split()[0],
            "platform": platform.platform(),
            "cpus": os.cpu_count(),
            "load_average": os.getloadavg(),
        },
        "bare_python_ms": bare * 1000,
        "runs": options.runs,
        "moves": len(moves),
        "fastest": best,
        "styles": rows,
    }
    Path(options.output).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print(f"\nsaved to {options.output}", file=sys.stderr)
    return 0 if all(row["ok"] for row in rows.values()) else 1


def print_table(rows: dict, best: dict) -> None:
    header = (
        f"{'style':<30} {'start-up ms':>11} {'×':>6} {'move ms':>8} {'×':>6} {'p90 ms':>7} "
        f"{'peak MiB':>8} {'×':>5}  notes"
    )
    print(header)
    print("-" * len(header))
    order = sorted(rows, key=lambda name: rows[name]["move_median_ms"])
    for style in order:
        row = rows[style]
        notes = []
        if not row["ok"]:
            notes.append("FAILED the game (not won / error)")
        if not row["numpy"] and row["move_median_ms"] >= 1:
            notes.append("over 1 ms a move")
        if row["move_median_ms"] > 10 * best["move_median_ms"] or row["startup_ms"] > 10 * best["startup_ms"]:
            notes.append("over 10x the fastest")
        if row["numpy"]:
            notes.append("numpy")
        print(
            f"{style:<30} {row['startup_ms']:>11.1f} {row['startup_ms'] / best['startup_ms']:>6.1f} "
            f"{row['move_median_ms']:>8.3f} {row['move_median_ms'] / best['move_median_ms']:>6.1f} "
            f"{row['move_p90_ms']:>7.3f} {row['peak_mib']:>8.1f} {row['peak_mib'] / best['peak_mib']:>5.1f}  "
            + ", ".join(notes)
        )


if __name__ == "__main__":
    sys.exit(main())
