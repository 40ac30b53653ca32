"""Minesweeper, go-forth style.

All data passes through one data stack; named values live in a heap. The program
is a vocabulary of words: each word pops its arguments and pushes its results,
as its stack comment ( before -- after ) says. Primitive words are Python
functions; higher words are colon definitions, sequences of other words.
"""

import os
import stat
import sys

from . import boundary  # noqa: F401  the process boundary (closed streams, broken pipe, Ctrl-C): read it last

stack = []
heap = {"out": []}  # the output buffer: `emit` fills it, `prompt` sends it
words = {}
compiled = {}


def word(name):
    """Register the decorated function as the primitive word `name`."""

    def register(primitive):
        words[name] = primitive
        return primitive

    return register


def compile_phrase(phrase):
    """The words of a phrase, in order; a number token becomes a word that pushes it."""
    return [
        (lambda number=int(token): stack.append(number)) if token.isdigit() else words[token]
        for token in phrase.split(" ")
    ]


def execute(phrase):
    """Run a phrase of words (compiled once, on its first run)."""
    actions = compiled.get(phrase)
    if actions is None:
        actions = compiled[phrase] = compile_phrase(phrase)
    for action in actions:
        action()


def define(name, phrase):
    """A colon definition ( : name phrase ; ): a new word made of other words."""
    words[name] = lambda: execute(phrase)


# --- Stack shuffling -----------------------------------------------------------------
@word("drop")
def drop():
    """( x -- )"""
    stack.pop()


@word("swap")
def swap():
    """( x y -- y x )"""
    stack.append(stack.pop(-2))


@word("over")
def over():
    """( x y -- x y x )"""
    stack.append(stack[-2])


@word("1+")
def one_plus():
    """( n -- n+1 )"""
    stack.append(stack.pop() + 1)


@word("rot")
def rot():
    """( x y z -- y z x )"""
    stack.append(stack.pop(-3))


# --- Errors and output -----------------------------------------------------------------
@word("fail")
def fail():
    """( text code -- ) print `error: <path>: text` and leave with exit code `code`."""
    heap["code"] = stack.pop()
    sys.stderr.write(f"error: {heap['path']}: {stack.pop()}\n")
    sys.exit(heap["code"])


@word("emit")
def emit():
    """( text -- ) add text to the output buffer; `prompt` sends the buffer out."""
    heap["out"].append(stack.pop())


# --- Loading the board (R2-R4) ---------------------------------------------------------------
@word("check-name")
def check_name():
    """( path -- path ) the last path component must be NAME.cfg (R3)."""
    heap["path"] = stack[-1]
    if len(stack[-1].rpartition("/")[2]) < 5 or not stack[-1].lower().endswith(".cfg"):
        stack.extend(["invalid file name (want NAME.cfg)", 2])
        execute("fail")


@word("check-file")
def check_file():
    """( path -- path ) the path must exist and be a regular file; stat only, never open (R2.5)."""
    try:
        stack.append(os.stat(stack[-1]).st_mode)
    except (FileNotFoundError, NotADirectoryError):
        stack.extend(["no such file", 1])
        execute("fail")
    except OSError:
        stack.extend(["cannot look up the path", 2])
        execute("fail")
    if not stat.S_ISREG(stack.pop()):
        stack.extend(["not a regular file", 2])
        execute("fail")


@word("read-file")
def read_file():
    """( path -- bytes ) at most 421 bytes of the file: one more than a board may have (R2.6)."""
    try:
        with open(stack.pop(), "rb") as file:
            stack.append(file.read(421))
    except OSError:
        stack.extend(["cannot read the file", 2])
        execute("fail")


@word("board-bytes?")
def board_bytes():
    """( bytes -- bytes flag ) at most 420 bytes of `.`, `*` and newlines, the last one a newline (R2.6, R4.1)."""
    stack.append(len(stack[-1]) <= 420 and stack[-1].endswith(b"\n") and not stack[-1].strip(b".*\n"))


@word("rows")
def rows():
    """( bytes -- rows ) the lines of a board file, without their newlines."""
    stack.append(stack.pop()[:-1].split(b"\n"))


@word("rectangle?")
def rectangle():
    """( rows -- rows flag ) heap gets rows and cols; all rows as wide as the first, 2 to 20x20 squares (R4)."""
    heap["rows"], heap["cols"] = len(stack[-1]), len(stack[-1][0])
    stack.append(
        0 < heap["rows"] <= 20
        and 0 < heap["cols"] <= 20
        and heap["rows"] * heap["cols"] >= 2
        and all(len(row) == heap["cols"] for row in stack[-1])
    )


