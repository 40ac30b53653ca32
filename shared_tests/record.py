"""Record a transcript from a run of one style (or any command), with each input where the program read it.

    python -m shared_tests.record --style monolith --board fixtures/boards/simple.cfg --moves "1 1 R" "2 2 F"

The program gets all the moves at once, as the suite gives them, through the process layer (with a
deadline). SPEC.md R6.5 promises a prompt right before every read, so the recorder places each move after
the program's next prompt (`>` at the start of a line; `--prompt` for a dialect's), without watching the
program: the same on Linux, macOS and Windows. Read every recorded frame against SPEC.md before you keep it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from shared_tests.harness.process import DEFAULT_DEADLINE, run_in_folder
from shared_tests.harness.runs import stderr_rule_for
from shared_tests.harness.targets import base_environment, command_target, discover_styles, style_target
from shared_tests.harness.transcript import Setup, Transcript, place_markers


def record(
    transcript: Transcript,
    command: list[str],
    lines: list[bytes],
    eof: bool,
    prompts: set[str],
    deadline: float = DEFAULT_DEADLINE,
) -> str | None:
    """Fill `transcript` (session, exit, stderr rule) from one run; returns None, or why it could not."""
    env = transcript.environment(base_environment())
    result = run_in_folder([*command, *transcript.args], b"".join(lines), env, deadline, transcript.prepare)
    if result.exit is None:
        return result.problem
    transcript.session = place_markers(result.stdout, lines, eof, prompts)
    transcript.exit = result.exit
    transcript.stderr = stderr_rule_for(result.stderr)
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m shared_tests.record", description=__doc__.split("\n\n")[0])
    who = parser.add_mutually_exclusive_group(required=True)
    who.add_argument("--style", choices=discover_styles(), metavar="STYLE", help="the style to record from")
    who.add_argument("--cmd", metavar="COMMAND", help="or any command (absolute paths: it runs in a fresh folder)")
    parser.add_argument("--board", help="a board file to copy into the run's folder (its name is kept)")
    parser.add_argument("--args", nargs="*", help="command-line arguments (default: the board's name)")
    parser.add_argument("--moves", nargs="*", default=[], help="input lines, each typed with Enter")
    parser.add_argument("--no-eof", action="store_true", help="do not mark the end of input")
    parser.add_argument("--env", nargs="*", default=[], help="KEY=VALUE settings")
    parser.add_argument("--prompt", action="append", help="the text the program prints before it reads (default >)")
    parser.add_argument("--title", default="TODO: what this transcript shows")
    parser.add_argument("--rules", default="TODO")
    parser.add_argument("--deadline", type=float, default=DEFAULT_DEADLINE, help="seconds the run may take")
    options = parser.parse_args(argv)
    setup = []
    if options.board:
        board = Path(options.board)
        try:
            setup.append(Setup("file", board.name, board.read_bytes()))
        except OSError as error:
            parser.error(f"cannot read the board {options.board}: {error.strerror}")
    args = options.args if options.args is not None else ([Path(options.board).name] if options.board else [])
    transcript = Transcript([options.title], options.rules.split(), args, 0, "empty", "", env=options.env, setup=setup)
    try:
        target = style_target(options.style) if options.style else command_target(options.cmd)
    except ValueError as error:
        parser.error(str(error))
    lines = [move.encode("utf-8") + b"\n" for move in options.moves]
    problem = record(
        transcript, list(target.command), lines, not options.no_eof, set(options.prompt or [">"]), options.deadline
    )
    if problem:
        print(f"record: {problem}", file=sys.stderr)
        return 1
    sys.stdout.write(transcript.format())
    return 0


if __name__ == "__main__":
    sys.exit(main())
