"""Minesweeper in the tantrum style: every function checks its arguments and refuses to go on.

Every function opens with its checks, and a function that gets something it cannot work with throws a
`Tantrum` saying what is wrong. The functions the tantrum climbs through on its way up do not stop it:
each one catches it only to say what *it* was doing, and throws it again with that context
(`raise tantrum.within(context) from tantrum`). So the message grows level by level,
`board.cfg: row 2: only '.' and '*' may appear`, `line 3: b'0 1 R': row: 0 is not from 1 to 3`, until it
reaches the top level, `main`, the one place where a tantrum ends: a board tantrum ends the program
(one stderr line and its exit code), a move tantrum ends its turn (the banner).
"""

import os
import stat
import sys

from styles import process

process.guard()

# concern: file-errors
USAGE = "usage: python -m styles.tantrum BOARD"
# end
# concern: reading-the-board
MAX_BYTES = 420  # 20 rows of 20 squares, each row with its newline
MAX_SIDE = 20
# end
# concern: parsing-input, end-of-input
NOT_VALID, NO_INPUT = "The provided input is not valid!", "Not enough inputs!"
# end


# concern: file-errors, parsing-input
class Tantrum(Exception):
    """A refusal to continue: what went wrong, with the context gathered on the way up, and the exit code
    it deserves at the top level."""

    def __init__(self, message, code=2):
        super().__init__(message)
        self.code = code

    def within(self, context):
        """The same refusal, seen from one level further up."""
        return type(self)(f"{context}: {self}", self.code)


# end


# concern: parsing-input
class InvalidMove(Tantrum):
    """A line of input that is not a move on this board: it ends its turn, not the game."""

    banner = NOT_VALID  # how the top level reports it to the player: R7.5 fixes the text


# end


# concern: file-errors
def insist(condition, message, code=2):
    """Refuse to continue, with `message`, unless `condition` holds."""
    if not isinstance(message, str):
        # end
        raise Tantrum("insist: the message must be a string")
    # concern: file-errors
    if not condition:
        raise Tantrum(message, code)
    # end


# --- the board file --------------------------------------------------------------------------------


# concern: file-errors
def board_path(argv):
    """The path of the board file: the first argument (the others are ignored)."""
    insist(isinstance(argv, list), "board_path: the arguments must be a list")
    insist(len(argv) >= 2, USAGE, code=1)
    return argv[1]


# end


# concern: file-errors
def check_name(path):
    """Refuse a path whose last component is not `<something>.cfg`."""
    insist(isinstance(path, str), "check_name: the path must be a string")
    name = path.rpartition("/")[2]
    insist(len(name) > 4 and name.lower().endswith(".cfg"), "the file name must end in .cfg")


# end


# concern: file-errors
def read_board_bytes(path):
    """The first MAX_BYTES + 1 bytes of the regular file at `path`; stat before open (a FIFO blocks)."""
    insist(isinstance(path, str), "read_board_bytes: the path must be a string")
    # concern: file-errors, reading-the-board
    try:
        mode = os.stat(path).st_mode
    # end
    except (FileNotFoundError, NotADirectoryError) as error:
        raise Tantrum("no such file", code=1) from error
    except OSError as error:
        raise Tantrum(f"cannot look it up ({error.strerror})") from error
    insist(stat.S_ISREG(mode), "not a regular file")
    # end
    # concern: reading-the-board
    try:
        with open(path, "rb") as file:
            data = file.read(MAX_BYTES + 1)
    # end
    except OSError as error:
        raise Tantrum(f"cannot read it ({error.strerror})") from error
    # concern: reading-the-board
    insist(len(data) <= MAX_BYTES, f"more than {MAX_BYTES} bytes")
    return data


def parse_row(row):
    """One row of the board file as a list of booleans (True = mine)."""
    insist(isinstance(row, bytes), "parse_row: the row must be bytes")
    insist(row != b"", "empty row")
    insist(len(row) <= MAX_SIDE, f"more than {MAX_SIDE} columns")
    insist(not row.strip(b".*"), "only '.' and '*' may appear")
    return [square == ord("*") for square in row]


def parse_board(data):
    """The mine grid of a board file's bytes; refuses anything R4 does not allow."""
    insist(isinstance(data, bytes), "parse_board: the content must be bytes")
    insist(data.endswith(b"\n"), "the last row must end with a newline")
    lines = data[:-1].split(b"\n")
    insist(len(lines) <= MAX_SIDE, f"more than {MAX_SIDE} rows")
    mines = []
    for number, row in enumerate(lines, 1):
        try:
            mines.append(parse_row(row))
        except Tantrum as tantrum:
            raise tantrum.within(f"row {number}") from tantrum
        insist(len(mines[-1]) == len(mines[0]), f"row {number} is not as long as row 1")
    insist(len(mines) * len(mines[0]) >= 2, "a board needs at least 2 squares")
    insist(not all(map(all, mines)), "a board needs a square without a mine")
    return mines
    # end