@word("mines")
def mines():
    """( rows -- ) heap's mine: for every square, in reading order, whether it holds a mine."""
    heap["mine"] = [square == ord("*") for row in stack.pop() for square in row]


@word("safe?")
def safe():
    """( -- flag ) whether some square holds no mine (R4.6)."""
    stack.append(not all(heap["mine"]))


@word("?invalid")
def unless_invalid():
    """( flag -- ) leave with `invalid board` and exit code 2 unless the flag is true, like Forth's ABORT"."""
    if not stack.pop():
        stack.extend(["invalid board", 2])
        execute("fail")


@word("cover")
def cover():
    """( -- ) a new game: every square covered (R6.6), nothing opened yet."""
    heap["shown"] = [" "] * len(heap["mine"])
    heap["safe"], heap["opened"], heap["playing"], heap["lost"] = heap["mine"].count(False), 0, True, False


define("parse-board", "board-bytes? ?invalid rows rectangle? ?invalid mines safe? ?invalid cover")  # ( bytes -- )


# --- The board (R5, R8) ------------------------------------------------------------------
@word("neighbours")
def neighbours():
    """( i -- j1 .. jn n ) the squares around square i, then how many there are (R5.2)."""
    heap["row"], heap["col"] = divmod(stack.pop(), heap["cols"])
    heap["depth"] = len(stack)
    for row in range(max(heap["row"] - 1, 0), min(heap["row"] + 2, heap["rows"])):
        for col in range(max(heap["col"] - 1, 0), min(heap["col"] + 2, heap["cols"])):
            if (row, col) != (heap["row"], heap["col"]):
                stack.append(row * heap["cols"] + col)
    stack.append(len(stack) - heap["depth"])


@word("sum-mines")
def sum_mines():
    """( j1 .. jn n -- m ) how many of the n squares hold a mine."""
    stack.append(0)
    for _ in range(stack.pop(-2)):
        stack.append(heap["mine"][stack.pop(-2)] + stack.pop())


define("count-mines", "neighbours sum-mines")  # ( i -- m )


@word("count-all")
def count_all():
    """( -- ) heap's count holds the number of every square (R5.3)."""
    heap["count"] = []
    for square in range(len(heap["mine"])):
        stack.append(square)
        execute("count-mines")
        heap["count"].append(stack.pop())


@word("reveal")
def reveal():
    """( i -- ) open square i; squares numbered 0 put their neighbours on the stack to open too (R8.3)."""
    heap["bottom"] = len(stack) - 1
    while len(stack) > heap["bottom"]:
        if heap["shown"][stack[-1]] in " ¶":
            heap["shown"][stack[-1]] = "▓12345678"[heap["count"][stack[-1]]]
            heap["opened"] += 1
            if heap["count"][stack[-1]] == 0:
                execute("neighbours drop")  # no mine among them: all of them are work
                continue
        stack.pop()


@word("F")
def flag():
    """( i -- message ) toggle the flag of covered square i (R8.6); the banner is empty."""
    heap["shown"][stack[-1]] = "¶" if heap["shown"][stack[-1]] == " " else " "
    stack[-1] = ""


@word("R")
def reveal_or_lose():
    """( i -- message ) reveal covered square i: a mine loses (R8.1), the last safe square wins (R8.4)."""
    if heap["mine"][stack[-1]]:
        heap["playing"], heap["lost"] = False, True
        stack[-1] = "You Lost!"
        return
    execute("reveal")
    heap["playing"] = heap["opened"] < heap["safe"]
    stack.append("" if heap["playing"] else "You Won!")


@word("covered?")
def covered():
    """( i -- flag ) whether square i is still covered, flagged or not."""
    stack.append(heap["shown"][stack.pop()] in " ¶")


@word("play")
def play():
    """( i action 1 | 0 -- message ) apply a parsed move and push the banner's message (R8).

    The action names its own word: `R` or `F` is looked up in the dictionary and run on the square."""
    if not stack.pop():
        stack.append("The provided input is not valid!")
        return
    execute("over covered?")  # ( i action covered? )
    if stack.pop():
        execute(stack.pop().decode())
    else:  # an open square: nothing changes (R8.5)
        execute("drop drop")
        stack.append("")


# --- Rendering (R6) -------------------------------------------------------------------------
@word("rule")
def rule():
    """( left middle right -- ) emit a border line of the board."""
    stack.append(stack.pop(-2).join(["───"] * heap["cols"]))
    execute("swap")
    stack.append(stack.pop(-3) + stack.pop(-2) + stack.pop() + "\n")
    execute("emit")


