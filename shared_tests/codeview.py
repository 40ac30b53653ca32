"""Source code in a terminal, for `python -m styles show` and `compare --pair`: syntax colours that read on a
light and on a dark background, a concern's lines highlighted (a background and bold, not only a mark in the
margin), and lines longer than the terminal folded between two tokens, never inside a name, with the rest
indented under the line's own indentation.

Colours are ANSI 256-colour codes chosen from the middle of the range (no white, no pale grey, no dark blue),
so that comments stay visible on a white background and keywords on a black one; a highlighted line gets a pale
background and dark text of its own, readable whatever the terminal's colours are. Without colour, a
highlighted line keeps its `▶` in the margin, and marked columns (code_golf's one line per concern) are
underlined with `^` on the line below.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterable
from dataclasses import dataclass

from pygments.lexers import PythonLexer
from pygments.token import Comment, Keyword, Name, Number, Operator, String, Token

MIN_CODE = 24  # columns: below this a line is not folded at all (the terminal wraps it)
FOLD = "┆"  # the margin of a folded line's continuation
MARK, PLAIN_MARGIN = "▶", "│"
RESET = "\x1b[0m"
# token type -> SGR parameters: on the terminal's own background, and on a highlighted line's pale one
ON_TERMINAL = {
    Comment: "3;38;5;244",
    Keyword: "1;38;5;31",
    Name.Builtin: "38;5;130",
    Name.Function: "38;5;25",
    Name.Class: "1;38;5;25",
    Name.Decorator: "38;5;130",
    String: "38;5;64",
    Number: "38;5;133",
    Operator.Word: "1;38;5;31",
}
ON_HIGHLIGHT = {
    Comment: "3;38;5;242",
    Keyword: "38;5;24",
    Name.Builtin: "38;5;94",
    Name.Function: "38;5;18",
    Name.Class: "38;5;18",
    Name.Decorator: "38;5;94",
    String: "38;5;22",
    Number: "38;5;90",
    Operator.Word: "38;5;24",
    Token: "38;5;16",
}
HIGHLIGHT = "1;48;5;230"  # bold, on a pale yellow


@dataclass(frozen=True)
class Cell:
    """A run of characters of one token type; `marked`: inside a marked column range."""

    kind: object
    text: str
    marked: bool = False


def lex(source: str) -> list[list[Cell]]:
    """The source's lines as runs of token types (pygments' Python lexer, the whole file at once, so that a
    string spanning several lines is coloured as one)."""
    lines: list[list[Cell]] = [[]]
    for kind, text in PythonLexer(stripnl=False, ensurenl=True).get_tokens(source):
        parts = text.split("\n")
        for number, part in enumerate(parts):
            if number:
                lines.append([])
            if part:
                lines[-1].append(Cell(kind, part))
    return lines[: len(source.splitlines())] or [[]]


def mark_columns(cells: list[Cell], ranges: Iterable[tuple[int, int]]) -> list[Cell]:
    """The same cells, split where a marked column range (1-based, inclusive) starts or ends."""
    wanted = set()
    for first, last in ranges:
        wanted.update(range(first, last + 1))
    out, column = [], 1
    for cell in cells:
        start = 0
        for offset in range(1, len(cell.text) + 1):
            here, edge = column + offset - 1, offset == len(cell.text)
            if edge or ((here + 1) in wanted) != (here in wanted):
                out.append(Cell(cell.kind, cell.text[start:offset], here in wanted))
                start = offset
        column += len(cell.text)
    return out


def _breakable(cell: Cell) -> bool:
    """A token that may be cut inside (a long string or comment, at a space) rather than only at its edges."""
    return cell.kind in String or cell.kind in Comment or cell.kind in Token.Text


def fold(cells: list[Cell], width: int) -> list[list[Cell]]:
    """The line cut into pieces of at most `width` characters, at a space where there is one (else between two
    tokens; never inside a name); each piece after the first starts with the line's indentation and four spaces
    more. A line that fits, or a width too small to fold into, stays one piece."""
    if width < MIN_CODE or sum(len(cell.text) for cell in cells) <= width:
        return [cells]
    text = "".join(cell.text for cell in cells)
    indent = min(len(text) - len(text.lstrip(" ")) + 4, width // 2)
    pieces: list[list[Cell]] = [[]]
    start = 0  # how many of the current piece's first cells are its indentation
    queue = list(cells)

    def used() -> int:
        return sum(len(cell.text) for cell in pieces[-1])

    def new_piece(carried: list[Cell] = ()) -> None:
        nonlocal start
        pieces.append([Cell(Token.Text, " " * indent), *carried])
        start = 1

    while queue:
        cell = queue.pop(0)
        room = width - used()
        if len(cell.text) <= room:
            pieces[-1].append(cell)
            continue
        piece = pieces[-1]
        spaces = [i for i in range(start, len(piece)) if piece[i].kind in Token.Text and not piece[i].text.strip()]
        if cell.kind in Token.Text and not cell.text.strip():  # spaces at the end of a piece: dropped
            new_piece()
        elif _breakable(cell) and cell.text.rfind(" ", 0, room) > 0:  # a long string or comment, at a space
            cut = cell.text.rfind(" ", 0, room) + 1
            piece.append(Cell(cell.kind, cell.text[:cut], cell.marked))
            queue.insert(0, Cell(cell.kind, cell.text[cut:], cell.marked))
            new_piece()
        elif spaces and spaces[-1] > start:  # back to the piece's last space: the words after it go on
            carried = piece[spaces[-1] + 1 :]
            del piece[spaces[-1] :]
            queue.insert(0, cell)
            new_piece(carried)
        elif len(piece) > start:  # the token goes whole to the next piece
            queue.insert(0, cell)
            new_piece()
        else:  # a token longer than a whole piece: cut where it must be
            piece.append(Cell(cell.kind, cell.text[:room], cell.marked))
            queue.insert(0, Cell(cell.kind, cell.text[room:], cell.marked))
            new_piece()
    return [piece for piece in pieces if "".join(cell.text for cell in piece).strip()] or [[]]


def _sgr(kind, table: dict) -> str:
    while kind is not None:
        if kind in table:
            return table[kind]
        kind = kind.parent
    return ""


def paint(cells: list[Cell], colour: bool, hit: bool = False) -> str:
    """One piece of a line as text, with colours when asked: a highlighted line (`hit`) or a marked column
    range on a pale background, in bold."""
    if not colour:
        return "".join(cell.text for cell in cells)
    runs: list[list[str]] = []  # [codes, text]: neighbouring cells of the same colours are written as one
    for cell in cells:
        light = hit or cell.marked
        codes = [HIGHLIGHT, _sgr(cell.kind, ON_HIGHLIGHT)] if light else [_sgr(cell.kind, ON_TERMINAL)]
        code = ";".join(part for part in codes if part)
        if cell.kind in Token.Text and not cell.text.strip() and not light and runs:
            code = runs[-1][0]  # spaces take the colour before them
        if runs and runs[-1][0] == code:
            runs[-1][1] += cell.text
        else:
            runs.append([code, cell.text])
    return "".join(f"\x1b[{code}m{text}{RESET}" if code else text for code, text in runs)


def carets(cells: list[Cell]) -> str:
    """`^` under the marked characters of a piece (for plain text), or "" when none is marked."""
    line = "".join(("^" if cell.marked else " ") * len(cell.text) for cell in cells)
    return line.rstrip()


def listing(
    lines: list[list[Cell]],
    numbers: Iterable[int | str],
    hits: set[int],
    colour: bool,
    width: int | None,
    number_width: int | None = None,
    indent: str = "",
) -> list[str]:
    """Numbered lines of a source (`numbers` are 1-based), the `hits` marked `▶` and highlighted, each folded
    to `width` columns (None: never folded). A text among the numbers is a line of no number of its own, in
    the colour of a comment: an elision, `… (flagging)`, standing for lines not shown."""
    numbers = list(numbers)
    digits = number_width or len(str(max((n for n in numbers if isinstance(n, int)), default=1)))
    out = []
    for number in numbers:
        room = None if width is None else width - len(indent) - digits - 3
        if isinstance(number, str):
            stripped = number.lstrip(" ")
            cells = [Cell(Token.Text, number[: len(number) - len(stripped)]), Cell(Comment, stripped)]
            for part, piece in enumerate(fold(cells, room) if room else [cells]):
                margin = PLAIN_MARGIN if not part else FOLD
                out.append(f"{indent}{'':>{digits}} {margin} {paint(piece, colour)}".rstrip())
            continue
        cells = lines[number - 1] if number - 1 < len(lines) else []
        hit = number in hits
        margin = MARK if hit else PLAIN_MARGIN
        if colour and hit:
            margin = f"\x1b[1m{MARK}{RESET}"
        lead = f"{indent}{number:>{digits}} {margin} "
        for part, piece in enumerate(fold(cells, room) if room else [cells]):
            head = lead if not part else f"{indent}{'':>{digits}} {FOLD} "
            out.append((head + paint(piece, colour, hit)).rstrip())
            if not colour and any(cell.marked for cell in piece):
                out.append(f"{indent}{'':>{digits}}   " + carets(piece))
    return out


def wants_colour(choice: str, stream=None) -> bool:
    """--color auto|always|never: auto is a terminal that is not `dumb`, unless NO_COLOR is set."""
    stream = stream or sys.stdout
    if choice == "always":
        return True
    if choice == "never":
        return False
    return stream.isatty() and os.environ.get("TERM") != "dumb" and not os.environ.get("NO_COLOR")


def terminal_width(stream=None) -> int | None:
    """The width to fit the output to: the terminal's (or $COLUMNS), None when the output is not a terminal and
    COLUMNS is not set (a file gets the lines whole)."""
    stream = stream or sys.stdout
    if os.environ.get("COLUMNS", "").isdigit():
        return int(os.environ["COLUMNS"])
    if stream.isatty():
        return shutil.get_terminal_size().columns
    return None


def visible(text: str) -> int:
    """The width of a line on the screen: its length without colour codes."""
    out, inside = 0, False
    for char in text:
        if char == "\x1b":
            inside = True
        elif inside:
            inside = char != "m"
        else:
            out += 1
    return out


def side_by_side(left: list[str], right: list[str], width: int, gap: int = 3) -> list[str]:
    """Two columns of already fitted lines, the left one padded to `width`."""
    out = []
    for number in range(max(len(left), len(right))):
        a = left[number] if number < len(left) else ""
        b = right[number] if number < len(right) else ""
        out.append((a + " " * (width - visible(a) + gap) + b).rstrip() if b else a)
    return out