# concern: reading-the-board, file-errors
def load_board(path):
    """The mine grid of the board file at `path`, checked by name, existence, type and content."""
    insist(isinstance(path, str), "load_board: the path must be a string")
    try:
        check_name(path)
        return parse_board(read_board_bytes(path))
    except Tantrum as tantrum:
        raise tantrum.within(path) from tantrum


# end


# --- the game --------------------------------------------------------------------------------------


# concern: drawing-a-frame
def new_game(mines):
    """A fresh game on the mine grid: every square covered, no flags."""
    insist(isinstance(mines, list) and mines, "new_game: the mines must be a non-empty grid")
    rows, columns = len(mines), len(mines[0])
    game = {
        "rows": rows,
        "columns": columns,
        # end
        # concern: counting-neighbours
        "mines": {(r, c) for r in range(rows) for c in range(columns) if mines[r][c]},
        # end
        # concern: drawing-a-frame
        "opened": set(),
        # end
        # concern: flagging
        "flagged": set(),
        # end
        # concern: losing, winning
        "outcome": "",
        # end
        # concern: drawing-a-frame
    }
    # end
    # concern: counting-neighbours
    game["counts"] = {(r, c): mine_count(game, (r, c)) for r in range(rows) for c in range(columns)}
    # end
    # concern: drawing-a-frame
    return game
    # end


# concern: counting-neighbours, flood-fill
def neighbours(game, square):
    """The up to eight squares touching `square`."""
    insist(0 <= square[0] < game["rows"] and 0 <= square[1] < game["columns"], f"neighbours: {square} is off the board")
    row, column = square
    return [
        (r, c)
        for r in range(row - 1, row + 2)
        for c in range(column - 1, column + 2)
        if (r, c) != square and 0 <= r < game["rows"] and 0 <= c < game["columns"]
    ]


# end


# concern: counting-neighbours
def mine_count(game, square):
    """How many neighbours of `square` are mines."""
    insist(isinstance(game, dict), "mine_count: the game must be a dict")
    return sum(neighbour in game["mines"] for neighbour in neighbours(game, square))


# end


# concern: parsing-input
def parse_field(field, limit, what):
    """A row or column number, 1 to `limit`, from ASCII digits (leading zeros allowed), 0-based."""
    insist(isinstance(field, bytes) and isinstance(limit, int), "parse_field: bytes and a limit expected")
    if not field.isdigit():  # bytes.isdigit() accepts only ASCII 0-9
        raise InvalidMove(f"{what}: {field!r} is not a number")
    digits = field.lstrip(b"0")
    if len(digits) > 2 or not 1 <= int(digits or b"0") <= limit:  # never int() a huge number
        raise InvalidMove(f"{what}: {field.decode()} is not from 1 to {limit}")
    return int(digits) - 1


def parse_move(line, game):
    """The move `(square, action)` a line of input asks for; raises InvalidMove otherwise."""
    insist(isinstance(line, bytes), "parse_move: the line must be bytes")
    fields = [field for field in line.strip(b" ").split(b" ") if field]
    if len(fields) != 3:
        raise InvalidMove(f"{line[:20]!r}: {len(fields)} fields instead of 3")
    if fields[2] not in (b"R", b"F"):
        raise InvalidMove(f"{line[:20]!r}: the action is neither R nor F")
    try:
        square = parse_field(fields[0], game["rows"], "row"), parse_field(fields[1], game["columns"], "column")
    except Tantrum as tantrum:
        raise tantrum.within(f"{line[:20]!r}") from tantrum
    return square, fields[2].decode()


# end


# concern: flood-fill
def reveal(game, square):
    """Open `square`; a mine loses the game, a zero opens its neighbours too. Returns the banner."""
    insist(not game["outcome"], "reveal: the game is already over")
    # end
    # concern: losing
    if square in game["mines"]:
        game["outcome"] = "You Lost!"
        return game["outcome"]
    # end
    # concern: flood-fill
    pending = [square]
    while pending:
        square = pending.pop()
        if square in game["opened"]:
            continue
        game["opened"].add(square)
        game["flagged"].discard(square)
        if game["counts"][square] == 0:
            pending.extend(neighbours(game, square))
    # end
    # concern: winning
    if len(game["opened"]) + len(game["mines"]) == game["rows"] * game["columns"]:
        game["outcome"] = "You Won!"
    # end
    # concern: flood-fill, winning
    return game["outcome"]
    # end


# concern: flagging, flood-fill
def play_move(game, square, action):
    """Apply one valid move to the game and return the banner message it earns."""
    insist(square in game["counts"], f"play_move: {square} is off the board")
    insist(action in ("R", "F"), f"play_move: unknown action {action!r}")
    if square in game["opened"]:
        # end
        return ""
    # concern: flood-fill
    if action == "R":
        return reveal(game, square)
    # end
    # concern: flagging
    game["flagged"] ^= {square}
    return ""
    # end