@word("symbol")
def symbol():
    """( i -- text ) how square i looks: mines show as * once the game is lost (R6.3)."""
    stack.append(f" {'*' if heap['lost'] and heap['mine'][stack[-1]] else heap['shown'][stack[-1]]} ")
    execute("swap drop")


@word("render-row")
def render_row():
    """( r -- ) emit the squares of row r between vertical bars."""
    stack.append(stack.pop() * heap["cols"])  # ( i ) its first square
    stack.append("│")  # ( i text )
    for _ in range(heap["cols"]):
        execute("over symbol")
        stack.append(stack.pop(-2) + stack.pop() + "│")
        execute("swap 1+ swap")
    stack.append(stack.pop() + "\n")
    execute("emit drop")


@word("render-board")
def render_board():
    """( -- ) emit the board, row after row."""
    stack.extend(["┌", "┬", "┐"])
    execute("rule")
    for row in range(heap["rows"]):
        stack.append(row)
        execute("render-row")
        stack.extend(["├", "┼", "┤"] if row < heap["rows"] - 1 else ["└", "┴", "┘"])
        execute("rule")


@word("banner")
def banner():
    """( message -- ) emit the message banner, as wide as the board or the message (R6.4)."""
    stack.append("═" * max(4 * heap["cols"] - 1, len(stack[-1])))
    stack.append(f"╔{stack[-1]}╗\n║{stack.pop(-2).ljust(len(stack[-1]))}║\n╚{stack.pop()}╝\n")
    execute("emit")


@word("prompt")
def prompt():
    """( -- ) emit the prompt while the game goes on; write the whole frame at once and flush it before
    any read (R6.5, R6.7)."""
    if heap["playing"]:
        stack.append(">")
        execute("emit")
    sys.stdout.write("".join(heap["out"]))
    sys.stdout.flush()
    heap["out"].clear()


define("frame", "render-board banner prompt")  # ( message -- )


# --- Input (R7) ------------------------------------------------------------------------------
@word("read-line")
def read_line():
    """( -- line ) the next input line without its line end, or None at end of input (R7.1)."""
    stack.append(sys.stdin.buffer.readline())
    if not stack[-1]:
        stack[-1] = None
    elif stack[-1].endswith(b"\n"):
        stack.append(stack.pop()[:-1])
        if stack[-1].endswith(b"\r"):
            stack.append(stack.pop()[:-1])


@word("number")
def number():
    """( digits -- n ) the value of ASCII digits, or 0 when they are no number from 1 to 99 (R7.3)."""
    stack.append(stack.pop().lstrip(b"0"))
    if not (stack[-1].isdigit() and len(stack[-1]) <= 2):  # bytes.isdigit is ASCII-only
        stack[-1] = b"0"
    stack.append(int(stack.pop()))


@word("parse-move")
def parse_move():
    """( line -- i action 1 | 0 ) the square and action of a valid line, else 0 (R7.2-R7.5)."""
    stack.append(list(filter(None, stack.pop().split(b" "))))  # runs of spaces leave empty fields
    if len(stack[-1]) != 3 or stack[-1][2] not in (b"R", b"F"):
        stack[-1] = 0
        return
    stack.extend(stack.pop())
    execute("rot number rot number")  # ( action row col )
    if 1 <= stack[-2] <= heap["rows"] and 1 <= stack[-1] <= heap["cols"]:
        stack.append(stack.pop() - 1 + (stack.pop() - 1) * heap["cols"])
        execute("swap 1")
    else:
        execute("drop drop drop 0")


# --- The game (R9) ---------------------------------------------------------------------------
@word("game")
def game():
    """( -- ) first frame, then one frame per input line until won, lost or out of input."""
    stack.append("")
    execute("frame")
    while heap["playing"]:
        execute("read-line")
        if stack[-1] is None:
            heap["playing"] = False
            stack[-1] = "Not enough inputs!"
        else:
            execute("parse-move play")
        execute("frame")


define("load-board", "check-name check-file read-file parse-board count-all")  # ( path -- )

sys.stdout.reconfigure(encoding="utf-8", newline="\n")  # UTF-8 (R6.7), and "\n" even on Windows
if len(sys.argv) < 2:
    sys.stderr.write("usage: python -m styles.go_forth BOARD.cfg\n")
    sys.exit(1)
stack.append(sys.argv[1])
execute("load-board game")
