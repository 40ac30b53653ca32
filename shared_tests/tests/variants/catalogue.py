"""One-bug variants of reference.py: each a small textual change that breaks one rule of SPEC.md.

A variant names the rules its bug breaks (the first is the one a report should name; any of them counts), the
text it changes (each `old` occurs exactly once in reference.py), and the cases that show the bug, which the
suite's test grades together with a few common ones (COMMON); `python -m shared_tests.tests.variants` grades
every variant on every case.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

REFERENCE = Path(__file__).resolve().parent / "reference.py"

# Graded for every variant in the suite's test, besides the variant's own cases: one of each kind of case.
COMMON = (
    "core/game-seed-simple-win",
    "core/move-flood-regions",
    "core/input-invalid-then-valid",
    "core/file-missing",
    "core/board-ragged",
)


@dataclass(frozen=True)
class Variant:
    name: str
    rules: tuple[str, ...]  # the rules the bug breaks, the most specific first
    changes: tuple[tuple[str, str], ...]  # (text in reference.py, its replacement)
    cases: tuple[str, ...]  # cases that show the bug (names, or probe names)
    what: str = ""

    def source(self) -> str:
        text = REFERENCE.read_text(encoding="utf-8")
        for old, new in self.changes:
            if text.count(old) != 1:
                raise ValueError(f"variant {self.name}: {old!r} occurs {text.count(old)} times in reference.py")
            text = text.replace(old, new)
        return text

    def write(self, folder: Path) -> Path:
        path = folder / f"{self.name}.py"
        path.write_text(self.source(), encoding="utf-8")
        return path


def variant(name: str, rules: str, *changes: tuple[str, str], cases: str = "", what: str = "") -> Variant:
    return Variant(name, tuple(rules.split()), tuple(changes), tuple(cases.split()), what)


STAT_FIRST = (
    '    if not valid_name(path):\n        fail(2, f"error: {path}: the file name must end in .cfg")\n    try:\n'
    "        info = os.stat(path)\n"
    '    except (FileNotFoundError, NotADirectoryError):\n        fail(1, f"error: {path}: no such file")\n'
)
STAT_THEN_NAME = (
    "    try:\n        info = os.stat(path)\n"
    '    except (FileNotFoundError, NotADirectoryError):\n        fail(1, f"error: {path}: no such file")\n'
    '    if not valid_name(path):\n        fail(2, f"error: {path}: the file name must end in .cfg")\n    try:\n'
    "        os.stat(path)\n"
)
WIN = "            if len(self.opened) == self.height * self.width - len(self.mines):"
EDGES = "                if (r, c) != square and 1 <= r <= self.height and 1 <= c <= self.width:"

VARIANTS = [
    # ---- file errors and names (R1-R3)
    variant(
        "no_argument_exit_2",
        "R1.2",
        ('fail(1, "usage:', 'fail(2, "usage:'),
        cases="core/file-no-argument",
        what="exit code 2 without an argument",
    ),
    variant(
        "missing_exit_2",
        "R2.2",
        ('fail(1, f"error: {path}: no such file")', 'fail(2, f"error: {path}: no such file")'),
        cases="core/file-dangling-symlink core/file-missing-folder",
        what="exit code 2 for a missing file",
    ),
    variant(
        "folder_exit_1",
        "R2.3",
        ('fail(2, f"error: {path}: not a regular file")', 'fail(1, f"error: {path}: not a regular file")'),
        cases="core/file-folder core/file-symlink-dev-null",
        what="exit code 1 for a folder",
    ),
    variant(
        "fifo_blocks",
        "R2.5",
        (
            "if not stat.S_ISREG(info.st_mode):",
            "if not stat.S_ISREG(info.st_mode) and not stat.S_ISFIFO(info.st_mode):",
        ),
        cases="core/file-fifo",
        what="a FIFO is opened, and the open blocks",
    ),
    variant(
        "name_checked_after_existence",
        "R2.4 R3.2",
        (STAT_FIRST, STAT_THEN_NAME),
        cases="core/file-name-checked-first",
        what="existence is checked before the name",
    ),
    variant(
        "stderr_two_lines",
        "R2.7",
        ('sys.stderr.write(message + "\\n")', 'sys.stderr.write("error!\\n" + message + "\\n")'),
        cases="core/file-folder",
        what="errors take two lines",
    ),
    variant(
        "errors_on_stdout",
        "R2.7",
        ('sys.stderr.write(message + "\\n")', "print(message)"),
        cases="core/file-folder",
        what="errors on standard output",
    ),
    variant(
        "name_case_sensitive",
        "R3.1 R3.2",
        ('name.lower().endswith(".cfg")', 'name.endswith(".cfg")'),
        cases="core/file-name-upper-case core/file-name-mixed-case",
        what="A.CFG is a bad name",
    ),
    variant(
        "name_bare_cfg",
        "R3.1 R3.2",
        ("len(name) > 4", "len(name) >= 4"),
        cases="core/file-name-only-extension",
        what="`.cfg` is a good name",
    ),
    variant(
        "name_one_dot",
        "R3.2",
        ('name.lower().endswith(".cfg")', 'name.lower().endswith(".cfg") and name.count(".") == 1'),
        cases="core/file-name-double-dot core/file-name-dotted",
        what="a.b.cfg is a bad name",
    ),
    # ---- board files (R4)
    variant(
        "board_crlf_accepted",
        "R4.1 R4.7",
        ('content.strip(b".*\\n")', 'content.strip(b".*\\r\\n")'),
        cases="core/board-crlf",
        what="a board with \\r\\n line ends is played",
    ),
    variant(
        "board_ragged_accepted",
        "R4.3 R4.2",
        ("if any(len(row) != len(rows[0]) for row in rows):", "if False:"),
        cases="core/board-ragged-last-row",
        what="rows of different lengths are played",
    ),
    variant(
        "board_21_rows",
        "R4.4",
        ("if len(rows) > 20 or", "if len(rows) > 21 or"),
        cases="core/board-too-many-rows",
        what="21 rows are played",
    ),
    variant(
        "board_1x1",
        "R4.5",
        ("if len(rows) * len(rows[0]) < 2:", "if len(rows) * len(rows[0]) < 1:"),
        cases="core/board-one-square",
        what="a 1x1 board is played",
    ),
    variant(
        "board_needs_a_mine",
        "R4.6",
        ('if b"." not in content:', 'if b"." not in content or b"*" not in content:'),
        cases="core/board-no-mines",
        what="a board without mines is refused",
    ),
    variant(
        "board_final_newline_optional",
        "R4.2 R4.7",
        (
            "    problem = board_problem(content)",
            '    if content and not content.endswith(b"\\n"):\n'
            '        content += b"\\n"\n'
            "    problem = board_problem(content)",
        ),
        cases="core/board-no-final-newline",
        what="a board without its final newline is played",
    ),
    # ---- frames (R6)
    variant(
        "banner_too_wide",
        "R6.4",
        ("width = max(4 * self.width - 1,", "width = max(4 * self.width,"),
        cases="core/frame-banner-8-columns",
        what="the banner is one ═ too wide",
    ),
    variant(
        "message_not_padded",
        "R6.4",
        ("self.message.ljust(width)", "self.message"),
        cases="core/frame-banner-pads-message",
        what="the message is not padded",
    ),
    variant(
        "flags_as_F",
        "R6.3",
        ('return "¶"', 'return "F"'),
        cases="core/move-flag-toggle core/frame-symbols",
        what="flags drawn as F",
    ),
    variant("zero_as_0", "R6.3", ('else "▓"', 'else "0"'), cases="core/frame-symbols", what="open zeros drawn as 0"),
    variant(
        "prompt_with_space",
        "R6.5",
        ('text += ">"', 'text += "> "'),
        cases="core/frame-first-then-eof",
        what="the prompt is `> `",
    ),
    variant("no_prompt", "R6.5", ('text += ">"', 'text += ""'), cases="core/frame-first-then-eof", what="no prompt"),
    variant(
        "blank_line_before_banner",
        "R6.1",
        ('lines.append("╔"', 'lines.append("\\n╔"'),
        cases="core/frame-2x3-shape",
        what="a blank line between board and banner",
    ),
    variant(
        "cells_without_spaces",
        "R6.2",
        ('f" {self.symbol((row, c))} "', 'f"{self.symbol((row, c))}"'),
        cases="core/frame-2x3-shape",
        what="squares one character wide",
    ),
    variant(
        "bottom_border_crossed",
        "R6.2",
        ('lines.append("└" + "┴"', 'lines.append("└" + "┼"'),
        cases="core/frame-2x3-shape",
        what="┼ in the bottom border",
    ),
    variant(
        "locale_encoding",
        "R6.7",
        ('out.write(game.frame().encode("utf-8"))\n        out.flush()', 'print(game.frame(), end="", flush=True)'),
        cases="core/frame-utf8-despite-latin1 latin1-locale-still-prints-utf8",
        what="output in the locale's encoding",
    ),
    variant(
        "no_flush",
        "R6.7 R6.5 R7.1",
        ("        out.flush()\n", ""),
        (
            "    out = sys.stdout.buffer\n",
            '    out = open(1, "wb", closefd=False)  # buffered, PYTHONUNBUFFERED or not\n',
        ),
        cases="ctrl-c-at-the-first-prompt",
        what="output is not flushed before a read",
    ),
    # ---- input lines (R7)
    variant(
        "crlf_input_invalid",
        "R7.1",
        ('        if line.endswith(b"\\r"):\n            line = line[:-1]\n', ""),
        cases="core/input-crlf",
        what="a \\r before the line end stays",
    ),
    variant(
        "last_line_dropped",
        "R7.1",
        (
            '    if not line:\n        return None\n    if line.endswith(b"\\n"):',
            '    if not line.endswith(b"\\n"):\n        return None\n    if True:',
        ),
        cases="core/input-last-line-without-newline",
        what="a last line without a line end is not read",
    ),
    variant(
        "any_white_space",
        "R7.2 R7.1",
        ('line.split(b" ")', "line.split()"),
        cases="core/input-tab",
        what="tabs separate fields",
    ),
    variant(
        "leading_zeros_invalid",
        "R7.3",
        ("if not field.isdigit():", 'if not field.isdigit() or field.startswith(b"0"):'),
        cases="core/input-leading-zeros",
        what="01 is invalid",
    ),
    variant(
        "small_letters",
        "R7.4",
        ('fields[2] not in (b"R", b"F")', 'fields[2].upper() not in (b"R", b"F")'),
        ("fields[2].decode()", "fields[2].decode().upper()"),
        cases="core/input-small-letters",
        what="r and f are moves",
    ),
    variant(
        "invalid_message_changed",
        "R7.5",
        ('INVALID = "The provided input is not valid!"', 'INVALID = "The provided input is invalid!"'),
        cases="core/input-empty-and-blank-lines",
        what="another text for an invalid line",
    ),
    variant(
        "huge_number_crash",
        "R7.3 R7.5 R7.6",
        ("        if len(digits) > 2:\n            return None\n", ""),
        cases="core/input-huge-number",
        what="a 5,000-digit number crashes the parser",
    ),
    variant(
        "unicode_digits",
        "R7.3",
        ("if not field.isdigit():", 'if not field.decode("utf-8", "replace").isdigit():'),
        ('int(digits or b"0")', 'int(digits.decode() or "0")'),
        cases="core/input-unicode-digits",
        what="digits of any script",
    ),
    # ---- squares and moves (R5, R8)
    variant(
        "zero_based",
        "R5.1 R7.3",
        ("1 <= row <= height and 1 <= column <= width", "0 <= row < height and 0 <= column < width"),
        ("return (row, column), fields[2]", "return (row + 1, column + 1), fields[2]"),
        cases="core/move-row-then-column core/move-reveal-bottom-right",
        what="0-based coordinates",
    ),
    variant(
        "swapped_coordinates",
        "R5.1",
        ("    row, column = numbers\n", "    column, row = numbers\n"),
        cases="core/move-row-then-column",
        what="column before row",
    ),
    variant(
        "wrap_around",
        "R5.2",
        (EDGES, "                if (r, c) != square and r <= self.height and c <= self.width:"),
        (
            "                    yield r, c",
            "                    yield (r - 1) % self.height + 1, (c - 1) % self.width + 1",
        ),
        cases="core/move-edges-do-not-wrap",
        what="neighbours wrap around the top and left edges",
    ),
    variant(
        "no_diagonals",
        "R5.2",
        (EDGES, EDGES[:-1] + " and (r == row or c == column):"),
        cases="core/move-flood-diagonal core/frame-all-numbers",
        what="no diagonal neighbours",
    ),
    variant(
        "loss_hides_flagged_mines",
        "R8.1",
        (
            "if self.lost and square in self.mines:",
            "if self.lost and square in self.mines and square not in self.flags:",
        ),
        cases="core/move-lose-flags-stay",
        what="a flagged mine stays ¶ when the game is lost",
    ),
    variant(
        "reveal_flagged_ignored",
        "R8.2 R8.1",
        (
            "        if square in self.opened:\n            return\n",
            '        if square in self.opened or (action == "R" and square in self.flags):\n            return\n',
        ),
        cases="core/move-reveal-flagged-safe",
        what="R on a flag does nothing",
    ),
    variant(
        "flags_stick",
        "R8.6",
        ("self.flags ^= {square}", "self.flags |= {square}"),
        cases="core/move-flag-toggle",
        what="a flag never goes",
    ),
    variant(
        "open_square_invalid",
        "R8.5",
        (
            "        if square in self.opened:\n            return\n",
            "        if square in self.opened:\n            self.message = INVALID\n            return\n",
        ),
        cases="core/move-open-square-r",
        what="a move on an open square is invalid",
    ),
    variant(
        "no_flood",
        "R8.3",
        ("if self.number(square) == 0:", "if False:"),
        cases="core/move-flood-stops-at-numbers",
        what="no flood fill",
    ),
    variant(
        "flood_keeps_flags",
        "R8.3",
        (
            "waiting.extend(self.neighbours(square))",
            "waiting.extend(n for n in self.neighbours(square) if n not in self.flags)",
        ),
        cases="core/move-flood-opens-flags",
        what="the flood stops at flags",
    ),
    variant(
        "flood_one_step",
        "R8.3",
        ("        waiting = [square]\n", "        waiting = [first := square]\n"),
        ("if self.number(square) == 0:", "if self.number(square) == 0 and square == first:"),
        cases="core/move-flood-stops-at-numbers",
        what="the flood opens one ring only",
    ),
    variant(
        "flood_through_numbers",
        "R8.3",
        ("if self.number(square) == 0:", "if square not in self.mines:"),
        cases="core/move-flood-stops-at-numbers",
        what="the flood does not stop at numbers",
    ),
    # ---- the end of the game (R8.4, R9)
    variant(
        "win_without_bang",
        "R8.4",
        ('self.message = "You Won!"', 'self.message = "You Won"'),
        cases="core/move-win-step-by-step",
        what="`You Won` without its !",
    ),
    variant(
        "win_needs_flags",
        "R8.4",
        (WIN, WIN[:-1] + " and self.flags == self.mines:"),
        cases="core/move-win-step-by-step",
        what="a win needs every mine flagged",
    ),
    variant(
        "prompt_after_final_frame",
        "R9.1 R9.2",
        ('        if not self.over:\n            text += ">"\n', '        text += ">"\n'),
        cases="core/end-lines-after-win-ignored",
        what="a prompt after the final frame",
    ),
    variant(
        "plays_on_after_a_win",
        "R9.1",
        (
            "        if game.over:\n            return\n",
            '        if game.over and game.message != "You Won!":\n            return\n',
        ),
        cases="core/end-lines-after-win-ignored",
        what="lines after a win are played",
    ),
    variant(
        "not_enough_message_changed",
        "R9.2",
        ('"Not enough inputs!", True', '"Not enough input!", True'),
        cases="core/end-eof-mid-game",
        what="another text at the end of input",
    ),
    variant(
        "eof_exit_1",
        "R2.1 R9.2",
        (
            "        if game.over:\n            return\n",
            '        if game.over:\n            sys.exit(1 if game.message == "Not enough inputs!" else 0)\n',
        ),
        cases="core/end-eof-mid-game",
        what="exit code 1 at the end of input",
    ),
    # ---- robustness (R10)
    variant(
        "broken_pipe_traceback",
        "R10.2",
        ("    signal.signal(signal.SIGPIPE, signal.SIG_DFL)", "    pass"),
        cases="closed-stdout-at-the-first-prompt closed-stdout-mid-game",
        what="a traceback when the reader goes",
    ),
    variant(
        "ctrl_c_traceback",
        "R10.3",
        ("    signal.signal(signal.SIGINT, lambda *_: os._exit(130))", "    pass"),
        cases="ctrl-c-at-the-first-prompt ctrl-c-mid-game",
        what="a traceback on Ctrl-C",
    ),
    variant(
        "closed_stdout_exit_0",
        "R10.4",
        ("        sys.exit(1)\n    if len(sys.argv)", "        sys.exit(0)\n    if len(sys.argv)"),
        cases="closed-stdout-from-the-start",
        what="exit code 0 with standard output closed",
    ),
    variant(
        "closed_stdin_crash",
        "R10.4",
        ("stdin = sys.stdin.buffer if sys.stdin is not None else None", "stdin = sys.stdin.buffer"),
        cases="closed-stdin-is-an-empty-input",
        what="a closed standard input crashes it",
    ),
    variant(
        "closed_stderr_crash",
        "R10.4",
        ("    if sys.stderr is not None:\n", "    if True:\n"),
        cases="closed-stderr-keeps-exit-code-2",
        what="a closed standard error crashes an error message",
    ),
    variant(
        "stream_error_exit_1",
        "R10.5",
        ("    os._exit(74)", "    os._exit(1)"),
        cases="stdout-on-a-full-disk stdin-opened-for-writing",
        what="exit code 1 when a standard stream fails",
    ),
    variant(
        "leaves_a_file",
        "R10.1",
        ("    if len(sys.argv) < 2:", '    open("minesweeper.log", "w").close()\n    if len(sys.argv) < 2:'),
        cases="core/end-no-files-left",
        what="a file left in the working folder",
    ),
    # ---- correct, but it reads all of its input before it prints anything
    variant(
        "reads_all_first",
        "R6.5 R7.1",
        (
            "    stdin = sys.stdin.buffer if sys.stdin is not None else None",
            "    import io\n\n    try:\n        whole = sys.stdin.buffer.read() if sys.stdin is not None else None\n"
            "    except OSError as error:\n        stream_failed('input', error)  # R10.5, as the reference does\n"
            "    stdin = io.BytesIO(whole) if whole is not None else None",
        ),
        cases="ctrl-c-at-the-first-prompt closed-stdout-mid-game",
        what="it reads all its input before it prints",
    ),
]

BY_NAME = {v.name: v for v in VARIANTS}
