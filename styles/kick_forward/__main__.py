"""Minesweeper, kick-forward (continuation-passing) style.

Every function takes, as its LAST parameter, the function that comes next - its continuation, always called
`then` - and ends by calling it with its result (plus the continuation that `then` itself needs). The game loop
is a cycle of continuations: next_turn -> parse_move -> apply_move -> draw_frame -> next_turn ... draw_frame
returns its next call, not yet made, to the trampoline, so that the Python stack unwinds once a turn.
"""

import os
import stat
import sys
from functools import partial

from styles import process

process.guard()

INVALID = "The provided input is not valid!"
END_OF_INPUT = "end of input"  # the move that the end of input hands on: the game ends (R9.2)


def trampoline(bounce, then):
    """Call each bounce until one returns a non-callable - the exit code - and hand that to `then`."""
    while callable(bounce):
        bounce = bounce()
    return then(bounce)


def next_turn(game, then):
    """Read the next input line (R7.1), None at the end of input, and hand it to `then`; unless the game is over.

    When the game is over the loop stops: the exit code 0 goes back to the trampoline.
    """
    if game["over"]:
        return 0
    line = sys.stdin.buffer.readline() or None
    if line and line.endswith(b"\n"):
        line = line[:-1].removesuffix(b"\r")
    return then(game, line, apply_move)


def parse_move(game, line, then):
    """Hand (square, action) to `then`, None when the line is not a valid move (R7.2-R7.5), END_OF_INPUT for
    no line at all."""
    if line is None:
        return then(game, END_OF_INPUT, draw_frame)
    fields = [field for field in line.split(b" ") if field]  # runs of ASCII spaces only
    if len(fields) != 3 or fields[2] not in (b"R", b"F"):
        return then(game, None, draw_frame)
    # bytes.isdigit is ASCII-only; more than two significant digits is out of range anyway
    row, col = (
        int(field.lstrip(b"0") or 0) if field.isdigit() and len(field.lstrip(b"0")) <= 2 else 0 for field in fields[:2]
    )
    if not (1 <= row <= game["rows"] and 1 <= col <= game["cols"]):
        return then(game, None, draw_frame)
    return then(game, ((row - 1) * game["cols"] + col - 1, fields[2]), draw_frame)


def apply_move(game, move, then):
    """Play the move on the game (R8) and hand the game with its new message to `then` to draw."""
    if move is None:
        return then(dict(game, message=INVALID), next_turn)
    if move is END_OF_INPUT:  # the board stays as it is, and the game ends (R9.2)
        return then(dict(game, message="Not enough inputs!", over=True), next_turn)
    square, action = move
    game = dict(game, message="")
    if game["shown"][square] not in " ¶":
        return then(game, next_turn)
    if action == b"F":
        game["shown"] = game["shown"][:]
        game["shown"][square] = "¶" if game["shown"][square] == " " else " "
        return then(game, next_turn)
    if game["mine"][square]:
        return then(dict(game, message="You Lost!", over=True, lost=True), next_turn)
    return reveal(game, square, then)


def reveal(game, square, then):
    """Open the square and, from squares numbered 0, their neighbours in turn (R8.2-R8.4); on to `then`."""
    shown, opened, todo = game["shown"][:], game["opened"], [square]
    while todo:
        square = todo.pop()
        if shown[square] in " ¶":
            shown[square] = "▓12345678"[game["count"][square]]
            opened += 1
            if game["count"][square] == 0:
                todo.extend(game["near"][square])
    won = opened == game["safe"]
    return then(dict(game, shown=shown, opened=opened, over=won, message="You Won!" if won else ""), next_turn)