def take_turn(game, line, number):
    """Play input line `number` and return the banner it earns; a line that is no move raises InvalidMove
    saying which line it was."""
    # concern: parsing-input, flagging, flood-fill
    insist(isinstance(number, int) and number > 0, "take_turn: input lines are numbered from 1")
    try:
        return play_move(game, *parse_move(line, game))
    # end
    # concern: parsing-input
    except Tantrum as tantrum:
        raise tantrum.within(f"line {number}") from tantrum
    # end


# --- drawing and the streams -----------------------------------------------------------------------


# concern: drawing-a-frame
def visible_symbols(game):
    """The symbol of every square that shows something; the covered ones are left out."""
    insist(isinstance(game, dict), "visible_symbols: the game must be a dict")
    symbols = {square: str(game["counts"][square] or "▓") for square in game["opened"]}
    # concern: flagging, drawing-a-frame
    symbols.update(dict.fromkeys(game["flagged"], "¶"))
    # end
    # concern: losing
    if game["outcome"] == "You Lost!":
        symbols.update(dict.fromkeys(game["mines"], "*"))
    # end
    return symbols


# end


# concern: drawing-a-frame
def grid_line(left, middle, right, columns):
    """One horizontal line of the grid, `columns` squares wide."""
    insist(isinstance(columns, int) and columns > 0, "grid_line: columns must be positive")
    return left + middle.join(["───"] * columns) + right


def board_lines(game):
    """The board drawn with box-drawing characters, one string per line."""
    insist(game["rows"] > 0 and game["columns"] > 0, "board_lines: the board must have squares")
    symbols, columns = visible_symbols(game), range(game["columns"])
    separator = grid_line("├", "┼", "┤", game["columns"])
    lines = [grid_line("┌", "┬", "┐", game["columns"])]
    for row in range(game["rows"]):
        lines += [separator] if row else []
        lines.append("│" + "│".join(f" {symbols.get((row, column), ' ')} " for column in columns) + "│")
    return lines + [grid_line("└", "┴", "┘", game["columns"])]


def banner_lines(message, columns):
    """The three-line message banner, at least as wide as the board."""
    insist(isinstance(message, str) and "\n" not in message, "banner_lines: the message must be one line")
    insist(isinstance(columns, int) and columns > 0, "banner_lines: columns must be positive")
    width = max(4 * columns - 1, len(message))
    return ["╔" + "═" * width + "╗", "║" + message.ljust(width) + "║", "╚" + "═" * width + "╝"]


def show(game, message, prompt):
    """Print one frame (board, banner and, while the game goes on, the prompt) and flush it."""
    insist(isinstance(message, str) and isinstance(prompt, bool), "show: a message and a prompt flag expected")
    frame = "\n".join(board_lines(game) + banner_lines(message, game["columns"])) + "\n"
    sys.stdout.buffer.write((frame + (">" if prompt else "")).encode("utf-8"))
    sys.stdout.buffer.flush()


# end


# concern: parsing-input
def read_line():
    """The next input line without its line end, or None at the end of input."""
    line = sys.stdin.buffer.readline()
    if line.endswith(b"\n"):
        return line[:-1].removesuffix(b"\r")
    # concern: parsing-input, end-of-input
    return line or None
    # end


# end


# concern: file-errors
def report(tantrum):
    """One stderr line with the tantrum and all the context it gathered; its exit code."""
    insist(isinstance(tantrum, Tantrum), "report: only a tantrum can be reported")
    sys.stderr.write(f"error: {tantrum}\n")
    return tantrum.code


# end


# --- the top level: the only place where a tantrum ends --------------------------------------------


def main():
    """Load the board and play. A tantrum about the board, or a broken promise inside the game, ends the
    program here; a tantrum about a move ends only its turn, with the banner."""
    try:
        game = new_game(load_board(board_path(sys.argv)))
    # concern: file-errors
    except Tantrum as tantrum:
        return report(tantrum)
    # end
    # concern: drawing-a-frame
    message, number = "", 0
    while message not in (NO_INPUT, "You Won!", "You Lost!"):
        show(game, message, prompt=True)
        # end
        # concern: parsing-input
        line, number = read_line(), number + 1
        # end
        # concern: drawing-a-frame
        try:
            # end
            # concern: parsing-input, end-of-input, flagging, flood-fill
            message = NO_INPUT if line is None else take_turn(game, line, number)
            # end
        # concern: parsing-input
        except InvalidMove as tantrum:  # context and all, it ends its turn; the player sees the spec's banner
            message = tantrum.banner
        # end
        except Tantrum as tantrum:
            return report(tantrum)
    # concern: drawing-a-frame
    show(game, message, prompt=False)
    return 0
    # end


if __name__ == "__main__":
    sys.exit(main())
