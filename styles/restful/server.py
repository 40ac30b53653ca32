"""The Minesweeper server, `handle(method, path, body) -> (status, body)`: stateless, JSON bodies. Each request
carries the whole game state; each response the new state, the frame to show and the links the client may follow
next (none once the game is over). The state is a list of rows, one letter per square:
    .  covered        f  covered, flagged        o  open
    *  covered mine   F  covered mine, flagged   X  open mine (the game is lost)
"""

import json
import os
import stat

INVALID = "The provided input is not valid!"
LINKS = {"move": "/games/moves", "end": "/games/endings"}
OPENED, FLAGGED, MINES = "oX", "fF", "*FX"
TOGGLE_FLAG = {".": "f", "f": ".", "*": "F", "F": "*"}


# --- resources ------------------------------------------------------------------------------------


def create_game(body):
    """POST /games {"board": PATH} -> 201 and a new game, or the error status for the board file (R2-R4)."""
    path = body["board"]
    if not path.lower().endswith(".cfg") or len(path.rsplit("/", 1)[-1]) < 5:
        return 400, {"error": f"{path}: invalid file name (expected NAME.cfg)"}
    try:
        mode = os.stat(path).st_mode  # stat before open: opening a FIFO would block
    except (FileNotFoundError, NotADirectoryError):
        return 404, {"error": f"{path}: no such file"}
    except OSError as error:
        return 403, {"error": f"{path}: cannot look up the file ({error.strerror})"}
    if not stat.S_ISREG(mode):
        return 422, {"error": f"{path}: not a regular file"}
    try:
        with open(path, "rb") as board_file:
            data = board_file.read(421)
    except OSError as error:
        return 403, {"error": f"{path}: cannot read the file ({error.strerror})"}
    if len(data) > 420:
        return 413, {"error": f"{path}: file too large for a 20x20 board"}
    rows = data.decode("latin-1").split("\n")
    if rows.pop() or not rows or len(rows) > 20 or len(set(map(len, rows))) > 1 or not 0 < len(rows[0]) <= 20:
        return 422, {"error": f"{path}: not 1 to 20 rows of one length, 1 to 20 squares each, ending in a newline"}
    if set("".join(rows)) - {".", "*"} or "." not in data.decode("latin-1") or len(rows) * len(rows[0]) < 2:
        return 422, {"error": f"{path}: not squares of . and *, at least two, one without a mine"}
    return 201, game(rows, "")


def make_move(body):
    """POST /games/moves {"state", "move": LINE} -> the game after the move; 422 if the line is invalid (R7, R8)."""
    grid = [list(row) for row in body["state"]]
    move = parse_move(grid, body["move"].encode("latin-1"))  # the client's raw bytes, carried losslessly
    if move is None:
        return 422, game(body["state"], INVALID)
    row, col, action = move
    square = grid[row][col]
    if action == b"F" and square not in OPENED:
        grid[row][col] = TOGGLE_FLAG[square]
    elif action == b"R" and square in MINES:
        grid[row][col] = "X"
    elif action == b"R" and square not in OPENED:
        counts = numbers(grid)  # a move never moves a mine: the frame can use the same numbers
        flood(grid, counts, row, col)
        return 200, game(["".join(line) for line in grid], "", counts=counts)
    return 200, game(["".join(line) for line in grid], "")


def end_game(body):
    """POST /games/endings {"state"} -> the final frame when the player's input runs out (R9.2)."""
    return 200, game(body["state"], "Not enough inputs!", over=True)


ROUTES = {("POST", "/games"): create_game, ("POST", "/games/moves"): make_move, ("POST", "/games/endings"): end_game}


def handle(method, path, body):
    """The server's one entry point: route a request, answer with a status and a JSON representation."""
    resource = ROUTES.get((method, path))
    if resource is None:
        status, representation = 404, {"error": f"no resource {method} {path}"}
    else:
        try:
            status, representation = resource(json.loads(body))
        except (ValueError, KeyError, TypeError, IndexError):
            status, representation = 400, {"error": f"malformed request to {path}"}
    return status, json.dumps(representation).encode()


# --- the game, computed afresh from each request's state ------------------------------------------


def neighbours(grid, row, col):
    around = ((r, c) for r in (row - 1, row, row + 1) for c in (col - 1, col, col + 1) if (r, c) != (row, col))
    return [(r, c) for r, c in around if 0 <= r < len(grid) and 0 <= c < len(grid[0])]


def numbers(state):
    """Every square's number (R5.3), as rows. The 3x3 block counts the square itself, which is no mine
    for any square that can show its number. Sums of three across, then sums of three down."""
    mines = [[0, *(square in MINES for square in row), 0] for row in state]
    across = [
        [left + middle + right for left, middle, right in zip(row[:-2], row[1:-1], row[2:], strict=True)]
        for row in mines
    ]
    across = [[0] * len(state[0]), *across, [0] * len(state[0])]
    return [
        [up + middle + down for up, middle, down in zip(*across[r : r + 3], strict=True)] for r in range(len(state))
    ]


def parse_move(grid, line):
    """(row, col, action) with 0-based row and col, or None when the line breaks R7."""
    line = line[:-1].removesuffix(b"\r") if line.endswith(b"\n") else line
    fields = [field for field in line.split(b" ") if field]
    digits = len(fields) == 3 and all(field.isdigit() and len(field.lstrip(b"0")) < 3 for field in fields[:2])
    if not digits or fields[2] not in (b"R", b"F"):
        return None
    row, col = int(fields[0][-3:]) - 1, int(fields[1][-3:]) - 1  # 3 digits and more are off the board anyway
    return (row, col, fields[2]) if 0 <= row < len(grid) and 0 <= col < len(grid[0]) else None


def flood(grid, counts, row, col):
    """Open the square and, through squares numbered 0, their covered neighbours, flagged ones too (R8.3)."""
    stack = [(row, col)]
    while stack:
        r, c = stack.pop()
        if grid[r][c] not in OPENED:
            grid[r][c] = "o"
            if counts[r][c] == 0:
                stack.extend(neighbours(grid, r, c))


def game(state, message, over=False, counts=None):
    """The representation of a game: its state, the frame that shows it, and where to go next. The
    numbers are worked out from the state unless this request has already done so."""
    lost = any("X" in row for row in state)
    won = not any(square in ".f" for row in state for square in row)
    message = "You Lost!" if lost else "You Won!" if won else message
    over = over or lost or won
    counts = numbers(state) if counts is None else counts
    return {"state": state, "frame": frame(state, counts, lost, message), "links": {} if over else LINKS}


def frame(state, counts, lost, message):
    """The board and the banner as text (R6)."""

    def symbol(r, c):
        square = state[r][c]
        if lost and square in MINES:
            return "*"
        if square in OPENED:
            return str(counts[r][c] or "▓")
        return "¶" if square in FLAGGED else " "

    def rule(left, middle, right):
        return left + middle.join(["───"] * width) + right + "\n"

    width = len(state[0])
    rows = ["│" + "│".join(f" {symbol(r, c)} " for c in range(width)) + "│\n" for r in range(len(state))]
    size = max(4 * width - 1, len(message))
    board = rule("┌", "┬", "┐") + rule("├", "┼", "┤").join(rows) + rule("└", "┴", "┘")
    return board + f"╔{'═' * size}╗\n║{message.ljust(size)}║\n╚{'═' * size}╝\n"