def draw_frame(game, then):
    """Print the board, the banner and - while the game goes on - the prompt (R6); then bounce on to `then`.

    The bounce goes back to the trampoline instead of calling `then` here, so
    the Python stack does not grow with every move.
    """
    cols = game["cols"]
    symbols = ["*" if game["lost"] and mine else shown for mine, shown in zip(game["mine"], game["shown"], strict=True)]
    top, middle, bottom = (left + cross.join(["───"] * cols) + right for left, cross, right in ("┌┬┐", "├┼┤", "└┴┘"))
    lines = [top]
    for row in range(game["rows"]):
        lines.append("│" + "│".join(f" {symbol} " for symbol in symbols[row * cols : (row + 1) * cols]) + "│")
        lines.append(middle)
    lines[-1] = bottom
    width = max(4 * cols - 1, len(game["message"]))
    lines += ["╔" + "═" * width + "╗", "║" + game["message"].ljust(width) + "║", "╚" + "═" * width + "╝"]
    sys.stdout.buffer.write(("\n".join(lines) + "\n" + ("" if game["over"] else ">")).encode("utf-8"))
    sys.stdout.buffer.flush()
    return partial(then, game, parse_move)


def check_arguments(argv, then):
    """Hand the board path (the first argument; others are ignored, R1) to `then`."""
    if len(argv) < 2:
        return fail("usage: python -m styles.kick_forward BOARD.cfg", 1, sys.exit)
    return then(argv[1], check_file)


def check_name(path, then):
    """The last path component must be NAME.cfg (R3); hand the path to `then`."""
    if len(path.rpartition("/")[2]) < 5 or not path.lower().endswith(".cfg"):
        return fail(f"error: {path}: invalid file name (want NAME.cfg)", 2, sys.exit)
    return then(path, read_board)


def check_file(path, then):
    """The path must exist and be a regular file; stat only, never open (R2.2-R2.5)."""
    try:
        mode = os.stat(path).st_mode
    except (FileNotFoundError, NotADirectoryError):
        return fail(f"error: {path}: no such file", 1, sys.exit)
    except OSError:
        return fail(f"error: {path}: cannot look up the path", 2, sys.exit)
    if not stat.S_ISREG(mode):
        return fail(f"error: {path}: not a regular file", 2, sys.exit)
    return then(path, validate)


def read_board(path, then):
    """Hand at most 421 bytes of the file - one more than a board may have (R2.6) - to `then`."""
    try:
        with open(path, "rb") as file:
            data = file.read(421)
    except OSError:
        return fail(f"error: {path}: cannot read the file", 2, sys.exit)
    return then(path, data, start_game)


def validate(path, data, then):
    """Check the board (R4) and hand it to `then`: size, mines, and each square's neighbours."""
    rows = data[:-1].split(b"\n")
    cols = len(rows[0])
    if (
        len(data) > 420
        or not data.endswith(b"\n")
        or data.strip(b".*\n")
        or not 0 < cols <= 20
        or not len(rows) <= 20
        or any(len(row) != cols for row in rows)
        or len(rows) * cols < 2
        or b"." not in data
    ):
        return fail(f"error: {path}: invalid board", 2, sys.exit)
    near = [
        [
            r * cols + c
            for r in range(max(row - 1, 0), min(row + 2, len(rows)))
            for c in range(max(col - 1, 0), min(col + 2, cols))
            if (r, c) != (row, col)
        ]
        for row in range(len(rows))
        for col in range(cols)
    ]
    board = {
        "rows": len(rows),
        "cols": cols,
        "mine": [square == ord("*") for row in rows for square in row],
        "near": near,
    }
    return then(board, draw_frame)


def start_game(board, then):
    """Set up a game with every square covered (R6.6) and hand it to `then` to draw."""
    game = dict(
        board,
        shown=[" "] * len(board["mine"]),
        opened=0,
        message="",
        over=False,
        lost=False,
        count=[sum(board["mine"][n] for n in near) for near in board["near"]],
        safe=board["mine"].count(False),
    )
    return then(game, next_turn)


def fail(message, code, then):
    """Print the one error line, then hand the exit code to `then` (sys.exit)."""
    sys.stderr.write(message + "\n")
    return then(code)


trampoline(partial(check_arguments, sys.argv, check_name), sys.exit)
